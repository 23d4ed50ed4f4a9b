/**
 * The footer of every screen: what an estimate covers, the data credits the sources' licences ask
 * for (GeoNames, CC BY 4.0), and the API page for integrators.
 */
import { Anchor, Container, Text } from "@mantine/core";
import { Link } from "react-router";
import classes from "./SiteFooter.module.css";

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Text size="sm" c="gray.7">
          Cost to Construct gives conceptual estimates of construction cost and of the owner&apos;s total
          project cost around it: not a quote. Land and financing are not included unless you enter them.
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
        <Text size="xs" c="gray.7" mt="xs">
          Building on our estimates?{" "}
          <Anchor component={Link} to="/api-reference" size="xs" c="blue.9" underline="always">
            The API for integrators
          </Anchor>{" "}
          is free and needs no key.
        </Text>
      </Container>
    </footer>
  );
}
