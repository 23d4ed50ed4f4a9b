/** /cost-estimate (specification §2 "Cost estimate page"): the final results. */
import { Container } from "@mantine/core";
import { ResultsView } from "../components/ResultsView/ResultsView";
import { usePageTitle } from "../page-title";

export function CostEstimatePage() {
  usePageTitle("Your cost estimate");
  return (
    <Container size="xl" py="xl">
      <ResultsView />
    </Container>
  );
}
