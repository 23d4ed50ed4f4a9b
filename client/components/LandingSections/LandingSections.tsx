/**
 * The guide's seven sections with their ids (specification §2): market overview with "Current
 * Market Data" and type-specific insights, cost breakdown (4 components), cost factors (4),
 * timeline (5 numbered phases with duration chips), budgeting tips (7), common mistakes (7) and
 * FAQs. Pure presentation of the content the worker computed; no figure is made up here.
 */
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { LandingContent } from "../../../shared/content/landing-types";
import type { SectionId } from "../LandingToc/toc-entries";
import classes from "./LandingSections.module.css";

function Section({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) {
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`}>
      <Title order={2} id={`${id}-title`} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </section>
  );
}

function MarketOverview({ content }: { content: LandingContent }) {
  const pc = content.projectSpecificContent;
  return (
    <Section id="market-overview" title={`${content.locationLabel} Market Overview`}>
      {content.contextualInsights.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Title order={3} size="h4">
        Current Market Data
      </Title>
      <dl className={classes.facts}>
        {content.marketInsights.map((fact) => (
          <div key={fact.label} className={classes.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Title order={3} size="h4">
        {content.type.label}-Specific Insights
      </Title>
      <List spacing="xs">
        {content.typeInsights.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text size="sm">
        <strong>Special considerations:</strong> {pc.specialConsiderations.join(", ")}.{" "}
        <strong>Common features:</strong> {pc.commonFeatures.join(", ")}.
      </Text>
    </Section>
  );
}

function CostBreakdown({ content }: { content: LandingContent }) {
  return (
    <Section id="cost-breakdown" title={`${content.type.label} Cost Breakdown`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {content.costBreakdown.map((c) => (
          <Paper key={c.name} withBorder p="md" radius="md">
            <Title order={3} size="h5" mb={6}>
              {c.name}
            </Title>
            <Group gap="xs" mb={6}>
              <Badge variant="light" tt="none">
                Typical {c.typicalShare}
              </Badge>
              <Badge variant="outline" color="teal.9" tt="none">
                Here: {c.engineShare} ≈ {c.amount}
              </Badge>
            </Group>
            <Text size="sm">{c.text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="gray.7">
        {content.costBreakdownNote}
      </Text>
    </Section>
  );
}

function Factors({ content }: { content: LandingContent }) {
  return (
    <Section id="factors-affecting" title={`Factors Affecting Costs in ${content.locationLabel}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {content.factors.map((f) => (
          <Paper key={f.title} withBorder p="md" radius="md">
            <Title order={3} size="h5" mb={6}>
              {f.title}
            </Title>
            <Text size="sm">{f.text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Timeline({ content }: { content: LandingContent }) {
  return (
    <Section id="timeline" title={`${content.type.label} Construction Timeline`}>
      <ol className={classes.phases}>
        {content.timeline.map((phase) => (
          <li key={phase.title} className={classes.phase}>
            <Group gap="xs" mb={4}>
              <Title order={3} size="h5">
                {phase.title}
              </Title>
              <Badge variant="outline" color="gray.8" tt="none">
                {phase.duration}
              </Badge>
            </Group>
            <Text size="sm">{phase.text}</Text>
          </li>
        ))}
      </ol>
      <Text>{content.timelineNote}</Text>
    </Section>
  );
}

function Bullets({ id, title, items }: { id: SectionId; title: string; items: string[] }) {
  return (
    <Section id={id} title={title}>
      <List spacing="sm">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Section>
  );
}

function Faqs({ content }: { content: LandingContent }) {
  return (
    <Section id="faqs" title="Frequently Asked Questions">
      {content.faqs.map((faq) => (
        <div key={faq.question}>
          <Title order={3} size="h5" mb={4}>
            {faq.question}
          </Title>
          <Text>{faq.answer}</Text>
        </div>
      ))}
    </Section>
  );
}

/** All seven sections in the specification's order. */
export function LandingSections({ content }: { content: LandingContent }) {
  return (
    <>
      <MarketOverview content={content} />
      <CostBreakdown content={content} />
      <Factors content={content} />
      <Timeline content={content} />
      <Bullets id="budgeting-tips" title="Budgeting Tips" items={content.budgetingTips} />
      <Bullets id="common-mistakes" title="Common Mistakes to Avoid" items={content.commonMistakes} />
      <Faqs content={content} />
    </>
  );
}
