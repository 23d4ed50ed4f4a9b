/** A change's name in words, shared by the what-if panel and the results page's note (no panel code). */
import type { WhatIf } from "../../../shared/api/outputs";

/** "Full basement instead of slab on grade". */
export function changeTitle(w: Pick<WhatIf, "from" | "to">): string {
  const from = w.from.label;
  const lower = /^[A-Z][a-z]/.test(from) ? from[0]!.toLowerCase() + from.slice(1) : from;
  return `${w.to.label} instead of ${lower}`;
}
