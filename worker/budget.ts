/**
 * The budget fields of a request (decision record 011): the planned start and the land
 * cost, as the schema let them through, checked against the clock here (shared code never reads
 * it): a start before the current month (UTC) or more than five years after it is 400
 * `invalid_body` on `startDate`, with the months that are accepted.
 */
import { MAX_START_MONTHS } from "../shared/api/constants";
import type { BudgetInput } from "../shared/api/outputs";
import { monthIndex, monthOf, monthText } from "../shared/api/months";
import type { BudgetOptions } from "../shared/engine/index";
import { ApiError } from "./errors";

function refuse(message: string): never {
  throw new ApiError("invalid_body", `The request body is invalid. startDate: ${message}`, [
    { path: "startDate", message },
  ]);
}

/** The budget as given (nulls for what is missing), after the start date's check against `now`. */
export function checkBudget(
  fields: { startDate?: string | null; landCost?: number | null },
  now: Date,
): BudgetInput & BudgetOptions {
  const startDate = fields.startDate ?? null;
  const landCost = fields.landCost ?? null;
  if (startDate !== null) {
    const current = monthOf(now);
    const latest = current + MAX_START_MONTHS;
    const start = monthIndex(startDate);
    if (start < current) refuse(`${startDate} is in the past; the earliest start is ${monthText(current)}`);
    if (start > latest) {
      refuse(`${startDate} is more than five years ahead; the latest start is ${monthText(latest)}`);
    }
  }
  return { startDate, landCost };
}
