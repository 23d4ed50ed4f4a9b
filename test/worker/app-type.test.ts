/**
 * The app's type carries every route, so the client's `hc<AppType>` knows each path, method, body
 * and answer. The checks are compile-time (`npm run typecheck` fails on a mismatch); the runtime
 * test confirms the registered routes match the typed ones.
 */
import type { DrawingFacts } from "../../shared/api/drawings";
import type { ExtractSchema } from "hono/types";
import type { UnionToIntersection } from "hono/utils/types";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { InitializeQuestionsInput, QuoteCheckInput } from "../../shared/api/inputs";
import type {
  FinalEstimate,
  QuoteCheckRequest,
  QuoteCheckResult,
  SavedEstimate,
  SavedQuoteCheck,
  Step,
  WhatIfResult,
} from "../../shared/api/outputs";
import app, { type AppType } from "../../worker/index";

// The chained app's schema is a union of its parts' schemas; one object of them all.
type Schema = UnionToIntersection<ExtractSchema<AppType>>;
type Methods = { [P in keyof Schema]: keyof Schema[P] };

interface Expected {
  "/api/landing": "$get";
  "/api/health": "$get";
  "/api/initialize-questions": "$post";
  "/api/next-question": "$post";
  "/api/final-estimate": "$post";
  "/api/download-estimate": "$post";
  "/api/estimate": "$post";
  "/api/estimates": "$post";
  "/api/estimates/:id": "$get";
  "/api/quote-check": "$post";
  "/api/quote-check/download": "$post";
  "/api/quote-checks": "$post";
  "/api/quote-checks/:id": "$get";
  "/api/quote-changes": "$post";
  "/api/quote-changes/download": "$post";
  "/api/quote-changes/saved": "$post";
  "/api/quote-changes/saved/:id": "$get";
  "/api/what-if": "$post";
  "/api/zip": "$get";
  "/api/scenarios": "$post";
  "/api/scenarios/download": "$post";
  "/api/drawings/facts": "$post";
  "/api/openapi.json": "$get";
}

const ROUTES: Expected = {
  "/api/landing": "$get",
  "/api/health": "$get",
  "/api/initialize-questions": "$post",
  "/api/next-question": "$post",
  "/api/final-estimate": "$post",
  "/api/download-estimate": "$post",
  "/api/estimate": "$post",
  "/api/estimates": "$post",
  "/api/estimates/:id": "$get",
  "/api/quote-check": "$post",
  "/api/quote-check/download": "$post",
  "/api/quote-checks": "$post",
  "/api/quote-checks/:id": "$get",
  "/api/quote-changes": "$post",
  "/api/quote-changes/download": "$post",
  "/api/quote-changes/saved": "$post",
  "/api/quote-changes/saved/:id": "$get",
  "/api/what-if": "$post",
  "/api/zip": "$get",
  "/api/scenarios": "$post",
  "/api/scenarios/download": "$post",
  "/api/drawings/facts": "$post",
  "/api/openapi.json": "$get",
};

describe("AppType", () => {
  it("carries every route with its method", () => {
    expectTypeOf<Methods>().toEqualTypeOf<Expected>();
    const registered = new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => r.path));
    for (const path of Object.keys(ROUTES)) expect(registered.has(path), path).toBe(true);
  });

  it("carries each route's input and answer types from the contract", () => {
    expectTypeOf<
      Schema["/api/initialize-questions"]["$post"]["input"]["json"]
    >().toEqualTypeOf<InitializeQuestionsInput>();
    expectTypeOf<Schema["/api/next-question"]["$post"]["output"]>().toEqualTypeOf<Step>();
    expectTypeOf<Schema["/api/final-estimate"]["$post"]["output"]>().toEqualTypeOf<FinalEstimate>();
    expectTypeOf<Schema["/api/estimates/:id"]["$get"]["output"]>().toEqualTypeOf<SavedEstimate>();
    expectTypeOf<Schema["/api/what-if"]["$post"]["output"]>().toEqualTypeOf<WhatIfResult>();
    expectTypeOf<Schema["/api/drawings/facts"]["$post"]["output"]>().toEqualTypeOf<DrawingFacts>();
    expectTypeOf<Schema["/api/quote-check"]["$post"]["input"]["json"]>().toEqualTypeOf<QuoteCheckInput>();
    expectTypeOf<Schema["/api/quote-check"]["$post"]["output"]>().toEqualTypeOf<QuoteCheckResult>();
    expectTypeOf<Schema["/api/quote-checks/:id"]["$get"]["output"]>().toEqualTypeOf<SavedQuoteCheck>();
    // A saved check's request can be sent again as the body of a check, its download or its link.
    expectTypeOf<QuoteCheckRequest>().toExtend<QuoteCheckInput>();
  });
});
