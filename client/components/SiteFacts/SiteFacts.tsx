/**
 * The home page's figures: only what is true of the product today (shared/site-facts.ts), and the
 * way to our measured accuracy (the worker's /accuracy page, so a plain link, not a client route).
 */
import { Anchor, SimpleGrid, Stack, Text } from "@mantine/core";
import { SITE_FACTS } from "../../../shared/site-facts";

export function SiteFacts() {
  return (
    <section aria-label="C2C in figures">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="md" m={0}>
        {SITE_FACTS.map((fact) => (
          <Stack key={fact.label} gap={0}>
            <Text component="dt" fw={800} size="xl" c="blue.9">
              {fact.value}
            </Text>
            <Text component="dd" m={0} size="sm" c="gray.7">
              {fact.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" c="gray.7" mt="md">
        How accurate are we?{" "}
        <Anchor href="/accuracy" c="blue.9" underline="always">
          See every project we test against
        </Anchor>
      </Text>
    </section>
  );
}
