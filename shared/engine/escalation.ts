/**
 * Escalation to the planned start (decision record 011): how long a project of a type and size
 * takes to build, and how much construction prices rise from the data's price level to the
 * midpoint of construction, by a published forecast (data/escalation.json, every value with its
 * provenance). The forecast's error grows with the horizon, so the escalation carries an ln-sd
 * that widens the total's range for later starts. Pure: the start is a "YYYY-MM" month, never a
 * clock reading.
 */
import type { ProjectTypeId } from "../project-types";
import { monthIndex, monthText } from "../api/months";
import { ESCALATION, GLOBAL } from "./params";
import { list, num } from "./provenance";

/** Months to build a project of this type and floor area (Bromilow-style power of size). */
export function constructionMonths(type: ProjectTypeId, sqFt: number): number {
  const d = ESCALATION.durationByType[type];
  const raw = num(d.months) * Math.pow(Math.max(sqFt, 1) / num(d.atSqFt), num(ESCALATION.durationExponent));
  const [lo, hi] = list(ESCALATION.durationBounds) as [number, number];
  return Math.round(Math.min(hi, Math.max(lo, raw)) * 10) / 10;
}

function yearRate(year: number): number {
  const p = ESCALATION.ratesByYear[String(year)];
  return num(p ?? ESCALATION.longTermRate);
}

/** What escalation to the planned start does to a project. */
export interface Escalation {
  startDate: string;
  months: number;
  /** The midpoint of construction, "YYYY-MM". */
  midpoint: string;
  /** Years from the data's price level to the midpoint (0 when the midpoint is not later). */
  years: number;
  /** Multiplier on construction cost (1 = no change). */
  factor: number;
  /** ln-sd of the factor: the forecast's error, growing with the horizon. */
  sigma: number;
}

/**
 * Escalation of construction cost from the data's price level to the midpoint of construction
 * starting in `startDate`: each month compounds at its year's forecast rate (the long-term rate
 * after the forecast's last year). A midpoint at or before the price level escalates nothing.
 */
export function escalation(type: ProjectTypeId, sqFt: number, startDate: string): Escalation {
  const months = constructionMonths(type, sqFt);
  const from = monthIndex(GLOBAL.priceLevel) + 1; // the price level is that month's end
  const mid = monthIndex(startDate) + months / 2;
  let logFactor = 0;
  for (let t = from; t < mid; t++) {
    const step = Math.min(1, mid - t);
    logFactor += (step / 12) * Math.log1p(yearRate(Math.floor(t / 12)));
  }
  const years = Math.max(0, mid - from) / 12;
  // The forecast's ±spread a year is read as its 10–90% band; a rate error persists, so the
  // level's error grows in proportion to the years.
  const sigma = (num(ESCALATION.rateSpread) / num(GLOBAL.rangeQuantile)) * years;
  return {
    startDate,
    months,
    midpoint: monthText(Math.floor(mid)),
    years: Math.round(years * 100) / 100,
    factor: Math.exp(logFactor),
    sigma,
  };
}
