/** The generic route error screen (specification §2: "Unexpected Application Error!" with the error text). */
import { Anchor, Code, Container, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** Turns whatever was thrown into the text the visitor sees. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function ErrorScreen() {
  const error = useRouteError();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Unexpected Application Error!</Title>
        <Code block>{errorText(error)}</Code>
        <Text>
          <Anchor href="/">Back to the home page</Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
