/**
 * A tool that is not built yet (specification §2, "Coming Soon pages"): a Back to Home link, what
 * the tool will do, and a promo that sends the visitor to the conceptual estimate meanwhile.
 */
import { Anchor, Badge, Button, Card, Container, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { usePageTitle } from "../../page-title";

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
        <Card withBorder padding="lg" radius="md" bg="blue.0">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Need a number today?
            </Title>
            <Text>
              The conceptual estimate asks ten quick questions about your project and gives a cost range with
              a breakdown by division in about five minutes. Free, no signup.
            </Text>
            <Button component={Link} to="/conceptual-estimate" w="fit-content">
              Try Conceptual Estimate
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
