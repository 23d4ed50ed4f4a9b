/** Placeholder screen until its issue builds it. */
import { Container, Title } from "@mantine/core";

export function CostEstimatePage() {
  return (
    <Container size="md" py="xl">
      <Title order={1}>Cost Estimate</Title>
    </Container>
  );
}
