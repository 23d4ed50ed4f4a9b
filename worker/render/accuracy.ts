/**
 * The /accuracy page (decision record 006, issue 11): how the engine is tested, in plain words;
 * the summary by type, led by the prequential record (each project scored by the engine before
 * it joined the set, decision record 016), with the validation third, the sealed test slice and
 * the whole set beside it; a chart of the
 * engine's range against every published cost; and a table of every case with a link to its
 * source. A whole HTML document with no script. Every string from the data is escaped (the cases
 * carry text from the web) and only http(s) source links become links.
 */
import { CONTENT_GROWTH } from "../../shared/calibration/score";
import { COPY_ONLY_REASON } from "../../shared/calibration/case-schema";
import { TYPE_DATA } from "../../shared/engine/params";
import { num } from "../../shared/engine/provenance";
import type { SummaryRow } from "../../shared/calibration/summary";
import { formatDollars, formatMoneyShort, formatNumber, formatSignedPercent } from "../../shared/format";
import { PROJECT_TYPE_IDS } from "../../shared/project-types";
import { renderAccuracyChart, typeClass } from "./accuracy-chart";
import { typeLabel, type AccuracyCase, type AccuracyView, type SetAsideCase } from "./accuracy-data";
import { ACCURACY_CSS } from "./accuracy-style";
import { escapeHtml } from "../../shared/content/safe-json";
import { NAV_ITEMS } from "../../shared/content/site-nav";
import { findState } from "../../shared/places/index";
import { SLICE_LABELS } from "../../shared/calibration/slices";
import {
  describeFilter,
  filterQuery,
  isFiltered,
  kindName,
  kindsOf,
  type AccuracyFilter,
} from "./accuracy-filter";

export const ACCURACY_PATH = "/accuracy";
const TITLE = "How accurate is Cost to Construct? Every project we test against";

/** What the issue asks of every type (issue 11, "Done when"). */
export const TARGETS = { inside: 0.8, medianAbsError: 0.15, medianWidth: 0.6 } as const;

/** 0.8052 → "81%". */
export const wholePercent = (share: number) => `${Math.round(share * 100)}%`;

/** A summary figure; `label` names its column on a phone, where each row is a card. */
function summaryCell(value: number, misses: boolean, label: string): string {
  const text = wholePercent(value);
  const attrs = `role="cell" data-label="${escapeHtml(label)}"`;
  return misses
    ? `<td ${attrs} class="num miss">${text} <span aria-hidden="true">✗</span><span class="sr"> (misses the target)</span></td>`
    : `<td ${attrs} class="num">${text}</td>`;
}

/** How the likely range's coverage compares with the half it claims (40–60% counts as calibrated). */
function likelyVerdict(share: number): string {
  if (share > 0.6) return ": like the range itself, a little wider than it needs to be";
  if (share < 0.4) return ": narrower than it should be";
  return ", about the half it promises";
}

function summaryTable(id: string, caption: string, rows: readonly SummaryRow[]): string {
  const body = rows
    .filter((r) => r.cases > 0)
    .map((r) => {
      const label = r.type === "all" ? "All projects" : typeLabel(r.type);
      return (
        `<tr data-type="${r.type}"${r.type === "all" ? ' class="all"' : ""} role="row"><th role="rowheader" scope="row">${escapeHtml(label)}</th>` +
        `<td role="cell" data-label="Cases" class="num">${r.cases}</td>` +
        summaryCell(
          r.inside,
          r.inside < TARGETS.inside,
          `Inside the range (target ≥ ${wholePercent(TARGETS.inside)})`,
        ) +
        `<td role="cell" data-label="Inside the likely range (middle half: about 50%)" class="num">${wholePercent(r.likelyInside)}</td>` +
        summaryCell(
          r.medianAbsError,
          r.medianAbsError > TARGETS.medianAbsError,
          `Median error (target ≤ ${wholePercent(TARGETS.medianAbsError)})`,
        ) +
        summaryCell(
          r.medianWidth,
          r.medianWidth > TARGETS.medianWidth,
          `Median range width (target ≤ ${wholePercent(TARGETS.medianWidth)})`,
        ) +
        `<td role="cell" data-label="Narrowest width for 8 in 10, in hindsight" class="num">${wholePercent(r.narrowestWidth)}</td>` +
        `</tr>`
      );
    })
    .join("");
  return (
    // On a phone each row is a card with its figures labelled (the style sheet); the roles keep
    // the table's semantics when its rows are laid out as blocks.
    `<div class="scroll fit" role="region" aria-labelledby="${id}-caption" tabindex="0"><table class="summary" id="${id}" role="table">` +
    `<caption id="${id}-caption">${caption}</caption><thead><tr role="row">` +
    `<th role="columnheader" scope="col">Project type</th><th role="columnheader" scope="col" class="num">Cases</th>` +
    `<th role="columnheader" scope="col" class="num">Inside the range<span class="sub">target ≥ ${wholePercent(TARGETS.inside)}</span></th>` +
    `<th role="columnheader" scope="col" class="num">Inside the likely range<span class="sub">middle half: about 50%</span></th>` +
    `<th role="columnheader" scope="col" class="num">Median error<span class="sub">target ≤ ${wholePercent(TARGETS.medianAbsError)}</span></th>` +
    `<th role="columnheader" scope="col" class="num">Median range width<span class="sub">target ≤ ${wholePercent(TARGETS.medianWidth)}</span></th>` +
    `<th role="columnheader" scope="col" class="num">Narrowest width for 8 in 10<span class="sub">in hindsight</span></th>` +
    `</tr></thead><tbody>${body}</tbody></table></div>`
  );
}

/** The source's address when it is a web link (the data comes from the web: no other schemes). */
function webLink(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function caseRow(c: AccuracyCase): string {
  const href = webLink(c.source.url);
  const name = escapeHtml(c.name);
  const project =
    (href ? `<a href="${escapeHtml(href)}" rel="nofollow noopener">${name}</a>` : name) +
    `<span class="src">${escapeHtml(c.source.publisher)}, ${c.source.year}</span>`;
  const basis = c.costBasis === "total-project" ? "Total project cost" : "Construction cost";
  const details =
    `<details><summary>${basis}</summary><p>${escapeHtml(c.includes)}</p>` +
    `<p>Published: ${formatMoneyShort(c.cost)} in ${c.year} dollars for ${formatNumber(c.areaSqFt)} sq ft.</p>` +
    `<p>Source: ${escapeHtml(c.source.publisher)}, “${escapeHtml(c.source.title)}” (${c.source.year}).</p></details>`;
  return (
    `<tr id="case-${escapeHtml(c.id)}"><th scope="row">${project}</th>` +
    `<td class="place">${escapeHtml(c.place)}</td><td class="num">${c.year}</td>` +
    `<td class="inc">${details}</td>` +
    `<td class="num">${formatDollars(c.published)}</td>` +
    `<td class="num">${formatDollars(c.min)}–${formatDollars(c.max)}</td>` +
    `<td class="num">${formatDollars(c.expected)}</td>` +
    `<td class="num">${formatSignedPercent(c.error * 100)}</td>` +
    (c.inside ? `<td>Yes</td>` : `<td class="miss">No</td>`) +
    firstCell(c) +
    `<td>${SLICE_LABELS[c.slice]}</td></tr>`
  );
}

/** Whether the published cost fell inside the range the engine gave before the project joined. */
function firstCell(c: AccuracyCase): string {
  const f = c.first;
  if (!f) return `<td class="none">—<span class="sr"> (no first score)</span></td>`;
  const inside = f.published >= f.min && f.published <= f.max;
  // the published cost as that engine escalated it (its index and content growth then)
  const then =
    `${formatDollars(f.published)} in ${formatDollars(f.min)}–${formatDollars(f.max)}, ${escapeHtml(f.date)}` +
    (f.corrected ? "; its figures were corrected since" : "");
  return inside
    ? `<td>Yes<span class="sub">${then}</span></td>`
    : `<td class="miss">No<span class="sub">${then}</span></td>`;
}

function casesTable(view: AccuracyView): string {
  const groups = PROJECT_TYPE_IDS.map((type) => {
    const rows = view.cases.filter((c) => c.type === type);
    if (!rows.length) return "";
    return (
      `<tbody><tr class="group"><th colspan="11" scope="rowgroup"><span>${escapeHtml(typeLabel(type))} (${rows.length})</span></th></tr>` +
      rows.map(caseRow).join("") +
      `</tbody>`
    );
  }).join("");
  const level = escapeHtml(view.priceLevel);
  return (
    `<div class="scroll" role="region" aria-labelledby="cases-caption" tabindex="0"><table class="cases">` +
    `<caption id="cases-caption">Every project we test against, ${view.cases.length} in all, grouped by type and ` +
    `sorted by published cost per sq ft. Costs per sq ft are at the ${level} price level. ` +
    `Open “Construction cost” or “Total project cost” for what the source says the figure includes, and the published cost in dollars of its year. ` +
    `“Before it joined” is whether the published cost fell inside the range the engine gave the project before it joined the set: the published cost as that engine brought it to its price level, its range ($/sq ft) and the day.</caption>` +
    `<thead><tr><th scope="col">Project and source</th><th scope="col">Place</th><th scope="col" class="num">Year</th>` +
    `<th scope="col">What the cost includes</th>` +
    `<th scope="col" class="num">Published<span class="sub">$/sq ft, ${level}</span></th>` +
    `<th scope="col" class="num">Engine range<span class="sub">$/sq ft</span></th>` +
    `<th scope="col" class="num">Expected<span class="sub">$/sq ft</span></th>` +
    `<th scope="col" class="num">Error<span class="sub">of expected</span></th>` +
    `<th scope="col">Inside</th><th scope="col">Before it joined<span class="sub">inside then</span></th><th scope="col">Slice</th></tr></thead>` +
    `${groups}</table></div>`
  );
}

function setAsideItem(c: SetAsideCase): string {
  // A copy is never shown as a source: the project is named, and its reason says why it has no link.
  const href = c.sourceIsCopy ? null : webLink(c.source.url);
  const name = escapeHtml(c.name);
  const project = href ? `<a href="${escapeHtml(href)}" rel="nofollow noopener">${name}</a>` : name;
  return (
    `<li id="set-aside-${escapeHtml(c.id)}"><strong>${project}</strong> (${escapeHtml(typeLabel(c.type))}, ` +
    `${escapeHtml(c.place)}, ${c.year}): ${escapeHtml(c.reason)}</li>`
  );
}

/** The cases a check of their sources set aside, each with its reason (none: nothing). */
function setAsideSection(view: AccuracyView): string {
  if (!view.setAside.length) return "";
  const copies = view.setAside.filter((c) => c.reason === COPY_ONLY_REASON).length;
  return (
    `<h2 id="set-aside">Projects set aside, and why</h2>` +
    `<p>We checked the sources of the projects the engine disagreed with most, in both directions, and of others drawn at random, and set aside ${view.setAside.length - copies} whose published cost is not the cost of new building of the stated area: renovations and conversions, campuses of several buildings, costs that cover more than the area (a parking garage, land), designs never built, a hypothetical project, a build-or-buy figure that includes the lot. Where a source gave a later, final figure of the same building, we corrected the project instead. The rule is about what the figure measures, never about whether the engine got it right; projects that are merely unusual (a remote Arctic school, a federal hospital) stay in. They are not in the figures above.</p>` +
    (copies
      ? `<p>${copies} more are set aside because the only source we found online is a copy (a reprint, or a syndicated or document-sharing copy), not the publisher's own document: we never show a copy as a source, so they are named without a link until the original is found.</p>`
      : "") +
    `<ul class="set-aside">${view.setAside.map(setAsideItem).join("")}</ul>`
  );
}

function legend(): string {
  const types = PROJECT_TYPE_IDS.map(
    (t) => `<li><span class="sw ${typeClass(t)}" aria-hidden="true"></span>${escapeHtml(typeLabel(t))}</li>`,
  ).join("");
  const key = (shape: string) =>
    `<svg class="key" width="16" height="12" viewBox="0 0 16 12" aria-hidden="true">${shape}</svg>`;
  return (
    `<ul class="legend" aria-label="Colours of the project types">${types}</ul>` +
    `<ul class="legend" aria-label="Marks">` +
    `<li>${key('<circle class="in" cx="8" cy="6" r="3.5"/>')}Published cost, inside the range</li>` +
    `<li>${key('<circle class="out" cx="8" cy="6" r="3.5"/>')}Published cost, outside the range</li>` +
    `<li>${key('<line x1="8" x2="8" y1="1" y2="11" stroke="#495057" stroke-width="1.5"/>')}Engine's expected value</li></ul>`
  );
}

const navLinks = (current: string) =>
  NAV_ITEMS.map(
    (item) =>
      `<a class="link" href="${item.to}"${item.to === current ? ' aria-current="page"' : ""}>${escapeHtml(item.label)}` +
      `${item.soon ? '<span class="soon"> (soon)</span>' : ""}</a>`,
  ).join("");

/**
 * The site's own header, as the app draws it (logo, the same navigation; on a phone "C2C" and a
 * menu), without script: the phone menu is a disclosure that opens in place.
 */
function siteHeader(): string {
  return (
    `<header class="top"><div class="bar">` +
    `<a class="brand" href="/"><img src="/favicon.svg" alt="" width="32" height="32" />` +
    `<span class="full">Cost to Construct</span><span class="short">C2C</span></a>` +
    `<nav class="nav" aria-label="Main">${navLinks(ACCURACY_PATH)}</nav>` +
    `<details class="menu"><summary aria-label="Menu"><span class="burger" aria-hidden="true"></span></summary>` +
    `<nav aria-label="Main menu">${navLinks(ACCURACY_PATH)}</nav></details>` +
    `</div></header>`
  );
}

/** The site's own footer, as the app draws it. */
function siteFooter(): string {
  return (
    `<footer><div class="wrap">` +
    `<p>Cost to Construct gives conceptual estimates of construction cost and of the owner's total project cost around it: not a quote. Land and financing are not included unless you enter them.</p>` +
    `<p class="small">City names and populations: <a href="https://www.geonames.org">GeoNames</a>, licensed under <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>. Cost data sources are listed in every downloaded estimate.</p>` +
    `<p class="small">Building on our estimates? <a href="/api-reference">The API for integrators</a> is free and needs no key.</p>` +
    `</div></footer>`
  );
}

/** The page's title: the site's question, and what a filtered view shows. */
function titleOf(filter: AccuracyFilter): string {
  return isFiltered(filter) ? `${describeFilter(filter)}: how accurate is Cost to Construct?` : TITLE;
}

/** The page's heading: the site's question, or the projects a filtered view shows. */
function headingOf(filter: AccuracyFilter): string {
  return isFiltered(filter) ? `Projects we test against: ${describeFilter(filter)}` : TITLE;
}

/**
 * The document's head. A filtered view is a subset of the whole page: it names itself canonically
 * (its parameters in a fixed order) and asks not to be indexed, so search engines index the whole
 * page once and follow the filtered views' links without listing them.
 */
function head(origin: string, description: string, filter: AccuracyFilter = {}, indexable = true): string {
  const url = escapeHtml(`${origin}${ACCURACY_PATH}${filterQuery(filter)}`);
  const title = titleOf(filter);
  const meta = (attr: string, name: string, content: string) =>
    `<meta ${attr}="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<meta charset="utf-8" />`,
    `<meta name="viewport" content="width=device-width, initial-scale=1" />`,
    `<title>${escapeHtml(title)} | Cost to Construct</title>`,
    meta("name", "description", description),
    meta("name", "robots", indexable && !isFiltered(filter) ? "index, follow" : "noindex, follow"),
    `<link rel="canonical" href="${url}" />`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
    `<meta name="theme-color" content="#1c7ed6" />`,
    meta("property", "og:type", "article"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    `<meta property="og:url" content="${url}" />`,
    meta("property", "og:site_name", "Cost to Construct"),
    meta("property", "og:locale", "en_US"),
    `<style>${ACCURACY_CSS}</style>`,
  ].join("\n");
}

/** One select of the filter form. */
function select(name: string, label: string, options: string): string {
  return `<label>${escapeHtml(label)}<select name="${name}">${options}</select></label>`;
}

const option = (value: string, label: string, picked: boolean) =>
  `<option value="${escapeHtml(value)}"${picked ? " selected" : ""}>${escapeHtml(label)}</option>`;

/**
 * The filter: a plain form that asks the server for the projects of a type, a kind and a state
 * (GET /accuracy?type=…&kind=…&state=…), so it works without script. Kinds are grouped by type;
 * a kind alone picks its type.
 */
function filterForm(view: AccuracyView, filter: AccuracyFilter): string {
  const types =
    option("", "All types", !filter.type) +
    PROJECT_TYPE_IDS.map((t) => option(t, typeLabel(t), filter.type === t)).join("");
  const kinds =
    option("", "All kinds", !filter.kind) +
    PROJECT_TYPE_IDS.map((t) => {
      const of = kindsOf(t);
      if (!of.length) return "";
      const opts = of.map((k) => option(k, kindName(k), filter.kind === k)).join("");
      return `<optgroup label="${escapeHtml(typeLabel(t))}">${opts}</optgroup>`;
    }).join("");
  const codes =
    filter.state && !view.stateCodes.includes(filter.state)
      ? [...view.stateCodes, filter.state]
      : view.stateCodes;
  const states =
    option("", "All states and averages", !filter.state) +
    codes.map((code) => option(code, findState(code)?.name ?? code, filter.state === code)).join("");
  return (
    `<form class="filter" method="get" action="${ACCURACY_PATH}#every-project" role="search" aria-label="Find projects">` +
    select("type", "Project type", types) +
    select("kind", "Kind of building", kinds) +
    select("state", "State", states) +
    `<button type="submit">Show projects</button>` +
    (isFiltered(filter) ? `<a class="all" href="${ACCURACY_PATH}">Show every project</a>` : "") +
    `</form>`
  );
}

/** How the engine is tested, in plain words, with the whole set's figures. */
function methodSection(view: AccuracyView): string {
  const all = view.summary.all.at(-1)!;
  const validation = view.summary.validation.at(-1)!;
  const sealed = view.summary.sealed.at(-1)!;
  const prequential = view.summary.prequential.at(-1)!;
  const n = view.cases.length;
  const level = escapeHtml(view.priceLevel);
  const growthRates = PROJECT_TYPE_IDS.flatMap((type) => {
    const rate = CONTENT_GROWTH.rates[type];
    return rate ? [`${escapeHtml(typeLabel(type))} ${(num(rate) * 100).toFixed(1)}%`] : [];
  }).join(", ");
  const stateRules = PROJECT_TYPE_IDS.flatMap((type) =>
    (TYPE_DATA[type].stateRules ?? []).map((r) => `${escapeHtml(r.label)}: ×${num(r.factor).toFixed(2)}`),
  ).join("; ");
  return `<h2 id="method">How we test</h2>
<ol>
<li><strong>Real projects from public sources.</strong> School-district bids and board minutes, state school-construction reports, hospital filings, city and county capital projects, affordable-housing applications, NAHB and Census cost surveys, Cost vs. Value reports and published cost guides, each with its publisher, title, year and link.</li>
<li><strong>Answered like the owner.</strong> Each project goes through the same ten-question conversation a visitor gets, answered the way its owner would from what the source says: kind of building, quality, stories, beds, students, units, scope. What the source does not say is answered “Not sure”, except the level of finishes or design: an owner knows it, and a source that names none describes a typical building, answered “Standard”.</li>
<li><strong>One price level.</strong> Published costs are brought from their year to the engine's price level (${level}) with the Turner Building Cost Index; single-family homes with NAHB's median cost per sq ft of new homes, since home building costs rose faster than other building in 2021–2022. New apartment, office, school and healthcare buildings also grew in content (energy codes, security, technology): their published costs per sq ft rose faster than the index, which prices a fixed building, so they take a little more a year, measured on each type's own projects: ${growthRates}.</li>
<li><strong>Where it was built.</strong> Each project is priced in its own city with the engine's location index, and with a state's own rules where they change what some kinds of building cost there, each factor fitted on these projects like the engine's other parameters: ${stateRules}.</li>
<li><strong>Like with like.</strong> A construction (contract) cost is compared with the engine's construction cost; a total project cost with the engine's total project cost, which adds the soft costs an owner pays (design, permits, furniture and equipment, testing, contingency). Land is never included.</li>
<li id="prequential"><strong>Scored before the engine had seen them.</strong> Every project's first score, the range and expected value the engine gave it before it joined this set, is kept for good with the engine's version and the day. That is how the engine does on a project it has never seen, as you would try it, and it leads the summary below: ${prequential.cases} of the ${n} projects have one. The first ${n - prequential.cases} joined with the engine's first data, whose parameters were set on them, so they have none.</li>
<li><strong>A third kept out of the fit, in two halves.</strong> A third of each type's projects is never used to set the engine's parameters. Half of it, drawn by a fixed rule on each project's name in our data, is a <em>sealed test</em> slice (${sealed.cases} projects): its figures are published once each time the engine is refit, and never used to choose anything. The other half, the <em>validation</em> third (${validation.cases} projects), has been looked at to choose (to drop a per-state correction, to set how much the range's width must hold), so it is a validation, not a test. The table of every project says which slice each one is in.</li>
<li><strong>What the range promises.</strong> The engine's range runs from its 10th to its 90th percentile, so about 8 in 10 real projects should fall inside it. Its width is not chosen to look precise: the part no answer removes is set by pricing each fitted project with parameters fitted without it (cross-validation), as wide as it takes to hold 90% of them, a margin over the 8 in 10 it promises. National and regional averages (Census, NAHB, Cost vs. Value) help set the expected value but not that width: an average of many homes strays less than one home does, and the range is for one project. The error is how far the expected value is from the published cost; the width of the range is its high minus its low, as a share of the expected value.</li>
<li id="likely-coverage"><strong>The likely range.</strong> Beside the range, every estimate gives a likely range: the middle half of the same error model, so about half of real projects should land inside it. How wide that middle is, is fitted for each type the way the range's width is, on projects priced with parameters fitted without them, single projects only (national and regional averages sit nearer the middle, so types with many of them, homes and remodels, hold more). On this set ${wholePercent(all.likelyInside)} do, and ${wholePercent(validation.likelyInside)} of the validation third${likelyVerdict(all.likelyInside)}; of the first scores, before the projects joined, ${wholePercent(prequential.likelyInside)} (their likely ranges taken around those first ranges with today's fitted widths, since the likely range is newer than most of them).</li>
<li><strong>How narrow a range could be.</strong> The last column of the summary is the width a range around the engine's expected value would need, the same for every project, to hold 8 in 10 of them if we knew every error in hindsight. No honest range can be much narrower than the errors allow: a narrower range needs a better expected value, which needs answers that explain why two buildings of the same kind, size and place cost so differently. Where that width is far above the target, so is ours.</li>
</ol>`;
}

/** The cases, chart and summaries of a view; an empty view says so. */
function projectsSections(view: AccuracyView, filtered: boolean): string {
  const n = view.cases.length;
  const { prequential, validation, sealed } = view.summary;
  const level = escapeHtml(view.priceLevel);
  if (!n) {
    return (
      `<h2 id="every-project">No projects match</h2>` +
      `<p>None of the ${view.totalCases} projects we test against is of this type, kind and state. Try fewer filters, or <a href="${ACCURACY_PATH}">see every project</a>.</p>` +
      setAsideSection(view)
    );
  }
  const which = filtered ? `The ${n} projects shown` : `All ${n} projects`;
  const shown = filtered ? " shown" : "";
  const table = (id: string, title: string, caption: string, rows: readonly SummaryRow[]) =>
    rows.at(-1)!.cases ? `<h3 id="${id}-title">${title}</h3>\n${summaryTable(id, caption, rows)}\n` : "";
  return `<h2 id="summary">Summary by project type</h2>
${table(
  "summary-first",
  "Scored before the engine had seen them",
  `The ${prequential.at(-1)!.cases} projects${shown} with a first score: the range and expected value the engine gave each before it joined the set. The honest figure for a project nobody here has tuned on.`,
  prequential,
)}${table(
    "summary-validation",
    "The validation third",
    `The ${validation.at(-1)!.cases} projects${shown} kept out of the fit but looked at to choose: a validation figure.`,
    validation,
  )}${table(
    "summary-sealed",
    "The sealed test slice",
    `The ${sealed.at(-1)!.cases} projects${shown} kept out of the fit and only reported, once each refit.`,
    sealed,
  )}<h3 id="summary-all-title">${filtered ? "Every project shown, as scored today" : "Every project, as scored today"}</h3>
${summaryTable("summary-all", `${which}, two thirds of them fitted on. Medians are over the projects of each type; figures that miss a target are marked ✗.`, view.summary.all)}
<h2 id="chart">${filtered ? "These projects" : "Every project"} against the engine's range</h2>
<figure>
${legend()}
${renderAccuracyChart(view.cases, view.priceLevel)}
<figcaption>Cost per sq ft at the ${level} price level, on a log scale. Each row is one project, in the order of the table below: the bar is the engine's range for the owner's answers, the tick its expected value, the dot the published cost.</figcaption>
</figure>
<h2 id="every-project">${filtered ? "The projects" : "Every project"}</h2>
<p class="note hint">Swipe the table sideways for the engine's figures.</p>
${casesTable(view)}
<p class="note">Error is the engine's expected value against the published cost (+ when the engine is higher). The place is where the project was priced; national and regional averages are priced in a representative state.</p>
${setAsideSection(view)}`;
}

/** The document around a page's main content. */
function documentOf(headHtml: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
${headHtml}
</head>
<body>
${siteHeader()}
<main class="wrap">
${main}
</main>
${siteFooter()}
</body>
</html>
`;
}

/**
 * The whole /accuracy document for a view of the data, with absolute links on `origin`; with a
 * filter, the view of the projects it picks (accuracy-filter.ts), linked back to the whole page.
 */
export function renderAccuracyPage(view: AccuracyView, origin: string, filter: AccuracyFilter = {}): string {
  const filtered = isFiltered(filter);
  const all = view.summary.all.at(-1)!;
  const first = view.summary.prequential.at(-1)!;
  const n = view.cases.length;
  const insideCount = view.cases.filter((c) => c.inside).length;
  const what = escapeHtml(describeFilter(filter));
  const description = filtered
    ? `${n} real US projects (${describeFilter(filter)}) we test Cost to Construct against, each with its source and the engine's answer.`
    : `We test Cost to Construct against ${n} real US projects from public sources. Scored before it had seen them, ${wholePercent(first.inside)} ` +
      `fell inside the engine's range, with a median error of ${wholePercent(first.medianAbsError)}. Every project, its source and the engine's answer.`;
  const lead = filtered
    ? `<p class="lead">Showing ${n} of the ${view.totalCases} real projects we test the estimator against: ${what}.${
        n
          ? ` ${insideCount} of them (${wholePercent(all.inside)}) fall inside the range the engine gives, which is meant to hold about 8 in 10; for the middle one the expected value is ${wholePercent(all.medianAbsError)} off the published cost.`
          : ""
      } <a href="${ACCURACY_PATH}#method">How we test</a> is on the page of every project.</p>`
    : `<p class="lead">We test the estimator against ${n} real US projects and published averages, each with a link to its source. Scored before the engine had seen them, ${wholePercent(first.inside)} of ${first.cases} fell inside the range it gave, which is meant to hold about 8 in 10, and for the middle one its expected value was ${wholePercent(first.medianAbsError)} off the published cost. As the engine scores all ${n} today, two thirds of them fitted on, ${insideCount} (${wholePercent(all.inside)}) fall inside. Where we miss, it shows below.</p>`;
  return documentOf(
    head(origin, description, filter),
    `<h1>${escapeHtml(headingOf(filter))}</h1>
${lead}
${filterForm(view, filter)}
${filtered ? "" : methodSection(view)}
${projectsSections(view, filtered)}
<p class="note">Generated from the calibration data of engine version ${escapeHtml(view.dataVersion)}; it changes only when the data does.</p>`,
  );
}

/**
 * The page for a query it cannot show (400): what is wrong with each value, the form to pick
 * again and a link to every project. `view` gives the form its choices.
 */
export function renderAccuracyProblem(
  view: AccuracyView,
  origin: string,
  problems: readonly string[],
): string {
  const items = problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("");
  return documentOf(
    head(
      origin,
      "This filter of the projects Cost to Construct is tested against names no type, kind or state.",
      {},
      false,
    ),
    `<h1>These projects cannot be shown</h1>
<div class="problems" role="alert"><p>The address asks for projects the page cannot pick:</p><ul>${items}</ul></div>
<p>Pick again, or <a href="${ACCURACY_PATH}">see every project</a>.</p>
${filterForm(view, {})}`,
  );
}
