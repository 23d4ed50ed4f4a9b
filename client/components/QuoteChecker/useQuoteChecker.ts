/**
 * The Quote Checker's state: the project and quote as entered, the last check and the body that
 * produced it (re-sent for the download and the share link), and a shared check loaded from
 * `/quote-checker?id=…`. Assigning a division to a line checks the quote again with its lines.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { DivisionName, QuoteCheckRequest, QuoteCheckResult } from "../../../shared/api/outputs";
import { ApiError, checkQuote, errorMessage, loadQuoteCheck } from "../../api";
import {
  EMPTY_PROJECT,
  keepBasis,
  lastEstimateProject,
  type QuoteProjectValues,
} from "../QuoteProjectForm/from-estimate";
import type { QuoteValues } from "../QuoteInput/QuoteInput";

export type CheckStatus = { kind: "idle" } | { kind: "checking" } | { kind: "error"; message: string };

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
    project: {
      constructionType: project.type ?? "",
      state: project.state ?? "",
      city: project.city,
      ...(project.areaSqFt ? { areaSqFt: project.areaSqFt } : {}),
      ...(project.quality ? { quality: project.quality } : {}),
      // The estimate's own answers: its range, not a typical project's.
      ...(project.estimate ? { answers: project.estimate.answers } : {}),
    },
    quote: {
      ...(quote.mode !== "total" && quote.text.trim() ? { text: quote.text } : {}),
      ...(quote.total ? { total: quote.total } : {}),
    },
  };
}

export function useQuoteChecker() {
  const [params, setParams] = useSearchParams();
  const sharedId = params.get("id");
  const [project, setFields] = useState<QuoteProjectValues>(() => lastEstimateProject() ?? EMPTY_PROJECT);
  // A field changed by hand leaves the estimate it came from: the check is then a typical project's.
  const setProject = useCallback(
    (next: QuoteProjectValues) => setFields((previous) => keepBasis(next, previous)),
    [],
  );
  const [quote, setQuote] = useState<QuoteValues>({ mode: "paste", text: "", total: null });
  const [result, setResult] = useState<{
    check: QuoteCheckResult;
    body: QuoteCheckRequest;
    shared: boolean;
  } | null>(null);
  const [status, setStatus] = useState<CheckStatus>({ kind: "idle" });
  const loaded = useRef<string | null>(null);

  useEffect(() => {
    if (!sharedId || loaded.current === sharedId) return;
    loaded.current = sharedId;
    setStatus({ kind: "checking" });
    loadQuoteCheck(sharedId).then(
      (saved) => {
        setResult({ check: saved.check, body: saved.input, shared: true });
        setStatus({ kind: "idle" });
      },
      (err: unknown) =>
        setStatus({
          kind: "error",
          message: `Could not load the shared check: ${errorMessage(err, "Please try again.")}`,
        }),
    );
  }, [sharedId]);

  const run = useCallback(async (body: QuoteCheckRequest) => {
    setStatus({ kind: "checking" });
    try {
      try {
        setResult({ check: await checkQuote(body), body, shared: false });
      } catch (err) {
        // An estimate whose answers no longer replay (saved before the questions changed): check
        // against a typical project, and the result says so.
        if (!(err instanceof ApiError && err.status === 400 && body.project.answers)) throw err;
        const { answers: _stale, ...project } = body.project;
        const typical = { ...body, project };
        setResult({ check: await checkQuote(typical), body: typical, shared: false });
      }
      setStatus({ kind: "idle" });
    } catch (err) {
      setStatus({
        kind: "error",
        message: `Could not check the quote: ${errorMessage(err, "Please try again.")}`,
      });
    }
  }, []);

  const check = () => void run(toBody(project, quote));

  const assign = (index: number, division: DivisionName | null) => {
    if (!result) return;
    const lines = result.check.lines.map((l, i) => ({
      description: l.description,
      amount: l.amount,
      division: i === index ? division : l.division,
      kind: l.kind,
    }));
    const total = result.body.quote.total;
    void run({ project: result.body.project, quote: { lines, ...(total ? { total } : {}) } });
  };

  const startOver = () => {
    setResult(null);
    setStatus({ kind: "idle" });
    if (sharedId) setParams({}, { replace: true });
  };

  return { project, setProject, quote, setQuote, result, status, check, assign, startOver };
}
