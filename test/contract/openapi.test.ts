/**
 * The published contract: GET /api/openapi.json is a valid OpenAPI 3.1 document (checked with
 * @seriousme/openapi-schema-validator) that lists every route of the API with its request and
 * response schemas, generated from the same valibot schemas the routes validate with.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../worker/index";

interface Operation {
  summary?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: Record<string, unknown> }> }
  >;
}
interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Record<string, unknown>> };
}

let doc: OpenApiDoc;

beforeAll(async () => {
  const res = await app.request("http://c2c.test/api/openapi.json", {}, {} as Env);
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDoc;
});

/** Every route a client can call: method and OpenAPI path of each /api route the app registers. */
function apiRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/") || r.path === "/api/openapi.json") continue;
    seen.add(`${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, "{$1}").replace(/\/$/, "")}`);
  }
  return [...seen].sort();
}

describe("GET /api/openapi.json", () => {
  it("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every API route the app serves, and no other", () => {
    const listed = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`))
      .sort();
    expect(apiRoutes().length).toBeGreaterThanOrEqual(13);
    expect(listed).toEqual(apiRoutes());
    for (const route of [
      "post /api/quote-check",
      "post /api/quote-check/download",
      "post /api/quote-checks",
      "get /api/quote-checks/{id}",
    ]) {
      expect(listed, route).toContain(route);
    }
  });

  it("documents the Quote Checker's body as it is sent and its answer as a named component", () => {
    const op = doc.paths["/api/quote-check"]!.post!;
    expect(op.requestBody!.content["application/json"]!.schema).toMatchObject({
      type: "object",
      properties: {
        project: { type: "object", required: ["constructionType", "state"] },
        quote: { type: "object", properties: { text: { type: "string", maxLength: 20000 } } },
      },
      required: ["project", "quote"],
    });
    expect(op.responses["200"]!.content!["application/json"]!.schema).toEqual({
      $ref: "#/components/schemas/QuoteCheckResult",
    });
    expect(doc.components?.schemas?.["QuoteCheckRequest"]).toBeTruthy();
  });

  it("gives every POST a JSON request body schema and every route a success and an error schema", () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (method === "post") expect(op.requestBody?.content["application/json"]?.schema, path).toBeTruthy();
        const ok = op.responses["200"] ?? op.responses["201"];
        expect(ok?.content, `${method} ${path}`).toBeTruthy();
        expect(op.responses["500"]?.content?.["application/json"]?.schema).toEqual({
          $ref: "#/components/schemas/Error",
        });
      }
    }
  });

  it("documents request bodies as they are sent: initialize-questions takes constructionType, state, city", () => {
    const body =
      doc.paths["/api/initialize-questions"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(body).toMatchObject({
      type: "object",
      properties: { constructionType: { type: "string" }, state: { type: "string", maxLength: 200 } },
      required: ["constructionType", "state"],
    });
  });

  it("documents a saved estimate's ZIP code and drawn answers, sent and returned", () => {
    const body = doc.paths["/api/estimates"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(body).toMatchObject({
      properties: {
        drawn: {
          type: "array",
          maxItems: 20,
          items: { properties: { question: { type: "string", maxLength: 40 } } },
        },
      },
    });
    const saved = JSON.stringify(
      doc.paths["/api/estimates/{id}"]!.get!.responses["200"]!.content!["application/json"]!.schema,
    );
    expect(saved).toContain('"zip"');
    expect(saved).toContain('"drawn"');
  });

  it("documents responses with named components (Question, CostEstimate, Error)", () => {
    const schemas = doc.components?.schemas ?? {};
    for (const name of ["Question", "CostEstimate", "CostBreakdown", "AnswerRecord", "Error"]) {
      expect(schemas[name], name).toBeTruthy();
    }
    const step =
      doc.paths["/api/next-question"]!.post!.responses["200"]!.content!["application/json"]!.schema;
    expect(JSON.stringify(step)).toContain("#/components/schemas/CostEstimate");
  });

  it("documents a route's query string as parameters: /api/landing takes a required path", () => {
    const params = doc.paths["/api/landing"]!.get!.parameters ?? [];
    expect(params).toEqual([
      expect.objectContaining({
        name: "path",
        in: "query",
        required: true,
        schema: expect.objectContaining({ type: "string", maxLength: 300 }),
      }),
    ]);
  });
});
