/**
 * Every number the engine uses carries provenance: a source from the registry with unit and as-of
 * date, or a judgement with a reason. Parameters load through the strict valibot schema, and a
 * walk of the parameter files and question banks fails on any bare number.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as globalParams from "../../../shared/engine/params/global-params";
import { TYPE_PARAMS } from "../../../shared/engine/params/type-params";
import { ParamSchema } from "../../../shared/engine/provenance";
import { QUESTION_BANKS } from "../../../shared/engine/questions/question-banks";
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

describe("parameter provenance", () => {
  it("finds no bare number and no invalid parameter in the type parameters", () => {
    expect(failures(TYPE_PARAMS, "TYPE_PARAMS")).toEqual([]);
  });

  it("finds no bare number and no invalid parameter in the six question banks", () => {
    expect(failures(QUESTION_BANKS, "QUESTION_BANKS")).toEqual([]);
  });

  it("finds no bare number in the global parameters (price level aside)", () => {
    const { PRICE_LEVEL: _level, ...rest } = globalParams;
    expect(failures(rest, "global")).toEqual([]);
  });

  it("rejects a value without a source or a judgement", () => {
    expect(failures({ x: { value: 1.2, unit: "ratio" } }, "x")).toHaveLength(1);
    expect(failures({ x: { value: 1.2, judgement: "because", extra: 1 } }, "x")).toHaveLength(1);
    expect(failures({ x: { value: 1.2, unit: "ratio", source: "nowhere", asOf: "2025" } }, "x")).toHaveLength(
      1,
    );
    expect(failures({ x: { nested: 3 } }, "x")).toHaveLength(1);
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
      const sum = DIVISION_NAMES.reduce((s, n) => s + (TYPE_PARAMS[type].shares[n].value as number), 0);
      expect(sum).toBeCloseTo(1, 6);
    }
  });
});

describe("question banks", () => {
  it.each(PROJECT_TYPE_IDS)("%s has at least 14 well-formed questions", (type) => {
    const bank = QUESTION_BANKS[type];
    expect(bank.length).toBeGreaterThanOrEqual(14);
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    expect(bank.filter((q) => q.kind === "number" && q.role === "area")).toHaveLength(1);
    expect(bank.filter((q) => !(q.kind === "choice" && q.when)).length).toBeGreaterThanOrEqual(10);
    for (const q of bank) {
      if (q.kind === "number") {
        expect(q.unit.length).toBeGreaterThan(0);
        continue;
      }
      expect(q.options.length).toBeLessThanOrEqual(6);
      expect(q.options.filter((o) => o.notSure)).toHaveLength(1);
      expect(q.options.at(-1)?.label.startsWith("Not sure")).toBe(true);
      for (const o of q.options) expect(o.label).toMatch(/^[^()]+ \([^()]+\)$|^[^()]+$/);
      expect((q.prior.value as number[]).length).toBe(q.options.length - 1);
    }
  });
});
