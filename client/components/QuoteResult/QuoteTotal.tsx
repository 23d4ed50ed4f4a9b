/**
 * Where the quote's total sits: below, within or above the local range, a bar with the range and
 * a marker at the quote, and the check's summary in plain words.
 */
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { QuoteCheckResult } from "../../../shared/api/outputs";
import { formatMoneyShort, formatNumber } from "../../../shared/format";
import { projectTypeById } from "../../../shared/project-types";
import { SummaryList } from "../ToolPage/ResultParts";
import classes from "./QuoteResult.module.css";

const POSITION = {
  below: { label: "Below the local range", color: "yellow" },
  within: { label: "Within the local range", color: "green" },
  above: { label: "Above the local range", color: "red" },
} as const;

/** Where a value falls on a bar from lo to hi, in percent, kept inside the bar. */
const at = (value: number, lo: number, hi: number) =>
  Math.min(98, Math.max(2, ((value - lo) / (hi - lo)) * 100));

/**
 * What the range is for, in one sentence: an estimate's own answers (named by the page when it
 * knows which: "your saved estimate (…1a2b3c)") or a typical project of the type, place and size.
 */
export function basisSentence(check: QuoteCheckResult, basisLabel?: string | null): string {
  const { project, basis } = check;
  const place = [project.city, project.state].filter(Boolean).join(", ");
  if (basis?.kind === "answers") {
    const whose = basisLabel ?? "the estimate";
    return `Checked against ${whose}: the range of its ${basis.answered} answer${basis.answered === 1 ? "" : "s"} for ${place}, not a typical project's.`;
  }
  const type = projectTypeById(project.constructionType)?.label.toLowerCase() ?? "project";
  const size = `${project.areaGiven ? "" : "typical "}${formatNumber(project.areaSqFt)} sq ft`;
  const quality = project.quality ? `, ${project.quality} quality` : "";
  return `Checked against a typical ${type} of ${size} in ${place}${quality}.`;
}

export function QuoteTotal({ check, basisLabel }: { check: QuoteCheckResult; basisLabel?: string | null }) {
  const { total } = check;
  const p = POSITION[total.position];
  // The bar spans a bit beyond the range and the quote, so both are visible.
  const lo = Math.min(total.min, total.quoted) * 0.85;
  const hi = Math.max(total.max, total.quoted) * 1.1;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" aria-labelledby="quote-total-heading">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3" id="quote-total-heading">
            The total
          </Title>
          <Badge color={p.color} size="lg" variant="light" c="dark.8" data-testid="total-position">
            {p.label}
          </Badge>
        </Group>
        <Text size="xl" fw={700}>
          {formatMoneyShort(total.quoted)}{" "}
          <Text span size="md" fw={400} c="gray.7">
            quoted, against {formatMoneyShort(total.min)} – {formatMoneyShort(total.max)} locally
          </Text>
        </Text>
        <div
          className={classes.bar}
          role="img"
          aria-label={`${p.label}: ${formatMoneyShort(total.quoted)} against ${formatMoneyShort(total.min)} to ${formatMoneyShort(total.max)}`}
        >
          <div
            className={classes.range}
            style={{ left: `${at(total.min, lo, hi)}%`, right: `${100 - at(total.max, lo, hi)}%` }}
          />
          <div className={classes.marker} style={{ left: `${at(total.quoted, lo, hi)}%` }} />
        </div>
        <Text size="sm" data-testid="quote-basis">
          {basisSentence(check, basisLabel)}
        </Text>
        <Text size="xs" c="gray.7">
          The range is the engine's 10th to 90th percentile for{" "}
          {total.scope === "whole" ? "the whole project" : "the divisions this quote covers"}, prices as of{" "}
          {check.asOf}. The total's position is decided on the amounts as shown.
        </Text>
        <SummaryList sentences={check.summary} testId="quote-summary" mt="xs" />
      </Stack>
    </Paper>
  );
}
