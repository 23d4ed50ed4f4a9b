/**
 * The part of the OpenAPI document the API page reads, as a valibot schema (the document comes
 * from GET /api/openapi.json, which the worker generates from the contract's schemas).
 */
import * as v from "valibot";

/** A JSON Schema as the page walks it: any object, read field by field. */
export type JsonSchema = { [key: string]: unknown };

const JsonSchemaSchema = v.record(v.string(), v.unknown());
const ContentSchema = v.record(v.string(), v.object({ schema: v.optional(JsonSchemaSchema) }));

const OperationSchema = v.object({
  summary: v.optional(v.string()),
  description: v.optional(v.string()),
  tags: v.optional(v.array(v.string())),
  parameters: v.optional(
    v.array(v.object({ name: v.string(), in: v.string(), required: v.optional(v.boolean()) })),
  ),
  requestBody: v.optional(v.object({ content: ContentSchema })),
  responses: v.record(
    v.string(),
    v.object({ description: v.optional(v.string()), content: v.optional(ContentSchema) }),
  ),
});
export type Operation = v.InferOutput<typeof OperationSchema>;

export const OpenApiDocSchema = v.object({
  openapi: v.string(),
  info: v.object({ title: v.string(), version: v.string(), description: v.optional(v.string()) }),
  tags: v.optional(v.array(v.object({ name: v.string(), description: v.optional(v.string()) }))),
  paths: v.record(v.string(), v.record(v.string(), OperationSchema)),
  components: v.optional(v.object({ schemas: v.optional(v.record(v.string(), JsonSchemaSchema)) })),
});
export type OpenApiDoc = v.InferOutput<typeof OpenApiDocSchema>;

/** One operation with its method and path, for listing. */
export interface Endpoint {
  method: string;
  path: string;
  operation: Operation;
}

/** The document's operations grouped by their first tag, in the document's tag order. */
export function endpointsByTag(
  doc: OpenApiDoc,
): Array<{ tag: string; description?: string; endpoints: Endpoint[] }> {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(ops)) {
      const tag = operation.tags?.[0] ?? "Other";
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  const order = (doc.tags ?? []).map((t) => t.name);
  return [...groups.entries()]
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([tag, endpoints]) => ({
      tag,
      description: doc.tags?.find((t) => t.name === tag)?.description,
      endpoints,
    }));
}
