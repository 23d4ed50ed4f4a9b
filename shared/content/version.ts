/**
 * Date of the landing-page content: the sitemap's lastmod and the pages' "Updated" chip, a fixed
 * content date, not the request time, so the sitemap is stable. Bump it when the generated text
 * changes.
 */

/**
 * Stands for the year in a page built ahead of time (the build renders every landing page once);
 * the worker writes the current year over it when it serves the page, so a page never reads stale
 * on New Year's Day. Four ASCII bytes, like the year it stands for, so it is overwritten in place;
 * no figure, name or escape produces them.
 */
export const YEAR_SLOT = "%YR%";

/** The year a page is written for: a calendar year, or the slot the worker fills in. */
export type PageYear = number | typeof YEAR_SLOT;

/** ISO date the landing content and its data were last updated. */
export const CONTENT_UPDATED = "2026-11-21";

/** English month names, January first (page dates, the budget's start months). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-21" → "November 2026". */
export function monthYear(isoDate: string): string {
  const [year, month] = isoDate.split("-");
  return `${MONTH_NAMES[Number(month) - 1] ?? ""} ${year}`.trim();
}
