/**
 * The guide's header (specification §2): breadcrumb "Construction Costs > {type} > {location}",
 * badges with the year's guide and the average cost range, the H1 and intro, the cost of each kind
 * of building at its typical size (KindCosts), the info chips
 * (updated, read time, complexity, timeline) and "Get My Personalized Estimate".
 */
import { Anchor, Badge, Breadcrumbs, Button, Group, Stack, Text, Title, rem } from "@mantine/core";
import type { LandingContent } from "../../../shared/content/landing-types";
import { calculatorHref } from "../../landing/start-estimate";
import { KindCosts } from "../KindCosts/KindCosts";

interface Props {
  content: LandingContent;
  onStart: (cta: string) => void;
}

export function LandingHeader({ content, onStart }: Props) {
  const { chips } = content;
  const stateHref = `/estimate/${content.type.id}/${content.state.slug}`;
  return (
    <Stack component="header" gap="md" py="lg">
      <Breadcrumbs separator=">" aria-label="Breadcrumb" fz="sm">
        <Text size="sm" c="gray.7">
          Construction Costs
        </Text>
        <Text size="sm" c="gray.7">
          {content.type.label}
        </Text>
        {content.city ? (
          <Anchor href={stateHref} size="sm">
            {content.state.name}
          </Anchor>
        ) : null}
        <Text size="sm" fw={600} aria-current="page">
          {content.city?.name ?? content.state.name}
        </Text>
      </Breadcrumbs>
      <Group gap="xs">
        <Badge variant="filled">{content.badges.guide}</Badge>
        <Badge
          variant="outline"
          color="teal.9"
          data-testid="headline-range"
          h="auto"
          py={2}
          styles={{ label: { whiteSpace: "normal", overflow: "visible" } }}
        >
          Construction cost {content.badges.costRange}
        </Badge>
      </Group>
      <Title
        order={1}
        fz={{ base: rem(28), sm: rem(34), md: rem(40) }}
        lh={1.2}
      >{`${content.type.label} Construction Costs in ${content.locationLabel}`}</Title>
      <KindCosts content={content} />
      <Text size="lg" maw={820}>
        {content.intro}
      </Text>
      <Group
        gap="xs"
        component="ul"
        aria-label="About this guide"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {[
          chips.updated,
          chips.readTime,
          `Complexity: ${chips.complexity}`,
          `Timeline: ${chips.timeline}`,
        ].map((chip) => (
          <Badge key={chip} component="li" variant="outline" color="gray.8" radius="sm" tt="none" fw={500}>
            {chip}
          </Badge>
        ))}
      </Group>
      <Group>
        <Button
          component="a"
          href={calculatorHref(content)}
          size="md"
          onClick={(e) => {
            e.preventDefault();
            onStart("get_personalized_estimate");
          }}
        >
          Get My Personalized Estimate
        </Button>
      </Group>
    </Stack>
  );
}
