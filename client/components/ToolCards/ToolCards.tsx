/** The four tools (specification §1): the conceptual estimate, the drawing estimate, the Quote Checker and Quote Changes, all working. */
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCalculator, IconFileDescription, IconReceipt, IconReplace } from "@tabler/icons-react";
import { Link } from "react-router";
import { HomeSection } from "../HomeSection/HomeSection";

const TOOLS = [
  {
    to: "/conceptual-estimate",
    title: "Conceptual Estimate",
    text: "Ten guided questions, a live cost range and a breakdown by division.",
    icon: IconCalculator,
    available: true,
  },
  {
    to: "/drawing-estimate",
    title: "Drawing Estimate",
    text: "Upload a PDF plan set and start your estimate from what its sheets say.",
    icon: IconFileDescription,
    available: true,
  },
  {
    to: "/quote-checker",
    title: "Quote Checker",
    text: "See where a contractor's quote sits against the local range, division by division.",
    icon: IconReceipt,
    available: true,
  },
  {
    to: "/quote-changes",
    title: "Quote Changes",
    text: "Price a contractor's change order line by line against your estimate: low, fair or high.",
    icon: IconReplace,
    available: true,
  },
] as const;

export function ToolCards() {
  return (
    <HomeSection headingId="tools-heading" title="Tools">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {TOOLS.map(({ to, title, text, icon: Icon, available }) => (
          <Card key={to} component={Link} to={to} withBorder padding="lg" radius="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Icon size={28} aria-hidden />
                <Badge variant="outline" color={available ? "blue" : "dark"}>
                  {available ? "Free" : "Coming Soon"}
                </Badge>
              </Group>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text size="sm" c="gray.7">
                {text}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
