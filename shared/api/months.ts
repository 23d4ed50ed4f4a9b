/**
 * Months as the contract writes them: "YYYY-MM" (a planned construction start,
 * decision record 011; a price level; the midpoint of construction), and month indices to count with.
 * Pure: the current month is computed from a `Date` the caller passes (shared code never reads
 * the clock); the API and the client both count it in UTC.
 */

/** A month written "YYYY-MM". */
export const START_DATE_FORMAT = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months since year 0 of a "YYYY-MM" month (January 2026 = 2026 × 12); throws on any other text. */
export function monthIndex(month: string): number {
  const m = START_DATE_FORMAT.exec(month);
  if (!m) throw new RangeError(`not a YYYY-MM month: '${month}'`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

/** "YYYY-MM" of a month index. */
export function monthText(index: number): string {
  const year = Math.floor(index / 12);
  return `${year}-${String(index - year * 12 + 1).padStart(2, "0")}`;
}

/** The month index of a moment, in UTC. */
export function monthOf(now: Date): number {
  return now.getUTCFullYear() * 12 + now.getUTCMonth();
}
