/**
 * Reads a plan set in a worker (plan-set.worker.ts), with its progress; where a worker cannot run
 * (none in this browser, or it fails to load) the same reading runs on the main thread, which is
 * given back between pages (read-plan-set.ts).
 */
import type { DrawingReading } from "../../../shared/drawings/index";
import { Cancelled, PlanSetError, readPlanSet, type PlanSetProblem, type Progress } from "./read-plan-set";

export type WorkerMessage =
  | ({ kind: "progress" } & Progress)
  | { kind: "done"; reading: DrawingReading; read: number }
  | { kind: "problem"; problem: PlanSetProblem };

export interface PlanSetReading {
  reading: DrawingReading;
  /** Pages read (fewer than the set's past the page limit). */
  read: number;
  /** Where it ran. */
  where: "worker" | "main thread";
}

/** The reading on the main thread, the worker's fallback. */
async function onMainThread(
  file: File,
  onProgress: (p: Progress) => void,
  cancelled: () => boolean,
): Promise<PlanSetReading> {
  const [{ readDrawings }, text] = await Promise.all([
    import("../../../shared/drawings/index"),
    readPlanSet(file, onProgress, cancelled),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (cancelled()) throw new Cancelled();
  return { reading: readDrawings(text.items, text.pages), read: text.read, where: "main thread" };
}

/** Reads `file`; throws PlanSetError for a file that cannot be read, Cancelled once cancelled. */
export function readPlanSetFacts(
  file: File,
  onProgress: (p: Progress) => void,
  cancelled: () => boolean,
): Promise<PlanSetReading> {
  if (typeof Worker === "undefined") return onMainThread(file, onProgress, cancelled);
  return new Promise<PlanSetReading>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./plan-set.worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve(onMainThread(file, onProgress, cancelled));
      return;
    }
    const watch = setInterval(() => {
      if (!cancelled()) return;
      worker.terminate();
      clearInterval(watch);
      reject(new Cancelled());
    }, 100);
    const done = () => {
      clearInterval(watch);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<WorkerMessage | null>) => {
      const m = event.data;
      // PDF.js's own messages (it takes the worker's port as its own) are not ours.
      if (!m || typeof m !== "object" || !("kind" in m)) return;
      if (m.kind === "progress") onProgress({ done: m.done, total: m.total });
      else if (m.kind === "done") {
        done();
        resolve({ reading: m.reading, read: m.read, where: "worker" });
      } else if (m.kind === "problem") {
        done();
        reject(new PlanSetError(m.problem));
      }
    };
    // The worker did not load (or broke): read on the main thread instead.
    worker.onerror = (event) => {
      event.preventDefault();
      done();
      console.error("The reading worker failed; reading on the page instead", event.message);
      resolve(onMainThread(file, onProgress, cancelled));
    };
    worker.postMessage(file);
  });
}

export { Cancelled, PlanSetError };
