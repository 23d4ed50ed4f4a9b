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
/** A number straight after another ("1.2.3", "12,3456"): part of something else ([.,]?\d). */
function digitAfter(line: string, at: number): boolean {
  const isDigit = (c: number) => c >= 48 && c <= 57;
  const c = line.charCodeAt(at);
  return isDigit(c) || ((c === 46 || c === 44) && isDigit(line.charCodeAt(at + 1)));
}
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

// What each noise pattern cannot do without, found in one pass because that is cheaper than
// trying the patterns: a phone number has ten digits, a date a "/" or "-", a month a space right
// before a digit, an address's ZIP code five digits, an e-mail an "@".
const SPACE = /\s/;
const DIGIT = /\d/;
const ALNUM = /^[a-z0-9]$/i;

/** Lines that carry numbers but no money: phone numbers, dates, street addresses with a ZIP code. */
export function isNoise(line: string): boolean {
  let digits = 0;
  let separator = false;
  let spaceDigit = false;
  let at = false;
  let dollar = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      digits++;
      if (!spaceDigit && i > 0) {
        const p = line.charCodeAt(i - 1);
        spaceDigit = p === 32 || ((p <= 13 || p > 127) && SPACE.test(line[i - 1]!));
      }
    } else if (c === 47 || c === 45) separator = true;
    else if (c === 64) at = true;
    else if (c === 36) dollar = true;
  }
  if (
    (digits >= 10 && PHONE.test(line)) ||
    (digits >= 2 && separator && DATE.test(line)) ||
    (spaceDigit && MONTHS.test(line))
  )
    return !dollar;
  return (
    (digits >= 5 && /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\s*$/.test(line)) ||
    (at && /@[a-z0-9-]+\.[a-z]/i.test(line))
  );
}

/** Whether a sticky pattern matches the line at a position. */
function matchesAt(re: RegExp, line: string, at: number): boolean {
  re.lastIndex = at;
  return re.test(line);
}

/** A money-like number, or null when it is not money. */
function interpret(line: string, m: RegExpExecArray): FoundAmount | null {
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
  const none = null;
  const hasComma = digits.includes(",");
  // "6 mil poly" and "3 m" are sizes; a million needs a dollar sign or a decimal ("$1.2M", "1.5 mil").
  const big = rawSuffix !== undefined && /^(?:m|mm|mil)$/i.test(rawSuffix);
  const suffix = big && !dollar && !digits.includes(".") ? undefined : rawSuffix;
  const afterAt = suffix || !rawSuffix ? end : line.indexOf(rawSuffix, start + 1);
  const value = Number(hasComma ? digits.replace(/,/g, "") : digits);
  // Cheapest test first: a bare number counts only at the end of the line and when it is not
  // tiny ("Section 3"), so most numbers in a description stop here.
  if (!dollar && !suffix && !hasComma && !(value >= 100 && matchesAt(AT_END, line, afterAt))) return none;
  if (!dollar) {
    // "2x6", "R38": a letter or digit right before the number.
    if (!open && !m[2] && start > 0 && ALNUM.test(line[start - 1]!)) return none;
    // The last few characters are all the checks before a number need (and keep them linear).
    const before = line.slice(Math.max(0, start - 24), start);
    if (/[x×*]\s*$/.test(before)) return none;
    if (ID_BEFORE.test(before)) return none;
  }
  if (matchesAt(PER_AFTER, line, afterAt) || digitAfter(line, afterAt)) return none;
  if (!suffix && matchesAt(UNIT_AFTER, line, afterAt)) return none;
  let amount = value * (suffix ? SCALE[suffix.toLowerCase()]! : 1);
  // A minus counts when it touches the number ("-$750", "$-750"); "Demo - 3,800" uses a dash.
  const first = whole.charCodeAt(lead);
  const signed =
    (first === 45 || first === 36 || first === 85 || first === 117) && // - $ U u
    /^(?:-\$?|\$\s?-|usd\s*-)\d/i.test(whole.slice(lead));
  if ((open && close) || signed) amount = -amount;
  if (!Number.isFinite(amount)) return none;
  return { value: Math.round(amount * 100) / 100, start, end: suffix ? end : afterAt };
}

/** A number with what may stand around it: "(", "-", "$" or "usd" before, "k"/"m" and ")" after. */
const CANDIDATE =
  /(?:(\()\s*)?(-)?(?:(\$|usd)\s*)?(-)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s*(k|m|mm|mil|million|thousand)\b)?(\s*\))?/iy;

const isDigitCode = (c: number) => c >= 48 && c <= 57;
/** Characters a candidate may start with before its digits: ( - $ u s d (either case) and spaces. */
function prefixCode(c: number): boolean {
  return (
    c === 40 ||
    c === 45 ||
    c === 36 ||
    c === 32 ||
    c === 117 ||
    c === 85 ||
    c === 115 ||
    c === 83 ||
    c === 100 ||
    c === 68 ||
    (c >= 9 && c <= 13) ||
    (c > 127 && SPACE.test(String.fromCharCode(c)))
  );
}

/**
 * The next candidate at or after `from`, as a global search for CANDIDATE would find it: every
 * candidate holds digits, so it starts at the next digit or in the run of prefix characters just
 * before it, and the pattern is tried only there (sticky) instead of at every position.
 */
function nextCandidate(line: string, from: number): RegExpExecArray | null {
  let digit = from;
  while (digit < line.length && !isDigitCode(line.charCodeAt(digit))) digit++;
  if (digit >= line.length) return null;
  let start = digit;
  while (start > from && prefixCode(line.charCodeAt(start - 1))) start--;
  for (let at = start; at <= digit; at++) {
    CANDIDATE.lastIndex = at;
    const m = CANDIDATE.exec(line);
    if (m) return m;
  }
  return null;
}

/** All amounts on a line that look like money, in order. */
export function findAmounts(line: string): FoundAmount[] {
  // No digit, no amount (and no noise to look for).
  if (line.length > 2_000 || !DIGIT.test(line) || isNoise(line)) return [];
  const out: FoundAmount[] = [];
  for (let m = nextCandidate(line, 0); m; m = nextCandidate(line, m.index + m[0].length)) {
    const found = interpret(line, m);
    if (found) out.push(found);
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

/** A quantity written on a line: "200 sf", "1,200 sq. ft.", "45 LF", "(2)", "3 ea". */
export interface FoundQuantity {
  value: number;
  /** "sf" (square feet), "lf" (linear feet), "cy" (cubic yards), "ea" (a count). */
  unit: "sf" | "lf" | "cy" | "ea";
  start: number;
  end: number;
}

const QUANTITY =
  /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*-?(sf|gsf|s\.f\.?|sq\.?\s*f(?:ee|oo)?t\.?|square\s+f(?:ee|oo)?t|lf|l\.f\.?|lin\.?\s*ft\.?|linear\s+f(?:ee|oo)?t|cy|c\.y\.?|cubic\s+yards?|ea\.?|each)(?![a-z])|\((\d{1,3})\)/gi;

/** The first quantity with a unit on a line (or a count in parentheses), else null. */
export function lineQuantity(line: string): FoundQuantity | null {
  if (line.length > 2_000 || !DIGIT.test(line)) return null;
  QUANTITY.lastIndex = 0;
  for (let m = QUANTITY.exec(line); m; m = QUANTITY.exec(line)) {
    // "$2.10/sf" is a unit price, not a quantity.
    if (line[m.index - 1] === "$" || line[m.index - 1] === "/") continue;
    if (m[3] !== undefined) {
      return { value: Number(m[3]), unit: "ea", start: m.index, end: m.index + m[0].length };
    }
    const value = Number(m[1]!.replace(/,/g, ""));
    const u = m[2]!.toLowerCase();
    const unit = /^(?:sf|gsf|s\.f|sq|square)/.test(u)
      ? "sf"
      : /^(?:lf|l\.f|lin|linear)/.test(u)
        ? "lf"
        : /^(?:cy|c\.y|cubic)/.test(u)
          ? "cy"
          : "ea";
    if (Number.isFinite(value) && value > 0)
      return { value, unit, start: m.index, end: m.index + m[0].length };
  }
  return null;
}
