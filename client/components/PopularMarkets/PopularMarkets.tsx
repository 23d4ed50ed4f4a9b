/**
 * Eight popular markets (specification §2), each linking to its single-family guide. The percentage
 * is the location multiplier a home estimate applies in the state, against the national average
 * (decision record 013: not the specification's fixed list).
 */
import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { formatSignedPercent } from "../../../shared/format";
import { POPULAR_MARKETS, POPULAR_MARKETS_AS_OF } from "../../../shared/markets";

export function PopularMarkets() {
  return (
    <Stack component="section" aria-labelledby="markets-heading">
      <Title order={2} id="markets-heading">
        Popular markets
      </Title>
      <Text c="gray.7" size="sm">
        What building a home costs against the national average: the location multiplier a home estimate
        applies in each state, statewide (cost index as of {POPULAR_MARKETS_AS_OF}). A big city has its own
        index and can differ a lot from its state&apos;s: each state&apos;s guide lists its cities.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {POPULAR_MARKETS.map(({ slug, name, percent }) => (
          <Card key={slug} component={Link} to={`/estimate/single-family/${slug}`} withBorder padding="md">
            <Text fw={700}>{name}</Text>
            <Text fw={700} size="xl" c={percent > 0 ? "red.9" : percent < 0 ? "teal.9" : "gray.8"}>
              {formatSignedPercent(percent)}
            </Text>
            <Text size="xs" c="gray.7">
              vs. national average
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
