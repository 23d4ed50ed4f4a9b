/** The home page's hero: what the product is and the two ways in. */
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { PROJECT_TYPES } from "../../../shared/project-types";
import { QUESTION_COUNT } from "../../../shared/api/constants";
import classes from "./HomeHero.module.css";

export function HomeHero() {
  return (
    <div className={classes.hero}>
      <Container size="lg" py={64}>
        <Stack gap="lg" maw={720}>
          <Text fw={700} c="blue.9" tt="uppercase" size="sm">
            AI-powered construction cost calculator
          </Text>
          <Title order={1} className={classes.title}>
            What will it cost to build? Free, instant estimates.
          </Title>
          <Text size="lg" c="gray.8">
            Answer {QUESTION_COUNT} quick questions about your project and get a cost range for your city,
            with a breakdown by construction division and the sources behind every number. Homes, apartments,
            remodels, offices, schools and healthcare — {PROJECT_TYPES.length} project types in all 50 states.
            No signup.
          </Text>
          <Group>
            <Button component={Link} to="/conceptual-estimate" size="lg">
              Start Free Estimate
            </Button>
            <Button component={Link} to="/drawing-estimate" size="lg" variant="default">
              Upload Drawings
            </Button>
          </Group>
        </Stack>
      </Container>
    </div>
  );
}
