/**
 * The drawing estimate's states: waiting for a file, reading it (pages done of pages), and what
 * the reading found: a drawing set to review, a scan with no text, a PDF that is no drawing set,
 * or a file that cannot be read. The reading runs in the browser, in a worker where it can
 * (read-in-worker.ts, loaded with the first file); the visitor may cancel it.
 */
import { useCallback, useRef, useState } from "react";
import type { DrawingReading } from "../../../shared/drawings/index";
import type { PlanSetProblem, Progress } from "./read-plan-set";

export type ReaderState =
  | { step: "idle" }
  | { step: "reading"; file: string; progress: Progress }
  | { step: "problem"; file: string; problem: PlanSetProblem | "not-drawings" }
  | { step: "scanned"; file: string; pages: number }
  | { step: "review"; file: string; reading: DrawingReading; read: number; ms: number };

export function useDrawingReader() {
  const [state, setState] = useState<ReaderState>({ step: "idle" });
  const run = useRef(0);

  const read = useCallback(async (file: File) => {
    const id = ++run.current;
    const live = () => run.current === id;
    setState({ step: "reading", file: file.name, progress: { done: 0, total: 0 } });
    const started = performance.now();
    try {
      const { readPlanSetFacts, PlanSetError, Cancelled } = await import("./read-in-worker");
      try {
        const { reading, read } = await readPlanSetFacts(
          file,
          (progress) => live() && setState({ step: "reading", file: file.name, progress }),
          () => !live(),
        );
        if (!live()) return;
        const ms = Math.round(performance.now() - started);
        if (reading.pagesWithText === 0) setState({ step: "scanned", file: file.name, pages: reading.pages });
        else if (!reading.isDrawingSet)
          setState({ step: "problem", file: file.name, problem: "not-drawings" });
        else setState({ step: "review", file: file.name, reading, read, ms });
      } catch (err) {
        if (err instanceof Cancelled || !live()) return;
        if (err instanceof PlanSetError) setState({ step: "problem", file: file.name, problem: err.problem });
        else throw err;
      }
    } catch (err) {
      console.error("Reading the drawings failed", err);
      if (live()) setState({ step: "problem", file: file.name, problem: "broken" });
    }
  }, []);

  const reset = useCallback(() => {
    run.current++;
    setState({ step: "idle" });
  }, []);

  return { state, read, reset };
}
