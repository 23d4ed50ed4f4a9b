/**
 * Finding the amount on a line of a quote as contractors write it: "$45,300", "45,300.00",
 * "88000" at the end of a line, "$12k", "1.2M", "(1,500)" or "-$1,500" for a credit. Numbers that
 * are quantities, sizes, percentages, unit prices or identifiers ("2x6", "200 amp", "30 year",
 * "4,200 sf", "$2.10/sf", "#1042", "12%") are not amounts. When a line has several amounts the
 * last one is the line's total ("1,200 sf @ $8.50 = $10,200").
 */

/** An amount found on a line, with where it stands in the text. */
export interface FoundAmount {
  value: number;
  start: number;
  end: number;
}

/** Units and words after a number that make it a quantity, not money. */
const UNIT_AFTER =
  /\s*(?:%|x\b|×|'|"|-?(?:sf|gsf|nsf|rsf|usf|s\.f\.|sq|square|lf|l\.f\.|linear|cy|yd|yards?|ea|each|ton|tons|amp|amps|a\b|v\b|volt|volts|gal|gallon|year|years|yr|yrs|inch|inches|in\b|ft|feet|foot|mm\b|cm\b|hp|btu|seer|kw|kwh|lbs?|pcs?|units?|sets?|rooms?|baths?|bedrooms?|stories|story|windows?|doors?|fixtures?|outlets?|lights?|squares?|sheets?|hours?|hrs?|days?|weeks?|months?|mo\b|ga\b|gauge|psi|mil\b|layers?|coats?|panels?|boxes|cars?|car\b|zones?|circuits?|bags?|loads?|trees?|pieces?|st\b|nd\b|rd\b|th\b|oz|ply|pitch)\b)/iy;
/** A unit price: "$2.10/sf", "$45 per sq ft". */
const PER_AFTER = /\s*(?:\/|per\b)/iy;
/** A number straight after another ("1.2.3", "12,3456"): part of something else. */
const DIGIT_AFTER = /[.,]?\d/y;
/** Identifiers and codes before a number. */
const ID_BEFORE =
  /(?:#|\bno\.?|\bnum(?:ber)?|\blic(?:ense)?\.?|\binvoice|\bjob|\bphone|\bfax|\bzip|\bsuite|\bste\.?|\bunit|\blot|\bpage|\bversion|\bmodel|\bsize|\broom|\bbldg|\bbuilding|\bphase|\bsection|\bitem|\bplan|\bsheet|\bdiv(?:ision)?\.?|\bcode|\bref)\s*[:#.]?\s*$/i;
/** What may follow a line's amount: nothing, or closing words ("USD", "lump sum", "incl."). */
const AT_END =
  /[\s).:;,*$–—-]*(?:usd|dollars|ls|l\.s\.|lump sum|total|net|incl\.?|included|allowance|credit)?[\s.*)]*$/iy;
const MONTHS =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?\b|\d{4}\b)/i;
const DATE = /\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/;
const PHONE = /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6 };

/** Lines that carry numbers but no money: phone numbers, dates, street addresses with a ZIP code. */
export function isNoise(line: string): boolean {
  if (PHONE.test(line) || DATE.test(line) || MONTHS.test(line)) return !/\$/.test(line);
  return /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\s*$/.test(line) || /@[a-z0-9-]+\.[a-z]/i.test(line);
}

/** Whether a sticky pattern matches the line at a position. */
function matchesAt(re: RegExp, line: string, at: number): boolean {
  re.lastIndex = at;
  return re.test(line);
}

/** A money-like number: its value and how strongly it looks like money (0: not money). */
function interpret(line: string, m: RegExpExecArray): FoundAmount & { score: number } {
  const whole = m[0];
  const open = m[1];
  const dollar = m[3];
  const digits = m[5]!;
  const rawSuffix = m[6];
  const close = m[7];
  let lead = 0;
  while (lead < whole.length && whole.charCodeAt(lead) <= 32) lead++;
  const start = m.index + lead;
  const end = m.index + whole.length;
  const none = { value: 0, start, end, score: 0 };
  const hasComma = digits.includes(",");
  // "6 mil poly" and "3 m" are sizes; a million needs a dollar sign or a decimal ("$1.2M", "1.5 mil").
  const big = rawSuffix !== undefined && /^(?:m|mm|mil)$/i.test(rawSuffix);
  const suffix = big && !dollar && !digits.includes(".") ? undefined : rawSuffix;
  const afterAt = suffix || !rawSuffix ? end : line.indexOf(rawSuffix, start + 1);
  // Cheapest test first: a bare number counts only at the end of the line and when it is not
  // tiny ("Section 3"), so most numbers in a description stop here.
  const atEnd = matchesAt(AT_END, line, afterAt);
  const value = Number(hasComma ? digits.replace(/,/g, "") : digits);
  if (!dollar && !suffix && !hasComma && !(atEnd && value >= 100)) return none;
  // The last few characters are all the checks before a number need (and keep them linear).
  const before = line.slice(Math.max(0, start - 24), start);
  if (!dollar && !open && !m[2] && /[a-z0-9]$/i.test(before)) return none; // "2x6", "R38"
  if (!dollar && /[x×*]\s*$/.test(before)) return none;
  if (matchesAt(PER_AFTER, line, afterAt) || matchesAt(DIGIT_AFTER, line, afterAt)) return none;
  if (!suffix && matchesAt(UNIT_AFTER, line, afterAt)) return none;
  if (!dollar && ID_BEFORE.test(before)) return none;
  let score = 1;
  if (dollar) score += 4;
  if (suffix) score += 3;
  if (hasComma) score += 2;
  if (atEnd) score += 2;
  let amount = value * (suffix ? SCALE[suffix.toLowerCase()]! : 1);
  // A minus counts when it touches the number ("-$750", "$-750"); "Demo - 3,800" uses a dash.
  const signed = /^(?:-\$?|\$\s?-|usd\s*-)\d/i.test(whole.slice(lead));
  if ((open && close) || signed) amount = -amount;
  if (!Number.isFinite(amount)) return none;
  return { value: Math.round(amount * 100) / 100, start, end: suffix ? end : afterAt, score };
}

const CANDIDATE =
  /(?:(\()\s*)?(-)?(?:(\$|usd)\s*)?(-)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s*(k|m|mm|mil|million|thousand)\b)?(\s*\))?/gi;

/** All amounts on a line that look like money, in order. */
export function findAmounts(line: string): FoundAmount[] {
  if (line.length > 2_000 || isNoise(line)) return [];
  const out: FoundAmount[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(line); m; m = CANDIDATE.exec(line)) {
    const found = interpret(line, m);
    if (found.score > 0) out.push({ value: found.value, start: found.start, end: found.end });
  }
  return out;
}

/** The line's amount: the last money-like number (a line total after a unit price). */
export function lineAmount(line: string): FoundAmount | null {
  const all = findAmounts(line);
  return all.length ? all[all.length - 1]! : null;
}

/** A percentage on a line ("Overhead & profit 12%"), or null. */
export function linePercent(line: string): number | null {
  const m = /(\d{1,2}(?:\.\d+)?)\s*%/.exec(line);
  return m ? Number(m[1]) : null;
}

/** An amount typed in a cell or a field: "$45,300", "12k", "(1,500)", "45300". Null when not one. */
export function parseAmount(text: string): number | null {
  const t = text.trim();
  if (t === "" || t.length > 40) return null;
  const m =
    /^(\()?\s*(-)?\s*(?:\$|usd)?\s*(-)?\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k|m|mm|mil|million|thousand)?\s*(\))?$/i.exec(
      t,
    );
  if (!m) return null;
  const [, open, minus1, minus2, digits, suffix, close] = m;
  let value = Number(digits!.replace(/,/g, "")) * (suffix ? SCALE[suffix.toLowerCase()]! : 1);
  if ((open && close) || minus1 || minus2) value = -value;
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}
