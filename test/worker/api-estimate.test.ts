/** POST /api/estimate: the structured estimate without the conversation. */
import { describe, expect, it } from "vitest";
import { DIVISION_NAMES } from "../../shared/engine/index";
import { likelyRange } from "../../shared/likely-range";
import type { StructuredEstimate } from "../../shared/api/outputs";
import { post, type ErrorJson } from "./api-helpers";

interface EstimateJson {
  project: {
    constructionType: string;
    state: { code: string };
    city: { name: string; custom: boolean } | null;
  };
  inputs: { areaSqFt: number | null; quality: string | null };
  dataVersion: string;
  costEstimate: { min: number; expected: number; max: number; sq_ft: number; sqFtAnswered: boolean };
  costBreakdown: { divisions: Record<string, number> };
}

async function estimate(body: unknown) {
  const res = await post("/api/estimate", body);
  return { status: res.status, body: (await res.json()) as EstimateJson & ErrorJson };
}

describe("POST /api/estimate", () => {
  it("gives the likely range (25th–75th percentile) inside the 80% range, on the construction and the project cost", async () => {
    const res = await post("/api/estimate", {
      constructionType: "healthcare",
      state: "texas",
      city: "houston",
      areaSqFt: 200000,
      landCost: 1000000,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as StructuredEstimate;
    const e = body.costEstimate;
    const l = likelyRange(e, "healthcare");
    expect(e.likely).toEqual({ min: Math.round(l.min), max: Math.round(l.max) });
    expect(e.min).toBeLessThan(e.likely.min);
    expect(e.likely.min).toBeLessThan(e.expected);
    expect(e.expected).toBeLessThan(e.likely.max);
    expect(e.likely.max).toBeLessThan(e.max);
    const p = body.projectCost;
    expect(p.min).toBeLessThan(p.likely.min);
    expect(p.likely.min).toBeLessThan(p.expected);
    expect(p.expected).toBeLessThan(p.likely.max);
    expect(p.likely.max).toBeLessThan(p.max);
  });

  it("prices a typed city by its county's listed city: Pflugerville as Austin, an unknown one as Texas", async () => {
    const base = { constructionType: "single-family", state: "texas", areaSqFt: 2400, quality: "standard" };
    const austin = await estimate({ ...base, city: "austin" });
    const pflugerville = await estimate({ ...base, city: "pflugerville" });
    const unknown = await estimate({ ...base, city: "Nowhere Creek" });
    const texas = await estimate(base);
    expect(pflugerville.status).toBe(200);
    expect(pflugerville.body.project.city).toMatchObject({ name: "Pflugerville", custom: true });
    expect(pflugerville.body.costEstimate).toEqual(austin.body.costEstimate);
    expect(unknown.body.costEstimate).toEqual(texas.body.costEstimate);
    expect(austin.body.costEstimate.expected).not.toBe(texas.body.costEstimate.expected);
  });

  it("prices a 2,400 sq ft standard single-family home in Austin, Texas", async () => {
    const { status, body } = await estimate({
      constructionType: "single-family",
      state: "texas",
      city: "austin",
      areaSqFt: 2400,
      quality: "standard",
    });
    expect(status).toBe(200);
    expect(body.project.state.code).toBe("TX");
    expect(body.project.city).toMatchObject({ name: "Austin", custom: false });
    expect(body.costEstimate.sq_ft).toBe(2400);
    expect(body.costEstimate.sqFtAnswered).toBe(true);
    expect(Object.keys(body.costBreakdown.divisions)).toEqual([...DIVISION_NAMES]);
    const sum = Object.values(body.costBreakdown.divisions).reduce((s, x) => s + x, 0);
    expect(sum).toBe(body.costEstimate.expected);
  });

  it("needs only type and state, assuming the typical area", async () => {
    const { status, body } = await estimate({ constructionType: "Healthcare", state: "NY" });
    expect(status).toBe(200);
    expect(body.project.city).toBeNull();
    expect(body.costEstimate.sqFtAnswered).toBe(false);
    expect(body.inputs).toEqual({ areaSqFt: null, quality: null, startDate: null, landCost: null });
  });

  it("costs more for luxury than for economy at the same size", async () => {
    const base = { constructionType: "multi-family", state: "Florida", city: "Miami", areaSqFt: 20000 };
    const economy = await estimate({ ...base, quality: "economy" });
    const luxury = await estimate({ ...base, quality: "luxury" });
    expect(luxury.body.costEstimate.expected).toBeGreaterThan(economy.body.costEstimate.expected);
  });

  it("answers 400 when areaSqFt is negative", async () => {
    const { status, body } = await estimate({
      constructionType: "single-family",
      state: "Texas",
      areaSqFt: -5,
    });
    expect(status).toBe(400);
    expect(body.error.issues?.[0]?.path).toBe("areaSqFt");
  });

  it("answers 400 out_of_range when areaSqFt is 50,000,000 for a single-family home", async () => {
    const { status, body } = await estimate({
      constructionType: "single-family",
      state: "Texas",
      areaSqFt: 5e7,
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe("out_of_range");
    expect(body.error.issues?.[0]?.path).toBe("areaSqFt");
  });

  it("answers 400 for quality 'gold' and for areaSqFt given as text", async () => {
    const gold = await estimate({ constructionType: "educational", state: "Ohio", quality: "gold" });
    expect(gold.status).toBe(400);
    expect(gold.body.error.issues?.[0]?.path).toBe("quality");
    const text = await estimate({ constructionType: "educational", state: "Ohio", areaSqFt: "2400" });
    expect(text.status).toBe(400);
    expect(text.body.error.issues?.[0]?.path).toBe("areaSqFt");
  });
});
