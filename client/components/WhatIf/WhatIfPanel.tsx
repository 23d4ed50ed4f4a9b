/**
 * "What moves your cost" on the results page (issue 28): the five biggest savings and additions
 * of the estimate in plain words, with the change's likely range (its own, not the difference of
 * two ranges: shared/whatif README), and the full list sorted by size behind a button. Each change
 * has Apply (re-prices the page with that answer; the page offers Undo) and Compare (sets it side
 * by side with the estimate, up to two). The live panel shows the short list only (`compact`).
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useId, useState } from "react";
import type { AnswerRecord, BudgetInput, WhatIf, WhatIfResult } from "../../../shared/api/outputs";
import { formatMoneyShort } from "../../../shared/format";
import type { CompleteProjectData } from "../../storage";
import { changeTitle } from "./change-title";
import { changeKey, useWhatIf } from "./useWhatIf";
import classes from "./WhatIf.module.css";

/** +$41K, -$12K; "$0" for no change. */
export function signedMoney(value: number): string {
  const r = Math.round(value);
  if (r === 0) return "$0";
  return `${r > 0 ? "+" : "-"}${formatMoneyShort(Math.abs(r))}`;
}

/** What the page does with a change. */
export interface ChangeActions {
  onApply: (w: WhatIf) => void;
  /** The change being applied (its key), while its estimate loads. */
  applying: string | null;
  onCompare: (w: WhatIf) => void;
  /** True for a change already compared; Compare is off for it, and for all when `compareFull`. */
  compared: (w: WhatIf) => boolean;
  compareFull: boolean;
}

function Actions({ w, actions }: { w: WhatIf; actions: ChangeActions }) {
  const key = changeKey(w);
  const title = changeTitle(w);
  const compared = actions.compared(w);
  return (
    <Group gap={6} wrap="nowrap" className={classes.actions}>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => actions.onApply(w)}
        loading={actions.applying === key}
        disabled={actions.applying !== null && actions.applying !== key}
        aria-label={`Apply: ${title}`}
        data-testid="apply-change"
      >
        Apply
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => actions.onCompare(w)}
        disabled={compared || actions.compareFull}
        aria-label={compared ? `Compared: ${title}` : `Compare side by side: ${title}`}
        title={
          !compared && actions.compareFull ? "Two changes are compared already: remove one first" : undefined
        }
        data-testid="compare-change"
      >
        {compared ? "Compared" : "Compare"}
      </Button>
    </Group>
  );
}

function ChangeItem({ w, actions }: { w: WhatIf; actions?: ChangeActions }) {
  const d = w.constructionDelta;
  return (
    <li className={classes.item} data-testid="change" data-key={changeKey(w)} data-delta={d.expected}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} className={classes.words}>
          <Text size="xs" c="gray.7">
            {w.question}
          </Text>
          <Text size="sm" fw={600}>
            {changeTitle(w)}
          </Text>
          <Text size="sm" data-testid="change-range">
            <Text span fw={800} c={d.expected < 0 ? "teal.9" : "red.9"} data-testid="change-delta">
              {signedMoney(d.expected)}
            </Text>
            , likely {signedMoney(d.likelyMin)} to {signedMoney(d.likelyMax)}
          </Text>
          {w.withinUncertainty && (
            <Text size="xs" c="gray.7" data-testid="within-uncertainty">
              Smaller than its own uncertainty: it could go either way.
            </Text>
          )}
          {(w.nowAsked.length > 0 || w.noLongerAsked.length > 0) && (
            <Text size="xs" c="gray.7">
              {w.summary.slice(w.summary.indexOf(". ") + 2)}
            </Text>
          )}
        </Stack>
        {actions && <Actions w={w} actions={actions} />}
      </Group>
    </li>
  );
}

function ChangeList({
  title,
  items,
  actions,
  testId,
  empty,
}: {
  title: string;
  items: WhatIf[];
  actions?: ChangeActions;
  testId: string;
  empty: string;
}) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <ol className={classes.list} aria-labelledby={id} data-testid={testId}>
          {items.map((w) => (
            <ChangeItem key={changeKey(w)} w={w} actions={actions} />
          ))}
        </ol>
      )}
    </Stack>
  );
}

function FullList({ result, actions }: { result: WhatIfResult; actions?: ChangeActions }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        size="sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        className={classes.toggle}
        data-testid="all-changes-toggle"
      >
        {open ? "Hide the full list" : `Show all ${result.alternatives.length} changes, largest first`}
      </Button>
      {open && (
        <Table.ScrollContainer minWidth={640} id={id}>
          <Table striped verticalSpacing={6} data-testid="all-changes">
            <Table.Caption>
              Every other answer to your questions, largest change of construction cost first; the range is
              the change's likely range (25th to 75th percentile).
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Question</Table.Th>
                <Table.Th>Instead</Table.Th>
                <Table.Th ta="right">Change</Table.Th>
                <Table.Th ta="right">Likely</Table.Th>
                {actions && <Table.Th>Try it</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.alternatives.map((w) => (
                <Table.Tr key={changeKey(w)} data-key={changeKey(w)}>
                  <Table.Td>
                    <Text size="sm">{w.question}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{changeTitle(w)}</Text>
                    {w.withinUncertainty && (
                      <Text size="xs" c="gray.7">
                        Smaller than its own uncertainty
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" fw={700} data-amount={w.constructionDelta.expected}>
                    {signedMoney(w.constructionDelta.expected)}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.nowrap}>
                    {signedMoney(w.constructionDelta.likelyMin)} to{" "}
                    {signedMoney(w.constructionDelta.likelyMax)}
                  </Table.Td>
                  {actions && (
                    <Table.Td>
                      <Actions w={w} actions={actions} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export interface WhatIfPanelProps {
  project: CompleteProjectData;
  answers: AnswerRecord[];
  budget: BudgetInput;
  /** Apply and Compare; without them (the live panel) the lists are read only. */
  actions?: ChangeActions;
  /** Only the short lists: the live panel. */
  compact?: boolean;
}

export function WhatIfPanel({ project, answers, budget, actions, compact = false }: WhatIfPanelProps) {
  const { state, retry } = useWhatIf(project, answers, budget);
  const titleId = useId();
  const top = compact ? 3 : 5;
  return (
    <Paper
      withBorder
      radius="md"
      p={compact ? "md" : "lg"}
      component="section"
      aria-labelledby={titleId}
      data-testid="what-if"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size={compact ? "h5" : "h3"} id={titleId}>
            What moves your cost
          </Title>
          <Text size="sm" c="gray.7">
            Each other answer to your questions, priced as the estimate it would give. A change's likely range
            is its own (the two estimates share most of their uncertainty).
            {!compact && " Apply one to re-price this page, or compare up to two side by side."}
          </Text>
        </Stack>
        {state.status === "loading" && (
          <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading what moves your cost">
            <Skeleton height={14} width="60%" />
            <Skeleton height={14} width="80%" />
            <Skeleton height={14} width="70%" />
          </Stack>
        )}
        {state.status === "error" && (
          <Alert color="red" variant="light" role="alert" title="What moves your cost could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{state.message}</Text>
              <Button size="xs" onClick={retry}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {state.status === "ready" && (
          <>
            <Text size="sm">
              Your construction cost: <strong>{formatMoneyShort(state.result.construction.expected)}</strong>,
              likely {formatMoneyShort(state.result.construction.likelyMin)} to{" "}
              {formatMoneyShort(state.result.construction.likelyMax)}.{" "}
              <Badge variant="light" color="gray" size="sm">
                {state.result.alternatives.length} changes priced
              </Badge>
            </Text>
            <SimpleGrid cols={{ base: 1, md: compact ? 1 : 2 }} spacing="lg">
              <ChangeList
                title={`The ${Math.min(top, state.result.savings.length)} biggest savings`}
                items={state.result.savings.slice(0, top)}
                actions={actions}
                testId="savings"
                empty="None: no other answer lowers the estimate."
              />
              <ChangeList
                title={`The ${Math.min(top, state.result.additions.length)} biggest additions`}
                items={state.result.additions.slice(0, top)}
                actions={actions}
                testId="additions"
                empty="None: no other answer raises the estimate."
              />
            </SimpleGrid>
            {!compact && <FullList result={state.result} actions={actions} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
