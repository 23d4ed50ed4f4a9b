/**
 * Quote Changes' state: the baseline project (the last estimate, a saved estimate's link, a Quote
 * Checker result's link, or the form), the change order's text, the last priced result and the
 * body that produced it (re-sent for the download and the share link), and a shared result loaded
 * from `/quote-changes?id=…`. Placing a line by hand prices the change order again with its lines.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { QuoteChangesRequest, QuoteChangesResult } from "../../../shared/api/outputs";
import { errorMessage, loadQuoteChanges, loadQuoteCheck, priceQuoteChanges } from "../../api";
import {
  EMPTY_PROJECT,
  keepBasis,
  lastEstimateProject,
  type QuoteProjectValues,
} from "../QuoteProjectForm/from-estimate";

export type ChangesStatus = { kind: "idle" } | { kind: "pricing" } | { kind: "error"; message: string };

/** What a line changes, as the page sends it. */
export type LineTarget = NonNullable<NonNullable<QuoteChangesRequest["changes"]["lines"]>[number]["target"]>;

/** Why the form cannot be priced yet, or null when it can. */
export function missingInput(project: QuoteProjectValues, text: string): string | null {
  if (!project.type || !project.state) return "Choose the project type and state.";
  if (text.trim() === "") return "Paste or type the change order's lines.";
  return null;
}

/** The API body of the form. */
export function toBody(project: QuoteProjectValues, text: string): QuoteChangesRequest {
  return {
    project: {
      constructionType: project.type ?? "",
      state: project.state ?? "",
      city: project.city,
      ...(project.areaSqFt ? { areaSqFt: project.areaSqFt } : {}),
      ...(project.quality ? { quality: project.quality } : {}),
      ...(project.estimate ? { answers: project.estimate.answers } : {}),
    },
    changes: { text },
  };
}

/** The id of a Quote Checker result's link ("…/quote-checker?id=…") or a bare id; null when none. */
export function quoteCheckIdOf(text: string): string | null {
  const m = /(?:[?&]id=)?([0-9a-f]{32})\b/i.exec(text.trim());
  return m ? m[1]!.toLowerCase() : null;
}

/** The lines of a result sent back, line `index` placed on `target`; other hand placements kept. */
export function withTarget(
  result: QuoteChangesResult,
  body: QuoteChangesRequest,
  index: number,
  target: LineTarget,
): QuoteChangesRequest {
  const lines = result.lines.map((l, i) => {
    const description = l.co ? `CO #${l.co}: ${l.description}` : l.description;
    const sent = body.changes.lines?.[i]?.target;
    const kept = i === index ? target : l.match.by === "visitor" ? sent : undefined;
    return { description, amount: l.amount, ...(kept ? { target: kept } : {}) };
  });
  return { project: body.project, changes: { lines } };
}

export function useQuoteChanges() {
  const [params, setParams] = useSearchParams();
  const sharedId = params.get("id");
  const [project, setFields] = useState<QuoteProjectValues>(() => lastEstimateProject() ?? EMPTY_PROJECT);
  const setProject = useCallback(
    (next: QuoteProjectValues) => setFields((previous) => keepBasis(next, previous)),
    [],
  );
  const [text, setText] = useState("");
  const [result, setResult] = useState<{
    result: QuoteChangesResult;
    body: QuoteChangesRequest;
    shared: boolean;
  } | null>(null);
  const [status, setStatus] = useState<ChangesStatus>({ kind: "idle" });
  const loaded = useRef<string | null>(null);

  useEffect(() => {
    if (!sharedId || loaded.current === sharedId) return;
    loaded.current = sharedId;
    setStatus({ kind: "pricing" });
    loadQuoteChanges(sharedId).then(
      (saved) => {
        setResult({ result: saved.result, body: saved.input, shared: true });
        setStatus({ kind: "idle" });
      },
      (err: unknown) =>
        setStatus({
          kind: "error",
          message: `Could not load the shared change order: ${errorMessage(err, "Please try again.")}`,
        }),
    );
  }, [sharedId]);

  const run = useCallback(async (body: QuoteChangesRequest, fresh: boolean) => {
    setStatus({ kind: "pricing" });
    try {
      setResult({ result: await priceQuoteChanges(body), body, shared: false });
      setStatus({ kind: "idle" });
    } catch (err) {
      // A result of other inputs would read as this one's: only a line placed by hand keeps it.
      if (fresh) setResult(null);
      setStatus({
        kind: "error",
        message: `Could not price the change order: ${errorMessage(err, "Please try again.")}`,
      });
    }
  }, []);

  const price = () => void run(toBody(project, text), true);

  const place = (index: number, target: LineTarget) => {
    if (result) void run(withTarget(result.result, result.body, index, target), false);
  };

  /** The project of a Quote Checker result (its share link), as the baseline. */
  const takeQuoteCheck = async (link: string): Promise<string | null> => {
    const id = quoteCheckIdOf(link);
    if (!id)
      return "Paste a Quote Checker result's share link (…/quote-checker?id=…) or its 32-character id.";
    try {
      const saved = await loadQuoteCheck(id);
      const p = saved.input.project;
      setFields({
        type: saved.check.project.constructionType as QuoteProjectValues["type"],
        state: p.state,
        city: p.city,
        areaSqFt: p.areaSqFt ?? null,
        quality: p.quality ?? null,
        estimate: p.answers?.length
          ? {
              source: "saved",
              id: null,
              answers: p.answers,
              min: saved.check.total.min,
              max: saved.check.total.max,
            }
          : null,
      });
      return null;
    } catch (err) {
      return `Could not load that quote check: ${errorMessage(err, "Please try again.")}`;
    }
  };

  const startOver = () => {
    setResult(null);
    setStatus({ kind: "idle" });
    if (sharedId) setParams({}, { replace: true });
  };

  return { project, setProject, text, setText, result, status, price, place, takeQuoteCheck, startOver };
}
