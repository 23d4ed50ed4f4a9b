/** /api-reference: the API for integrators, read from the published OpenAPI document. */
import { Container, Stack, Title } from "@mantine/core";
import { ApiReference } from "../components/ApiReference/ApiReference";
import { usePageTitle } from "../page-title";

export function ApiReferencePage() {
  usePageTitle("API reference");
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>API reference</Title>
        <ApiReference />
      </Stack>
    </Container>
  );
}
