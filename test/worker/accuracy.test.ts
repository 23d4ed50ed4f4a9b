/** GET /accuracy (decision record 006) and its renderer: every case, the summaries, escaping. */
import { beforeAll, describe, expect, it } from "vitest";
import cases from "../../shared/calibration/cases.json";
import scores from "../../shared/calibration/scores.generated.json";
import { firstScores, summarize } from "../../shared/calibration/summary";
import type { CalibrationCase, CaseScore, FirstScoreRecord } from "../../shared/calibration/types";
import firstScoresJson from "../../shared/calibration/first-scores.json";
import { sliceOf } from "../../shared/calibration/slices";
import { browsePath } from "../../shared/evidence/index";
import { DATA_AS_OF, DATA_VERSION } from "../../shared/engine/index";
import { PROJECT_TYPE_IDS } from "../../shared/project-types";
import { renderAccuracyPage, wholePercent } from "../../worker/render/accuracy";
import { accuracyView } from "../../worker/render/accuracy-data";
import { escapeHtml } from "../../shared/content/safe-json";
import { BASE, get, metaContent } from "./landing-helpers";
import { TYPE_DATA } from "../../shared/engine/params";
import { findState, STATES } from "../../shared/places/index";

const ALL = cases as CalibrationCase[];
/** The scored cases; a scope check may set some aside (listed with their reason). */
const CASES = ALL.filter((c) => !c.excluded);
const SET_ASIDE = ALL.filter((c) => c.excluded);
const SCORES = scores as CaseScore[];
const FIRST = firstScores(CASES, firstScoresJson as Record<string, FirstScoreRecord>);
const META = { priceLevel: DATA_AS_OF, dataVersion: DATA_VERSION };

/** The text of each cell of a summary table's row, tags stripped. */
function summaryRow(html: string, tableId: string, type: string): string[] {
  const table = html.slice(html.indexOf(`<table class="summary" id="${tableId}"`));
  const row = table
    .slice(0, table.indexOf("</table>"))
    .match(new RegExp(`<tr data-type="${type}"[^>]*>(.*?)</tr>`));
  expect(row, `${tableId} ${type}`).not.toBeNull();
  return [...row![1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) =>
    m[1]!
      .replace(/<span class="sr">.*?<\/span>/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/✗/g, "")
      .trim(),
  );
}

let html: string;
let res: Response;
beforeAll(async () => {
  res = await get("/accuracy");
  html = await res.text();
});

describe("GET /accuracy", () => {
  it("answers 200 with an HTML page that runs no script and keeps the site's CSP", () => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`<link rel="canonical" href="${BASE}/accuracy" />`);
  });

  it(`lists all ${CASES.length} cases by name and id, each with its source link`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(120);
    for (const c of CASES) {
      expect(html, c.id).toContain(`id="case-${escapeHtml(c.id)}"`);
      expect(html, c.id).toContain(escapeHtml(c.name));
    }
    expect(html.match(/<tr id="case-/g)).toHaveLength(CASES.length);
  });

  it("lists every case a scope check set aside, with its reason, outside the scored table", () => {
    for (const c of SET_ASIDE) {
      expect(html, c.id).toContain(`<li id="set-aside-${escapeHtml(c.id)}">`);
      expect(html, c.id).toContain(escapeHtml(c.excluded!));
      expect(html, c.id).not.toContain(`id="case-${escapeHtml(c.id)}"`);
    }
    expect(html.match(/<li id="set-aside-/g) ?? []).toHaveLength(SET_ASIDE.length);
  });

  it("shows the likely range's coverage beside the 80% range's, from the data", () => {
    const all = summarize(CASES, SCORES, PROJECT_TYPE_IDS).at(-1)!;
    expect(html).toContain("Inside the likely range");
    const validation = summarize(CASES, SCORES, PROJECT_TYPE_IDS, (c) => sliceOf(c) === "validation").at(-1)!;
    expect(summaryRow(html, "summary-all", "all")[3]).toBe(wholePercent(all.likelyInside));
    expect(html).toContain(
      `On this set ${wholePercent(all.likelyInside)} do, and ${wholePercent(validation.likelyInside)} of the validation third`,
    );
  });

  it("shows the summary of summarize() for the first scores, the validation and sealed slices and the whole set", () => {
    const tables = {
      "summary-first": summarize(CASES, FIRST, PROJECT_TYPE_IDS),
      "summary-validation": summarize(CASES, SCORES, PROJECT_TYPE_IDS, (c) => sliceOf(c) === "validation"),
      "summary-sealed": summarize(CASES, SCORES, PROJECT_TYPE_IDS, (c) => sliceOf(c) === "sealed"),
      "summary-all": summarize(CASES, SCORES, PROJECT_TYPE_IDS),
    };
    for (const [id, rows] of Object.entries(tables)) {
      for (const r of rows.filter((x) => x.cases > 0)) {
        const [, count, inside, likely, error, width, narrowest] = summaryRow(html, id, r.type);
        expect([count, inside, likely, error, width, narrowest], `${id} ${r.type}`).toEqual([
          String(r.cases),
          wholePercent(r.inside),
          wholePercent(r.likelyInside),
          wholePercent(r.medianAbsError),
          wholePercent(r.medianWidth),
          wholePercent(r.narrowestWidth),
        ]);
      }
    }
    const kept = CASES.filter((c) => c.holdout).length;
    expect(tables["summary-validation"].at(-1)!.cases + tables["summary-sealed"].at(-1)!.cases).toBe(kept);
    expect(tables["summary-first"].at(-1)!.cases).toBeGreaterThan(CASES.length / 2);
    // the page leads with the first scores: the lead and the first summary table
    const first = tables["summary-first"].at(-1)!;
    expect(html).toContain(
      `Scored before the engine had seen them, ${wholePercent(first.inside)} of ${first.cases} fell inside the range it gave`,
    );
    expect(html.indexOf('id="summary-first"')).toBeLessThan(html.indexOf('id="summary-validation"'));
    expect(html.indexOf('id="summary-validation"')).toBeLessThan(html.indexOf('id="summary-all"'));
  });

  it("says of each project whether it fell inside the range the engine gave before it joined, and its slice", () => {
    const records = firstScoresJson as Record<string, FirstScoreRecord>;
    for (const c of CASES.slice(0, 200)) {
      const row = html.slice(html.indexOf(`<tr id="case-${escapeHtml(c.id)}"`));
      const cells = row.slice(0, row.indexOf("</tr>"));
      const f = records[c.id];
      const label = { fitted: "Fitted", validation: "Validation", sealed: "Sealed test" }[sliceOf(c)];
      expect(cells, c.id).toMatch(new RegExp(`<td>${label}</td>$`));
      if (!f || "missing" in f) expect(cells, c.id).toContain("(no first score)");
      else
        expect(cells, c.id).toContain(
          f.published >= f.min && f.published <= f.max ? "<td>Yes<span" : '<td class="miss">No<span',
        );
    }
    expect(html).not.toContain("Kept aside");
  });

  it("draws one row per case in an accessible SVG chart", () => {
    const svg = html.slice(
      html.indexOf('<svg class="chart"'),
      html.indexOf("</svg>", html.indexOf('<svg class="chart"')),
    );
    expect(svg).toContain('role="img" aria-labelledby="chart-title chart-desc"');
    expect(svg).toMatch(/<title id="chart-title">[^<]+<\/title><desc id="chart-desc">[^<]+<\/desc>/);
    expect(svg.match(/<circle /g)).toHaveLength(CASES.length);
    expect(svg.match(/<circle class="in"/g)).toHaveLength(SCORES.filter((s) => s.inside).length);
  });

  it("serves the same page again from the isolate's copy", async () => {
    expect(await (await get("/accuracy")).text()).toBe(html);
  });
});

describe("renderAccuracyPage", () => {
  const hostile = "<script>alert(1)</script>\"'><img src=x onerror=alert(2)>&amp;";
  const base = CASES[0]!;
  const evil: CalibrationCase = {
    ...base,
    id: `evil-"><b>`,
    name: hostile,
    city: hostile,
    includes: hostile,
    source: { publisher: hostile, title: hostile, year: 2024, url: "javascript:alert(3)" },
  };
  const score = { ...SCORES.find((s) => s.id === base.id)!, id: evil.id };
  const page = renderAccuracyPage(accuracyView([evil], [score], META), "https://c2c.test");

  it("escapes every string that comes from the data", () => {
    expect(page).not.toContain("<script>");
    expect(page).not.toContain("<img src=x");
    expect(page).not.toContain("<b>");
    expect(page).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&gt;&lt;img src=x onerror=alert(2)&gt;&amp;amp;",
    );
  });

  it("links only http(s) sources", () => {
    expect(page).not.toContain("javascript:");
    expect(page).not.toMatch(/<a href="[^"]*" rel="nofollow noopener">&lt;script/);
  });

  it("leaves out a case without a score", () => {
    const view = accuracyView([evil, base], [score], META);
    expect(view.cases.map((c) => c.id)).toEqual([evil.id]);
  });
});

describe("GET /accuracy with a filter (issue 27: browsable on the server)", () => {
  const byId = new Map(SCORES.map((s) => [s.id, s]));
  const kindOf = (c: CalibrationCase) => {
    const letter = byId.get(c.id)?.kind ?? "";
    return TYPE_DATA[c.type].kindQuestion && letter
      ? TYPE_DATA[c.type].kinds[letter.charCodeAt(0) - 97]?.id
      : "";
  };
  const codeOf = (c: CalibrationCase) => (c.state ? findState(c.state)?.code : "");
  const rowIds = (page: string) => [...page.matchAll(/<tr id="case-([^"]+)"/g)].map((m) => m[1]!);
  const expectedIds = (pick: (c: CalibrationCase) => boolean) =>
    CASES.filter((c) => byId.has(c.id) && pick(c))
      .map((c) => escapeHtml(c.id))
      .sort();

  it("shows only the hospitals in Texas, with their own summary, canonical and noindex, and a small page", async () => {
    const res = await get("/accuracy?type=healthcare&kind=hospital&state=TX");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await res.text();
    const ids = expectedIds((c) => c.type === "healthcare" && kindOf(c) === "hospital" && codeOf(c) === "TX");
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(rowIds(page).sort()).toEqual(ids);
    expect(page).toContain(
      `<link rel="canonical" href="${BASE}/accuracy?type=healthcare&amp;kind=hospital&amp;state=TX" />`,
    );
    expect(metaContent(page, "robots")).toBe("noindex, follow");
    expect(page).toContain(`Showing ${ids.length} of the ${CASES.length} real projects`);
    expect(page).toContain('<a class="all" href="/accuracy">Show every project</a>');
    const picked = CASES.filter((c) => ids.includes(escapeHtml(c.id)));
    const all = summarize(picked, SCORES, PROJECT_TYPE_IDS).at(-1)!;
    expect(summaryRow(page, "summary-all", "all")[1]).toBe(String(all.cases));
    expect(summaryRow(page, "summary-all", "all")[2]).toBe(wholePercent(all.inside));
    expect(page.length).toBeLessThan(html.length / 10);
    expect(page).not.toMatch(/<script/i);
  });

  it("keeps the choices in the plain form, which asks the server again without script", async () => {
    const page = await (await get("/accuracy?type=healthcare&kind=hospital&state=TX")).text();
    expect(page).toMatch(/<form class="filter" method="get" action="\/accuracy#every-project"/);
    for (const name of ["type", "kind", "state"]) expect(page).toContain(`<select name="${name}">`);
    expect(page).toContain('<option value="healthcare" selected>');
    expect(page).toContain('<option value="hospital" selected>');
    expect(page).toContain('<option value="TX" selected>Texas</option>');
    // the whole page has the same form, nothing picked
    expect(html).toMatch(/<form class="filter" method="get" action="\/accuracy#every-project"/);
    expect(html).not.toMatch(/<option value="[^"]+" selected>/);
  });

  it("takes a kind alone as its type, and a state's code in any case", async () => {
    const page = await (await get("/accuracy?kind=kitchen&state=")).text();
    expect(rowIds(page).sort()).toEqual(expectedIds((c) => kindOf(c) === "kitchen"));
    expect(page).toContain(
      `<link rel="canonical" href="${BASE}/accuracy?type=home-improvements&amp;kind=kitchen" />`,
    );
    const texas = await (await get("/accuracy?state=tx")).text();
    expect(rowIds(texas).sort()).toEqual(expectedIds((c) => codeOf(c) === "TX"));
    expect(texas).toContain(`<link rel="canonical" href="${BASE}/accuracy?state=TX" />`);
  });

  it("answers the whole page for the form's All choices and for parameters it does not read", async () => {
    expect(await (await get("/accuracy?type=&kind=&state=")).text()).toBe(html);
    expect(await (await get("/accuracy?utm_source=newsletter")).text()).toBe(html);
  });

  it("says so when no project matches, with the filter still in the form", async () => {
    const empty = STATES.find((s) => !CASES.some((c) => c.type === "healthcare" && codeOf(c) === s.code))!;
    expect(empty).toBeDefined();
    const res = await get(`/accuracy?type=healthcare&state=${empty.code}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("No projects match");
    expect(rowIds(page)).toEqual([]);
    expect(page).toContain(`<option value="${empty.code}" selected>`);
  });

  it.each([
    ["type=castle", "is not a project type"],
    ["kind=hospital&type=educational", "is a kind of Healthcare"],
    ["kind=igloo", "is not a kind of building"],
    ["state=Texas", "two-letter code (TX, CA, NY…)"],
    ["state=ZZ", "two-letter code (TX, CA, NY…)"],
    ["type=healthcare&type=educational", "is given 2 times"],
  ])("answers 400 with a page that says why for %s", async (query, words) => {
    const res = await get(`/accuracy?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await res.text();
    expect(page).toContain(words);
    expect(page).toContain('<a href="/accuracy">see every project</a>');
    expect(metaContent(page, "robots")).toBe("noindex, follow");
    expect(rowIds(page)).toEqual([]);
  });

  it("answers the comparables' link to every project of a type and kind with those projects", async () => {
    const path = browsePath("healthcare", 0);
    expect(path).toBe("/accuracy?type=healthcare&kind=hospital#every-project");
    const page = await (await get(path.replace(/#.*$/, ""))).text();
    expect(rowIds(page).sort()).toEqual(
      expectedIds((c) => c.type === "healthcare" && kindOf(c) === "hospital"),
    );
    expect(browsePath("healthcare", null)).toBe("/accuracy?type=healthcare#every-project");
  });

  it("escapes what a visitor typed into the query", async () => {
    const res = await get(`/accuracy?type=${encodeURIComponent("<script>alert(1)</script>")}`);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).not.toContain("<script>");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
