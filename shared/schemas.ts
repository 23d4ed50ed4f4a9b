/**
 * valibot schemas of every API body (issue "The worker API"; specification §3 and §7). The worker
 * validates each request with them and the client imports their types, so both sides agree on one
 * shape. Unknown keys are ignored (the specification's client sends extras such as timestamp), but
 * unknown values are rejected: an unknown project type or state, a string over its cap, more than
 * ten answers, a number that is not finite or out of bounds.
 */
import * as v from "valibot";
import { findState } from "./places/index";
import { PROJECT_TYPES, type ProjectTypeId } from "./project-types";
import type { StructuredInput } from "./engine/types";

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

/** The quality tiers of the structured estimate, cheapest first. */
export const QUALITY_VALUES = [
  "economy",
  "standard",
  "premium",
  "luxury",
] as const satisfies readonly NonNullable<StructuredInput["quality"]>[];

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

const text = (max: number, what: string) =>
  v.pipe(v.string(`${what} must be a string`), v.maxLength(max, `${what} is longer than ${max} characters`));

/** A project type id or label (specification §3 "Project type"). */
export const ConstructionTypeSchema = v.pipe(
  text(MAX_TEXT, "constructionType"),
  v.check(
    (s) => findProjectTypeId(s) !== undefined,
    (issue) =>
      `Unknown project type '${String(issue.input)}'; expected one of ${PROJECT_TYPES.map((t) => t.id).join(", ")}`,
  ),
);

/** One of the 50 states by name, slug or code, any case. */
export const StateSchema = v.pipe(
  text(MAX_TEXT, "state"),
  v.check(
    (s) => findState(s) !== undefined,
    (issue) => `Unknown state '${String(issue.input)}'; expected one of the 50 states by name or slug`,
  ),
);

/** A listed city by name or slug, or any other text (a custom city); empty or missing means none. */
export const CitySchema = v.nullish(text(MAX_TEXT, "city"));

/** An ISO date and time as the client stores it in projectData.timestamp. */
export const TimestampSchema = v.nullish(
  v.pipe(
    text(40, "timestamp"),
    v.check((s) => !Number.isNaN(Date.parse(s)), "timestamp must be an ISO date and time"),
  ),
);

/** Specification §3 "Project data" (city optional on the landing-page flow). */
export const ProjectDataSchema = v.object({
  constructionType: ConstructionTypeSchema,
  state: StateSchema,
  city: CitySchema,
  timestamp: TimestampSchema,
});
export type ProjectData = v.InferOutput<typeof ProjectDataSchema>;

/** An answer's value: an option letter, or a number (as a number or as text). */
export const AnswerValueSchema = v.union(
  [
    text(MAX_ANSWER_TEXT, "answer"),
    v.pipe(
      v.number(),
      v.finite("answer must be a finite number"),
      v.minValue(-MAX_NUMBER, `answer must be at least ${-MAX_NUMBER}`),
      v.maxValue(MAX_NUMBER, `answer must be at most ${MAX_NUMBER}`),
    ),
  ],
  `answer must be an option letter or a number (text of at most ${MAX_ANSWER_TEXT} characters)`,
);

/** Specification §3 "Answer record". */
export const AnswerRecordSchema = v.object({
  question: text(MAX_QUESTION_TEXT, "question"),
  answer: AnswerValueSchema,
  questionNumber: v.pipe(
    v.number("questionNumber must be a number"),
    v.integer("questionNumber must be a whole number"),
    v.minValue(1, "questionNumber must be at least 1"),
    v.maxValue(MAX_ANSWERS, `questionNumber must be at most ${MAX_ANSWERS}`),
  ),
});
export type AnswerRecordInput = v.InferOutput<typeof AnswerRecordSchema>;

/** Every answer so far, in order (at most ten). */
export const AnswersSchema = v.pipe(
  v.array(AnswerRecordSchema, "answers must be a list of answer records"),
  v.maxLength(MAX_ANSWERS, `answers holds at most ${MAX_ANSWERS} answers`),
);

/** POST /api/initialize-questions. */
export const InitializeQuestionsInputSchema = v.object({
  constructionType: ConstructionTypeSchema,
  state: StateSchema,
  city: CitySchema,
});
export type InitializeQuestionsInput = v.InferOutput<typeof InitializeQuestionsInputSchema>;

/** POST /api/next-question: `answers` ends with the current answer. */
export const NextQuestionInputSchema = v.object({
  projectData: ProjectDataSchema,
  currentAnswer: v.optional(AnswerValueSchema),
  answers: AnswersSchema,
});
export type NextQuestionInput = v.InferOutput<typeof NextQuestionInputSchema>;

/** POST /api/final-estimate and POST /api/estimates (save for a share link). */
export const FinalEstimateInputSchema = v.object({
  projectData: ProjectDataSchema,
  answers: AnswersSchema,
});
export type FinalEstimateInput = v.InferOutput<typeof FinalEstimateInputSchema>;

/** POST /api/estimates: the same inputs as the final estimate. */
export const SaveEstimateInputSchema = FinalEstimateInputSchema;
export type SaveEstimateInput = FinalEstimateInput;

/**
 * POST /api/download-estimate. costBreakdown and requirements are accepted for the specification's
 * client but ignored: the server recomputes every number from projectData and answers.
 */
export const DownloadEstimateInputSchema = v.object({
  projectData: ProjectDataSchema,
  answers: AnswersSchema,
  costBreakdown: v.optional(v.unknown()),
  requirements: v.optional(v.unknown()),
});
export type DownloadEstimateInput = v.InferOutput<typeof DownloadEstimateInputSchema>;

/** POST /api/estimate: a structured estimate without the conversation. */
export const EstimateInputSchema = v.object({
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
export type EstimateInput = v.InferOutput<typeof EstimateInputSchema>;

/** A saved estimate's id: 32 lower-case hex digits (a content hash). */
export const EstimateIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, "id must be 32 hex digits"));
