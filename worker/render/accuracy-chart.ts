/**
 * The /accuracy chart as inline SVG, rendered on the server: one row per calibration case, the
 * engine's range as a bar in its type's colour with a tick at the expected value, and the
 * published cost as a dot (filled inside the range, hollow outside), on a log scale of cost per
 * sq ft. Horizontal positions are percentages of the chart's width and everything else is in
 * pixels, so the chart fills any screen without its dots and labels shrinking. It is one image
 * to assistive technology (title and description); the table of every project carries its data.
 */
import { formatDollars, formatMoneyShort } from "../../shared/format";
import { PROJECT_TYPE_IDS, type ProjectTypeId } from "../../shared/project-types";
import type { AccuracyCase } from "./accuracy-data";
import { typeLabel } from "./accuracy-data";
import { escapeHtml } from "../../shared/content/safe-json";

const ROW = 6;
const AXIS = 22;
const HEADING = 26;
const GAP = 10;
/** Nice tick values of a log axis (1-2-5). */
const NICE = [1, 2, 5]
  .flatMap((m) => [1, 10, 100, 1_000, 10_000, 100_000].map((p) => m * p))
  .sort((a, b) => a - b);
/** Room beyond the outer ticks for their labels, as a factor of cost. */
const PAD = 1.5;

/** The CSS class of a type's colour (defined by the page's style sheet). */
export function typeClass(type: ProjectTypeId): string {
  return `t${PROJECT_TYPE_IDS.indexOf(type)}`;
}

/** Outer ticks and the log scale (cost → percent of width) covering every figure. */
export function logScale(cases: readonly AccuracyCase[]) {
  const values = cases.flatMap((c) => [c.min, c.max, c.published]).filter((v) => v > 0);
  const lo = values.length ? Math.min(...values) : 100;
  const hi = values.length ? Math.max(...values) : 1_000;
  const first = [...NICE].reverse().find((t) => t <= lo) ?? NICE[0]!;
  const last = NICE.find((t) => t >= hi) ?? NICE.at(-1)!;
  const d0 = Math.log(first / PAD);
  const span = Math.log(last * PAD) - d0;
  const ticks = NICE.filter((t) => t >= first && t <= last);
  const x = (v: number) => ((Math.log(Math.max(v, first / PAD)) - d0) / span) * 100;
  return { ticks, x };
}

const pct = (v: number) => `${v.toFixed(2)}%`;

function row(c: AccuracyCase, y: number, x: (v: number) => number): string {
  const mid = y + ROW / 2;
  const tip =
    `${c.name}: published ${formatDollars(c.published)} per sq ft; engine ` +
    `${formatDollars(c.min)}–${formatDollars(c.max)}, expected ${formatDollars(c.expected)}; ` +
    (c.inside ? "inside the range" : "outside the range");
  return (
    `<g class="${typeClass(c.type)}"><title>${escapeHtml(tip)}</title>` +
    `<line class="bar" x1="${pct(x(c.min))}" x2="${pct(x(c.max))}" y1="${mid}" y2="${mid}"/>` +
    `<line class="exp" x1="${pct(x(c.expected))}" x2="${pct(x(c.expected))}" y1="${y}" y2="${y + ROW}"/>` +
    `<circle class="${c.inside ? "in" : "out"}" cx="${pct(x(c.published))}" cy="${mid}" r="2.7"/></g>`
  );
}

/**
 * The axis's labels in the short money format ("$1K"); the 2s and 5s between powers of ten are
 * "minor", which a phone's style sheet hides so that no two labels collide.
 */
function axisLabels(ticks: readonly number[], x: (v: number) => number, y: number): string {
  return ticks
    .map((t) => {
      const minor = String(t)[0] !== "1";
      return `<text class="tick${minor ? " minor" : ""}" x="${pct(x(t))}" y="${y}" text-anchor="middle">${formatMoneyShort(t)}</text>`;
    })
    .join("");
}

/** The chart's SVG for the cases in the page's order; `priceLevel` names the dollars ("2025-12"). */
export function renderAccuracyChart(cases: readonly AccuracyCase[], priceLevel: string): string {
  const { ticks, x } = logScale(cases);
  const parts: string[] = [];
  let y = AXIS;
  for (const type of PROJECT_TYPE_IDS) {
    const group = cases.filter((c) => c.type === type);
    if (!group.length) continue;
    const inside = group.filter((c) => c.inside).length;
    parts.push(
      `<text class="heading" x="0" y="${y + 17}">${escapeHtml(typeLabel(type))}: ${inside} of ${group.length} inside</text>`,
    );
    y += HEADING;
    for (const c of group) {
      parts.push(row(c, y, x));
      y += ROW;
    }
    y += GAP;
  }
  const plotBottom = y;
  const height = plotBottom + AXIS + 22;
  const grid = ticks
    .map(
      (t) => `<line class="grid" x1="${pct(x(t))}" x2="${pct(x(t))}" y1="${AXIS - 4}" y2="${plotBottom}"/>`,
    )
    .join("");
  const inside = cases.filter((c) => c.inside).length;
  return (
    `<svg class="chart" role="img" aria-labelledby="chart-title chart-desc" width="100%" height="${height}" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="chart-title">The engine's range against the published cost, ${cases.length} projects</title>` +
    `<desc id="chart-desc">One row per project, grouped by type and sorted by published cost. A bar shows the engine's range ` +
    `(10th to 90th percentile) in cost per sq ft at the ${escapeHtml(priceLevel)} price level, on a log scale from ` +
    `${formatDollars(ticks[0]!)} to ${formatDollars(ticks.at(-1)!)}; a tick marks its expected value and a dot the ` +
    `published cost, filled when it falls inside the range and hollow when it does not. ${inside} of ${cases.length} ` +
    `fall inside. The table of every project below lists the same figures.</desc>` +
    grid +
    axisLabels(ticks, x, AXIS - 8) +
    parts.join("") +
    axisLabels(ticks, x, plotBottom + 16) +
    `<text class="axis" x="50%" y="${plotBottom + AXIS + 16}" text-anchor="middle">Cost per sq ft, ${escapeHtml(priceLevel)} dollars (log scale)</text>` +
    `</svg>`
  );
}
