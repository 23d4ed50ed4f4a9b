/** /question-flow (specification §2 "Question flow"): the ten questions with the live estimate. */
import { Container, Title, VisuallyHidden } from "@mantine/core";
import { QuestionFlow } from "../components/QuestionFlow/QuestionFlow";
import { usePageTitle } from "../page-title";

export function QuestionFlowPage() {
  usePageTitle("Your project questions");
  return (
    <Container size="lg" py="xl">
      <VisuallyHidden>
        <Title order={1}>Your project questions</Title>
      </VisuallyHidden>
      <QuestionFlow />
    </Container>
  );
}
