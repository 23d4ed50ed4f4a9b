/** /cost-estimate (specification §2 "Cost estimate page"): the final results. */
import { Container } from "@mantine/core";
import { ResultsView } from "../components/ResultsView/ResultsView";

export function CostEstimatePage() {
  return (
    <Container size="xl" py="xl">
      <ResultsView />
    </Container>
  );
}
