/**
 * An example request for each endpoint, from the published document itself: a body built from its
 * schema (each field's first example, else an allowed value; optional fields only when they have
 * an example) and a curl command. Where a schema's examples cannot make a body the server accepts
 * (a conversation's answers must fit the questions), an example of our own stands in; a contract
 * test sends every example to the worker.
 */
import type { Endpoint, JsonSchema } from "./openapi-doc";

const isSchema = (x: unknown): x is JsonSchema => typeof x === "object" && x !== null && !Array.isArray(x);

const PROJECT = { constructionType: "single-family", state: "Texas", city: "Austin" };
const FIRST_ANSWER = {
  question: "What is the total finished floor area of the home?",
  answer: 2400,
  questionNumber: 1,
};

/** Bodies of our own where the schema's examples would not be accepted. */
const OWN_BODIES: Record<string, unknown> = {
  "/api/next-question": {
    projectData: { ...PROJECT, timestamp: "2026-11-21T10:00:00.000Z" },
    currentAnswer: 2400,
    answers: [FIRST_ANSWER],
  },
};

/** The ten answers the final estimate, its download, its what-ifs and its share link need, noted in words. */
export const TEN_ANSWERS_NOTE =
  "The final estimate, its download, its what-ifs and its share link need all ten answers; this example shows the first.";

/** An example value of a schema. */
export function exampleOf(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0): unknown {
  if (depth > 6) return null;
  const ref = typeof schema.$ref === "string" ? schema.$ref.split("/").at(-1) : undefined;
  if (ref && components[ref]) return exampleOf(components[ref], components, depth + 1);
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const union = (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [])
    .filter(isSchema)
    .filter((s) => s.type !== "null");
  if (union.length) return exampleOf(union[0]!, components, depth + 1);
  if (schema.type === "object" || isSchema(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const props = isSchema(schema.properties) ? schema.properties : {};
    return Object.fromEntries(
      Object.entries(props)
        .filter(([name, s]) => isSchema(s) && (required.has(name) || hasExample(s, components)))
        .map(([name, s]) => [name, exampleOf(s as JsonSchema, components, depth + 1)]),
    );
  }
  if (schema.type === "array")
    return isSchema(schema.items) ? [exampleOf(schema.items, components, depth + 1)] : [];
  if (schema.type === "number" || schema.type === "integer")
    return typeof schema.minimum === "number" ? Math.max(schema.minimum, 1) : 1;
  if (schema.type === "boolean") return true;
  return "…";
}

/** True when a schema (or the non-null part of a nullable one) carries an example. */
function hasExample(schema: JsonSchema, components: Record<string, JsonSchema>): boolean {
  if (Array.isArray(schema.examples) && schema.examples.length) return true;
  const union = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isSchema) : [];
  return union.some((s) => s.type !== "null" && hasExample(s, components));
}

/** The example body of an endpoint, or undefined when it takes none. */
export function exampleBody(endpoint: Endpoint, components: Record<string, JsonSchema>): unknown {
  const own = OWN_BODIES[endpoint.path];
  if (own !== undefined) return own;
  const schema = endpoint.operation.requestBody?.content["application/json"]?.schema;
  if (!schema) return undefined;
  const body = exampleOf(schema, components);
  // A conversation's answers must fit its questions: the first answer, as the flow gives it.
  if (isSchema(body) && Array.isArray(body.answers)) {
    if (isSchema(body.projectData)) body.projectData = { ...PROJECT, timestamp: "2026-11-21T10:00:00.000Z" };
    body.answers = [FIRST_ANSWER];
  }
  if (isSchema(body) && isSchema(body.project) && Array.isArray(body.project.answers)) {
    delete body.project.answers;
  }
  return body;
}

/** The endpoint's path with example path parameters ("{id}" → 32 hex digits). */
export function examplePath(path: string): string {
  return path.replace(/\{id\}/g, "0123456789abcdef0123456789abcdef").replace(/\{(\w+)\}/g, "$1");
}

/** Example queries of the endpoints that take one. */
const QUERIES: Record<string, string> = {
  "/api/landing": "path=/estimate/single-family/texas/austin",
  "/api/zip": "zip=62263&state=Illinois",
};

/** The endpoint's example URL on `origin`, with its query when it takes one. */
export function exampleUrl(endpoint: Endpoint, origin: string): string {
  const query = QUERIES[endpoint.path];
  return `${origin}${examplePath(endpoint.path)}${query ? `?${query}` : ""}`;
}

/** A curl command for the endpoint on `origin`. */
export function exampleCurl(
  endpoint: Endpoint,
  components: Record<string, JsonSchema>,
  origin: string,
): string {
  const url = exampleUrl(endpoint, origin);
  const body = exampleBody(endpoint, components);
  if (body === undefined) return `curl '${url}'`;
  const json = JSON.stringify(body, null, 2).replace(/'/g, "'\\''");
  return [
    `curl -X ${endpoint.method.toUpperCase()} '${url}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${json}'`,
  ].join("\n");
}

/** True when the endpoint needs a whole conversation's ten answers. */
export function needsTenAnswers(endpoint: Endpoint): boolean {
  return (
    ["/api/final-estimate", "/api/download-estimate", "/api/what-if", "/api/estimates"].includes(
      endpoint.path,
    ) && endpoint.method === "post"
  );
}
