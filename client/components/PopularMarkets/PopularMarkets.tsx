/**
 * Eight popular markets (specification §2), each linking to its single-family guide. The percentage
 * is the location multiplier a home estimate applies in the state, against the national average
 * (decision record 013: not the specification's fixed list).
 */
import { Card, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatSignedPercent } from "../../../shared/format";
import { POPULAR_MARKETS, POPULAR_MARKETS_AS_OF } from "../../../shared/markets";
import { HomeSection } from "../HomeSection/HomeSection";

export function PopularMarkets() {
  return (
    <HomeSection headingId="markets-heading" title="Popular markets">
      <Text c="gray.7" size="sm">
        What building a home costs against the national average: the location multiplier a home estimate
        applies statewide, and in the state&apos;s cheapest and dearest listed cities, whose own index can
        differ a lot from the state&apos;s (indices as of {POPULAR_MARKETS_AS_OF}; each state&apos;s guide
        lists every city).
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {POPULAR_MARKETS.map(({ slug, name, percent, cities }) => (
          <Card key={slug} component={Link} to={`/estimate/single-family/${slug}`} withBorder padding="md">
            <Text fw={700}>{name}</Text>
            <Text fw={700} size="xl" c={percent > 0 ? "red.9" : percent < 0 ? "teal.9" : "gray.8"}>
              {formatSignedPercent(percent)}
            </Text>
            <Text size="xs" c="gray.7">
              statewide vs. national average
            </Text>
            <Text size="xs" c="gray.8" mt={4}>
              {cities.low.name} {formatSignedPercent(cities.low.percent)} to {cities.high.name}{" "}
              {formatSignedPercent(cities.high.percent)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
