/**
 * /quote-changes: the title "Quote Changes", the Back to Home link and the promo for the
 * conceptual estimate, with the working tool in place of its former Coming Soon page. The build
 * renders it with a skeleton in place of the tool (`skeleton`), so the page paints at once and
 * shows no control before the app can take its input.
 */
import { Anchor, Badge, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EstimatePromo } from "../components/EstimatePromo/EstimatePromo";
import { PageSkeleton } from "../components/PageSkeleton/PageSkeleton";
import { QuoteChanges } from "../components/QuoteChanges/QuoteChanges";
import { usePageTitle } from "../page-title";

export function QuoteChangesPage({ skeleton = false }: { skeleton?: boolean }) {
  usePageTitle("Quote Changes");
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/">
          ← Back to Home
        </Anchor>
        <Badge variant="light" size="lg" w="fit-content">
          Free
        </Badge>
        <Title order={1}>Quote Changes</Title>
        <Text size="lg">
          Paste a contractor&apos;s change order and see what each line changes in your estimate, what the
          engine prices that change at here, and whether the price is low, fair or high — with the questions
          to ask about markups, credits and allowances.
        </Text>
        {skeleton ? <PageSkeleton kind="changes" /> : <QuoteChanges />}
        <EstimatePromo title="No estimate yet?" />
      </Stack>
    </Container>
  );
}
