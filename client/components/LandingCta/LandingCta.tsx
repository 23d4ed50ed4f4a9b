/**
 * The guide's calls to action (specification §2): the sidebar's "Quick Estimate" box, the closing
 * block "Ready to Get Your Accurate Construction Cost Estimate?", and the dismissible floating
 * prompt "Get Your Cost Estimate". Each is a link to the calculator that, with JavaScript, first
 * stores the page's project (see start-estimate.ts); before the app loads the link carries it.
 */
import { Button, CloseButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { MouseEvent } from "react";
import classes from "./LandingCta.module.css";

type OnStart = (cta: string) => void;

function CalculatorButton({
  label,
  cta,
  href,
  onStart,
  ...rest
}: { label: string; cta: string; href: string; onStart: OnStart } & Record<string, unknown>) {
  const click = (e: MouseEvent) => {
    e.preventDefault();
    onStart(cta);
  };
  return (
    <Button component="a" href={href} onClick={click} {...rest}>
      {label}
    </Button>
  );
}

/** Sidebar box: "Quick Estimate" with "Start Calculator". */
export function QuickEstimate({
  typeLabel,
  href,
  onStart,
}: {
  typeLabel: string;
  href: string;
  onStart: OnStart;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Quick Estimate
        </Title>
        <Text size="sm">Price your own {typeLabel.toLowerCase()} in about 5 minutes.</Text>
        <CalculatorButton
          label="Start Calculator"
          cta="sidebar_start_calculator"
          href={href}
          onStart={onStart}
          fullWidth
        />
      </Stack>
    </Paper>
  );
}

/** The closing block with "Get My Free Detailed Estimate" and its three notes. */
export function ClosingCta({ href, onStart }: { href: string; onStart: OnStart }) {
  return (
    <Paper p="xl" radius="md" className={classes.closing} component="section" aria-labelledby="closing-cta">
      <Stack gap="md" align="flex-start">
        <Title order={2} id="closing-cta">
          Ready to Get Your Accurate Construction Cost Estimate?
        </Title>
        <Text>
          Answer ten questions about size, quality and features and watch the range narrow as you go.
        </Text>
        <CalculatorButton
          label="Get My Free Detailed Estimate"
          cta="closing_detailed_estimate"
          href={href}
          onStart={onStart}
          size="md"
        />
        <ul className={classes.notes}>
          <li>No signup required</li>
          <li>Instant results</li>
          <li>Based on local market data</li>
        </ul>
      </Stack>
    </Paper>
  );
}

/** The floating prompt; the parent decides when it shows and handles its dismissal. */
export function FloatingPrompt({
  href,
  onStart,
  onDismiss,
}: {
  href: string;
  onStart: OnStart;
  onDismiss: () => void;
}) {
  return (
    <Paper
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      className={classes.prompt}
      role="complementary"
      aria-labelledby="floating-prompt-title"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="h5" id="floating-prompt-title">
          Get Your Cost Estimate
        </Title>
        <CloseButton aria-label="Dismiss the estimate prompt" onClick={onDismiss} />
      </Group>
      <Text size="sm" mb="sm" visibleFrom="sm">
        Free, instant and specific to your project.
      </Text>
      <CalculatorButton
        label="Start Calculator"
        cta="floating_start_calculator"
        href={href}
        onStart={onStart}
        fullWidth
      />
    </Paper>
  );
}
