/**
 * /question-flow (specification §2 "Question flow"): the ten questions with the live estimate. The
 * build renders it with its skeleton in place of the flow (`skeleton`), which paints at once.
 */
import { Container, Title, VisuallyHidden } from "@mantine/core";
import { PageSkeleton } from "../components/PageSkeleton/PageSkeleton";
import { QuestionFlow } from "../components/QuestionFlow/QuestionFlow";
import { usePageTitle } from "../page-title";

export function QuestionFlowPage({ skeleton = false }: { skeleton?: boolean }) {
  usePageTitle("Your project questions");
  return (
    <Container size="lg" py="xl">
      <VisuallyHidden>
        <Title order={1}>Your project questions</Title>
      </VisuallyHidden>
      {skeleton ? <PageSkeleton kind="questions" /> : <QuestionFlow />}
    </Container>
  );
}
