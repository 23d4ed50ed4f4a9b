/**
 * The footer of every screen: what an estimate covers, and the data credits the sources' licences
 * ask for (GeoNames, CC BY 4.0).
 */
import { Anchor, Container, Text } from "@mantine/core";
import classes from "./SiteFooter.module.css";

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Text size="sm" c="gray.7">
          Cost to Construct gives conceptual estimates of hard construction cost: not a quote, and without
          land, financing or design fees.
        </Text>
        <Text size="xs" c="gray.7" mt="xs">
          City names and populations:{" "}
          <Anchor href="https://www.geonames.org" size="xs" c="blue.9" underline="always">
            GeoNames
          </Anchor>
          , licensed under{" "}
          <Anchor href="https://creativecommons.org/licenses/by/4.0/" size="xs" c="blue.9" underline="always">
            CC BY 4.0
          </Anchor>
          . Cost data sources are listed in every downloaded estimate.
        </Text>
      </Container>
    </footer>
  );
}
