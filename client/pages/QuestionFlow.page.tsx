/** Placeholder screen until its issue builds it. */
import { Container, Title } from "@mantine/core";

export function QuestionFlowPage() {
  return (
    <Container size="md" py="xl">
      <Title order={1}>Your project questions</Title>
    </Container>
  );
}
