/** Placeholder screen until its issue builds it. */
import { Container, Title } from "@mantine/core";

export function ConceptualEstimatePage() {
  return (
    <Container size="md" py="xl">
      <Title order={1}>Start your estimate</Title>
    </Container>
  );
}
