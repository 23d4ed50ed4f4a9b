/** /conceptual-estimate (specification §2 "Project start form"): the heading and the start form. */
import { Container, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { StartForm } from "../components/StartForm/StartForm";
import { track } from "../tracking";
import { usePageTitle } from "../page-title";

export function ConceptualEstimatePage() {
  usePageTitle("Start your estimate");
  useEffect(() => track("page_view", { page: "conceptual-estimate" }), []);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Start your estimate</Title>
          <Text c="gray.7">
            Tell us what you are building and where. Ten quick questions follow, with a live cost range that
            tightens as you answer.
          </Text>
        </Stack>
        <StartForm />
      </Stack>
    </Container>
  );
}
