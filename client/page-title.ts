/** Sets the document title for a screen, so each route reads right in tabs, history and screen readers. */
import { useEffect } from "react";

const SITE = "Cost to Construct";

/** `usePageTitle("Quote Checker")` → "Quote Checker | Cost to Construct"; a null title leaves it be. */
export function usePageTitle(title: string | null, { full = false }: { full?: boolean } = {}) {
  useEffect(() => {
    if (title) document.title = full ? title : `${title} | ${SITE}`;
  }, [title, full]);
}
