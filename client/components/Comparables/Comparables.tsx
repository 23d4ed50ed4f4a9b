/**
 * "Real projects like yours" (issue 27): the reference class's published costs per sq ft as dots
 * on a log scale, each a link to its source, with the visitor's likely and 80% ranges drawn over
 * them and the visitor's median marked; the five nearest projects as rows; one sentence on what
 * the figures are. A hand-written SVG (no chart library), described for screen readers, with every
 * dot also in a table.
 */
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import type { Comparable, Comparables } from "../../../shared/api/outputs";
import { formatNumber } from "../../../shared/format";
import classes from "./Comparables.module.css";

/** How many of the nearest projects are listed. */
export const ROWS = 5;

export interface VisitorPerSqFt {
  /** 80% range (10th–90th percentile) per sq ft, construction basis. */
  min: number;
  max: number;
  /** The likely range (25th–75th percentile) per sq ft, when the estimate has one. */
  likely: { min: number; max: number } | null;
  /** The median per sq ft. */
  expected: number;
}

/** Only http(s) links become links: the data comes from the web. */
export function webLink(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const money = (x: number) => `$${formatNumber(x)}`;

/** Log-scale ticks: 1, 2, 5 × powers of ten within [lo, hi]; finer steps when that gives fewer than three. */
export function logTicks(lo: number, hi: number): number[] {
  let ticks: number[] = [];
  for (const mantissas of [
    [1, 2, 5],
    [1, 2, 3, 5, 7],
    [1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9],
  ]) {
    ticks = [];
    for (let p = Math.floor(Math.log10(lo)); p <= Math.ceil(Math.log10(hi)); p++) {
      for (const m of mantissas) {
        const t = Math.round(m * 10 ** p);
        if (t >= lo && t <= hi) ticks.push(t);
      }
    }
    if (ticks.length >= 3) break;
  }
  return ticks;
}

function placeOf(c: Comparable): string {
  if (c.city) return `${c.city}, ${c.state}`;
  if (c.state) return c.state;
  return c.average === "national" || !c.average ? "National average" : `${c.average} average`;
}

const basisLabel = (b: string) => (b === "total-project" ? "total project" : "construction");

function DotPlot({ comparables, visitor }: { comparables: Comparables; visitor: VisitorPerSqFt }) {
  const points = comparables.referenceClass.points.filter((p) => p.perSqFt > 0);
  const values = [...points.map((p) => p.perSqFt), visitor.min, visitor.max];
  const lo = Math.min(...values) / 1.15;
  const hi = Math.max(...values) * 1.15;
  const x = (v: number) => ((Math.log(v) - Math.log(lo)) / (Math.log(hi) - Math.log(lo))) * 100;
  const pct = (v: number) => `${x(v).toFixed(2)}%`;
  const top = 22;
  const band = 64;
  const axis = top + band + 4;
  const rows = 5;
  const median = comparables.referenceClass.stats.all?.median;
  return (
    <svg
      className={classes.plot}
      width="100%"
      height={axis + 22}
      role="group"
      aria-labelledby="comparables-plot-title comparables-plot-desc"
      data-testid="comparables-plot"
    >
      <title id="comparables-plot-title">Cost per sq ft of {points.length} real projects like yours</title>
      <desc id="comparables-plot-desc">
        {`On a log scale: each dot is a published project, brought to today's price level and your place; ` +
          `filled for construction costs, hollow for total project costs. Your 80% range is ${money(visitor.min)} to ` +
          `${money(visitor.max)} per sq ft` +
          (visitor.likely
            ? `, your likely range ${money(visitor.likely.min)} to ${money(visitor.likely.max)}`
            : "") +
          `, your median ${money(visitor.expected)}` +
          (median ? `; the projects' median is ${money(median)}.` : ".")}
      </desc>
      <rect
        className={classes.range80}
        x={pct(visitor.min)}
        y={top}
        width={`${(x(visitor.max) - x(visitor.min)).toFixed(2)}%`}
        height={band}
      />
      {visitor.likely && (
        <rect
          className={classes.likely}
          x={pct(visitor.likely.min)}
          y={top}
          width={`${(x(visitor.likely.max) - x(visitor.likely.min)).toFixed(2)}%`}
          height={band}
        />
      )}
      {points.map((p, i) => {
        const href = webLink(p.url);
        const dot = (
          <circle
            className={p.basis === "total-project" ? classes.hollow : classes.dot}
            cx={pct(p.perSqFt)}
            cy={top + 8 + (i % rows) * ((band - 16) / (rows - 1))}
            r={4}
          >
            <title>{`${p.name}, ${p.place}, ${p.year}: ${money(p.perSqFt)} per sq ft (${basisLabel(p.basis)})`}</title>
          </circle>
        );
        return href ? (
          <a key={p.id} href={href} target="_blank" rel="nofollow noopener noreferrer" tabIndex={-1}>
            {dot}
          </a>
        ) : (
          <g key={p.id}>{dot}</g>
        );
      })}
      <line
        className={classes.median}
        x1={pct(visitor.expected)}
        x2={pct(visitor.expected)}
        y1={top - 4}
        y2={top + band + 4}
      />
      <text className={classes.label} x={pct(visitor.expected)} y={top - 8} textAnchor="middle">
        Your median {money(visitor.expected)}
      </text>
      <line className={classes.axis} x1="0" x2="100%" y1={axis} y2={axis} />
      {logTicks(lo, hi).map((t) => (
        <g key={t}>
          <line className={classes.axis} x1={pct(t)} x2={pct(t)} y1={axis} y2={axis + 4} />
          <text className={classes.tick} x={pct(t)} y={axis + 16} textAnchor="middle">
            {money(t)}
          </text>
        </g>
      ))}
    </svg>
  );
}

function NearestRow({ c }: { c: Comparable }) {
  const href = webLink(c.source.url);
  const position =
    c.position === "inside"
      ? "inside your range"
      : c.position === "below"
        ? "below your range"
        : "above your range";
  return (
    <li className={classes.row} data-testid="comparable-row">
      <div>
        {href ? (
          <Anchor href={href} target="_blank" rel="nofollow noopener noreferrer" fw={600} c="blue.9">
            {c.name}
          </Anchor>
        ) : (
          <Text span fw={600}>
            {c.name}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {placeOf(c)} · {c.year} · {formatNumber(c.areaSqFt)} sq ft · {c.source.publisher}
        </Text>
      </div>
      <div className={classes.figures}>
        <Text fw={700}>{money(c.perSqFt.here)}/sq ft</Text>
        <Text size="sm" c="gray.7">
          {basisLabel(c.cost.basis)} ·{" "}
          <span className={c.position === "inside" ? classes.inside : classes.outside}>{position}</span>
        </Text>
      </div>
    </li>
  );
}

/** The results page's panel of real projects like the visitor's. */
export function ComparablesPanel({
  comparables,
  visitor,
}: {
  comparables: Comparables;
  visitor: VisitorPerSqFt;
}) {
  const rc = comparables.referenceClass;
  const nearest = comparables.nearest.slice(0, ROWS);
  const where = rc.division ? `the ${rc.division} census division` : "the US";
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="comparables-title"
      data-testid="comparables"
      // left off paper: the printed estimate keeps to two pages (the page and the download have it)
      data-print="hide"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="comparables-title">
          Real projects like yours
        </Title>
        <Text size="sm">
          Published costs of {rc.count} real {rc.kind ? `“${rc.kind}”` : ""} projects in {where}, escalated to
          today's prices and adjusted to {comparables.place.city ?? comparables.place.state}. Bases differ: a
          total project cost (hollow dot) includes design, fees and other owner costs, so it sits higher than
          a construction cost (filled dot).
        </Text>
        {rc.widened.length > 0 && (
          <Text size="xs" c="gray.7">
            {rc.widened.join(" ")}
          </Text>
        )}
        {rc.points.length > 0 && <DotPlot comparables={comparables} visitor={visitor} />}
        <ul className={classes.legend} aria-hidden="true">
          <li>
            <span className={classes.keyLikely} /> Likely (half of projects like yours)
          </li>
          <li>
            <span className={classes.key80} /> 8 in 10
          </li>
          <li>
            <span className={classes.keyDot} /> Construction cost
          </li>
          <li>
            <span className={classes.keyHollow} /> Total project cost
          </li>
        </ul>
        <details className={classes.details}>
          <summary>All {rc.points.length} projects as a table</summary>
          <div className={classes.scroll}>
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">Project</th>
                  <th scope="col">Place</th>
                  <th scope="col">Year</th>
                  <th scope="col">$/sq ft here</th>
                  <th scope="col">Basis</th>
                </tr>
              </thead>
              <tbody>
                {rc.points.map((p) => {
                  const href = webLink(p.url);
                  return (
                    <tr key={p.id}>
                      <td>
                        {href ? (
                          <a href={href} target="_blank" rel="nofollow noopener noreferrer">
                            {p.name}
                          </a>
                        ) : (
                          p.name
                        )}
                      </td>
                      <td>{p.place}</td>
                      <td>{p.year}</td>
                      <td>{money(p.perSqFt)}</td>
                      <td>{basisLabel(p.basis)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </details>
        <Title order={3} size="h5" mt="xs">
          The {nearest.length} nearest
        </Title>
        <ul className={classes.rows}>
          {nearest.map((c) => (
            <NearestRow key={c.id} c={c} />
          ))}
        </ul>
        <Text size="xs" c="gray.7">
          Each cost per sq ft: published cost ÷ area, × a cost index to {comparables.priceLevel} prices, × the
          location multiplier here over there.{" "}
          <Anchor href="/accuracy" size="xs" c="blue.9" underline="always">
            How we test against them
          </Anchor>{" "}
          ·{" "}
          <Anchor href={comparables.browse} size="xs" c="blue.9" underline="always">
            Every project like this we test against
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
