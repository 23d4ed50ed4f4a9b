/**
 * Real projects like yours for the routes: the evidence module (shared/evidence) is loaded on first
 * use, so its data — the scored cases of the calibration set, about 170 KB gzipped — is a chunk of
 * its own that an isolate reads only when an estimate needs it, never at startup (landing pages,
 * the conversation's steps and the rest of the API never load it).
 */
import type { Comparables } from "../shared/api/outputs";
import type { estimateComparables } from "../shared/evidence/index";

/** The comparables of an estimate: its project, the answers so far and its range (estimateComparables). */
export async function comparablesOf(...args: Parameters<typeof estimateComparables>): Promise<Comparables> {
  const evidence = await import("../shared/evidence/index");
  return evidence.estimateComparables(...args);
}
