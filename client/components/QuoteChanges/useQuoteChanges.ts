/**
 * Quote Changes' state: the baseline project (the last estimate, a saved estimate's link, a Quote
 * Checker result's link, or the form), the change order's text, and the priced result (a tool's
 * result, useToolRun: the body that produced it is re-sent for the download and the share link; a
 * shared result is loaded from `/quote-changes?id=…`). Placing a line by hand prices the change
 * order again with its lines.
 */
import { useState } from "react";
import type { QuoteChangesRequest, QuoteChangesResult } from "../../../shared/api/outputs";
import { errorMessage, loadQuoteChanges, loadQuoteCheck, priceQuoteChanges } from "../../api";
import { estimateIdOf, requestProject, type QuoteProjectValues } from "../QuoteProjectForm/from-estimate";
import { useQuoteProject } from "../QuoteProjectForm/useQuoteProject";
import { useToolRun } from "../ToolPage/useToolRun";

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
    project: requestProject(project),
    changes: { text },
  };
}

/** The id of a Quote Checker result's link ("…/quote-checker?id=…") or a bare id; null when none. */
export const quoteCheckIdOf = estimateIdOf;

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

type SavedChanges = Awaited<ReturnType<typeof loadQuoteChanges>>;

export function useQuoteChanges() {
  const { project, setProject, replace } = useQuoteProject();
  const [text, setText] = useState("");
  const { result, status, run, startOver } = useToolRun<
    QuoteChangesRequest,
    QuoteChangesResult,
    SavedChanges
  >({
    load: loadQuoteChanges,
    fromSaved: (saved) => ({ result: saved.result, body: saved.input }),
    loadFailure: "Could not load the shared change order",
  });

  /** Prices a body; when a fresh one fails, the result shown before goes (a line placed by hand keeps it). */
  const priced = (body: QuoteChangesRequest, fresh: boolean) =>
    void run(
      async () => ({ result: await priceQuoteChanges(body), body }),
      "Could not price the change order",
      fresh,
    );

  const price = () => priced(toBody(project, text), true);

  const place = (index: number, target: LineTarget) => {
    if (result) priced(withTarget(result.result, result.body, index, target), false);
  };

  /** The project of a Quote Checker result (its share link), as the baseline. */
  const takeQuoteCheck = async (link: string): Promise<string | null> => {
    const id = quoteCheckIdOf(link);
    if (!id)
      return "Paste a Quote Checker result's share link (…/quote-checker?id=…) or its 32-character id.";
    try {
      const saved = await loadQuoteCheck(id);
      const p = saved.input.project;
      replace({
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

  return { project, setProject, text, setText, result, status, price, place, takeQuoteCheck, startOver };
}
