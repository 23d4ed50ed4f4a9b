/** 2026-11-27 → "November 27, 2026", as a US reader writes a date on paper. */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}
