/** Placeholder screen until its issue builds it. */
import { Container, Title } from "@mantine/core";

export function LandingPage() {
  return (
    <Container size="md" py="xl">
      <Title order={1}>Construction Costs</Title>
    </Container>
  );
}
