/**
 * Provenance of every number the engine uses. A parameter is either sourced (unit, source id from
 * the registry in sources.ts, as-of date) or our own judgement with a one-line reason. The strict
 * valibot schema here is what the provenance test loads every parameter through, so a misplaced or
 * missing key fails instead of being silently ignored.
 */
import * as v from "valibot";
import { SOURCE_IDS, type SourceId } from "./sources";

/** A value taken from a source in the registry. */
export interface SourcedParam {
  value: number | readonly number[];
  unit: string;
  source: SourceId;
  asOf: string;
}

/** A value of our own judgement, with the reason for it. */
export interface JudgedParam {
  value: number | readonly number[];
  unit?: string;
  judgement: string;
}

/** Any parameter: a number (or a short list of numbers) with its provenance. */
export type Param = SourcedParam | JudgedParam;

/** A sourced parameter. */
export function sourced(
  value: number | readonly number[],
  unit: string,
  source: SourceId,
  asOf: string,
): SourcedParam {
  return { value, unit, source, asOf };
}

/** A parameter of our own judgement; the reason is one line. */
export function judged(value: number | readonly number[], judgement: string, unit?: string): JudgedParam {
  return unit === undefined ? { value, judgement } : { value, unit, judgement };
}

/** The scalar value of a parameter (throws on a list: a programming error). */
export function num(p: Param): number {
  if (typeof p.value !== "number") throw new Error("expected a scalar parameter");
  return p.value;
}

/** The list value of a parameter. */
export function list(p: Param): readonly number[] {
  if (typeof p.value === "number") return [p.value];
  return p.value;
}

const ValueSchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.array(v.pipe(v.number(), v.finite())), v.minLength(1)),
]);

/** Strict schema of a sourced parameter. */
export const SourcedParamSchema = v.strictObject({
  value: ValueSchema,
  unit: v.pipe(v.string(), v.minLength(1)),
  source: v.picklist(SOURCE_IDS),
  asOf: v.pipe(v.string(), v.regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)),
});

/** Strict schema of a judgement parameter: the reason must say something. */
export const JudgedParamSchema = v.strictObject({
  value: ValueSchema,
  unit: v.optional(v.pipe(v.string(), v.minLength(1))),
  judgement: v.pipe(v.string(), v.minLength(12)),
});

/** Schema of any parameter. */
export const ParamSchema = v.union([SourcedParamSchema, JudgedParamSchema]);
