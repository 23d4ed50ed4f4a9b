/**
 * The API page's example requests (issue 32), built from the published document, are requests
 * the worker accepts: each is sent to the app and none is refused as an invalid body. The share
 * routes need the KV store, absent here; the final estimate's examples hold one answer of ten, so
 * they may be refused only for that (`replay_mismatch`).
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import app from "../../worker/index";
import {
  exampleBody,
  exampleCurl,
  exampleUrl,
  needsTenAnswers,
} from "../../client/components/ApiReference/examples";
import {
  endpointsByTag,
  OpenApiDocSchema,
  type OpenApiDoc,
} from "../../client/components/ApiReference/openapi-doc";

const ORIGIN = "http://c2c.test";
let doc: OpenApiDoc;

beforeAll(async () => {
  const res = await app.request(`${ORIGIN}/api/openapi.json`, {}, {} as Env);
  doc = v.parse(OpenApiDocSchema, await res.json());
});

describe("the API page's example requests", () => {
  it("are accepted by the worker, one for every endpoint", async () => {
    const components = doc.components?.schemas ?? {};
    const endpoints = endpointsByTag(doc).flatMap((g) => g.endpoints);
    expect(endpoints.length).toBeGreaterThan(10);
    for (const endpoint of endpoints) {
      const body = exampleBody(endpoint, components);
      const curl = exampleCurl(endpoint, components, ORIGIN);
      expect(curl, endpoint.path).toContain(exampleUrl(endpoint, ORIGIN));
      const res = await app.request(
        exampleUrl(endpoint, ORIGIN),
        {
          method: endpoint.method.toUpperCase(),
          ...(body === undefined
            ? {}
            : {
                headers: { "Content-Type": "application/json", Origin: ORIGIN },
                body: JSON.stringify(body),
              }),
        },
        {} as Env,
      );
      const code = res.status >= 400 ? ((await res.json()) as { error: { code: string } }).error.code : "ok";
      const allowed = ["ok", "not_found", "share_unavailable"];
      if (needsTenAnswers(endpoint)) allowed.push("replay_mismatch");
      expect(allowed, `${endpoint.method} ${endpoint.path}: ${code}`).toContain(code);
    }
  });
});
