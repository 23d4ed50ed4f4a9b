/**
 * Sharing (specification §8 "Share"): the device share feature with the title "Construction Cost
 * Estimate" and the text "Construction cost estimate: $X.XX Mn" (or "$380K": decision record 010,
 * one money format, replaces the specification's "$X.XX Million") plus the URL; an abort is
 * ignored. Without the feature the link is copied. Failures are reported to the caller so the
 * visitor is told (decision record 013).
 */

import { formatMoneyShort } from "../../../shared/format";

export const SHARE_TITLE = "Construction Cost Estimate";

/** "Construction cost estimate: $2.03 Mn", "Construction cost estimate: $380K". */
export function shareText(total: number): string {
  return `Construction cost estimate: ${formatMoneyShort(total)}`;
}

export type ShareOutcome = "shared" | "aborted" | "copied" | "share-failed" | "copy-failed";

/** Shares the URL through the device, or copies it; never throws. */
export async function shareLink(url: string, text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: SHARE_TITLE, text, url });
      return "shared";
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return "aborted";
      console.error("Share failed", err);
      return "share-failed";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch (err) {
    console.error("Copy to clipboard failed", err);
    return "copy-failed";
  }
}
