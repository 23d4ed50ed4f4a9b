/**
 * A tool's result state, shared by the Quote Checker and Quote Changes: the last result and the
 * body that produced it (re-sent for the download and the share link), whether it is a shared one
 * loaded from the page's `?id=…`, and the status of the call under way. "Start over" forgets the
 * result and the shared id.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../api";

export type ToolStatus = { kind: "idle" } | { kind: "running" } | { kind: "error"; message: string };

/** A result and the body that produced it. */
export interface ToolOutcome<Body, Result> {
  result: Result;
  body: Body;
}

/** The result shown: computed here, or a shared one (read-only). */
export interface ToolResult<Body, Result> extends ToolOutcome<Body, Result> {
  shared: boolean;
}

export interface ToolRunOptions<Body, Result, Saved> {
  /** Loads a shared result by its id. */
  load: (id: string) => Promise<Saved>;
  /** The result and body a saved record keeps. */
  fromSaved: (saved: Saved) => ToolOutcome<Body, Result>;
  /** What failed when a shared result does not load: "Could not load the shared check". */
  loadFailure: string;
}

export function useToolRun<Body, Result, Saved>({
  load,
  fromSaved,
  loadFailure,
}: ToolRunOptions<Body, Result, Saved>) {
  const [params, setParams] = useSearchParams();
  const sharedId = params.get("id");
  const [result, setResult] = useState<ToolResult<Body, Result> | null>(null);
  const [status, setStatus] = useState<ToolStatus>({ kind: "idle" });
  const loaded = useRef<string | null>(null);
  // The options of the first render: a shared id is loaded once, however the page passes them.
  const shared = useRef({ load, fromSaved, loadFailure });

  useEffect(() => {
    if (!sharedId || loaded.current === sharedId) return;
    loaded.current = sharedId;
    setStatus({ kind: "running" });
    const { load, fromSaved, loadFailure } = shared.current;
    load(sharedId).then(
      (saved) => {
        setResult({ ...fromSaved(saved), shared: true });
        setStatus({ kind: "idle" });
      },
      (err: unknown) =>
        setStatus({ kind: "error", message: `${loadFailure}: ${errorMessage(err, "Please try again.")}` }),
    );
  }, [sharedId]);

  /**
   * Computes a result and shows it; on failure says `{failure}: {the server's message}`, and
   * forgets the result shown before when `forget` (a result of other inputs would read as this one's).
   */
  const run = useCallback(
    async (compute: () => Promise<ToolOutcome<Body, Result>>, failure: string, forget = false) => {
      setStatus({ kind: "running" });
      try {
        setResult({ ...(await compute()), shared: false });
        setStatus({ kind: "idle" });
      } catch (err) {
        if (forget) setResult(null);
        setStatus({ kind: "error", message: `${failure}: ${errorMessage(err, "Please try again.")}` });
      }
    },
    [],
  );

  const startOver = () => {
    setResult(null);
    setStatus({ kind: "idle" });
    if (sharedId) setParams({}, { replace: true });
  };

  return { result, status, run, startOver };
}
