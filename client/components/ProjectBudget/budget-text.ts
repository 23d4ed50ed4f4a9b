/**
 * Words and month lists of the project budget (decision record 011), shared by the
 * results page and the live panel: month names, the start options from this month to five years
 * ahead, and the line that says what price level the figures are at.
 */
import { MAX_START_MONTHS } from "../../../shared/api/constants";
import type { ProjectCost } from "../../../shared/api/outputs";
import { MONTH_NAMES as MONTHS } from "../../../shared/content/version";
import { monthFromNow } from "../../storage";

/** "2027-04" → "April 2027". */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-");
  return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
}

/** The start months a visitor may choose: this month to five years ahead. */
export function startOptions(now = new Date()): Array<{ value: string; label: string }> {
  return Array.from({ length: MAX_START_MONTHS + 1 }, (_, i) => {
    const value = monthFromNow(i, now);
    return { value, label: monthLabel(value) };
  });
}

/** What price level the total is at: today's, or escalated to the midpoint of construction. */
export function priceLevelLine(p: ProjectCost): string {
  if (p.escalation) {
    const e = p.escalation;
    return (
      `Escalated to the midpoint of construction, ${monthLabel(e.midpoint)} ` +
      `(start ${monthLabel(e.startDate)}, about ${Math.round(e.constructionMonths)} months to build)`
    );
  }
  return `At today's price level${p.priceLevel ? ` (${monthLabel(p.priceLevel)} data)` : ""}: no start date given`;
}
