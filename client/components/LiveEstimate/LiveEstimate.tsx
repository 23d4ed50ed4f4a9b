/**
 * The live estimate panel of the question flow (specification §2): the project type's image, the
 * cost range, a share button and the link to a more detailed estimate. The figures are a polite
 * live region, so screen readers hear the range change; a bar against the first range shows it
 * tightening as answers come in (decision record 010).
 */
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CostEstimate, KindFigure, LocationFigure } from "../../../shared/api/outputs";
import { formatMoneyShort, formatMultiplier, formatNumber } from "../../../shared/format";
import { ESTIMATE_CLASS_TEXT, likelySentence, narrowing, narrowingText } from "../../results";
import { EstimateClassBadge } from "../RangeNote/RangeNote";
import { ShareButton, type ShareButtonProps } from "../ShareButton/ShareButton";
import classes from "./LiveEstimate.module.css";

/** Specification §9: the placeholder shown before any estimate exists. */
export const PLACEHOLDER_ESTIMATE = {
  min: 1_600_000,
  max: 3_000_000,
  perSqFt: { min: 640, max: 1200 },
  sqFt: 2500,
};

export interface LiveEstimateProps {
  typeId: string;
  typeLabel: string;
  location: string;
  estimate: CostEstimate | null;
  /** The first estimate of the conversation: the bar's full width. */
  initial: CostEstimate | null;
  /** The estimate before the last answer: the panel says how much that answer narrowed the range. */
  previous?: CostEstimate | null;
  /** The location multiplier the estimate applies (the same figure as every other screen). */
  locationFigure?: LocationFigure | undefined;
  /** Before the first answer: each kind at its typical size, what the first answers narrow to. */
  kinds?: KindFigure[] | undefined;
  shareUrl: ShareButtonProps["getUrl"];
  shareText: string;
  /** The project budget: total project cost and planned start (components/ProjectBudget). */
  budget?: ReactNode;
}

export function LiveEstimate({
  typeId,
  typeLabel,
  location,
  estimate,
  initial,
  previous,
  locationFigure,
  kinds,
  shareUrl,
  shareText,
  budget,
}: LiveEstimateProps) {
  const min = estimate?.min ?? PLACEHOLDER_ESTIMATE.min;
  const max = estimate?.max ?? PLACEHOLDER_ESTIMATE.max;
  const perSqFt = estimate?.costPerSqFt ?? PLACEHOLDER_ESTIMATE.perSqFt;
  const sqFt = estimate?.sq_ft ?? PLACEHOLDER_ESTIMATE.sqFt;
  const lo = Math.min(initial?.min ?? min, min);
  const hi = Math.max(initial?.max ?? max, max);
  const span = hi - lo || 1;
  const left = ((min - lo) / span) * 100;
  const width = Math.max(((max - min) / span) * 100, 2);
  const lastEffect = previous && estimate ? narrowing(previous, estimate) : null;

  return (
    <Paper
      component="aside"
      aria-labelledby="live-estimate-title"
      withBorder
      radius="lg"
      p="lg"
      className={classes.panel}
    >
      <Stack gap="md">
        <Group wrap="nowrap" gap="sm">
          <img src={`/images/types/${typeId}.svg`} alt={typeLabel} width={64} height={64} />
          <div>
            <Title order={2} size="h4" id="live-estimate-title">
              Live estimate
            </Title>
            <Text size="sm" c="gray.7">
              {typeLabel} · {location}
            </Text>
            {locationFigure ? (
              <Text size="xs" c="gray.7" data-testid="live-location">
                Location multiplier {formatMultiplier(locationFigure)}
              </Text>
            ) : null}
          </div>
        </Group>
        <div aria-live="polite" aria-atomic="true" data-testid="live-range">
          <Text size="sm" c="gray.7">
            Estimated construction cost range
          </Text>
          <Text fz={{ base: 26, sm: 30 }} fw={800} lh={1.2} data-testid="live-range-text">
            {formatMoneyShort(min)} - {formatMoneyShort(max)}
          </Text>
          <Text size="sm" mt={4}>
            ${formatNumber(perSqFt.min)}-${formatNumber(perSqFt.max)} per sq ft · {formatNumber(sqFt)} sq ft
            {estimate && !estimate.sqFtAnswered
              ? " (typical size; the total's range also allows for other sizes, so it is wider than per sq ft × size)"
              : ""}
          </Text>
          {estimate && likelySentence(estimate.likely, estimate) ? (
            <Text size="sm" fw={600} mt={4} data-testid="live-likely">
              {likelySentence(estimate.likely, estimate)}
            </Text>
          ) : null}
          {estimate && estimate.answered === 0 ? (
            <Text size="sm" c="gray.7" mt={4} data-testid="live-assumes">
              Before your answers: a typical {formatNumber(sqFt)} sq ft {typeLabel.toLowerCase()}, any kind
              and quality. Each answer narrows it.
            </Text>
          ) : null}
          {estimate && estimate.answered === 0 && kinds && kinds.length > 0 ? (
            <div data-testid="live-kinds">
              <Text size="sm" fw={600} mt="xs">
                By kind, at its typical size (likely per sq ft):
              </Text>
              <ul className={classes.kinds}>
                {kinds.map((k) => (
                  <li key={k.label}>
                    <span>
                      {k.label} <span className={classes.kindSize}>{formatNumber(k.typicalSqFt)} sq ft</span>
                    </span>
                    <strong>
                      ${formatNumber(k.perSqFt.likelyMin)}-${formatNumber(k.perSqFt.likelyMax)}
                    </strong>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className={classes.track} aria-hidden="true">
          <div className={classes.range} style={{ left: `${left}%`, width: `${width}%` }} />
          {estimate?.likely ? (
            <div
              className={classes.likely}
              style={{
                left: `${((estimate.likely.min - lo) / span) * 100}%`,
                width: `${Math.max(((estimate.likely.max - estimate.likely.min) / span) * 100, 1)}%`,
              }}
            />
          ) : null}
        </div>
        <Group justify="space-between" gap={4}>
          <Text size="xs" c="gray.7" data-testid="live-narrowing">
            {lastEffect === null
              ? "Range narrows as you answer"
              : `Your last answer: ${narrowingText(lastEffect).replace(/^./, (c) => c.toLowerCase())}`}
          </Text>
          {estimate && (
            <EstimateClassBadge
              estimateClass={estimate.estimateClass}
              text={ESTIMATE_CLASS_TEXT[estimate.estimateClass]}
              size="sm"
            />
          )}
        </Group>
        {budget}
        <ShareButton getUrl={shareUrl} text={shareText} variant="light" fullWidth />
        <Anchor component={Link} to="/drawing-estimate" size="sm" fw={600}>
          Need more detail? Get a drawing-based estimate →
        </Anchor>
      </Stack>
    </Paper>
  );
}
