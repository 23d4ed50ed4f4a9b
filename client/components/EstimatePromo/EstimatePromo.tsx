/** The promo for the conceptual estimate (specification §2, "Coming Soon pages"), on the Quote tools' pages. */
import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export function EstimatePromo({ title = "Need a number today?" }: { title?: string }) {
  return (
    <Card withBorder padding="lg" radius="md" bg="blue.0">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text>
          The conceptual estimate asks ten quick questions about your project and gives a cost range with a
          breakdown by division in about 5 minutes. Free, no signup.
        </Text>
        <Button component={Link} to="/conceptual-estimate" w="fit-content">
          Try Conceptual Estimate
        </Button>
      </Stack>
    </Card>
  );
}
