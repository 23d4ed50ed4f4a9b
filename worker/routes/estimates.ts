/**
 * Share links (PRODUCT.md decision 6): POST /api/estimates computes the final estimate from
 * projectData and answers, saves it in KV under a content hash and answers `{ id, url }`;
 * GET /api/estimates/{id} returns the saved estimate. A KV outage answers 503
 * `share_unavailable` here and affects no other endpoint.
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { DATA_VERSION } from "../../shared/engine/index";
import { EstimateIdSchema, SaveEstimateInputSchema } from "../../shared/schemas";
import {
  loadEstimate,
  saveEstimate,
  estimateId,
  StoreUnavailableError,
  RECORD_VERSION,
} from "../estimate-store";
import { jsonError, methodNotAllowed } from "../http";
import { finishConversation } from "../project";
import { mayCreateShare, SHARE_LIMIT_PERIOD_SECONDS } from "../share-limit";
import { validateJson } from "../validate";

/** The share-link routes, mounted under /api. */
export const estimates = new Hono<{ Bindings: Env }>();

function shareUnavailable(c: Context, err: StoreUnavailableError) {
  console.error("estimate store unavailable", err.cause);
  return jsonError(
    c,
    503,
    "share_unavailable",
    "Share links are unavailable right now; the estimate itself still works. Please try again later.",
  );
}

/** The page a share link opens. */
export function shareUrl(requestUrl: string, id: string): string {
  return new URL(`/cost-estimate?id=${id}`, requestUrl).href;
}

estimates.post("/estimates", async (c) => {
  const body = await validateJson(c, SaveEstimateInputSchema);
  if (!body.ok) return body.response;
  const done = finishConversation(c, body.data);
  if (!done.ok) return done.response;
  const { project, records, final } = done;
  const id = await estimateId(DATA_VERSION, project, records);
  try {
    const saved = await saveEstimate(
      c.env.ESTIMATES,
      {
        id,
        recordVersion: RECORD_VERSION,
        savedAt: new Date().toISOString(),
        dataVersion: DATA_VERSION,
        projectData: {
          constructionType: project.type,
          state: project.location.state.name,
          city: project.location.city?.name ?? null,
          timestamp: body.data.projectData.timestamp ?? null,
        },
        location: project.location,
        answers: records,
        ...final,
      },
      () => mayCreateShare(c.env.SHARE_LIMITER, c.req.raw),
    );
    if (saved.limited) {
      c.header("Retry-After", String(SHARE_LIMIT_PERIOD_SECONDS));
      return jsonError(
        c,
        429,
        "rate_limited",
        "Too many new share links from your connection in the last minute. Please try again in a minute.",
      );
    }
    return c.json({ id, url: shareUrl(c.req.url, id) }, saved.created ? 201 : 200);
  } catch (err) {
    if (err instanceof StoreUnavailableError) return shareUnavailable(c, err);
    throw err;
  }
});
estimates.all("/estimates", methodNotAllowed(["POST"]));

estimates.get("/estimates/:id", async (c) => {
  const id = c.req.param("id");
  const notFound = () => jsonError(c, 404, "not_found", `No saved estimate with id '${id.slice(0, 64)}'.`);
  if (!v.is(EstimateIdSchema, id)) return notFound();
  try {
    const saved = await loadEstimate(c.env.ESTIMATES, id);
    if (!saved) return notFound();
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(saved);
  } catch (err) {
    if (err instanceof StoreUnavailableError) return shareUnavailable(c, err);
    throw err;
  }
});
estimates.all("/estimates/:id", methodNotAllowed(["GET"]));
