/**
 * The /accuracy document from the calibration data (decision record 006), for the build, which
 * stores it among the static assets with a slot for the origin (docs/decisions/008: rendered once
 * per build, not per request), and for the worker when there is no build (vite dev, tests).
 */
import cases from "../../shared/calibration/cases.json";
import scores from "../../shared/calibration/scores.generated.json";
import firstScores from "../../shared/calibration/first-scores.json";
import type { CalibrationCase, CaseScore, FirstScoreRecord } from "../../shared/calibration/types";
import { DATA_AS_OF, DATA_VERSION } from "../../shared/engine/index";
import { renderAccuracyPage } from "./accuracy";
import { accuracyView, type AccuracyView } from "./accuracy-data";
import { encodeOriginPage } from "./origin-page";

export { ACCURACY_ASSET, ACCURACY_VIEW_ASSET } from "../../shared/content/prebuilt";

/** What the page shows, from the calibration data. */
export function accuracyDocumentView(): AccuracyView {
  return accuracyView(
    cases as CalibrationCase[],
    scores as CaseScore[],
    { priceLevel: DATA_AS_OF, dataVersion: DATA_VERSION },
    firstScores as Record<string, FirstScoreRecord>,
  );
}

/** The whole page, with absolute links on `origin`. */
export function renderAccuracyDocument(origin: string): string {
  return renderAccuracyPage(accuracyDocumentView(), origin);
}

/** The view as the build stores it, for filtered pages. */
export function renderAccuracyViewAsset(): string {
  return JSON.stringify(accuracyDocumentView());
}

/** The page as the build stores it (worker/render/origin-page.ts). */
export function renderAccuracyAsset(): Uint8Array<ArrayBuffer> {
  return encodeOriginPage(renderAccuracyDocument);
}
