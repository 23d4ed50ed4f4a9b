/**
 * Version and date of the landing-page content. The date is the sitemap's lastmod and the pages'
 * "Updated" chip: a fixed content date, not the request time, so the sitemap is stable. Bump both
 * when the generated text changes; the worker's page cache is keyed with the version.
 */

/** Version of the landing-page text rules. */
export const CONTENT_VERSION = "2026.11.1";

/** ISO date the landing content and its data were last updated. */
export const CONTENT_UPDATED = "2026-11-21";

const MONTHS = [
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
  return `${MONTHS[Number(month) - 1] ?? ""} ${year}`.trim();
}
