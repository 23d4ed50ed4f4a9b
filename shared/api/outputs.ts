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
export type { DivisionName, OptionLetter } from "./constants";

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
    likely: v.pipe(
      v.object({ min: dollars, max: dollars }),
      v.description(
        "The likely range: 25th and 75th percentile of the same error model as min and max (half of projects like this land inside it).",
      ),
    ),
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
    likely: v.pipe(
      v.object({ min: dollars, max: dollars }),
      v.description(
        "The likely range: 25th and 75th percentile of the same error model as min and max; a land cost is added to both (half of projects like this land inside it).",
      ),
    ),
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

// ---- Comparable projects: real projects like yours (issue 27; rule in shared/evidence) ----

/** What a published cost covers: the construction contract, or the total project with soft costs. */
export const COST_BASES = ["construction", "total-project"] as const;
export type CostBasis = (typeof COST_BASES)[number];

const perSqFt = v.pipe(int, v.description("Whole US dollars per sq ft."));
const factor = (what: string) => v.pipe(v.number(), v.description(what));

/** An 80% range per sq ft. */
export const PerSqFtRangeSchema = v.object({ min: perSqFt, max: perSqFt });
export type PerSqFtRange = v.InferOutput<typeof PerSqFtRangeSchema>;

/** One published project of the calibration set, brought to today's price level and the visitor's place. */
export const ComparableSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.description("The case's id in the calibration set (/accuracy).")),
    name: v.string(),
    city: v.pipe(v.string(), v.description('"" for an average.')),
    state: v.pipe(v.string(), v.description('State name; "" for a national or regional average.')),
    average: v.pipe(
      v.nullable(v.string()),
      v.description(
        'A published average: the region it covers ("national" or a census division); null for one project.',
      ),
    ),
    year: v.pipe(int, v.description("Year the cost was set (bid, contract, budget, survey).")),
    areaSqFt: int,
    kind: v.pipe(
      v.nullable(v.string()),
      v.description("The kind its owner would choose; null when mixed or unknown."),
    ),
    sameKind: v.pipe(v.boolean(), v.description("The same kind as the visitor chose.")),
    nearness: v.pipe(
      v.picklist(["state", "division", "nation"]),
      v.description("In the visitor's state, in their census division, or elsewhere."),
    ),
    cost: v.object({
      amount: v.pipe(dollars, v.description("The published cost, in dollars of its year.")),
      basis: v.picklist(COST_BASES),
      includes: v.pipe(
        v.string(),
        v.description("What the published cost includes, as the source says (shortened)."),
      ),
    }),
    perSqFt: v.object({
      published: v.pipe(perSqFt, v.description("Published cost / area: its year's dollars, its place.")),
      today: v.pipe(perSqFt, v.description("published × escalation.factor: today's price level, its place.")),
      here: v.pipe(
        perSqFt,
        v.description("today × location.factor: today's price level, the visitor's place."),
      ),
    }),
    escalation: v.object({
      factor: factor("The cost index from its year to the price level (the calibration's index)."),
      fromYear: int,
      toPriceLevel: v.pipe(v.string(), v.description("YYYY-MM.")),
    }),
    location: v.object({
      project: factor("The engine's location multiplier for the type at the project's place."),
      visitor: factor("The same at the visitor's place."),
      factor: factor("visitor / project."),
    }),
    position: v.pipe(
      v.picklist(["below", "inside", "above"]),
      v.description("perSqFt.here against the visitor's 80% range of the same basis (comparedWith)."),
    ),
    comparedWith: v.picklist(COST_BASES),
    source: v.object({ publisher: v.string(), title: v.string(), year: int, url: v.string() }),
  }),
  v.metadata({ ref: "Comparable" }),
);
export type Comparable = v.InferOutput<typeof ComparableSchema>;

/** How a reference class's cost per sq ft spreads, at the visitor's place and price level. */
export const ClassStatsSchema = v.pipe(
  v.object({
    count: int,
    min: perSqFt,
    p10: perSqFt,
    p25: perSqFt,
    median: perSqFt,
    p75: perSqFt,
    p90: perSqFt,
    max: perSqFt,
  }),
  v.description("Percentiles interpolated linearly between the sorted values (PERCENTILE.INC)."),
  v.metadata({ ref: "ClassStats" }),
);
export type ClassStats = v.InferOutput<typeof ClassStatsSchema>;

/** The projects like the visitor's as a whole: which class, how it was widened, how it spreads. */
export const ReferenceClassSchema = v.object({
  kind: v.pipe(v.nullable(v.string()), v.description("The kind of the class; null: every kind of the type.")),
  division: v.pipe(
    v.nullable(v.string()),
    v.description("The census division of the class; null: the nation."),
  ),
  count: int,
  thin: v.pipe(v.boolean(), v.description("Fewer than 5 projects even at the widest.")),
  tried: v.pipe(
    v.array(v.object({ kind: v.nullable(v.string()), division: v.nullable(v.string()), count: int })),
    v.description("Each class tried, narrowest first; the last is the one used."),
  ),
  widened: v.pipe(v.array(v.string()), v.description("Each widening step taken, in words.")),
  stats: v.object({
    all: v.nullable(ClassStatsSchema),
    construction: v.pipe(v.nullable(ClassStatsSchema), v.description("The construction costs only.")),
    totalProject: v.pipe(v.nullable(ClassStatsSchema), v.description("The total project costs only.")),
  }),
  points: v.pipe(
    v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        year: int,
        place: v.pipe(v.string(), v.description('"City, State", "State" or "… average".')),
        url: v.pipe(v.string(), v.description("The source's link.")),
        perSqFt,
        basis: v.picklist(COST_BASES),
      }),
    ),
    v.description("Every project of the class at the visitor's place and price level, cheapest first."),
  ),
});
export type ReferenceClass = v.InferOutput<typeof ReferenceClassSchema>;

/** Real projects like the visitor's: the nearest ones and their reference class. */
export const ComparablesSchema = v.pipe(
  v.object({
    priceLevel: v.pipe(v.string(), v.description("The price level every figure is brought to, YYYY-MM.")),
    place: v.object({
      state: v.string(),
      city: v.nullable(v.string()),
      division: v.nullable(v.string()),
      multiplier: factor("The engine's location multiplier for the type at the visitor's place."),
    }),
    kind: v.pipe(v.nullable(v.string()), v.description("The kind the visitor chose; null when not chosen.")),
    browse: v.pipe(
      v.string(),
      v.description(
        "The path of the /accuracy page that lists every published project of the visitor's type (and kind, when chosen), with the engine's range for each.",
      ),
    ),
    range: v.pipe(
      v.object({ construction: PerSqFtRangeSchema, "total-project": PerSqFtRangeSchema }),
      v.description("The visitor's 80% range per sq ft on each basis, at today's price level."),
    ),
    nearest: v.pipe(
      v.array(ComparableSchema),
      v.description(
        "Same kind first, then by size, age and region (see the README: how 'nearest' is chosen).",
      ),
    ),
    referenceClass: ReferenceClassSchema,
    note: v.pipe(v.string(), v.description("What the figures are, in one paragraph.")),
  }),
  v.metadata({ ref: "Comparables" }),
);
export type Comparables = v.InferOutput<typeof ComparablesSchema>;

// ---- end of comparable projects ----

/** POST /api/initialize-questions and /api/next-question. */
/** The location multiplier an estimate applies for its type, as every screen shows it. */
export const LocationFigureSchema = v.pipe(
  v.object({
    multiplier: v.pipe(
      v.number(),
      v.description("The multiplier applied for the type at the place, to hundredths (national = 1.00)."),
    ),
    percent: v.pipe(
      v.number(),
      v.description("Whole percent against the national average, of the same hundredths."),
    ),
    scope: v.picklist(["city", "county", "state"]),
  }),
  v.metadata({ ref: "LocationFigure" }),
);
export type LocationFigure = v.InferOutput<typeof LocationFigureSchema>;

const FiveSchema = v.object({
  min: v.number(),
  likelyMin: v.number(),
  expected: v.number(),
  likelyMax: v.number(),
  max: v.number(),
});

/** One kind of building at its typical size: construction cost per sq ft, likely and 80% ranges. */
export const KindFigureSchema = v.pipe(
  v.object({
    label: v.string(),
    typicalSqFt: v.number(),
    perSqFt: v.pipe(
      FiveSchema,
      v.description("10th, 25th, 50th, 75th and 90th percentile per sq ft, whole dollars."),
    ),
  }),
  v.metadata({ ref: "KindFigure" }),
);
export type KindFigure = v.InferOutput<typeof KindFigureSchema>;

export const StepSchema = v.object({
  question: v.pipe(v.nullable(QuestionSchema), v.description("null once ten questions are answered.")),
  costEstimate: CostEstimateSchema,
  kinds: v.pipe(
    v.optional(v.array(KindFigureSchema)),
    v.description(
      "First step only: each kind of building at its typical size (what the first answers narrow the range to).",
    ),
  ),
  location: v.pipe(
    v.optional(LocationFigureSchema),
    v.description(
      "The location multiplier the estimate applies, and its percent against the national average.",
    ),
  ),
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
  comparables: v.pipe(ComparablesSchema, v.description("Real projects like this one (the calibration set).")),
});
export type FinalEstimate = v.InferOutput<typeof FinalEstimateSchema>;

// ---- What moves your cost (issue 28; the rule in shared/whatif) ----

/** An estimate or a change of one: median, likely (25th–75th) and 80% (10th–90th) range. */
export const WhatIfFiguresSchema = v.pipe(
  v.object({
    expected: dollars,
    likelyMin: dollars,
    likelyMax: dollars,
    min: dollars,
    max: dollars,
  }),
  v.metadata({ ref: "WhatIfFigures" }),
);
export type WhatIfFigures = v.InferOutput<typeof WhatIfFiguresSchema>;

const WhatIfAnswerSchema = v.object({
  answer: v.pipe(v.union([v.string(), v.number()]), v.description("An option letter or a number.")),
  label: v.pipe(v.string(), v.description('As shown: "Full basement", "2,880 sq ft".')),
});

const QuestionShiftSchema = v.object({ id: v.string(), question: v.string() });

/** One other answer to one question, and what it changes. */
export const WhatIfSchema = v.pipe(
  v.object({
    questionId: v.string(),
    questionNumber: v.pipe(int, v.description("The question's position in the conversation sent.")),
    question: v.string(),
    from: v.pipe(WhatIfAnswerSchema, v.description("The answer given.")),
    to: v.pipe(WhatIfAnswerSchema, v.description("The answer priced instead.")),
    construction: v.pipe(WhatIfFiguresSchema, v.description("Construction cost with the change.")),
    constructionDelta: v.pipe(
      WhatIfFiguresSchema,
      v.description(
        "The change of construction cost; its ranges are those of the change itself (the two estimates share most of their uncertainty), not the difference of the two ranges.",
      ),
    ),
    project: v.pipe(WhatIfFiguresSchema, v.description("Total project cost with the change.")),
    projectDelta: v.pipe(WhatIfFiguresSchema, v.description("The change of total project cost.")),
    withinUncertainty: v.pipe(
      v.boolean(),
      v.description("The change's 80% range reaches past zero: smaller than its own uncertainty."),
    ),
    nowAsked: v.pipe(
      v.array(QuestionShiftSchema),
      v.description('Questions the change brings into the conversation, counted as "Not sure".'),
    ),
    noLongerAsked: v.pipe(
      v.array(QuestionShiftSchema),
      v.description("Questions the change takes out of the conversation (their answers are dropped)."),
    ),
    answers: v.pipe(
      v.array(AnswerRecordSchema),
      v.description("The ten answers with the change: what /api/final-estimate takes to apply it."),
    ),
    summary: v.pipe(
      v.string(),
      v.description(
        'In plain words: "Full basement instead of slab on grade: +$46K, likely +$33K to +$61K."',
      ),
    ),
  }),
  v.metadata({ ref: "WhatIf" }),
);
export type WhatIf = v.InferOutput<typeof WhatIfSchema>;

/** POST /api/what-if: every other answer of a finished estimate, largest change first. */
export const WhatIfResultSchema = v.object({
  construction: v.pipe(WhatIfFiguresSchema, v.description("The estimate's construction cost as sent.")),
  project: v.pipe(WhatIfFiguresSchema, v.description("Its total project cost.")),
  alternatives: v.pipe(
    v.array(WhatIfSchema),
    v.description("Every alternative, the largest change of construction cost first."),
  ),
  savings: v.pipe(v.array(WhatIfSchema), v.description("The five biggest savings, largest first.")),
  additions: v.pipe(v.array(WhatIfSchema), v.description("The five biggest additions, largest first.")),
});
export type WhatIfResult = v.InferOutput<typeof WhatIfResultSchema>;

/** One answer of a scenario that differs from scenario A's. */
const ScenarioChangeSchema = v.object({
  questionId: v.string(),
  question: v.string(),
  from: v.pipe(v.nullable(v.string()), v.description("A's answer as shown; null when A is not asked it.")),
  to: v.pipe(v.nullable(v.string()), v.description("This scenario's answer; null when it is not asked it.")),
});

/** One priced scenario of a comparison. */
export const ScenarioSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.description('"A", "B" or "C", in the order sent.')),
    label: v.pipe(
      v.string(),
      v.description('"Your estimate" for A; for the others, the answers changed against A in plain words.'),
    ),
    changes: v.pipe(v.array(ScenarioChangeSchema), v.description("Every answer that differs from A's.")),
    answers: v.pipe(
      v.array(AnswerRecordSchema),
      v.description("The ten answers with the questions they answer (what /api/final-estimate takes)."),
    ),
    labels: v.pipe(
      v.array(v.string()),
      v.description('Each answer as shown ("Full basement", "2,400 sq ft").'),
    ),
    costEstimate: CostEstimateSchema,
    costBreakdown: CostBreakdownSchema,
    projectCost: ProjectCostSchema,
  }),
  v.metadata({ ref: "Scenario" }),
);
export type Scenario = v.InferOutput<typeof ScenarioSchema>;

/** POST /api/scenarios: the scenarios priced side by side. */
export const ScenariosResultSchema = v.object({
  scenarios: v.pipe(v.array(ScenarioSchema), v.description("In the order sent; A is the estimate.")),
});
export type ScenariosResult = v.InferOutput<typeof ScenariosResultSchema>;

// ---- end of what moves your cost ----

/** A location factor with its provenance; national average = 1.00. */
export const LocationFactorSchema = v.object({
  factor: v.pipe(v.number(), v.description("Residential cost index of the place.")),
  commercial: v.optional(
    v.pipe(v.number(), v.description("Commercial and institutional cost index, where a source gives one.")),
  ),
  scope: v.pipe(
    v.picklist(["city", "county", "state"]),
    v.description(
      "The city's own index, its county's (a place without its own figures priced by its county) or the state's.",
    ),
  ),
  source: v.string(),
  asOf: v.string(),
});

/** GET /api/zip: what a ZIP code names and the index its county is priced with. */
export const ZipPlaceSchema = v.object({
  zip: v.pipe(v.string(), v.description("The 5-digit ZIP code.")),
  place: v.pipe(v.string(), v.description("The place the postal file names for it.")),
  county: v.pipe(v.string(), v.description("Its county.")),
  state: v.object({ name: v.string(), code: v.string() }),
  location: LocationFactorSchema,
});
export type ZipPlace = v.InferOutput<typeof ZipPlaceSchema>;

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
  comparables: v.pipe(ComparablesSchema, v.description("Real projects like this one (the calibration set).")),
});
export type StructuredEstimate = v.InferOutput<typeof StructuredEstimateSchema>;

/** POST /api/estimates: the saved estimate's id and the page its share link opens. */
export const ShareLinkSchema = v.object({
  id: v.pipe(v.string(), v.description("32 hex digits, a content hash of the inputs.")),
  url: v.string(),
});
export type ShareLink = v.InferOutput<typeof ShareLinkSchema>;

/** What every saved record behind a share link starts with: its id, versions and date. */
const savedFields = {
  id: v.string(),
  recordVersion: int,
  savedAt: v.pipe(v.string(), v.description("ISO date and time the link was created.")),
  dataVersion: v.string(),
};

/** GET /api/estimates/{id}: the saved estimate as it was computed. */
export const SavedEstimateSchema = v.object({
  ...savedFields,
  projectData: v.object({
    constructionType: v.string(),
    state: v.string(),
    city: v.nullable(v.string()),
    timestamp: v.nullable(v.string()),
    zip: v.pipe(
      v.optional(v.string()),
      v.description(
        "The ZIP code the estimate was started with, when one was given (absent in links saved before).",
      ),
    ),
  }),
  location: ResolvedLocationSchema,
  answers: v.array(AnswerRecordSchema),
  drawn: v.pipe(
    v.optional(v.array(v.object({ question: v.string(), answer: v.union([v.string(), v.number()]) }))),
    v.description(
      "The answers taken from a plan set (the Drawing Estimate): each answered question's id and its answer. " +
        "Absent when none was, and in links saved before.",
    ),
  ),
  costBreakdown: CostBreakdownSchema,
  budget: v.pipe(v.optional(BudgetInputSchema), v.description("Absent in links saved before.")),
  projectCost: v.pipe(v.optional(ProjectCostSchema), v.description("Absent in links saved before.")),
  requirements: v.array(v.string()),
  costEstimate: CostEstimateSchema,
  comparables: v.pipe(
    v.optional(ComparablesSchema),
    v.description(
      "Real projects like this one: computed when read, from today's calibration set; not stored.",
    ),
  ),
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

// ---- What the tools share (the Quote Checker, Quote Changes) ----

/** The place of a tool's project, as the server understood it (type id, state and city names). */
const toolPlace = { constructionType: v.string(), state: v.string(), city: v.nullable(v.string()) };

/** A tool's project as the server understood it; a saved result keeps it. */
const ToolProjectRequestSchema = v.object({
  ...toolPlace,
  zip: v.pipe(v.optional(v.string()), v.description("The ZIP code given, if any.")),
  areaSqFt: v.optional(v.number()),
  quality: v.optional(v.picklist(QUALITY_VALUES)),
  answers: v.optional(v.array(AnswerRecordSchema)),
});

/** A saved tool result: the saved fields, the request as understood, and the result under `key`. */
const savedResult = <K extends string, Request extends v.GenericSchema, Result extends v.GenericSchema>(
  input: Request,
  key: K,
  result: Result,
) =>
  v.object({
    ...savedFields,
    input,
    ...({ [key]: result } as { [P in K]: Result }),
  });

/**
 * The lines a tool's page sends back (to check or price them again, for the download and the share
 * link): each line's description and amount as read, and what the visitor may set on it (`extra`).
 */
const sentLines = <Extra extends v.ObjectEntries>(extra: Extra) =>
  v.optional(
    v.array(v.object({ description: v.string(), amount: v.optional(v.nullable(v.number())), ...extra })),
  );

/**
 * A quote-check request as the server understood it: type id, state and city names resolved, the
 * quote as validated. A saved check keeps it, and the page sends it again for the download and the
 * share link (it is a valid POST /api/quote-check body).
 */
export const QuoteCheckRequestSchema = v.pipe(
  v.object({
    project: ToolProjectRequestSchema,
    quote: v.object({
      total: v.optional(v.number()),
      text: v.optional(v.string()),
      lines: sentLines({
        division: v.optional(v.nullable(division)),
        kind: v.optional(v.picklist(LINE_KINDS)),
      }),
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
      ...toolPlace,
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
export const SavedQuoteCheckSchema = savedResult(QuoteCheckRequestSchema, "check", QuoteCheckResultSchema);
export type SavedQuoteCheck = v.InferOutput<typeof SavedQuoteCheckSchema>;

// ---- Quote Changes (issue 28; the rules in shared/quotechanges) ----

const CHANGE_UNITS = ["sf", "lf", "cy", "ea"] as const;

const ChangeTargetOutSchema = v.variant("kind", [
  v.object({ kind: v.literal("answer"), questionId: v.string(), answer: v.string() }),
  v.object({ kind: v.literal("area"), change: v.number() }),
  v.object({ kind: v.literal("division"), division }),
  v.object({ kind: v.literal("none") }),
]);

/**
 * A change-order request as the server understood it (type id, state and city names resolved);
 * a saved check keeps it, and the page sends it again for the download and the share link.
 */
export const QuoteChangesRequestSchema = v.pipe(
  v.object({
    project: ToolProjectRequestSchema,
    changes: v.object({
      text: v.optional(v.string()),
      lines: sentLines({ target: v.optional(ChangeTargetOutSchema) }),
    }),
  }),
  v.metadata({ ref: "QuoteChangesRequest" }),
);
export type QuoteChangesRequest = v.InferOutput<typeof QuoteChangesRequestSchema>;

const QuantitySchema = v.object({ value: v.number(), unit: v.picklist(CHANGE_UNITS) });

/** What a line was matched to. */
export const ChangeMatchSchema = v.pipe(
  v.object({
    kind: v.pipe(
      v.picklist(["answer", "addition", "area", "division", "none"]),
      v.description(
        '"answer": an answer of the conversation; "addition": an answer that adds a feature (a pool, a porch); ' +
          '"area": a change of floor area; "division": a CSI division; "none": not placed.',
      ),
    ),
    words: v.pipe(v.array(v.string()), v.description("The dictionary's words that matched, normalised.")),
    by: v.pipe(
      v.picklist(["words", "visitor"]),
      v.description("Matched by the reader, or set by the visitor."),
    ),
    questionId: v.nullable(v.string()),
    question: v.nullable(v.string()),
    from: v.pipe(v.nullable(v.string()), v.description("The answer it changes from, as shown.")),
    to: v.pipe(v.nullable(v.string()), v.description("The answer it changes to, as shown.")),
    answer: v.pipe(v.nullable(v.string()), v.description("The option letter it changes to.")),
    fromAnswer: v.pipe(v.nullable(v.string()), v.description("The option letter it changes from.")),
    assumed: v.pipe(
      v.boolean(),
      v.description("The estimate leaves the question open; `from` is the usual starting point."),
    ),
    division: v.nullable(division),
    quantity: v.nullable(QuantitySchema),
  }),
  v.metadata({ ref: "ChangeMatch" }),
);

/** One priced line of a change order. */
export const PricedChangeSchema = v.pipe(
  v.object({
    description: v.string(),
    co: v.pipe(
      v.nullable(v.string()),
      v.description('The change-order number on the line ("3" for "CO #3:").'),
    ),
    amount: v.pipe(v.nullable(amount), v.description("Dollars; negative for a credit.")),
    kind: v.picklist(LINE_KINDS),
    removal: v.pipe(
      v.boolean(),
      v.description("A deletion: a credit, or words such as delete, omit, deduct."),
    ),
    match: ChangeMatchSchema,
    engine: v.pipe(
      v.nullable(WhatIfFiguresSchema),
      v.description(
        "The engine's change of construction cost for this line, with its likely and 80% range (the change's own " +
          "range, as the what-if's); null when the engine has no figure for it.",
      ),
    ),
    flag: v.pipe(
      v.nullable(v.picklist(["low", "fair", "high"])),
      v.description(
        'Against the engine\'s 80% range: "high" costs the owner more (an addition above it, or a credit ' +
          'smaller than it), "low" less. null without an engine figure, and for allowances.',
      ),
    ),
    ratio: v.pipe(v.nullable(v.number()), v.description("amount / the engine's expected change.")),
    note: v.pipe(v.string(), v.description("How the engine priced it, or why it did not.")),
    questions: v.pipe(v.array(v.string()), v.description("Questions to ask about this line.")),
  }),
  v.metadata({ ref: "PricedChange" }),
);
export type PricedChangeOut = v.InferOutput<typeof PricedChangeSchema>;

/** POST /api/quote-changes: each change-order line priced against the baseline estimate. */
export const QuoteChangesResultSchema = v.pipe(
  v.object({
    baseline: v.pipe(WhatIfFiguresSchema, v.description("The baseline's construction cost.")),
    areaSqFt: v.pipe(int, v.description("The baseline's floor area (given, or typical).")),
    lines: v.array(PricedChangeSchema),
    totals: v.object({
      work: v.pipe(amount, v.description("Work and allowance lines, credits negative.")),
      markups: amount,
      quoted: v.pipe(amount, v.description("work + markups.")),
      placed: v.pipe(int, v.description("Work and allowance lines placed.")),
      workLines: int,
      priced: v.pipe(int, v.description("Lines with an engine figure and an amount.")),
      pricedQuoted: amount,
      pricedEngine: amount,
    }),
    summary: v.pipe(v.array(v.string()), v.description("Plain sentences.")),
    questions: v.pipe(v.array(v.string()), v.description("Questions about the whole change order.")),
    choices: v.pipe(
      v.array(
        v.object({
          id: v.string(),
          text: v.string(),
          current: v.nullable(v.string()),
          options: v.array(v.object({ answer: v.string(), label: v.string() })),
        }),
      ),
      v.description("The project type's questions and options, for placing a line by hand."),
    ),
    skipped: v.pipe(int, v.description("Text lines skipped: headings, notes.")),
    truncated: v.boolean(),
    project: v.object({ ...toolPlace, quality: v.nullable(v.picklist(QUALITY_VALUES)) }),
    basis: v.object({ kind: v.picklist(["typical", "answers"]), answered: int }),
    dataVersion: v.string(),
    asOf: v.string(),
  }),
  v.metadata({ ref: "QuoteChangesResult" }),
);
export type QuoteChangesResult = v.InferOutput<typeof QuoteChangesResultSchema>;

/** GET /api/quote-changes/saved/{id}: a saved change-order check as it was computed. */
export const SavedQuoteChangesSchema = savedResult(
  QuoteChangesRequestSchema,
  "result",
  QuoteChangesResultSchema,
);
export type SavedQuoteChanges = v.InferOutput<typeof SavedQuoteChangesSchema>;
