/**
 * valibot schemas of the Quote Checker's API bodies (POST /api/quote-check, its download and its
 * share link), beside the other API schemas and reusing their project fields. A quote is a total,
 * a text of at most 20,000 characters, or at most 300 lines, and at least one of them.
 */
import * as v from "valibot";
import { DIVISION_NAMES } from "./engine/types";
import { MAX_DESCRIPTION, MAX_LINES } from "./quote/reader";
import { CitySchema, ConstructionTypeSchema, MAX_NUMBER, QUALITY_VALUES, StateSchema } from "./schemas";

/** Longest quote text accepted. */
export const MAX_QUOTE_TEXT = 20_000;
/** What a line can be, as the API names it. */
export const LINE_KINDS = ["item", "allowance", "exclusion", "markup", "total"] as const;

const money = (what: string, min: number) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.finite(`${what} must be a finite number`),
    v.minValue(min, `${what} must be at least ${min}`),
    v.maxValue(MAX_NUMBER * 10, `${what} must be at most ${MAX_NUMBER * 10}`),
  );

/** The project the quote is for: located like an estimate, with optional area and quality. */
export const QuoteProjectSchema = v.object({
  constructionType: ConstructionTypeSchema,
  state: StateSchema,
  city: CitySchema,
  areaSqFt: v.optional(
    v.pipe(
      v.number("areaSqFt must be a number"),
      v.finite("areaSqFt must be a finite number"),
      v.minValue(1, "areaSqFt must be positive"),
      v.maxValue(MAX_NUMBER, `areaSqFt must be at most ${MAX_NUMBER}`),
    ),
  ),
  quality: v.optional(v.picklist(QUALITY_VALUES, `quality must be one of ${QUALITY_VALUES.join(", ")}`)),
});
export type QuoteProject = v.InferOutput<typeof QuoteProjectSchema>;

/** One line sent as data; division and kind are optional (the visitor's choice overrides the reader). */
export const QuoteLineInputSchema = v.object({
  description: v.pipe(
    v.string("description must be a string"),
    v.maxLength(MAX_DESCRIPTION, `description is longer than ${MAX_DESCRIPTION} characters`),
  ),
  amount: v.nullish(money("amount", -MAX_NUMBER * 10)),
  division: v.nullish(v.picklist(DIVISION_NAMES, "division must be one of the 16 CSI division names")),
  kind: v.optional(v.picklist(LINE_KINDS, `kind must be one of ${LINE_KINDS.join(", ")}`)),
});

/** The quote: a total, a text, lines — at least one. */
export const QuoteSchema = v.pipe(
  v.object({
    total: v.optional(money("total", 1)),
    text: v.optional(
      v.pipe(
        v.string("text must be a string"),
        v.maxLength(MAX_QUOTE_TEXT, `text is longer than ${MAX_QUOTE_TEXT} characters`),
      ),
    ),
    lines: v.optional(
      v.pipe(
        v.array(QuoteLineInputSchema, "lines must be a list of { description, amount }"),
        v.maxLength(MAX_LINES, `lines holds at most ${MAX_LINES} lines`),
      ),
    ),
  }),
  v.check(
    (q) => q.total !== undefined || (q.text ?? "").trim() !== "" || (q.lines?.length ?? 0) > 0,
    "quote needs a total, a text or lines",
  ),
);

/** POST /api/quote-check, /api/quote-check/download and /api/quote-checks. */
export const QuoteCheckInputSchema = v.object({ project: QuoteProjectSchema, quote: QuoteSchema });
export type QuoteCheckInput = v.InferOutput<typeof QuoteCheckInputSchema>;
