/** Benefit blurbs: only claims that are true of the product (decision record 013). */
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { HomeSection } from "../HomeSection/HomeSection";

const BENEFITS = [
  {
    title: "Free, no signup",
    text: "No account, no email, no sales calls. We do not sell your details — we never ask for them.",
  },
  {
    title: "Instant and honest",
    text: "Every answer updates the range at once. The range is wide when little is known and tightens as you answer.",
  },
  {
    title: "Sources you can check",
    text: "Costs start from public data (Census, BLS, published surveys) adjusted for your state and city; the download lists every source.",
  },
  {
    title: "Ready to share",
    text: "Download the estimate as an Excel workbook or share a link that opens the same results for anyone.",
  },
] as const;

export function Benefits() {
  return (
    <HomeSection headingId="benefits-heading" title="Why Cost to Construct">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {BENEFITS.map((b) => (
          <Stack key={b.title} gap={4}>
            <Title order={3} size="h5">
              {b.title}
            </Title>
            <Text size="sm" c="gray.7">
              {b.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
