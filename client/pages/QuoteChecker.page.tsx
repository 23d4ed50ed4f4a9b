/**
 * /quote-checker: the specification's title "Quote Checker", the Back to Home link and the promo
 * for the conceptual estimate, with the working tool in place of the "coming soon" description.
 * The build renders it with a skeleton in place of the tool (`skeleton`), so the page paints at
 * once and shows no control before the app can take its input.
 */
import { Anchor, Badge, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EstimatePromo } from "../components/EstimatePromo/EstimatePromo";
import { PageSkeleton } from "../components/PageSkeleton/PageSkeleton";
import { QuoteChecker } from "../components/QuoteChecker/QuoteChecker";
import { usePageTitle } from "../page-title";

export function QuoteCheckerPage({ skeleton = false }: { skeleton?: boolean }) {
  usePageTitle("Quote Checker");
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/">
          ← Back to Home
        </Anchor>
        <Badge variant="light" size="lg" w="fit-content">
          Free
        </Badge>
        <Title order={1}>Quote Checker</Title>
        <Text size="lg">
          Paste or upload a contractor's quote and see where its total and each division sit against the local
          cost range for a project like yours, with the questions to ask before you sign.
        </Text>
        {skeleton ? <PageSkeleton kind="quote" /> : <QuoteChecker />}
        <EstimatePromo title="No quote yet?" />
      </Stack>
    </Container>
  );
}
