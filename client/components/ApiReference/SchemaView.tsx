/**
 * A JSON Schema as a readable nested list: each property with its type, whether it is required,
 * its constraints and description; references to named components (Question, CostEstimate …)
 * are shown by name and opened on demand.
 */
import { Anchor, Code, Group, List, Text } from "@mantine/core";
import { useState } from "react";
import { inline } from "./Markdown";
import type { JsonSchema } from "./openapi-doc";

const isSchema = (x: unknown): x is JsonSchema => typeof x === "object" && x !== null && !Array.isArray(x);
const schemas = (x: unknown): JsonSchema[] => (Array.isArray(x) ? x.filter(isSchema) : []);

/** "string", "integer | null", "Question[]", "CostEstimate" … */
export function typeLabel(schema: JsonSchema): string {
  const ref = typeof schema.$ref === "string" ? schema.$ref.split("/").at(-1) : undefined;
  if (ref) return ref;
  const union = schemas(schema.anyOf ?? schema.oneOf);
  if (union.length) return union.map(typeLabel).join(" | ");
  if (Array.isArray(schema.enum)) return schema.enum.map((x) => JSON.stringify(x)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === "array" && isSchema(schema.items)) return `${typeLabel(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return typeof schema.type === "string" ? schema.type : "any";
}

function constraints(schema: JsonSchema): string[] {
  const out: string[] = [];
  if (typeof schema.maxLength === "number") out.push(`up to ${schema.maxLength} characters`);
  if (typeof schema.minimum === "number") out.push(`≥ ${schema.minimum}`);
  if (typeof schema.maximum === "number") out.push(`≤ ${schema.maximum}`);
  if (typeof schema.maxItems === "number") out.push(`at most ${schema.maxItems} items`);
  if (Array.isArray(schema.examples) && schema.examples.length) {
    out.push(`e.g. ${schema.examples.map((x) => JSON.stringify(x)).join(", ")}`);
  }
  return out;
}

/** The object schema a schema stands for, following one reference, an array or a nullable union. */
function objectOf(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema | undefined {
  const ref = typeof schema.$ref === "string" ? schema.$ref.split("/").at(-1) : undefined;
  if (ref) return components[ref];
  if (schema.type === "array" && isSchema(schema.items)) return objectOf(schema.items, components);
  const union = schemas(schema.anyOf).filter((s) => s.type !== "null");
  if (union.length === 1) return objectOf(union[0]!, components);
  return isSchema(schema.properties) ? schema : undefined;
}

function Property({
  name,
  schema,
  required,
  components,
  depth,
}: {
  name: string;
  schema: JsonSchema;
  required: boolean;
  components: Record<string, JsonSchema>;
  depth: number;
}) {
  const nested = objectOf(schema, components);
  const isRef =
    typeof schema.$ref === "string" || (isSchema(schema.items) && typeof schema.items.$ref === "string");
  const [open, setOpen] = useState(!isRef && depth < 3);
  const notes = constraints(schema);
  return (
    <List.Item>
      <Group gap={6} wrap="wrap">
        <Code>{name}</Code>
        <Text size="sm" c="gray.7">
          {typeLabel(schema)}
        </Text>
        {required && (
          <Text size="xs" c="red.9" fw={600}>
            required
          </Text>
        )}
        {nested && (
          <Anchor component="button" type="button" size="xs" c="blue.9" onClick={() => setOpen(!open)}>
            {open ? `hide the fields of ${name}` : `show the fields of ${name}`}
          </Anchor>
        )}
      </Group>
      {typeof schema.description === "string" && <Text size="sm">{inline(schema.description)}</Text>}
      {notes.length > 0 && (
        <Text size="xs" c="gray.7">
          {notes.join("; ")}
        </Text>
      )}
      {nested && open && <SchemaView schema={nested} components={components} depth={depth + 1} />}
    </List.Item>
  );
}

/** The properties of an object schema (or the one a reference names), as a list. */
export function SchemaView({
  schema,
  components,
  depth = 0,
}: {
  schema: JsonSchema;
  components: Record<string, JsonSchema>;
  depth?: number;
}) {
  const object = objectOf(schema, components);
  if (!object || !isSchema(object.properties)) {
    return <Text size="sm">{typeLabel(schema)}</Text>;
  }
  const required = new Set(Array.isArray(object.required) ? object.required : []);
  return (
    <List size="sm" spacing={6} listStyleType="none" withPadding={depth > 0}>
      {Object.entries(object.properties).map(([name, property]) =>
        isSchema(property) ? (
          <Property
            key={name}
            name={name}
            schema={property}
            required={required.has(name)}
            components={components}
            depth={depth}
          />
        ) : null,
      )}
    </List>
  );
}
