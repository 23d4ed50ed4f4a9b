/**
 * /drawing-estimate: the specification's title "Drawing-based Estimate", the Back to Home link and
 * the promo for the conceptual estimate, with the working tool. The build renders it with a
 * skeleton in place of the tool (`skeleton`), so the page paints at once and shows no control
 * before the app can take its input.
 */
import { Anchor, Badge, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { DrawingEstimate } from "../components/DrawingEstimate/DrawingEstimate";
import { EstimatePromo } from "../components/EstimatePromo/EstimatePromo";
import { PageSkeleton } from "../components/PageSkeleton/PageSkeleton";
import { usePageTitle } from "../page-title";

export function DrawingEstimatePage({ skeleton = false }: { skeleton?: boolean }) {
  usePageTitle("Drawing-based Estimate");
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/">
          ← Back to Home
        </Anchor>
        <Badge variant="light" size="lg" w="fit-content">
          Free
        </Badge>
        <Title order={1}>Drawing-based Estimate</Title>
        <Text size="lg">
          Choose your PDF plan set: we read the area, stories, rooms and materials its sheets state, show you
          where each came from, and start your estimate with those answers given.
        </Text>
        {skeleton ? <PageSkeleton kind="drawings" /> : <DrawingEstimate />}
        <EstimatePromo title="No drawings yet?" />
      </Stack>
    </Container>
  );
}
