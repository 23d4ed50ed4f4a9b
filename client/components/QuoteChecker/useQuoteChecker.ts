/**
 * The Quote Checker's state: the project and quote as entered, and the check (a tool's result,
 * useToolRun: the body that produced it is re-sent for the download and the share link; a shared
 * check is loaded from `/quote-checker?id=…`). Assigning a division to a line checks the quote
 * again with its lines.
 */
import { useState } from "react";
import type { DivisionName, QuoteCheckRequest, QuoteCheckResult } from "../../../shared/api/outputs";
import { ApiError, checkQuote, loadQuoteCheck } from "../../api";
import { requestProject, type QuoteProjectValues } from "../QuoteProjectForm/from-estimate";
import { useQuoteProject } from "../QuoteProjectForm/useQuoteProject";
import type { QuoteValues } from "../QuoteInput/QuoteInput";
import { useToolRun } from "../ToolPage/useToolRun";

/** Why the form cannot be checked yet, or null when it can. */
export function missingInput(project: QuoteProjectValues, quote: QuoteValues): string | null {
  if (!project.type || !project.state) return "Choose the project type and state.";
  if (quote.mode === "total" ? !quote.total : quote.text.trim() === "" && !quote.total)
    return quote.mode === "total" ? "Enter the quoted total." : "Paste the quote's lines or upload its file.";
  return null;
}

/** The API body of the form. */
export function toBody(project: QuoteProjectValues, quote: QuoteValues): QuoteCheckRequest {
  return {
    project: requestProject(project),
    quote: {
      ...(quote.mode !== "total" && quote.text.trim() ? { text: quote.text } : {}),
      ...(quote.total ? { total: quote.total } : {}),
    },
  };
}

/** The check of a body; an estimate whose answers no longer replay is checked as a typical project. */
async function checked(body: QuoteCheckRequest) {
  try {
    return { result: await checkQuote(body), body };
  } catch (err) {
    // Answers saved before the questions changed: check against a typical project, and the
    // result says so.
    if (!(err instanceof ApiError && err.status === 400 && body.project.answers)) throw err;
    const { answers: _stale, ...project } = body.project;
    const typical = { ...body, project };
    return { result: await checkQuote(typical), body: typical };
  }
}

type SavedCheck = Awaited<ReturnType<typeof loadQuoteCheck>>;

export function useQuoteChecker() {
  const { project, setProject } = useQuoteProject();
  const [quote, setQuote] = useState<QuoteValues>({ mode: "paste", text: "", total: null });
  const { result, status, run, startOver } = useToolRun<QuoteCheckRequest, QuoteCheckResult, SavedCheck>({
    load: loadQuoteCheck,
    fromSaved: (saved) => ({ result: saved.check, body: saved.input }),
    loadFailure: "Could not load the shared check",
  });

  const checkBody = (body: QuoteCheckRequest) => void run(() => checked(body), "Could not check the quote");
  const check = () => checkBody(toBody(project, quote));

  const assign = (index: number, division: DivisionName | null) => {
    if (!result) return;
    const lines = result.result.lines.map((l, i) => ({
      description: l.description,
      amount: l.amount,
      division: i === index ? division : l.division,
      kind: l.kind,
    }));
    const total = result.body.quote.total;
    checkBody({ project: result.body.project, quote: { lines, ...(total ? { total } : {}) } });
  };

  return { project, setProject, quote, setQuote, result, status, check, assign, startOver };
}
