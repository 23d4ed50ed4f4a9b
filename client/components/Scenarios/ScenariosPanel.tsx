/**
 * Scenarios side by side (issue 28): the estimate (A) and up to two of its what-ifs (B, C) in
 * columns — what each changes, construction cost, its 80% and likely range, the change against A,
 * cost per sq ft, each CSI division and the total project cost with its ranges — priced by
 * POST /api/scenarios. Every amount is in whole dollars, as in the download (one sheet per
 * scenario and a comparison sheet). On a phone the table scrolls sideways with the row names kept
 * in view. Loaded only when a comparison is opened (it is not part of the page's first load).
 */
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload, IconX } from "@tabler/icons-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { DIVISION_NAMES } from "../../../shared/api/constants";
import type { BudgetInput, Scenario } from "../../../shared/api/outputs";
import { formatDollars } from "../../../shared/format";
import { compareScenarios, downloadScenarios, errorMessage, type ScenarioAnswers } from "../../api";
import { saveFile } from "../../save-file";
import type { CompleteProjectData } from "../../storage";
import { ShareButton } from "../ShareButton/ShareButton";
import { scenariosLink } from "./scenarios-link";
import classes from "./Scenarios.module.css";

export interface ScenariosPanelProps {
  project: CompleteProjectData;
  budget: BudgetInput;
  /** A's answers first, then B's and C's. */
  scenarios: readonly ScenarioAnswers[];
  /** Takes scenario `index` (1 or 2) out of the comparison. */
  onRemove: (index: number) => void;
}

type Load =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; scenarios: Scenario[] };

const signed = (n: number) => (n === 0 ? "$0" : `${n > 0 ? "+" : "-"}${formatDollars(Math.abs(n))}`);
// A range breaks after its dash on a narrow screen, so three columns fit a phone.
const span = (a: number, b: number) => `${formatDollars(a)}\u00a0– ${formatDollars(b)}`;

interface Row {
  name: string;
  /** The cell of each scenario, and its number (data-amount) when it is one. */
  cell: (s: Scenario, a: Scenario) => { text: string; amount?: number };
  strong?: boolean;
  group?: string;
}

const ROWS: Row[] = [
  {
    name: "Construction cost",
    strong: true,
    cell: (s) => ({ text: formatDollars(s.costEstimate.expected), amount: s.costEstimate.expected }),
  },
  { name: "Range (80%)", cell: (s) => ({ text: span(s.costEstimate.min, s.costEstimate.max) }) },
  {
    name: "Likely range",
    cell: (s) => ({ text: span(s.costEstimate.likely.min, s.costEstimate.likely.max) }),
  },
  {
    name: "Change against A",
    cell: (s, a) => {
      const d = s.costEstimate.expected - a.costEstimate.expected;
      return { text: signed(d), amount: d };
    },
  },
  {
    name: "Per sq ft",
    cell: (s) => ({
      text: formatDollars(s.costEstimate.costPerSqFt.expected),
      amount: s.costEstimate.costPerSqFt.expected,
    }),
  },
  ...DIVISION_NAMES.map((name, i): Row => ({
    name,
    group: i === 0 ? "CSI divisions" : undefined,
    cell: (s) => {
      const amount = s.costBreakdown.divisions[name] ?? 0;
      return { text: formatDollars(amount), amount };
    },
  })),
  {
    name: "Total project cost",
    strong: true,
    group: "Project budget",
    cell: (s) => ({ text: formatDollars(s.projectCost.expected), amount: s.projectCost.expected }),
  },
  { name: "Project range (80%)", cell: (s) => ({ text: span(s.projectCost.min, s.projectCost.max) }) },
  {
    name: "Project likely range",
    cell: (s) => ({ text: span(s.projectCost.likely.min, s.projectCost.likely.max) }),
  },
  {
    name: "Project change against A",
    cell: (s, a) => {
      const d = s.projectCost.expected - a.projectCost.expected;
      return { text: signed(d), amount: d };
    },
  },
];

function Header({ s, onRemove, index }: { s: Scenario; index: number; onRemove: (index: number) => void }) {
  return (
    <Stack gap={4} align="flex-start">
      <Text fw={800}>{s.name}</Text>
      <Text size="xs" fw={400} c="gray.8" data-testid="scenario-label">
        {s.label}
      </Text>
      {index > 0 && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          px={4}
          leftSection={<IconX size={12} aria-hidden />}
          onClick={() => onRemove(index)}
          aria-label={`Remove scenario ${s.name} from the comparison`}
        >
          <Text span inherit visibleFrom="sm">
            Remove
          </Text>
        </Button>
      )}
    </Stack>
  );
}

export default function ScenariosPanel({ project, budget, scenarios, onRemove }: ScenariosPanelProps) {
  const [answer, setAnswer] = useState<{ call: string; load: Load } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);
  const titleId = useId();
  const call = JSON.stringify([attempt, scenarios, budget]);

  useEffect(() => {
    let live = true;
    compareScenarios(project, scenarios, budget).then(
      (r) => {
        if (live) setAnswer({ call, load: { status: "ready", scenarios: r.scenarios } });
      },
      (err: unknown) => {
        console.error("Comparing the scenarios failed", err);
        if (live)
          setAnswer({ call, load: { status: "error", message: errorMessage(err, "Please try again.") } });
      },
    );
    return () => {
      live = false;
    };
    // The call stands for the scenarios, the budget and the attempt.
  }, [call]); // eslint-disable-line react-hooks/exhaustive-deps
  const load: Load = answer?.call === call ? answer.load : { status: "loading" };

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(null);
    try {
      saveFile(await downloadScenarios(project, scenarios, budget), `scenarios-${Date.now()}.xlsx`);
    } catch (err) {
      console.error("Download failed", err);
      setDownloadFailed("Download failed. Please try again in a moment.");
    } finally {
      setDownloading(false);
    }
  };

  let body: ReactNode;
  if (load.status === "loading") {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Pricing the scenarios">
        {[70, 90, 80, 60].map((w) => (
          <Skeleton key={w} height={16} width={`${w}%`} />
        ))}
      </Stack>
    );
  } else if (load.status === "error") {
    body = (
      <Alert color="red" variant="light" role="alert" title="The scenarios could not be priced">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{load.message}</Text>
          <Button size="xs" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const a = load.scenarios[0]!;
    body = (
      <Table.ScrollContainer minWidth={100 + 76 * load.scenarios.length} className={classes.scroll}>
        <Table
          verticalSpacing={6}
          horizontalSpacing="xs"
          className={classes.table}
          data-testid="scenarios-table"
        >
          <Table.Caption>
            Whole dollars at today&apos;s price level
            {budget.startDate ? ", escalated to your planned start" : ""}. The range is the 10th to 90th
            percentile, the likely range the 25th to 75th.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.sticky} scope="col">
                Scenario
              </Table.Th>
              {load.scenarios.map((s, i) => (
                <Table.Th key={s.name} scope="col" data-scenario={s.name}>
                  <Header s={s} index={i} onRemove={onRemove} />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROWS.flatMap((row) => [
              ...(row.group
                ? [
                    <Table.Tr key={`${row.group}-group`} className={classes.group}>
                      <Table.Th
                        scope="colgroup"
                        colSpan={load.scenarios.length + 1}
                        className={classes.sticky}
                      >
                        {row.group}
                      </Table.Th>
                    </Table.Tr>,
                  ]
                : []),
              <Table.Tr key={row.name} data-row={row.name}>
                <Table.Th scope="row" fw={row.strong ? 700 : 400} className={classes.sticky}>
                  {row.name}
                </Table.Th>
                {load.scenarios.map((s) => {
                  const c = row.cell(s, a);
                  return (
                    <Table.Td
                      key={s.name}
                      ta="right"
                      fw={row.strong ? 700 : 400}
                      className={classes.amount}
                      data-amount={c.amount}
                      data-scenario={s.name}
                    >
                      {c.text}
                    </Table.Td>
                  );
                })}
              </Table.Tr>,
            ])}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid="scenarios"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h3" id={titleId} tabIndex={-1} data-testid="scenarios-title">
              Scenarios side by side
            </Title>
            <Text size="sm" c="gray.7">
              A is your estimate; B and C are what-ifs of it. Compare up to two.
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
              loading={downloading}
              data-testid="scenarios-download"
            >
              Download comparison
            </Button>
            <ShareButton
              variant="default"
              getUrl={() =>
                Promise.resolve({ url: scenariosLink(location.origin, project, scenarios, budget) })
              }
              text="Scenarios side by side on C2C — Cost to Construct"
            />
          </Group>
        </Group>
        {downloadFailed && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {downloadFailed}
          </Alert>
        )}
        {body}
      </Stack>
    </Paper>
  );
}
