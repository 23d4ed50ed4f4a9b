/** /404 and any unknown path: says the page does not exist and offers the way on. */
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { usePageTitle } from "../page-title";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Page not found</Title>
        <Text>We could not find that page. It may have moved, or the link may be mistyped.</Text>
        <Group>
          <Button component={Link} to="/">
            Go to the home page
          </Button>
          <Button component={Link} to="/conceptual-estimate" variant="light">
            Start a free estimate
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
