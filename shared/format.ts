/**
 * Money and number formats used on every screen, in the download and on landing pages
 * (specification §5 "Money format", §2 "Cost estimate page"). One formatter, so the same figure
 * reads the same everywhere.
 */

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** The words of `text` between separators, each capitalised, joined by spaces ("st-louis" → "St Louis"). */
export function capitalizedWords(text: string, separator: string): string {
  return text
    .split(separator)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * Amounts in whole dollars that add up exactly to `total` (rounded to a whole dollar), each in
 * proportion to its share of the amounts (largest remainder; ties to the earlier amount). A
 * negative or non-finite amount counts as 0; with no positive amount every result is 0.
 */
export function roundToTotal(amounts: readonly number[], total: number): number[] {
  const kept = amounts.map((x) => (Number.isFinite(x) && x > 0 ? x : 0));
  const sum = kept.reduce((s, x) => s + x, 0);
  const scaled = kept.map((x) => (sum > 0 ? (x * total) / sum : 0));
  const floors = scaled.map(Math.floor);
  let left = sum > 0 ? Math.round(total) - floors.reduce((s, x) => s + x, 0) : 0;
  const order = scaled
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/** 2400 → "2,400". */
export function formatNumber(value: number): string {
  return whole.format(Math.round(value));
}

/** 2400 → "$2,400": whole dollars with separators. */
export function formatDollars(value: number): string {
  return `${value < 0 ? "-" : ""}$${whole.format(Math.abs(Math.round(value)))}`;
}

/**
 * Specification §5: "$X.XX Mn" at 1,000,000 or more, "$XK" at 1,000 or more, else whole dollars.
 * 1_234_567 → "$1.23 Mn", 45_600 → "$46K", 950 → "$950".
 */
export function formatMoneyShort(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? "-" : "";
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(2)} Mn`;
  if (abs >= 1_000) return `${sign}$${whole.format(Math.round(abs / 1_000))}K`;
  return `${sign}$${whole.format(Math.round(abs))}`;
}

/**
 * A dollar amount rounded to what formatMoneyShort shows of it: to $10K from $1 Mn ("$1.23 Mn"),
 * to $1K from $1,000 ("$130K"), else to the dollar. Comparisons a visitor sees (a quote's flag
 * against its range) are made on these, so a flag never contradicts the figures beside it.
 */
export function roundAsShown(value: number): number {
  const abs = Math.abs(value);
  const step = abs >= 1_000_000 ? 10_000 : abs >= 1_000 ? 1_000 : 1;
  const rounded = Math.round(abs / step) * step;
  return value < 0 ? -rounded : rounded;
}

/**
 * An amount in a table cell (decision record 010), never "$0K": "—" for nothing, "under $1K"
 * for a few hundred dollars, else the short money format ("$67K", "$1.23 Mn").
 */
export function formatAmountCell(value: number): string {
  if (!(value > 0)) return "—";
  if (value < 1_000) return "under $1K";
  return formatMoneyShort(value);
}

/** A share in a table cell, never "0.0%": "—" for nothing, "under 0.1%" for a sliver. */
export function formatShareCell(share: number): string {
  if (!(share > 0)) return "—";
  if (share < 0.0005) return "under 0.1%";
  return formatPercent(share);
}

/** A share as a percent with one decimal: 0.1234 → "12.3%". */
export function formatPercent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/** A signed whole percent: 13 → "+13%", -10 → "-10%", 0 → "+0%". */
export function formatSignedPercent(percent: number): string {
  const rounded = Math.round(percent);
  return `${rounded < 0 ? "-" : "+"}${Math.abs(rounded)}%`;
}

/**
 * A location multiplier and its percent (shared/location-figure.ts computes both from the same
 * hundredths): { multiplier: 0.76, percent: -24 } → "0.76 × national (-24%)".
 */
export function formatMultiplier(f: { multiplier: number; percent: number }): string {
  return `${f.multiplier.toFixed(2)} × national (${formatSignedPercent(f.percent)})`;
}
