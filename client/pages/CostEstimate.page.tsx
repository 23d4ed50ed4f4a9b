/**
 * /cost-estimate (specification §2 "Cost estimate page"): the final results. The build renders it
 * with its skeleton in place of the results (`skeleton`), which paints at once.
 */
import { Container } from "@mantine/core";
import { PageSkeleton } from "../components/PageSkeleton/PageSkeleton";
import { ResultsView } from "../components/ResultsView/ResultsView";
import { usePageTitle } from "../page-title";

export function CostEstimatePage({ skeleton = false }: { skeleton?: boolean }) {
  usePageTitle("Your cost estimate");
  return (
    <Container size="xl" py="xl">
      {skeleton ? <PageSkeleton kind="results" /> : <ResultsView />}
    </Container>
  );
}
