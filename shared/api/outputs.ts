/**
 * What the API answers: valibot schemas of every response body (specification §3 "Question",
 * "Cost estimate", "Final estimate response", plus the extras of decision record 005) and the
 * types inferred from them. The client reads these types, the OpenAPI document is generated from
 * these schemas, and each route's handler must return a value of its type, so the engine's own
 * types cannot drift from the published contract without the type check failing. No places data
 * and no engine code: importing this module costs the client only what it uses.
 */
import * as v from "valibot";
import { DIVISION_NAMES, OPTION_LETTERS, QUESTION_COUNT } from "./constants";

export { DIVISION_NAMES, OPTION_LETTERS, QUESTION_COUNT };
export type DivisionName = (typeof DIVISION_NAMES)[number];
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** The quality tiers of the structured estimate, cheapest first. */
export const QUALITY_VALUES = ["economy", "standard", "premium", "luxury"] as const;
export type Quality = (typeof QUALITY_VALUES)[number];

const int = v.pipe(v.number(), v.integer());
const dollars = v.pipe(int, v.description("Whole US dollars."));
const option = v.optional(v.pipe(v.string(), v.description('"Label (detail)"; the label is shown.')));

/** Specification §3 "Answer record": an option letter, or a number for numeric questions. */
export const AnswerRecordSchema = v.pipe(
  v.object({
    question: v.pipe(v.string(), v.description("The question's text as it was shown, or its id.")),
    answer: v.pipe(v.union([v.string(), v.number()]), v.description("An option letter or a number.")),
    questionNumber: v.pipe(int, v.description("1-based position in the conversation.")),
  }),
  v.metadata({ ref: "AnswerRecord" }),
);
export type AnswerRecord = v.InferOutput<typeof AnswerRecordSchema>;

/** A question as the API sends it: the specification's fields plus id, kind, unit and bounds. */
export const QuestionSchema = v.pipe(
  v.object({
    id: v.string(),
    questionNumber: int,
    question: v.string(),
    kind: v.picklist(["choice", "number"]),
    option_a: option,
    option_b: option,
    option_c: option,
    option_d: option,
    option_e: option,
    option_f: option,
    unit: v.optional(v.string()),
    min: v.optional(v.number()),
    max: v.optional(v.number()),
    step: v.optional(v.number()),
  }),
  v.metadata({ ref: "Question" }),
);
export type QuestionOut = v.InferOutput<typeof QuestionSchema>;

/** Specification §3 "Cost estimate" plus the engine's extras; dollars are whole dollars. */
export const CostEstimateSchema = v.pipe(
  v.object({
    min: v.pipe(dollars, v.description("10th percentile of the hard construction cost.")),
    max: v.pipe(dollars, v.description("90th percentile.")),
    expected: v.pipe(dollars, v.description("Median; the division amounts add up to exactly this.")),
    sq_ft: v.pipe(int, v.description("The area the estimate assumes (answered, or typical).")),
    sqFtAnswered: v.boolean(),
    costPerSqFt: v.object({ min: int, expected: int, max: int }),
    features: v.pipe(
      v.array(v.record(v.string(), v.number())),
      v.description("Additions to the base model: single-entry objects { feature_name: dollars }."),
    ),
    estimateClass: v.pipe(v.picklist([5, 4, 3]), v.description("AACE estimate class reached.")),
    answered: int,
    asOf: v.pipe(v.string(), v.description("Price level of the cost data, YYYY-MM.")),
    dataVersion: v.string(),
    currency: v.literal("USD"),
  }),
  v.metadata({ ref: "CostEstimate" }),
);
export type CostEstimate = v.InferOutput<typeof CostEstimateSchema>;

/** The 16 CSI divisions (specification §3), whole dollars adding up to the expected cost. */
export const CostBreakdownSchema = v.pipe(
  v.object({ divisions: v.record(v.picklist(DIVISION_NAMES), dollars) }),
  v.metadata({ ref: "CostBreakdown" }),
);
export type CostBreakdown = v.InferOutput<typeof CostBreakdownSchema>;

/** Total project cost: construction plus the owner's soft costs (decision record 011). */
export const ProjectCostSchema = v.pipe(
  v.object({
    min: v.pipe(dollars, v.description("10th percentile of the total project cost.")),
    expected: v.pipe(
      dollars,
      v.description("costEstimate.expected plus every included item's amount, to the dollar."),
    ),
    max: v.pipe(dollars, v.description("90th percentile.")),
    items: v.array(
      v.object({
        id: v.pipe(
          v.string(),
          v.description("design, permits, ffe, testing, contingency, escalation, land, financing."),
        ),
        name: v.string(),
        amount: v.pipe(v.nullable(dollars), v.description("null when not known (land, financing).")),
        included: v.boolean(),
        source: v.pipe(
          v.string(),
          v.description(
            'The source in words (publisher, title, as-of date), "C2C judgement: …", "entered by you" or "not included".',
          ),
        ),
      }),
    ),
    construction: v.optional(
      v.pipe(dollars, v.description("The construction (hard) cost the items are added to.")),
    ),
    priceLevel: v.optional(v.pipe(v.string(), v.description("Price level before escalation, YYYY-MM."))),
    escalation: v.optional(
      v.pipe(
        v.nullable(
          v.object({
            startDate: v.string(),
            constructionMonths: v.number(),
            midpoint: v.pipe(v.string(), v.description("Midpoint of construction, YYYY-MM.")),
            factor: v.pipe(v.number(), v.description("Multiplier on the construction cost.")),
          }),
        ),
        v.description("null without a start date: the costs are at today's price level."),
      ),
    ),
  }),
  v.metadata({ ref: "ProjectCost" }),
);
export type ProjectCost = v.InferOutput<typeof ProjectCostSchema>;

/** What the visitor added to the budget: planned start and land cost, as given. */
export const BudgetInputSchema = v.object({
  startDate: v.nullable(v.string()),
  landCost: v.nullable(v.number()),
});
export type BudgetInput = v.InferOutput<typeof BudgetInputSchema>;

/** POST /api/initialize-questions and /api/next-question. */
export const StepSchema = v.object({
  question: v.pipe(v.nullable(QuestionSchema), v.description("null once ten questions are answered.")),
  costEstimate: CostEstimateSchema,
  projectCost: v.pipe(
    v.optional(ProjectCostSchema),
    v.description("The total project cost around this step's construction estimate."),
  ),
});
export type Step = v.InferOutput<typeof StepSchema>;

/** POST /api/final-estimate: the breakdown, the total project cost, the requirements and the estimate. */
export const FinalEstimateSchema = v.object({
  costBreakdown: CostBreakdownSchema,
  projectCost: ProjectCostSchema,
  requirements: v.pipe(
    v.array(v.string()),
    v.description('Plain sentences; the last is "Total Project Cost Range: $X - $Y".'),
  ),
  costEstimate: CostEstimateSchema,
});
export type FinalEstimate = v.InferOutput<typeof FinalEstimateSchema>;

/** A location factor with its provenance; national average = 1.00. */
export const LocationFactorSchema = v.object({
  factor: v.pipe(v.number(), v.description("Residential cost index of the place.")),
  commercial: v.optional(
    v.pipe(v.number(), v.description("Commercial and institutional cost index, where a source gives one.")),
  ),
  scope: v.pipe(
    v.picklist(["city", "county", "state"]),
    v.description(
      "The city's own index, its county's (a typed city priced by a listed city of its county) or the state's.",
    ),
  ),
  source: v.string(),
  asOf: v.string(),
});

const StateRefSchema = v.object({ name: v.string(), code: v.string(), iso: v.string(), slug: v.string() });
const CityRefSchema = v.pipe(
  v.nullable(v.object({ name: v.string(), slug: v.nullable(v.string()), custom: v.boolean() })),
  v.description("A listed city (slug set), a custom one (slug null, state's factor), or null."),
);

/** A state and city as the server resolved them, with the factor applied. */
export const ResolvedLocationSchema = v.pipe(
  v.object({ state: StateRefSchema, city: CityRefSchema, location: LocationFactorSchema }),
  v.metadata({ ref: "ResolvedLocation" }),
);

/** POST /api/estimate: a structured estimate without the conversation. */
export const StructuredEstimateSchema = v.object({
  project: v.object({
    constructionType: v.string(),
    state: StateRefSchema,
    city: CityRefSchema,
    locationFactor: LocationFactorSchema,
  }),
  inputs: v.object({
    areaSqFt: v.nullable(v.number()),
    quality: v.nullable(v.picklist(QUALITY_VALUES)),
    startDate: v.nullable(v.string()),
    landCost: v.nullable(v.number()),
  }),
  dataVersion: v.string(),
  costEstimate: CostEstimateSchema,
  costBreakdown: CostBreakdownSchema,
  projectCost: ProjectCostSchema,
});
export type StructuredEstimate = v.InferOutput<typeof StructuredEstimateSchema>;

/** POST /api/estimates: the saved estimate's id and the page its share link opens. */
export const ShareLinkSchema = v.object({
  id: v.pipe(v.string(), v.description("32 hex digits, a content hash of the inputs.")),
  url: v.string(),
});
export type ShareLink = v.InferOutput<typeof ShareLinkSchema>;

/** GET /api/estimates/{id}: the saved estimate as it was computed. */
export const SavedEstimateSchema = v.object({
  id: v.string(),
  recordVersion: int,
  savedAt: v.pipe(v.string(), v.description("ISO date and time the link was created.")),
  dataVersion: v.string(),
  projectData: v.object({
    constructionType: v.string(),
    state: v.string(),
    city: v.nullable(v.string()),
    timestamp: v.nullable(v.string()),
  }),
  location: ResolvedLocationSchema,
  answers: v.array(AnswerRecordSchema),
  costBreakdown: CostBreakdownSchema,
  budget: v.pipe(v.optional(BudgetInputSchema), v.description("Absent in links saved before.")),
  projectCost: v.pipe(v.optional(ProjectCostSchema), v.description("Absent in links saved before.")),
  requirements: v.array(v.string()),
  costEstimate: CostEstimateSchema,
});
export type SavedEstimate = v.InferOutput<typeof SavedEstimateSchema>;

/** GET /api/health. */
export const HealthSchema = v.object({ ok: v.literal(true) });

/** GET /api/landing: a landing page's content for a client-side navigation (the site's own use). */
export const LandingPayloadSchema = v.object({
  status: v.literal(200),
  path: v.string(),
  content: v.pipe(v.record(v.string(), v.unknown()), v.description("The page's content, as rendered.")),
});

/** What a line of a quote is (the Quote Checker). */
export const LINE_KINDS = ["item", "allowance", "exclusion", "markup", "total"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

const division = v.picklist(DIVISION_NAMES);
const amount = v.pipe(v.number(), v.description("US dollars as the quote gives them."));

/**
 * A quote-check request as the server understood it: type id, state and city names resolved, the
 * quote as validated. A saved check keeps it, and the page sends it again for the download and the
 * share link (it is a valid POST /api/quote-check body).
 */
export const QuoteCheckRequestSchema = v.pipe(
  v.object({
    project: v.object({
      constructionType: v.string(),
      state: v.string(),
      city: v.nullable(v.string()),
      areaSqFt: v.optional(v.number()),
      quality: v.optional(v.picklist(QUALITY_VALUES)),
      answers: v.optional(v.array(AnswerRecordSchema)),
    }),
    quote: v.object({
      total: v.optional(v.number()),
      text: v.optional(v.string()),
      lines: v.optional(
        v.array(
          v.object({
            description: v.string(),
            amount: v.optional(v.nullable(v.number())),
            division: v.optional(v.nullable(division)),
            kind: v.optional(v.picklist(LINE_KINDS)),
          }),
        ),
      ),
    }),
  }),
  v.metadata({ ref: "QuoteCheckRequest" }),
);
export type QuoteCheckRequest = v.InferOutput<typeof QuoteCheckRequestSchema>;

/** One line of a checked quote: as read (or as sent), and whether it is unusually large. */
export const CheckedLineSchema = v.object({
  description: v.string(),
  amount: v.pipe(v.nullable(amount), v.description("null for a line without a price.")),
  division: v.pipe(v.nullable(division), v.description("null when the line could not be placed.")),
  kind: v.picklist(LINE_KINDS),
  percent: v.optional(v.pipe(v.number(), v.description("A markup's rate in percent, when given."))),
  large: v.boolean(),
});
export type CheckedLine = v.InferOutput<typeof CheckedLineSchema>;

/** One division of a checked quote against its local range. */
export const DivisionCheckSchema = v.object({
  division,
  quoted: v.pipe(amount, v.description("The division's work and allowance lines, as written.")),
  compared: v.pipe(dollars, v.description("quoted with the quote's markups spread pro rata; flagged.")),
  min: dollars,
  expected: dollars,
  max: dollars,
  flag: v.picklist(["low", "ok", "high", "missing"]),
  lines: int,
  allowances: amount,
  excluded: v.pipe(v.boolean(), v.description("An exclusion line names this division.")),
});
export type DivisionCheck = v.InferOutput<typeof DivisionCheckSchema>;

/** POST /api/quote-check: where a quote sits against the local range, and what to ask. */
export const QuoteCheckResultSchema = v.pipe(
  v.object({
    total: v.object({
      quoted: amount,
      min: dollars,
      expected: dollars,
      max: dollars,
      position: v.picklist(["below", "within", "above"]),
      placement: v.pipe(v.number(), v.description("0 at min, 1 at max; outside 0–1 outside the range.")),
      vsExpected: v.pipe(v.number(), v.description("quoted / expected − 1.")),
      source: v.pipe(
        v.picklist(["given", "stated", "sum"]),
        v.description("The total field, the quote's total line, or the sum of its lines."),
      ),
      linesSum: amount,
      scope: v.pipe(
        v.picklist(["whole", "partial"]),
        v.description('"partial": a trade\'s quote, compared with the divisions it covers.'),
      ),
    }),
    divisions: v.array(DivisionCheckSchema),
    lines: v.array(CheckedLineSchema),
    markups: v.object({ amount, rate: v.pipe(v.number(), v.description("Markups over the work lines.")) }),
    allowances: amount,
    unplaced: v.object({ count: int, amount }),
    summary: v.pipe(v.array(v.string()), v.description("Plain sentences.")),
    questions: v.pipe(v.array(v.string()), v.description("Questions to ask the contractor.")),
    project: v.object({
      constructionType: v.string(),
      state: v.string(),
      city: v.nullable(v.string()),
      areaSqFt: v.pipe(int, v.description("The area the range assumes (given, or typical).")),
      areaGiven: v.boolean(),
      quality: v.nullable(v.picklist(QUALITY_VALUES)),
    }),
    skipped: v.pipe(int, v.description("Text lines skipped: headings, notes, payment terms.")),
    truncated: v.pipe(v.boolean(), v.description("More than 300 lines; only the first 300 were read.")),
    estimateClass: v.picklist([5, 4, 3]),
    basis: v.pipe(
      v.optional(
        v.object({
          kind: v.picklist(["typical", "answers"]),
          answered: int,
        }),
      ),
      v.description(
        'What the range is for: "answers", the estimate of the conversation\'s answers (answered of them); ' +
          '"typical", a typical project of the type, area and quality given. Absent in checks saved before.',
      ),
    ),
    dataVersion: v.string(),
    asOf: v.string(),
  }),
  v.metadata({ ref: "QuoteCheckResult" }),
);
export type QuoteCheckResult = v.InferOutput<typeof QuoteCheckResultSchema>;

/** GET /api/quote-checks/{id}: a saved quote check as it was computed. */
export const SavedQuoteCheckSchema = v.object({
  id: v.string(),
  recordVersion: int,
  savedAt: v.pipe(v.string(), v.description("ISO date and time the link was created.")),
  dataVersion: v.string(),
  input: QuoteCheckRequestSchema,
  check: QuoteCheckResultSchema,
});
export type SavedQuoteCheck = v.InferOutput<typeof SavedQuoteCheckSchema>;
