/**
 * The engine's data files load through one strict schema: every number is a parameter with
 * provenance (a registry source with unit and as-of date, or a judgement with a reason), keys are
 * exact, and a walk of the files fails on any bare number.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  EscalationDataSchema,
  GlobalDataSchema,
  SoftCostDataSchema,
  TypeDataSchema,
} from "../../../shared/engine/data-schema";
import { ESCALATION, GLOBAL, SOFT_COSTS, TYPE_DATA } from "../../../shared/engine/params";
import { ParamSchema } from "../../../shared/engine/provenance";
import { ENGINE_SOURCES } from "../../../shared/engine/sources";
import { DIVISION_NAMES } from "../../../shared/engine/types";
import { PROJECT_TYPE_IDS } from "../../../shared/project-types";

type Found = { path: string; ok: boolean; issue?: string };

/** Walks data; objects with a `value` key must be parameters; any other number is a failure. */
function walk(node: unknown, path: string, out: Found[]): void {
  if (typeof node === "number") {
    out.push({ path, ok: false, issue: "bare number without provenance" });
    return;
  }
  if (Array.isArray(node)) {
    node.forEach((x, i) => walk(x, `${path}[${i}]`, out));
    return;
  }
  if (node && typeof node === "object") {
    if ("value" in node) {
      const r = v.safeParse(ParamSchema, node);
      out.push({
        path,
        ok: r.success,
        issue: r.success ? undefined : r.issues.map((i) => i.message).join("; "),
      });
      return;
    }
    for (const [k, x] of Object.entries(node)) walk(x, `${path}.${k}`, out);
  }
}

function failures(data: unknown, root: string): Found[] {
  const out: Found[] = [];
  walk(data, root, out);
  return out.filter((f) => !f.ok);
}

describe("engine data files", () => {
  it.each(PROJECT_TYPE_IDS)("%s loads through the strict schema", (type) => {
    const r = v.safeParse(TypeDataSchema, TYPE_DATA[type]);
    expect(r.success ? [] : r.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`)).toEqual([]);
    expect(TYPE_DATA[type].type).toBe(type);
  });

  it.each([
    ["global", GlobalDataSchema, GLOBAL],
    ["soft-cost", SoftCostDataSchema, SOFT_COSTS],
    ["escalation", EscalationDataSchema, ESCALATION],
  ] as const)("loads the %s file through the strict schema", (_name, schema, data) => {
    const r = v.safeParse(schema, data);
    expect(r.success ? [] : r.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`)).toEqual([]);
  });

  it("rejects a misplaced key in the escalation file", () => {
    expect(v.safeParse(EscalationDataSchema, { ...ESCALATION, rate: ESCALATION.longTermRate }).success).toBe(
      false,
    );
    const { healthcare: _h, ...fiveTypes } = ESCALATION.durationByType;
    expect(v.safeParse(EscalationDataSchema, { ...ESCALATION, durationByType: fiveTypes }).success).toBe(
      false,
    );
  });

  it("finds no bare number and no invalid parameter in any data file", () => {
    expect(failures(TYPE_DATA, "types")).toEqual([]);
    const { priceLevel: _level, ...rest } = GLOBAL;
    expect(failures(rest, "global")).toEqual([]);
    const { items: _items, ...softCosts } = SOFT_COSTS;
    expect(failures(softCosts, "soft-costs")).toEqual([]);
    const { description: _d, ...escalation } = ESCALATION;
    expect(failures(escalation, "escalation")).toEqual([]);
  });

  it("rejects a value without a source or a judgement", () => {
    expect(failures({ x: { value: 1.2, unit: "ratio" } }, "x")).toHaveLength(1);
    expect(failures({ x: { value: 1.2, judgement: "because", extra: 1 } }, "x")).toHaveLength(1);
    expect(failures({ x: { value: 1.2, unit: "ratio", source: "nowhere", asOf: "2025" } }, "x")).toHaveLength(
      1,
    );
    expect(failures({ x: { nested: 3 } }, "x")).toHaveLength(1);
  });

  it("rejects a misplaced key in a type file", () => {
    const broken = { ...TYPE_DATA["single-family"], baseCost: { value: 1, judgement: "a stray parameter" } };
    expect(v.safeParse(TypeDataSchema, broken).success).toBe(false);
  });

  it("lists each source once, with a publisher, a title and what it backs", () => {
    const ids = ENGINE_SOURCES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of ENGINE_SOURCES) {
      expect(s.publisher.length).toBeGreaterThan(3);
      expect(s.title.length).toBeGreaterThan(3);
      expect(s.backs.length).toBeGreaterThan(3);
    }
  });

  it("gives every type division shares that sum to 1", () => {
    for (const type of PROJECT_TYPE_IDS) {
      const sum = DIVISION_NAMES.reduce((s, n) => s + (TYPE_DATA[type].shares[n].value as number), 0);
      expect(sum).toBeCloseTo(1, 6);
    }
  });

  it("gives every type each soft-cost item", () => {
    for (const type of PROJECT_TYPE_IDS) {
      expect(Object.keys(SOFT_COSTS.byType[type]).sort()).toEqual(SOFT_COSTS.items.map((i) => i.id).sort());
    }
  });
});

describe("question banks", () => {
  it.each(PROJECT_TYPE_IDS)("%s has at least 14 well-formed questions and kinds", (type) => {
    const d = TYPE_DATA[type];
    const bank = d.questions;
    expect(bank.length + (d.kindQuestion ? 1 : 0)).toBeGreaterThanOrEqual(14);
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    expect(bank.filter((q) => q.kind === "number" && q.role === "area")).toHaveLength(1);
    // enough questions for ten even when the kind is "Not sure" (kind-restricted ones are then skipped)
    const always = bank.filter((q) => !q.kinds && !(q.kind === "choice" && q.when)).length;
    expect(always + (d.kindQuestion ? 1 : 0)).toBeGreaterThanOrEqual(10);
    const kindIds = d.kinds.map((k) => k.id);
    for (const q of bank) {
      for (const k of q.kinds ?? []) expect(kindIds).toContain(k);
      if (q.kind === "number") {
        expect(q.unit.length).toBeGreaterThan(0);
        continue;
      }
      expect(q.options.length).toBeLessThanOrEqual(5);
      for (const o of q.options) expect(o.label).toMatch(/^[^()]+ \([^()]+\)$|^[^()]+$/);
      const priors = q.priorByKind ? Object.values(q.priorByKind) : [q.prior!];
      expect(priors.length).toBeGreaterThan(0);
      for (const p of priors) expect((p.value as number[]).length).toBe(q.options.length);
      for (const k of Object.keys(q.priorByKind ?? {})) expect(kindIds).toContain(k);
    }
  });
});
