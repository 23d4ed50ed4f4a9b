/**
 * What the API accepts: valibot schemas of every request body (specification §3 and §7), which
 * also resolve it. Project type and state are matched by id, name or slug in any case and come out
 * as the engine's `ProjectInput` (type id and resolved location), so a handler never looks a place
 * up again. Unknown keys are ignored (the specification's client sends extras), unknown values are
 * rejected: an unknown type or state, a string over its cap, a custom city outside decision
 * record 012, a timestamp that is not an ISO date, more than ten answers, a number out of bounds.
 * The city loses its control characters (the one free text kept as given; the share route cleans
 * the answers it stores); error messages quote at most 100 characters of a bad value.
 */
import * as v from "valibot";
import type { ProjectInput } from "../engine/types";
import { findState, type State } from "../places/index";
import { lookupZip, resolveProjectLocation } from "../places/project-location";
import { PROJECT_TYPES, type ProjectTypeId } from "../project-types";
import { MAX_DESCRIPTION, MAX_LINES } from "../quote/reader";
import { normalizeAnswer } from "./answers";
import { MAX_LAND_COST, MAX_QUOTE_TEXT, MAX_SCENARIOS, MAX_START_MONTHS } from "./constants";
import { START_DATE_FORMAT } from "./months";
import {
  DIVISION_NAMES,
  LINE_KINDS,
  QUALITY_VALUES,
  type QuoteChangesRequest,
  type QuoteCheckRequest,
} from "./outputs";
import { CUSTOM_CITY_RULE, customCityName, quote, stripControl, stripControlKeepLines } from "./text";

/** Longest type, state or city text accepted. */
export const MAX_TEXT = 200;
/** Longest question text accepted in an answer record. */
export const MAX_QUESTION_TEXT = 300;
/** Longest answer text (an option letter, or a number typed as text). */
export const MAX_ANSWER_TEXT = 40;
/** At most this many answers: the conversation has ten questions (specification §9). */
export const MAX_ANSWERS = 10;
/** Bound of any number accepted in a body, far beyond any real project. */
export const MAX_NUMBER = 1e9;

function slugish(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

const typeByKey = new Map<string, ProjectTypeId>();
for (const t of PROJECT_TYPES) {
  for (const key of [t.id, t.label]) typeByKey.set(slugish(key), t.id);
}
typeByKey.set("healthcare-facility", "healthcare");

/** A project type by id or label, any case ("Single Family Home", "single-family"); else undefined. */
export function findProjectTypeId(text: string): ProjectTypeId | undefined {
  return typeByKey.get(slugish(text));
}

/** What the OpenAPI document says of a field (put before any transform, where conversion stops). */
interface Doc {
  description: string;
  examples: string[];
}

const text = (max: number, what: string, doc: Doc) =>
  v.pipe(
    v.string(`${what} must be a string`),
    v.description(doc.description),
    v.examples(doc.examples),
    v.maxLength(max, `${what} is longer than ${max} characters`),
  );

/** A project type id or label (specification §3 "Project type"), resolved to its id. */
export const ConstructionTypeSchema = v.pipe(
  text(MAX_TEXT, "constructionType", {
    description: `A project type by id or label, any case: ${PROJECT_TYPES.map((t) => t.id).join(", ")}.`,
    examples: ["single-family", "Office Building"],
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const id = findProjectTypeId(dataset.value);
    if (id) return id;
    const ids = PROJECT_TYPES.map((t) => t.id).join(", ");
    addIssue({ message: `Unknown project type '${quote(dataset.value)}'; expected one of ${ids}` });
    return NEVER;
  }),
);

/** One of the 50 states by name, slug or code, any case, resolved to the state. */
export const StateSchema = v.pipe(
  text(MAX_TEXT, "state", {
    description: "One of the 50 states by name, slug or code, any case.",
    examples: ["Texas", "new-york", "CA"],
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }): State => {
    const state = findState(dataset.value);
    if (state) return state;
    addIssue({
      message: `Unknown state '${quote(dataset.value)}'; expected one of the 50 states by name or slug`,
    });
    return NEVER;
  }),
);

/**
 * A listed city by name or slug, or any other plain text (a custom city on the state's figures,
 * decision record 012); empty or missing means none. Every listed name and slug fits the
 * custom-city rule, so the rule can be checked before the state is known.
 */
export const CitySchema = v.nullish(
  v.pipe(
    text(MAX_TEXT, "city", {
      description: `A listed city by name or slug, or a custom city. ${CUSTOM_CITY_RULE}.`,
      examples: ["Austin", "st-louis", "Dripping Springs"],
    }),
    v.transform(stripControl),
    v.check(
      (s) => s.trim() === "" || customCityName(s) !== undefined,
      (issue) => `city '${quote(issue.input)}' is not accepted. ${CUSTOM_CITY_RULE}.`,
    ),
  ),
);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO date and time (as the client stores it), normalised to UTC milliseconds. */
export const TimestampSchema = v.nullish(
  v.pipe(
    text(40, "timestamp", {
      description: "When the visitor started: an ISO 8601 date and time with a time zone.",
      examples: ["2026-11-21T10:00:00.000Z"],
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const time = ISO_DATE_TIME.test(dataset.value) ? Date.parse(dataset.value) : NaN;
      if (!Number.isNaN(time)) return new Date(time).toISOString();
      addIssue({ message: "timestamp must be an ISO date and time such as 2026-11-21T10:00:00.000Z" });
      return NEVER;
    }),
  ),
);

/** Why a ZIP code cannot be used, in words a form can show; undefined when it can. */
export function zipProblem(zip: string, state?: Pick<State, "name" | "code"> | null): string | undefined {
  const text = zip.trim();
  if (!/^\d{5}$/.test(text)) return `ZIP code '${quote(text)}' is not five digits`;
  const found = lookupZip(text);
  if (!found) return `ZIP code ${text} is not one we know; leave it empty to price by the city and state`;
  if (state && found.state.code !== state.code)
    return `ZIP code ${text} is in ${found.state.name}, not ${state.name}; leave it empty or pick ${found.state.name}`;
  return undefined;
}

/** An optional 5-digit US ZIP code (checked against the state once both are known). */
export const ZipSchema = v.nullish(
  v.pipe(
    text(20, "zip", {
      description:
        "An optional 5-digit US ZIP code: the project is priced by its county; it must lie in the state given.",
      examples: ["78701", "62263"],
    }),
    v.transform((s) => s.trim()),
    v.check(
      (s) => s === "" || /^\d{5}$/.test(s),
      (issue) => `zip '${quote(issue.input)}' is not five digits`,
    ),
  ),
);

/** Type, state and city resolved into the engine's project input. */
function toProject(fields: {
  constructionType: ProjectTypeId;
  state: State;
  city?: string | null;
  zip?: string | null;
}): ProjectInput {
  const location = resolveProjectLocation(fields.state, fields.city, fields.zip || null);
  // The state schema resolved the state already, so this cannot happen.
  if (!location) throw new TypeError(`unresolvable state ${fields.state.code}`);
  const city = location.city;
  // A custom city is stored and shown title-cased (decision record 012).
  if (!city?.custom) return { type: fields.constructionType, location };
  return {
    type: fields.constructionType,
    location: { ...location, city: { ...city, name: customCityName(city.name) ?? city.name } },
  };
}

const projectFields = {
  constructionType: ConstructionTypeSchema,
  state: StateSchema,
  city: CitySchema,
  zip: ZipSchema,
};

/** A ZIP given with a state must be a known ZIP of that state: the problem in words, if any. */
function zipIssue(p: { state: State; zip?: string | null }): string | undefined {
  return p.zip ? zipProblem(p.zip, p.state) : undefined;
}

/** Specification §3 "Project data" (city optional on the landing-page flow), resolved. */
export const ProjectDataSchema = v.pipe(
  v.object({ ...projectFields, timestamp: TimestampSchema }),
  v.rawTransform(({ dataset: { value: p }, addIssue, NEVER }) => {
    const problem = zipIssue(p);
    if (problem) addIssue({ message: problem });
    return problem ? NEVER : { project: toProject(p), timestamp: p.timestamp ?? null, zip: p.zip || null };
  }),
);
export type ProjectData = v.InferInput<typeof ProjectDataSchema>;

const finite = (what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.finite(`${what} must be a finite number`),
    v.minValue(-MAX_NUMBER, `${what} must be at least ${-MAX_NUMBER}`),
    v.maxValue(MAX_NUMBER, `${what} must be at most ${MAX_NUMBER}`),
  );

/**
 * An answer's value: an option letter, or a number (as a number or as text), made canonical by the
 * contract's one rule (answers.ts): "2,400" and "2 400" become 2400, "B" becomes "b".
 */
export const AnswerValueSchema = v.pipe(
  v.union(
    [
      text(MAX_ANSWER_TEXT, "answer", {
        description: 'An option letter (a–f), or a number written with digits ("2,400")',
        examples: ["b"],
      }),
      v.pipe(finite("answer"), v.description("A number, for a numeric question")),
    ],
    `answer must be an option letter or a number (text of at most ${MAX_ANSWER_TEXT} characters)`,
  ),
  v.transform(normalizeAnswer),
);

/** Specification §3 "Answer record". */
export const AnswerRecordInputSchema = v.object({
  question: text(MAX_QUESTION_TEXT, "question", {
    description: "The question's text as it was shown, or its id.",
    examples: ["What is the total finished floor area of the home?", "sf-area"],
  }),
  answer: AnswerValueSchema,
  questionNumber: v.pipe(
    v.number("questionNumber must be a number"),
    v.integer("questionNumber must be a whole number"),
    v.minValue(1, "questionNumber must be at least 1"),
    v.maxValue(MAX_ANSWERS, `questionNumber must be at most ${MAX_ANSWERS}`),
  ),
});
export type AnswerRecordInput = v.InferOutput<typeof AnswerRecordInputSchema>;

/** Every answer so far, in order (at most ten). */
export const AnswersSchema = v.pipe(
  v.array(AnswerRecordInputSchema, "answers must be a list of answer records"),
  v.maxLength(MAX_ANSWERS, `answers holds at most ${MAX_ANSWERS} answers`),
  v.description("Every answer so far, in order, numbered 1, 2, 3 …"),
);

/**
 * The planned construction start (decision record 011): a month, "YYYY-MM". The worker also
 * checks that it is not before the current month nor more than five years ahead (that needs the
 * clock, which shared code never reads).
 */
export const StartDateSchema = v.nullish(
  v.pipe(
    v.string("startDate must be a month written YYYY-MM, such as 2027-04"),
    v.description(
      `Planned start of construction, "YYYY-MM": from the current month to ${MAX_START_MONTHS} months ahead. ` +
        "Costs are escalated to the midpoint of construction; without it they are at today's price level.",
    ),
    v.examples(["2027-04"]),
    v.regex(
      START_DATE_FORMAT,
      (issue) => `startDate '${quote(String(issue.input))}' is not a month written YYYY-MM, such as 2027-04`,
    ),
  ),
);

/** A land cost the visitor enters: whole dollars or more, added to the total project cost and labelled. */
export const LandCostSchema = v.nullish(
  v.pipe(
    v.number("landCost must be a number of dollars"),
    v.description("Land cost in US dollars, added to the total project cost as an item of its own."),
    v.finite("landCost must be a finite number of dollars"),
    v.minValue(0, "landCost must not be negative"),
    v.maxValue(MAX_LAND_COST, `landCost must be at most ${MAX_LAND_COST} dollars`),
  ),
);

/** The budget fields of the final estimate, the saved estimate, the download and the structured estimate. */
const budgetFields = { startDate: StartDateSchema, landCost: LandCostSchema };

/** POST /api/initialize-questions. */
export const InitializeQuestionsInputSchema = v.pipe(
  v.object({ ...projectFields, ...budgetFields }),
  v.rawTransform(({ dataset: { value }, addIssue, NEVER }) => {
    const { startDate, landCost, ...p } = value;
    const problem = zipIssue(p);
    if (problem) addIssue({ message: problem });
    return problem ? NEVER : { project: toProject(p), startDate, landCost };
  }),
);
export type InitializeQuestionsInput = v.InferInput<typeof InitializeQuestionsInputSchema>;

/** POST /api/next-question: `answers` ends with the current answer. */
export const NextQuestionInputSchema = v.object({
  projectData: ProjectDataSchema,
  currentAnswer: v.pipe(
    v.optional(AnswerValueSchema),
    v.description("The answer just given; when present it must equal the last of answers."),
  ),
  answers: AnswersSchema,
  ...budgetFields,
});
export type NextQuestionInput = v.InferInput<typeof NextQuestionInputSchema>;

/** POST /api/final-estimate and POST /api/estimates (save for a share link). */
export const FinalEstimateInputSchema = v.object({
  projectData: ProjectDataSchema,
  answers: AnswersSchema,
  ...budgetFields,
});
export type FinalEstimateInput = v.InferInput<typeof FinalEstimateInputSchema>;

/**
 * POST /api/download-estimate. costBreakdown and requirements are accepted for the specification's
 * client but ignored: the server recomputes every number from projectData and answers.
 */
export const DownloadEstimateInputSchema = v.object({
  projectData: ProjectDataSchema,
  answers: AnswersSchema,
  ...budgetFields,
  costBreakdown: v.pipe(v.optional(v.unknown()), v.description("Ignored; every number is recomputed.")),
  requirements: v.pipe(v.optional(v.unknown()), v.description("Ignored; recomputed.")),
});
export type DownloadEstimateInput = v.InferInput<typeof DownloadEstimateInputSchema>;

/** One scenario: its ten answers as bare values, in conversation order. */
const ScenarioInputSchema = v.object({
  answers: v.pipe(
    v.array(AnswerValueSchema, "answers must be a list of answer values"),
    v.length(MAX_ANSWERS, `a scenario's answers are the ${MAX_ANSWERS} answers of a finished estimate`),
    v.description(
      "The ten answers in conversation order, as bare values (an option letter or a number): each answers " +
        "the question the estimate asks at its turn, as a share link carries them.",
    ),
    v.examples([[2400, "b", "a", "b", "a", "b", "a", "b", "a", "b"]]),
  ),
});

/** POST /api/scenarios and POST /api/scenarios/download: one project and budget, 1 to 3 scenarios. */
export const ScenariosInputSchema = v.object({
  projectData: ProjectDataSchema,
  ...budgetFields,
  scenarios: v.pipe(
    v.array(ScenarioInputSchema, "scenarios must be a list of scenarios"),
    v.minLength(1, "scenarios holds at least one scenario"),
    v.maxLength(MAX_SCENARIOS, `scenarios holds at most ${MAX_SCENARIOS} scenarios`),
    v.description(
      "The estimate first, then up to two variants of it (each its own ten answers); the same project and budget.",
    ),
  ),
});
export type ScenariosInput = v.InferInput<typeof ScenariosInputSchema>;

/** The optional size and finish of a structured estimate or a quote's project. */
const sizeFields = {
  areaSqFt: v.optional(
    v.pipe(
      finite("areaSqFt"),
      v.minValue(1, "areaSqFt must be positive"),
      v.description("Floor area; each type has its own bounds (400 out_of_range outside them)."),
    ),
  ),
  quality: v.optional(v.picklist(QUALITY_VALUES, `quality must be one of ${QUALITY_VALUES.join(", ")}`)),
};

/** POST /api/estimate: a structured estimate without the conversation. */
export const EstimateInputSchema = v.pipe(
  v.object({ ...projectFields, ...sizeFields, ...budgetFields }),
  v.rawTransform(({ dataset: { value }, addIssue, NEVER }) => {
    const { areaSqFt, quality, startDate, landCost, ...p } = value;
    const problem = zipIssue(p);
    if (problem) addIssue({ message: problem });
    if (problem) return NEVER;
    return {
      project: toProject(p),
      areaSqFt: areaSqFt ?? null,
      quality: quality ?? null,
      startDate: startDate ?? null,
      landCost: landCost ?? null,
    };
  }),
);
export type EstimateInput = v.InferInput<typeof EstimateInputSchema>;

/** A saved estimate's id: 32 lower-case hex digits (a content hash). */
export const EstimateIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, "id must be 32 hex digits"));

/** GET /api/landing: the landing path whose content to send. */
/** GET /api/zip: a ZIP code, and optionally the state it should lie in. */
export const ZipQuerySchema = v.object({
  zip: v.pipe(
    v.string("zip must be given"),
    v.maxLength(20, "zip is longer than 20 characters"),
    v.description("A 5-digit US ZIP code."),
    v.examples(["62263"]),
  ),
  state: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_TEXT, `state is longer than ${MAX_TEXT} characters`),
      v.description("Optional: the state it should lie in, by name or code."),
      v.examples(["Illinois"]),
    ),
  ),
});

export const LandingQuerySchema = v.object({
  path: v.pipe(
    v.string("path must be given"),
    v.maxLength(300, "path is longer than 300 characters"),
    v.description("A landing path such as /estimate/single-family/texas/austin."),
  ),
});

/** At most this many answers a plan set gave (the Drawing Estimate keeps up to 20). */
export const MAX_DRAWN = 20;

/** A question's id as the engine names it ("sf-area"). */
const QuestionIdSchema = v.pipe(
  v.string("question must be a question id"),
  v.maxLength(40, "question is longer than 40 characters"),
  v.regex(/^[a-z0-9][a-z0-9-]*$/, (issue) => `question '${quote(issue.input)}' is not a question id`),
);

/**
 * The answers a plan set gave (the Drawing Estimate): each a question's id and the drawings'
 * answer. The server keeps only those whose question the answers answered with that very answer,
 * so a saved estimate marks exactly the answers that came from the drawings, and nothing else of
 * this field is stored.
 */
export const DrawnAnswersSchema = v.optional(
  v.pipe(
    v.array(
      v.object({ question: QuestionIdSchema, answer: AnswerValueSchema }),
      "drawn must be a list of { question, answer }",
    ),
    v.maxLength(MAX_DRAWN, `drawn holds at most ${MAX_DRAWN} answers`),
    v.description(
      "Optional: the answers a plan set gave (question id and answer). An answer the estimate's answers gave " +
        "to that question is marked as taken from the drawings; the others are ignored.",
    ),
    v.examples([[{ question: "sf-area", answer: 2450 }]]),
  ),
);

/** POST /api/estimates: the inputs of the final estimate, and the answers a plan set gave. */
export const SaveEstimateInputSchema = v.object({
  ...FinalEstimateInputSchema.entries,
  drawn: DrawnAnswersSchema,
});
export type SaveEstimateInput = v.InferInput<typeof SaveEstimateInputSchema>;

const money = (what: string, min: number) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.finite(`${what} must be a finite number`),
    v.minValue(min, `${what} must be at least ${min}`),
    v.maxValue(MAX_NUMBER * 10, `${what} must be at most ${MAX_NUMBER * 10}`),
  );

// ---- What the tools share (the Quote Checker, Quote Changes) ----

/** A line's amount as sent: dollars, negative for a credit, null for a line without a price. */
const lineAmount = v.nullish(money("amount", -MAX_NUMBER * 10));

/** A tool's document as pasted or read (a quote, a change order): free text, line breaks kept. */
const documentText = (description: string, example: string) =>
  v.optional(
    v.pipe(
      v.string("text must be a string"),
      v.description(description),
      v.examples([example]),
      v.maxLength(MAX_QUOTE_TEXT, `text is longer than ${MAX_QUOTE_TEXT} characters`),
      v.transform(stripControlKeepLines),
    ),
  );

/** A tool's document as lines sent as data (the page sends them back when the visitor places one). */
const documentLines = <S extends v.GenericSchema>(line: S, message: string) =>
  v.optional(
    v.pipe(v.array(line, message), v.maxLength(MAX_LINES, `lines holds at most ${MAX_LINES} lines`)),
  );

/**
 * A tool's project: located like a structured estimate, sized, with an estimate's answers. A ZIP
 * must be a known one of the state given, as on every other route that takes a project.
 */
const toolProject = (answers: string) =>
  v.pipe(
    v.object({
      ...projectFields,
      ...sizeFields,
      answers: v.pipe(v.optional(AnswersSchema), v.description(answers)),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? zipIssue(dataset.value) : undefined;
      if (problem) addIssue({ message: problem });
    }),
  );

/**
 * A tool's project resolved: the engine's project, its size and the answers given (none when
 * empty), and the project as understood (type id, state and city names resolved), which a saved
 * result keeps and its content hash covers.
 */
function resolveToolProject({
  areaSqFt,
  quality,
  answers,
  ...fields
}: v.InferOutput<ReturnType<typeof toolProject>>) {
  const project = toProject(fields);
  const given = answers?.length ? answers : null;
  return {
    resolved: { project, areaSqFt: areaSqFt ?? null, quality: quality ?? null, answers: given },
    understood: {
      constructionType: project.type,
      state: project.location.state.name,
      city: project.location.city?.name ?? null,
      // the ZIP that priced the place (the schema refused one of another state)
      ...(fields.zip ? { zip: fields.zip } : {}),
      ...(areaSqFt !== undefined ? { areaSqFt } : {}),
      ...(quality !== undefined ? { quality } : {}),
      ...(given ? { answers: given } : {}),
    },
  };
}

/** One line of a quote sent as data; a division given here overrides the reader. */
const QuoteLineInputSchema = v.object({
  description: text(MAX_DESCRIPTION, "description", {
    description: "The line's text as the quote writes it.",
    examples: ["Concrete foundation and slab"],
  }),
  amount: lineAmount,
  division: v.nullish(v.picklist(DIVISION_NAMES, "division must be one of the 16 CSI division names")),
  kind: v.optional(v.picklist(LINE_KINDS, `kind must be one of ${LINE_KINDS.join(", ")}`)),
});

/** The quote: a total, a text, lines — at least one. */
const QuoteSchema = v.pipe(
  v.object({
    total: v.optional(money("total", 1)),
    text: documentText(
      "The quote as pasted or read from its file: free text, CSV or tab columns.",
      "Concrete foundation and slab .... $45,300\nFraming labor & material 88,000",
    ),
    lines: documentLines(QuoteLineInputSchema, "lines must be a list of { description, amount }"),
  }),
  v.check(
    (q) => q.total !== undefined || (q.text ?? "").trim() !== "" || (q.lines?.length ?? 0) > 0,
    "quote needs a total, a text or lines",
  ),
);

/**
 * POST /api/quote-check, its download and POST /api/quote-checks: the project located like a
 * structured estimate, and the quote. Resolved into the engine's input, the quote, and the request
 * as understood (names resolved), which a saved check keeps and its content hash covers.
 */
export const QuoteCheckInputSchema = v.pipe(
  v.object({
    project: toolProject(
      "A conversation's answers (a saved estimate's): the range is then that estimate's own, and areaSqFt " +
        "and quality are taken from the answers. Without them the range is a typical project's.",
    ),
    quote: QuoteSchema,
  }),
  v.transform(({ project, quote: q }) => {
    const { resolved, understood } = resolveToolProject(project);
    const request: QuoteCheckRequest = { project: understood, quote: q };
    return { ...resolved, quote: q, request };
  }),
);
export type QuoteCheckInput = v.InferInput<typeof QuoteCheckInputSchema>;

// ---- Quote Changes (issue 28; shared/quotechanges) ----

/** What a change-order line changes, when the visitor picks it. */
const ChangeTargetSchema = v.pipe(
  v.variant(
    "kind",
    [
      v.object({
        kind: v.literal("answer"),
        questionId: v.pipe(
          v.string("questionId must be a string"),
          v.maxLength(60, "questionId is longer than 60 characters"),
          v.description("A question of the project type (the result's choices list them)."),
        ),
        answer: v.pipe(
          v.string("answer must be an option letter"),
          v.regex(/^[a-h]$/, "answer must be an option letter a–h"),
          v.description("The option the line changes the answer to."),
        ),
      }),
      v.object({
        kind: v.literal("area"),
        change: v.pipe(finite("change"), v.description("Square feet added (negative: taken away).")),
      }),
      v.object({
        kind: v.literal("division"),
        division: v.picklist(DIVISION_NAMES, "division must be one of the 16 CSI division names"),
      }),
      v.object({ kind: v.literal("none") }),
    ],
    'target.kind must be "answer", "area", "division" or "none"',
  ),
  v.description("What the line changes; without it the reader matches the line's words."),
);

/** One change-order line sent as data (the page sends them back when the visitor places one). */
const ChangeLineInputSchema = v.object({
  description: text(MAX_DESCRIPTION, "description", {
    description: "The line's text as the change order writes it.",
    examples: ["CO #3: upgrade to impact-rated windows"],
  }),
  amount: lineAmount,
  target: v.optional(ChangeTargetSchema),
});

/** The change order: a text or lines (at least one). */
const ChangesSchema = v.pipe(
  v.object({
    text: documentText(
      "The change order as pasted: one line per change, amounts as contractors write them.",
      "CO #3: upgrade to impact-rated windows ...... $14,500\nAdd 200 sf screened porch $38,000\nCredit: delete basement finish ($22,000)",
    ),
    lines: documentLines(ChangeLineInputSchema, "lines must be a list of { description, amount, target? }"),
  }),
  v.check((c) => (c.text ?? "").trim() !== "" || (c.lines?.length ?? 0) > 0, "changes needs a text or lines"),
);

/**
 * POST /api/quote-changes, its download and POST /api/quote-changes/saved: the baseline project
 * (located like a quote check's, with a conversation's answers or a typical project's area and
 * quality) and the change order; resolved like the quote check's body, with the request as
 * understood.
 */
export const QuoteChangesInputSchema = v.pipe(
  v.object({
    project: toolProject(
      "The baseline estimate's answers (a saved or the last estimate): changes are priced against that " +
        "estimate, ten answers replayed with the what-if rule. Without them, a typical project of areaSqFt and quality.",
    ),
    changes: ChangesSchema,
  }),
  v.transform(({ project, changes }) => {
    const { resolved, understood } = resolveToolProject(project);
    const request: QuoteChangesRequest = { project: understood, changes };
    return { ...resolved, changes, request };
  }),
);
export type QuoteChangesInput = v.InferInput<typeof QuoteChangesInputSchema>;

/**
 * A saved tool result's id (a quote check, a change-order check): 32 lower-case hex digits (a
 * content hash), like an estimate's.
 */
export const ToolResultIdSchema = EstimateIdSchema;
