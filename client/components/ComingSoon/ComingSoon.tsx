/**
 * A tool that is not built yet (specification §2, "Coming Soon pages"): a Back to Home link, what
 * the tool will do, and a promo that sends the visitor to the conceptual estimate meanwhile.
 */
import { Anchor, Badge, Container, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { usePageTitle } from "../../page-title";
import { EstimatePromo } from "../EstimatePromo/EstimatePromo";

export interface ComingSoonProps {
  title: string;
  description: string;
  plannedFeatures: readonly string[];
}

export function ComingSoon({ title, description, plannedFeatures }: ComingSoonProps) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/">
          ← Back to Home
        </Anchor>
        <Badge variant="light" size="lg" w="fit-content">
          Coming Soon
        </Badge>
        <Title order={1}>{title}</Title>
        <Text size="lg">{description}</Text>
        <List spacing="xs">
          {plannedFeatures.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <EstimatePromo />
      </Stack>
    </Container>
  );
}
