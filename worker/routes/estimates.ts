/**
 * Share links (decision record 003): POST /api/estimates computes the final estimate from
 * projectData and ten answers — or, with fewer answers, the estimate so far (issue 13: Share in
 * the question flow) — saves it in KV under a content hash and answers `{ id, url }`;
 * GET /api/estimates/{id} returns the saved estimate. Only new links count against the limits
 * (worker/share-limit.ts); a KV outage answers 503 `share_unavailable` here and affects no other
 * endpoint.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { EstimateIdSchema, SaveEstimateInputSchema } from "../../shared/api/inputs";
import {
  SavedEstimateSchema,
  ShareLinkSchema,
  type SavedEstimate,
  type ShareLink,
} from "../../shared/api/outputs";
import { quote, stripControl } from "../../shared/api/text";
import { sameAnswer } from "../../shared/api/answers";
import {
  answeredQuestionIds,
  DATA_VERSION,
  finalEstimate,
  nextQuestion,
  QUESTION_COUNT,
  type AnswerRecord,
  type BudgetOptions,
  type ProjectInput,
} from "../../shared/engine/index";
import { PROJECT_TYPE_IDS, type ProjectTypeId } from "../../shared/project-types";
import { likelyRange } from "../../shared/likely-range";
import { checkAnswers } from "../answers";
import { checkBudget } from "../budget";
import { estimateId, loadEstimate, RECORD_VERSION, saveEstimate } from "../estimate-store";
import { ApiError } from "../errors";
import { sameSiteOnly } from "../middleware/same-site";
import { comparablesOf } from "../evidence";
import { describe, documented } from "../openapi";
import { refusal, withStore } from "../share-errors";
import { shareVerdict } from "../share-limit";
import { jsonBody } from "../validate";

const tags = ["Estimates"];

/** The page a share link opens. */
export function shareUrl(requestUrl: string, id: string): string {
  return new URL(`/cost-estimate?id=${id}`, requestUrl).href;
}

/**
 * A saved estimate may sit in shared caches for an hour, unless it holds a land cost: that is the
 * visitor's own figure, kept out of every cache but the browser's.
 */
export function savedCacheControl(saved: Pick<SavedEstimate, "budget">): string {
  return saved.budget?.landCost != null ? "private, no-store" : "public, max-age=3600";
}

/**
 * What a saved record computes: the final estimate after ten answers; before that, the estimate
 * so far — its range and answers, with no breakdown and no requirements yet.
 */
function computed(project: ProjectInput, answers: AnswerRecord[], budget: BudgetOptions) {
  if (answers.length < QUESTION_COUNT) {
    const { costEstimate, projectCost } = nextQuestion(project, answers, budget);
    return { costBreakdown: { divisions: {} }, requirements: [], costEstimate, projectCost };
  }
  // The questions stay out of the record: it is read back as it was computed, and kept small.
  const { questions: _asked, ...final } = finalEstimate(project, answers, budget);
  return final;
}

/**
 * The answers a plan set gave that the estimate's answers kept: each answered question's id and
 * the answer it was given, in question order, where the drawings gave that very answer. Nothing
 * else the visitor sent in `drawn` is kept.
 */
function drawnAnswers(
  project: ProjectInput,
  answers: AnswerRecord[],
  fromDrawings: readonly { question: string; answer: string | number }[],
): { question: string; answer: string | number }[] {
  if (fromDrawings.length === 0) return [];
  return answeredQuestionIds(project, answers).flatMap((question, i) => {
    const given = answers[i]!.answer;
    const hit = fromDrawings.some((d) => d.question === question && sameAnswer(d.answer, given));
    return hit ? [{ question, answer: given }] : [];
  });
}

/**
 * A saved estimate with its comparables, computed from what it stored; as stored when the record
 * lacks what they need (a record of an older shape, or of a type no longer listed).
 */
async function withComparables(stored: SavedEstimate): Promise<SavedEstimate> {
  const saved = withLikely(stored);
  const type = saved.projectData?.constructionType;
  if (!(PROJECT_TYPE_IDS as readonly string[]).includes(type)) return saved;
  const { location, answers, costEstimate } = saved;
  if (!location?.state?.code || !location.location || !costEstimate?.sq_ft || !Array.isArray(answers))
    return saved;
  const project = { type: type as ProjectTypeId, location };
  return { ...saved, comparables: await comparablesOf(project, answers, costEstimate) };
}

/** A range as the engine returns it, with its likely range (derived when a record saved before it lacks one). */
function likelyOf<
  R extends { min: number; expected: number; max: number; likely?: { min: number; max: number } },
>(r: R, type: ProjectTypeId | undefined): R {
  if (r.likely || ![r.min, r.expected, r.max].every((x) => typeof x === "number")) return r;
  const l = likelyRange(r, type);
  return { ...r, likely: { min: Math.round(l.min), max: Math.round(l.max) } };
}

/** A saved record of an older shape gains the likely range on its costEstimate and projectCost. */
function withLikely(saved: SavedEstimate): SavedEstimate {
  if (!saved.costEstimate) return saved;
  const stored = saved.projectData?.constructionType;
  const type = (PROJECT_TYPE_IDS as readonly string[]).includes(stored)
    ? (stored as ProjectTypeId)
    : undefined;
  return {
    ...saved,
    costEstimate: likelyOf(saved.costEstimate, type),
    ...(saved.projectCost ? { projectCost: likelyOf(saved.projectCost, type) } : {}),
  };
}

/** The share-link routes, mounted under /api. */
export const estimates = new Hono<{ Bindings: Env }>()
  .post(
    "/estimates",
    documented(
      {
        summary: "Save an estimate for a share link",
        description:
          "Saved in KV under a content hash of its inputs for 400 days: the same estimate twice gets the same id " +
          "(201 when written, 200 when it already existed). Requests from other sites' pages are refused (403). " +
          "Ten answers save the final estimate; fewer save the estimate so far (the question flow's Share): " +
          "its range and answers, with an empty breakdown and no requirements. The record keeps the ZIP code the " +
          "estimate was started with, and marks the answers a plan set gave (`drawn`) where the answers kept them.",
        tags,
        body: SaveEstimateInputSchema,
        ok: {
          status: 201,
          description: "The link (200 with the same body when it existed).",
          schema: ShareLinkSchema,
        },
        errors: [
          "invalid_json",
          "invalid_body",
          "replay_mismatch",
          "cross_site",
          "payload_too_large",
          "unsupported_media_type",
          "rate_limited",
          "share_unavailable",
          "share_limit_reached",
        ],
      },
      sameSiteOnly(),
    ),
    jsonBody(SaveEstimateInputSchema),
    async (c) => {
      const { projectData, answers, drawn: fromDrawings, ...fields } = c.req.valid("json");
      checkAnswers(answers);
      const now = new Date();
      const budget = checkBudget(fields, now);
      const { project, timestamp, zip } = projectData;
      const final = computed(project, answers, budget);
      const drawn = drawnAnswers(project, answers, fromDrawings ?? []);
      const id = await estimateId(DATA_VERSION, project, answers, budget, {
        zip,
        drawn: drawn.map((d) => d.question),
      });
      const record: SavedEstimate = {
        id,
        recordVersion: RECORD_VERSION,
        savedAt: now.toISOString(),
        dataVersion: DATA_VERSION,
        projectData: {
          constructionType: project.type,
          state: project.location.state.name,
          city: project.location.city?.name ?? null,
          timestamp,
          ...(zip ? { zip } : {}),
        },
        location: project.location,
        budget,
        // The question as given less any control characters; the answer canonical (the schema's rule).
        answers: answers.map(({ question, answer, questionNumber }) => ({
          question: stripControl(question),
          answer,
          questionNumber,
        })),
        ...(drawn.length > 0 ? { drawn } : {}),
        ...final,
      };
      const saved = await withStore("estimate", () =>
        saveEstimate(c.env.ESTIMATES, record, () => shareVerdict(c.env, c.req.raw, now)),
      );
      if (saved.refused) throw refusal("estimate", saved.refused, now);
      const link: ShareLink = { id, url: shareUrl(c.req.url, id) };
      return c.json(link, saved.created ? 201 : 200);
    },
  )
  .get(
    "/estimates/:id",
    describe({
      summary: "A saved estimate",
      description:
        "As it was computed, with its data version. Fewer than ten answers: an estimate saved mid-flow (empty breakdown, no requirements). " +
        "`comparables` is computed when read, from the saved project, answers and range and today's calibration set.",
      tags,
      ok: { description: "The saved estimate.", schema: SavedEstimateSchema },
      errors: ["not_found", "share_unavailable"],
    }),
    async (c) => {
      const id = c.req.param("id");
      const notFound = () => new ApiError("not_found", `No saved estimate with id '${quote(id)}'.`);
      if (!v.is(EstimateIdSchema, id)) throw notFound();
      const saved = await withStore("estimate", () => loadEstimate(c.env.ESTIMATES, id));
      if (!saved) throw notFound();
      c.header("Cache-Control", savedCacheControl(saved));
      return c.json(await withComparables(saved), 200);
    },
  );
