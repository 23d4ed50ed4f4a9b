/**
 * The API page for integrators: every endpoint of the published OpenAPI document (GET
 * /api/openapi.json) with its request body, answers and error codes, grouped as the document
 * groups them. Rendered here from the document itself, so the page needs no third-party script and
 * cannot disagree with the contract.
 */
import { Accordion, Alert, Anchor, Badge, Code, Group, Loader, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Accordion.css";
import { useEffect, useState } from "react";
import { errorMessage, loadOpenApi } from "../../api";
import { endpointsByTag, type Endpoint, type JsonSchema, type OpenApiDoc } from "./openapi-doc";
import { exampleCurl, needsTenAnswers, TEN_ANSWERS_NOTE } from "./examples";
import { inline, Markdown } from "./Markdown";
import { SchemaView } from "./SchemaView";

/** An accordion value that is also a valid id part ("post-api-initialize-questions"). */
const itemValue = (e: Endpoint) => `${e.method}${e.path}`.replace(/[^a-z0-9]+/gi, "-");

/** This site's address, for the examples. */
const origin = typeof location === "undefined" ? "" : location.origin;

function EndpointPanel({
  endpoint,
  components,
}: {
  endpoint: Endpoint;
  components: Record<string, JsonSchema>;
}) {
  const { operation } = endpoint;
  const body = operation.requestBody?.content["application/json"]?.schema;
  return (
    <Stack gap="sm">
      {operation.description && <Markdown text={operation.description} size="sm" />}
      <div>
        <Title order={3} size="h5">
          Example request
        </Title>
        {needsTenAnswers(endpoint) && (
          <Text size="xs" c="gray.7">
            {TEN_ANSWERS_NOTE}
          </Text>
        )}
        <Code block mt={4} data-testid="example-request" tabIndex={0} aria-label="Example request">
          {exampleCurl(endpoint, components, origin)}
        </Code>
      </div>
      {body && (
        <div>
          <Title order={3} size="h5">
            Request body (JSON)
          </Title>
          <SchemaView schema={body} components={components} />
        </div>
      )}
      <div>
        <Title order={3} size="h5">
          Answers
        </Title>
        <Stack gap="xs" mt={4}>
          {Object.entries(operation.responses).map(([status, response]) => {
            const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
            const isError = Number(status) >= 400;
            return (
              <div key={status}>
                <Group gap={6}>
                  <Badge variant="filled" color={isError ? "red.9" : "teal.9"}>
                    {status}
                  </Badge>
                  {response.description && (
                    <Text size="sm" component="span">
                      {inline(response.description)}
                    </Text>
                  )}
                  {mediaType && mediaType !== "application/json" && <Code>{mediaType}</Code>}
                </Group>
                {!isError && media?.schema && mediaType === "application/json" && (
                  <SchemaView schema={media.schema} components={components} />
                )}
              </div>
            );
          })}
        </Stack>
      </div>
    </Stack>
  );
}

export function ApiReference() {
  const [doc, setDoc] = useState<OpenApiDoc | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    loadOpenApi().then(setDoc, (err: unknown) =>
      setError(errorMessage(err, "The API description did not load.")),
    );
  }, []);

  if (error)
    return (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    );
  if (!doc) return <Loader aria-label="Loading the API description" />;
  const components = doc.components?.schemas ?? {};
  const errorSchema = components.Error;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        {doc.info.description && <Markdown text={doc.info.description} />}
        <Text size="sm">
          Version {doc.info.version}. The machine-readable document:{" "}
          <Anchor href="/api/openapi.json">/api/openapi.json</Anchor> (OpenAPI {doc.openapi}).
        </Text>
      </Stack>
      {errorSchema && (
        <section aria-labelledby="api-errors">
          <Title order={2} size="h3" id="api-errors">
            Errors
          </Title>
          <Text size="sm" mb="xs">
            Every failure has one shape; show <Code>message</Code> as it is.
          </Text>
          <SchemaView schema={errorSchema} components={components} />
        </section>
      )}
      {endpointsByTag(doc).map((group) => (
        <section key={group.tag} aria-labelledby={`api-${group.tag}`}>
          <Title order={2} size="h3" id={`api-${group.tag}`}>
            {group.tag}
          </Title>
          {group.description && <Markdown text={group.description} size="sm" mb="xs" />}
          <Accordion variant="separated" multiple>
            {group.endpoints.map((endpoint) => (
              <Accordion.Item key={itemValue(endpoint)} value={itemValue(endpoint)}>
                <Accordion.Control>
                  <Group gap="sm" wrap="nowrap">
                    <Badge variant="filled" color={endpoint.method === "get" ? "blue.9" : "violet.9"} w={56}>
                      {endpoint.method.toUpperCase()}
                    </Badge>
                    <Code>{endpoint.path}</Code>
                    <Text size="sm" visibleFrom="sm">
                      {endpoint.operation.summary}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" hiddenFrom="sm" mb="xs">
                    {endpoint.operation.summary}
                  </Text>
                  <EndpointPanel endpoint={endpoint} components={components} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
