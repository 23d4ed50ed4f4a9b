/**
 * The top of the results page (specification §2 "Cost estimate page"): the "Cost Estimate
 * Complete" header with type, place and total, the four tiles, what the range means, the status strip and the
 * Download / Share / Upload Drawings buttons.
 */
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMoneyShort, formatNumber } from "../../../shared/format";
import { RangeNote } from "../RangeNote/RangeNote";
import type { ResultFigures } from "../ResultsView/figures";
import classes from "./ResultsSummary.module.css";

function Tile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.tile}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={800} fz={{ base: "lg", sm: "xl" }} data-testid={`tile-${label}`}>
        {value}
      </Text>
    </Paper>
  );
}

export interface ResultsSummaryProps {
  figures: ResultFigures;
  /** The Share button, with its own notices. */
  share: ReactNode;
  /** The budget's headline (total project cost, construction cost under it), when there is one. */
  headline?: ReactNode;
  onDownload: () => void;
  downloading: boolean;
  downloadNotice: ReactNode;
}

export function ResultsSummary({
  figures: f,
  share,
  headline,
  onDownload,
  downloading,
  downloadNotice,
}: ResultsSummaryProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1}>Cost Estimate Complete</Title>
          <Text size="lg" fw={600}>
            {f.typeLabel} · {f.location}
          </Text>
          {headline ?? (
            <Text>
              Construction cost:{" "}
              <Text span fw={800} fz={28} data-testid="total">
                {formatMoneyShort(f.total)}
              </Text>
            </Text>
          )}
        </Stack>
        <Button component={Link} to="/conceptual-estimate" variant="default" data-print="hide">
          New Estimate
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Tile
          label="Construction Range"
          value={`${formatMoneyShort(f.range.min)} - ${formatMoneyShort(f.range.max)}`}
        />
        <Tile label="Sq Ft" value={f.sqFt ? formatNumber(f.sqFt) : "—"} />
        <Tile
          label="Construction per Sq Ft"
          value={f.perSqFt ? `$${formatNumber(f.perSqFt.min)}-$${formatNumber(f.perSqFt.max)}` : "—"}
        />
        <Tile label="Additions From Base" value={f.additions.length} />
      </SimpleGrid>
      <RangeNote figures={f} />
      {/* The worker's /accuracy page: a plain link, not a client route. */}
      <Text size="sm" c="gray.7" mt={-8} data-print="hide">
        How often does the real cost fall inside our range?{" "}
        <Anchor href="/accuracy" c="blue.9" underline="always">
          See every project we test against
        </Anchor>
      </Text>
      <Group gap="xl" className={classes.strip} px="md" py="xs">
        <Text size="sm">
          Generated: <strong>{f.generated}</strong>
        </Text>
        <Text size="sm">
          Questions Answered: <strong data-testid="questions-answered">{f.questionsAnswered}</strong>
        </Text>
      </Group>
      <Group gap="sm" align="flex-start" data-print="hide">
        <Stack gap="xs">
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={onDownload}
            loading={downloading}
          >
            Download
          </Button>
          {downloadNotice}
        </Stack>
        {share}
        <Button
          component={Link}
          to="/drawing-estimate"
          variant="default"
          leftSection={<IconUpload size={18} aria-hidden />}
        >
          Upload Drawings
        </Button>
      </Group>
    </Stack>
  );
}
