/** Home (specification §2 "Home page"): hero, the four tools, project types, popular markets, benefits. */
import { Container, Stack } from "@mantine/core";
import { Benefits } from "../components/Benefits/Benefits";
import { HomeHero } from "../components/HomeHero/HomeHero";
import { PopularMarkets } from "../components/PopularMarkets/PopularMarkets";
import { ProjectTypeGrid } from "../components/ProjectTypeGrid/ProjectTypeGrid";
import { SiteFacts } from "../components/SiteFacts/SiteFacts";
import { ToolCards } from "../components/ToolCards/ToolCards";
import { usePageTitle } from "../page-title";

export function HomePage() {
  usePageTitle("Cost to Construct — free construction cost estimates", { full: true });
  return (
    <>
      <HomeHero />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <SiteFacts />
          <ToolCards />
          <ProjectTypeGrid />
          <PopularMarkets />
          <Benefits />
        </Stack>
      </Container>
    </>
  );
}
