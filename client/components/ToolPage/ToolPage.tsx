/**
 * The page of a free tool (the Quote Checker, Quote Changes, the Drawing Estimate): the Back to
 * Home link, the Free badge, the title (also the document's), what the tool does, the tool, and
 * the promo for the conceptual estimate. Each page passes the tool, or its skeleton when the build
 * renders it (so the page paints at once and shows no control before the app can take its input).
 */
import { Anchor, Badge, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../page-title";
import { EstimatePromo } from "../EstimatePromo/EstimatePromo";

export interface ToolPageProps {
  title: string;
  /** What the tool does, in a sentence or two. */
  intro: ReactNode;
  /** The promo's title: "No quote yet?". */
  promo: string;
  /** The tool, or its skeleton. */
  children: ReactNode;
}

export function ToolPage({ title, intro, promo, children }: ToolPageProps) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/">
          ← Back to Home
        </Anchor>
        <Badge variant="light" size="lg" w="fit-content">
          Free
        </Badge>
        <Title order={1}>{title}</Title>
        <Text size="lg">{intro}</Text>
        {children}
        <EstimatePromo title={promo} />
      </Stack>
    </Container>
  );
}
