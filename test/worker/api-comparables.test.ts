/**
 * Real projects like yours in the API (issue 27): the final estimate of the conversation, the
 * structured estimate and a saved estimate carry the nearest published projects of the type (and
 * of the kind the visitor chose, where the set has them), each with its source link and the basis
 * and both adjustments of its figures, and the reference class with its statistics.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Comparables, FinalEstimate, SavedEstimate, StructuredEstimate } from "../../shared/api/outputs";
import type { QuestionOut } from "../../shared/engine/index";
import { BASE, converse, pickAnswer, post, projectData } from "./api-helpers";
import { readXlsx } from "./xlsx-reader";

interface Case {
  what: string;
  type: string;
  state: string;
  city: string;
  areaSqFt: number;
  /** The kind question's id and the letter the visitor picks. */
  kind: [string, string];
  kindLabel: string;
  /** The kind's id, as the /accuracy view of its projects names it. */
  kindId: string;
  units?: number;
}

const CASES: Case[] = [
  {
    what: "a 200,000 sq ft hospital in Houston",
    type: "healthcare",
    state: "Texas",
    city: "Houston",
    areaSqFt: 200_000,
    kind: ["hc-kind", "a"],
    kindLabel: "Acute-care hospital or bed tower",
    kindId: "hospital",
  },
  {
    what: "a 2,400 sq ft home in Austin",
    type: "single-family",
    state: "Texas",
    city: "Austin",
    areaSqFt: 2_400,
    kind: ["sf-kind", "b"],
    kindLabel: "Built on your lot by a contractor, from a stock or the builder's plan",
    kindId: "contract",
  },
  {
    what: "a 60-unit apartment building in Denver",
    type: "multi-family",
    state: "Colorado",
    city: "Denver",
    areaSqFt: 60_000,
    units: 60,
    kind: ["mf-kind", "c"],
    kindLabel: "Mid-rise apartments",
    kindId: "mid-rise",
  },
  {
    what: "a 200 sq ft kitchen in Chicago",
    type: "home-improvements",
    state: "Illinois",
    city: "Chicago",
    areaSqFt: 200,
    kind: ["hi-scope", "a"],
    kindLabel: "Kitchen remodel",
    kindId: "kitchen",
  },
  {
    what: "a high school in a typed town (Pflugerville, Texas)",
    type: "educational",
    state: "Texas",
    city: "Pflugerville",
    areaSqFt: 220_000,
    kind: ["ed-level", "c"],
    kindLabel: "High school",
    kindId: "high",
  },
];

/** The visitor's answers: the kind, the area, the units; "Not sure" (the last option) elsewhere. */
function chooser(c: Case) {
  return (q: QuestionOut): string | number => {
    if (q.id === c.kind[0]) return c.kind[1];
    if (q.kind === "number") {
      if (q.unit === "sq ft") return c.areaSqFt;
      if (q.id === "mf-units" && c.units) return c.units;
      return pickAnswer(q);
    }
    const letters = ["a", "b", "c", "d", "e", "f"] as const;
    return letters.filter((l) => q[`option_${l}`]).at(-1)!;
  };
}

/** What every comparable and the class must show, whatever the estimate. */
function expectEvidence(comparables: Comparables, state: string) {
  expect(comparables.nearest.length).toBeGreaterThanOrEqual(5);
  expect(comparables.place.state).toBe(state);
  expect(comparables.place.multiplier).toBeGreaterThan(0);
  expect(comparables.priceLevel).toMatch(/^\d{4}-\d{2}$/);
  for (const c of comparables.nearest) {
    expect(c.source.url, c.id).toMatch(/^https?:\/\/\S+$/);
    expect(c.source.publisher, c.id).not.toBe("");
    expect(c.source.title, c.id).not.toBe("");
    expect(["construction", "total-project"]).toContain(c.cost.basis);
    expect(c.cost.includes, c.id).not.toBe("");
    expect(c.comparedWith).toBe(c.cost.basis);
    expect(c.escalation.factor).toBeGreaterThan(0.5);
    expect(c.escalation.toPriceLevel).toBe(comparables.priceLevel);
    expect(c.location.visitor).toBe(comparables.place.multiplier);
    expect(c.location.factor).toBeCloseTo(c.location.visitor / c.location.project, 3);
    // each figure is rounded to the dollar: within half a dollar of the one before, times its factor
    const { published, today, here } = c.perSqFt;
    expect(Math.abs(today - published * c.escalation.factor)).toBeLessThanOrEqual(
      0.5 * c.escalation.factor + 0.5,
    );
    expect(Math.abs(here - today * c.location.factor)).toBeLessThanOrEqual(0.5 * c.location.factor + 0.5);
    const range = comparables.range[c.comparedWith];
    const position = c.perSqFt.here < range.min ? "below" : c.perSqFt.here > range.max ? "above" : "inside";
    expect(c.position).toBe(position);
  }
  const rc = comparables.referenceClass;
  expect(rc.count).toBeGreaterThanOrEqual(5);
  expect(rc.thin).toBe(false);
  const all = rc.stats.all!;
  expect(all.count).toBe(rc.count);
  const order = [all.min, all.p10, all.p25, all.median, all.p75, all.p90, all.max];
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(rc.points).toHaveLength(rc.count);
  expect(rc.widened).toHaveLength(rc.tried.length - 1);
}

describe("comparables in the API", () => {
  for (const c of CASES) {
    it(`the final estimate of ${c.what} carries at least 5 projects of its type and kind`, async () => {
      const pd = projectData(c.type, c.state, c.city);
      const { answers } = await converse(pd, chooser(c));
      const res = await post("/api/final-estimate", { projectData: pd, answers });
      expect(res.status).toBe(200);
      const { comparables, costEstimate } = (await res.json()) as FinalEstimate;
      expect(costEstimate.sq_ft).toBe(c.areaSqFt);
      expect(comparables.kind).toBe(c.kindLabel);
      expect(comparables.browse).toBe(`/accuracy?type=${c.type}&kind=${c.kindId}#every-project`);
      expect(comparables.place.city).toBe(c.city);
      expectEvidence(comparables, c.state);
      for (const p of comparables.nearest) {
        expect(p.sameKind, p.id).toBe(true);
        expect(p.kind, p.id).toBe(c.kindLabel);
      }
      // the class is of the kind too: each kind here has at least 5 projects in the nation
      expect(comparables.referenceClass.kind).toBe(c.kindLabel);
    }, 30_000);
  }

  it("the structured estimate carries the type's nearest projects and their class (no kind is asked)", async () => {
    const res = await post("/api/estimate", {
      constructionType: "healthcare",
      state: "Texas",
      city: "Houston",
      areaSqFt: 200_000,
    });
    expect(res.status).toBe(200);
    const { comparables } = (await res.json()) as StructuredEstimate;
    expect(comparables.kind).toBeNull();
    expect(comparables.browse).toBe("/accuracy?type=healthcare#every-project");
    expectEvidence(comparables, "Texas");
    expect(comparables.nearest.every((p) => !p.sameKind)).toBe(true);
    expect(comparables.referenceClass.tried[0]).toEqual(
      expect.objectContaining({ kind: null, division: "West South Central" }),
    );
  });

  it("a saved estimate carries the comparables of its final estimate, computed when read", async () => {
    const c = CASES[2]!;
    const pd = projectData(c.type, c.state, c.city);
    const { answers } = await converse(pd, chooser(c));
    const final = (await (
      await post("/api/final-estimate", { projectData: pd, answers })
    ).json()) as FinalEstimate;
    const link = (await (await post("/api/estimates", { projectData: pd, answers })).json()) as {
      id: string;
    };
    const saved = (await (
      await exports.default.fetch(`${BASE}/api/estimates/${link.id}`)
    ).json()) as SavedEstimate;
    expect(saved.comparables).toEqual(final.comparables);
  });

  it("a saved estimate of the first answers only ranks by the kind when it was answered", async () => {
    const c = CASES[0]!;
    const pd = projectData(c.type, c.state, c.city);
    const { answers } = await converse(pd, chooser(c));
    const kindFirst = answers.findIndex((a) => a.answer === c.kind[1]) === 0;
    const link = (await (
      await post("/api/estimates", { projectData: pd, answers: answers.slice(0, 1) })
    ).json()) as {
      id: string;
    };
    const saved = (await (
      await exports.default.fetch(`${BASE}/api/estimates/${link.id}`)
    ).json()) as SavedEstimate;
    expect(saved.comparables!.kind).toBe(kindFirst ? c.kindLabel : null);
    expect(saved.comparables!.nearest.length).toBeGreaterThanOrEqual(5);
  });

  it("fill the download's Comparable projects sheet: links as text, numbers as numbers", async () => {
    const c = CASES[4]!;
    const pd = projectData(c.type, c.state, c.city);
    const { answers } = await converse(pd, chooser(c));
    const final = (await (
      await post("/api/final-estimate", { projectData: pd, answers })
    ).json()) as FinalEstimate;
    const res = await post("/api/download-estimate", { projectData: pd, answers });
    const book = readXlsx(new Uint8Array(await res.arrayBuffer()));
    const sheet = book.cells.get("Comparable projects")!;
    const text = (ref: string) => book.text("Comparable projects", ref);
    const header = [...sheet.keys()].find((ref) => ref.startsWith("A") && text(ref) === "Project")!;
    const first = Number(header.slice(1)) + 1;
    final.comparables.nearest.forEach((p, i) => {
      const row = first + i;
      expect(text(`A${row}`)).toBe(p.name);
      expect(sheet.get(`D${row}`)!.type).toBe("n");
      expect(Number(sheet.get(`F${row}`)!.value)).toBe(p.cost.amount);
      expect(Number(sheet.get(`J${row}`)!.value)).toBe(p.escalation.factor);
      expect(Number(sheet.get(`M${row}`)!.value)).toBe(p.location.factor);
      expect(Number(sheet.get(`N${row}`)!.value)).toBe(p.perSqFt.here);
      expect(sheet.get(`S${row}`)!.type).toBe("inlineStr");
      expect(text(`S${row}`)).toBe(p.source.url);
    });
    const refs = [...sheet.keys()];
    const median = refs.find((ref) => ref.startsWith("A") && text(ref) === "Median")!;
    const all = sheet.get(`B${median.slice(1)}`)!;
    expect(all.type).toBe("n");
    expect(Number(all.value)).toBe(final.comparables.referenceClass.stats.all!.median);
    for (const cell of sheet.values()) expect(cell.formula).toBeNull();
  }, 30_000);

  it("are published in the OpenAPI document", async () => {
    const doc = (await (await exports.default.fetch(`${BASE}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components?: { schemas?: Record<string, unknown> };
    };
    const text = JSON.stringify(doc);
    for (const path of ["/api/final-estimate", "/api/estimate"]) {
      expect(JSON.stringify(doc.paths[path]!.post!.responses["200"])).toContain("comparables");
    }
    expect(JSON.stringify(doc.paths["/api/estimates/{id}"]!.get!.responses["200"])).toContain("comparables");
    expect(text).toContain("Comparable");
  });
});
