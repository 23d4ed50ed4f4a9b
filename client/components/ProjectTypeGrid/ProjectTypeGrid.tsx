/** The project-type grid: each type links to its California guide (specification §2). */
import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { PROJECT_TYPES } from "../../../shared/project-types";
import { HomeSection } from "../HomeSection/HomeSection";

export function ProjectTypeGrid() {
  return (
    <HomeSection headingId="types-heading" title="Project types">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {PROJECT_TYPES.map((type) => (
          <Card key={type.id} component={Link} to={`/estimate/${type.id}/california`} withBorder padding="lg">
            <Stack gap={6}>
              <img src={`/images/types/${type.id}.svg`} alt="" width={56} height={56} />
              <Title order={3} size="h4">
                {type.label}
              </Title>
              <Text size="sm" c="gray.7">
                {type.blurb}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
