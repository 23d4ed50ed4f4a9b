/**
 * The drawing reader's API (issue "Drawing Estimate, working"): POST /api/drawings/facts reads a
 * plan set's text items (as PDF.js or any PDF library gives them) with shared/drawings and answers
 * the facts, each with its page, sheet and words, the conflicts, and the facts as the
 * conversation's answers. Nothing is stored. The items of a dense set run to megabytes, so this
 * path's body may be up to 8 MB (DRAWING_BODY_ALLOWANCES, applied by the body guard).
 */
import { Hono } from "hono";
import {
  DrawingFactsInputSchema,
  DrawingFactsSchema,
  MAX_DRAWING_BODY_BYTES,
  type DrawingFacts,
} from "../../shared/api/drawings";
import { drawingAnswers, readDrawings } from "../../shared/drawings/index";
import type { BodyAllowances } from "../middleware/body";
import { documented } from "../openapi";
import { jsonBody } from "../validate";

/** The path whose body may be up to MAX_DRAWING_BODY_BYTES (worker/middleware/body.ts). */
export const DRAWING_BODY_ALLOWANCES: BodyAllowances = {
  "/api/drawings/facts": MAX_DRAWING_BODY_BYTES,
};

/** The drawing routes, mounted under /api. */
export const drawings = new Hono<{ Bindings: Env }>().post(
  "/drawings/facts",
  documented(
    {
      summary: "Read a plan set's facts from its text",
      description:
        "The body is `{ items, pageCount? }`: every text run of a PDF plan set with its page, origin, font size " +
        "and rotation, as PDF.js `getTextContent()` gives them (`x`, `y` from the transform's e and f, `size` " +
        "from its first column). The answer lists the facts found (place, type, areas, stories, rooms, units, " +
        "materials and systems), each with its page, sheet and the words it came from; conflicting facts as " +
        "conflicts, none chosen; and the facts as the conversation's answers by question id. A scanned set " +
        "(`items: []`) answers `pagesWithText: 0`. At most 100,000 items; bodies up to 8 MB.",
      tags: ["Drawings"],
      body: DrawingFactsInputSchema,
      ok: { description: "What the drawings say.", schema: DrawingFactsSchema },
      errors: ["invalid_json", "invalid_body", "payload_too_large", "unsupported_media_type"],
    },
    jsonBody(DrawingFactsInputSchema),
  ),
  (c) => {
    const { items, pageCount } = c.req.valid("json");
    const reading = readDrawings(items, pageCount);
    const { type, place, answers } = drawingAnswers(reading);
    const result: DrawingFacts = {
      ...reading,
      ...(type ? { type } : {}),
      ...(place ? { place } : {}),
      answers,
    };
    return c.json(result, 200);
  },
);
