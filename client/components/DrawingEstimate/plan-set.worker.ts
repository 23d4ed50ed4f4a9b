/**
 * The plan set read off the main thread: PDF.js (unpdf) reads each page's text and shared/drawings
 * reads the facts, in a worker, so the page keeps answering clicks and keys however large the set.
 * Messages out: progress, the reading, or the problem (read-in-worker.ts takes them). PDF.js, loaded
 * in a worker, also talks on this worker's port (it takes the scope for its own worker): the page
 * ignores every message without our `kind`.
 */
import { readDrawings } from "../../../shared/drawings/index";
import { PlanSetError, readPlanSet } from "./read-plan-set";
import type { WorkerMessage } from "./read-in-worker";

const scope = self as unknown as {
  postMessage: (message: WorkerMessage) => void;
  onmessage: ((event: MessageEvent<File>) => void) | null;
};

scope.onmessage = async (event) => {
  try {
    const text = await readPlanSet(event.data, (p) => scope.postMessage({ kind: "progress", ...p }));
    const reading = readDrawings(text.items, text.pages);
    scope.postMessage({ kind: "done", reading, read: text.read });
  } catch (err) {
    if (!(err instanceof PlanSetError)) console.error("Reading the plan set failed", err);
    scope.postMessage({ kind: "problem", problem: err instanceof PlanSetError ? err.problem : "broken" });
  }
};
