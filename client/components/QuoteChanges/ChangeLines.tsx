/**
 * A priced change order's lines, one card each (stacked on a phone, no sideways scroll): the
 * change-order number, the words, the amount, what the line changes and the words that matched,
 * the engine's change with its range, the flag in words, and the questions to ask. Every line of
 * work has a select to place it by hand (highlighted when the reader could not). Every text from
 * the change order is rendered as text by React, never as HTML.
 */
import { Badge, Group, List, NativeSelect, Paper, Stack, Text } from "@mantine/core";
import { DIVISION_NAMES } from "../../../shared/api/constants";
import type { DivisionName, PricedChangeOut, QuoteChangesResult } from "../../../shared/api/outputs";
import { formatDollars, formatMoneyShort } from "../../../shared/format";
import { KIND_LABEL } from "../QuoteResult/QuoteLines";
import type { LineTarget } from "./useQuoteChanges";
import classes from "./QuoteChanges.module.css";

const MATCH_LABEL = {
  answer: "Changes an answer",
  addition: "Adds a feature",
  area: "Changes the floor area",
  division: "CSI division",
  none: "Not placed",
} as const;

/** +$41K, -$12K, $0. */
export function signed(value: number): string {
  const r = Math.round(value);
  return r === 0 ? "$0" : `${r > 0 ? "+" : "-"}${formatMoneyShort(Math.abs(r))}`;
}

/** The flag in words: a credit smaller than the engine's range is "Credit too small". */
export function flagLabel(l: PricedChangeOut): string | null {
  if (!l.flag) return null;
  const credit = (l.engine?.expected ?? 0) < 0 && (l.amount ?? 0) <= 0;
  if (credit)
    return l.flag === "high" ? "Credit too small" : l.flag === "low" ? "Large credit" : "Fair credit";
  return l.flag === "high" ? "High" : l.flag === "low" ? "Low" : "Fair";
}

const FLAG_COLOR = { high: "red.9", low: "blue.9", fair: "teal.9" } as const;

function targetValue(l: PricedChangeOut): string {
  const m = l.match;
  if ((m.kind === "answer" || m.kind === "addition") && m.questionId && m.answer)
    return `a|${m.questionId}|${m.answer}`;
  if (m.kind === "division" && m.division) return `d|${m.division}`;
  if (m.kind === "area") return "area";
  return "none";
}

function toTarget(value: string): LineTarget | null {
  const [kind, a, b] = value.split("|");
  if (kind === "a" && a && b) return { kind: "answer", questionId: a, answer: b };
  if (kind === "d" && a) return { kind: "division", division: a as DivisionName };
  if (kind === "none") return { kind: "none" };
  return null;
}

function selectData(choices: QuoteChangesResult["choices"], l: PricedChangeOut) {
  return [
    { value: "none", label: "Not placed" },
    ...(l.match.kind === "area" ? [{ value: "area", label: `Floor area: ${l.match.to ?? ""}` }] : []),
    ...choices.map((q) => ({
      group: q.text,
      items: q.options.map((o) => ({
        value: `a|${q.id}|${o.answer}`,
        label: `${o.label}${q.current === o.answer ? " (your estimate)" : ""}`,
      })),
    })),
    { group: "CSI division", items: DIVISION_NAMES.map((d) => ({ value: `d|${d}`, label: d })) },
  ];
}

function What({ l }: { l: PricedChangeOut }) {
  const m = l.match;
  if (m.kind === "none") return null;
  const what =
    m.kind === "division"
      ? `${m.division ?? ""}${m.quantity ? ` · ${m.quantity.value.toLocaleString("en-US")} ${m.quantity.unit}` : ""}`
      : `${m.question ?? ""} ${m.from ?? ""} → ${m.to ?? ""}${m.assumed ? " (your estimate leaves it open)" : ""}`;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {MATCH_LABEL[m.kind]}:
      </Text>{" "}
      {what}
      {m.words.length > 0 && (
        <Text span c="gray.7">
          {" "}
          — matched {m.words.map((w) => `“${w}”`).join(", ")}
        </Text>
      )}
      {m.by === "visitor" && (
        <Text span c="gray.7">
          {" "}
          — placed by you
        </Text>
      )}
    </Text>
  );
}

function Line({
  l,
  index,
  choices,
  onPlace,
}: {
  l: PricedChangeOut;
  index: number;
  choices: QuoteChangesResult["choices"];
  onPlace?: (index: number, target: LineTarget) => void;
}) {
  const work = l.kind === "item" || l.kind === "allowance";
  const unplaced = work && l.match.kind === "none";
  const flag = flagLabel(l);
  const e = l.engine;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      className={unplaced ? classes.unplaced : undefined}
      data-testid="change-line"
      component="li"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} className={classes.words} data-testid="change-words">
            {l.co && (
              <Badge variant="outline" color="gray.8" mr={6} size="sm">
                CO {l.co}
              </Badge>
            )}
            {l.description}
          </Text>
          <Text fw={700} ta="right" className={classes.amount}>
            {l.amount === null ? "—" : formatDollars(l.amount)}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge variant="outline" color="dark" size="sm">
            {KIND_LABEL[l.kind]}
          </Badge>
          {flag && l.flag && (
            <Badge color={FLAG_COLOR[l.flag]} variant="outline" size="sm" data-testid="change-flag">
              {flag}
            </Badge>
          )}
          {l.ratio !== null && Math.abs(l.ratio) >= 1.5 && (
            <Text size="xs" c="gray.8">
              {l.ratio.toFixed(1)}× the engine&apos;s figure
            </Text>
          )}
        </Group>
        <What l={l} />
        {e && (
          <Text size="sm" data-testid="change-engine">
            <Text span fw={600}>
              The engine:
            </Text>{" "}
            {signed(e.expected)}, likely {signed(e.likelyMin)} to {signed(e.likelyMax)}
            <Text span c="gray.7">
              {" "}
              (80%: {signed(e.min)} to {signed(e.max)})
            </Text>
          </Text>
        )}
        <Text size="xs" c="gray.7">
          {l.note}
        </Text>
        {l.questions.length > 0 && (
          <List size="sm" spacing={4}>
            {l.questions.map((q) => (
              <List.Item key={q}>{q}</List.Item>
            ))}
          </List>
        )}
        {work && onPlace && (
          <NativeSelect
            aria-label={`What “${l.description}” changes`}
            label={unplaced ? "Choose what this line changes" : undefined}
            size="xs"
            value={targetValue(l)}
            data={selectData(choices, l)}
            onChange={(ev) => {
              const t = toTarget(ev.currentTarget.value);
              if (t) onPlace(index, t);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

export interface ChangeLinesProps {
  result: QuoteChangesResult;
  onPlace?: (index: number, target: LineTarget) => void;
}

export function ChangeLines({ result, onPlace }: ChangeLinesProps) {
  const unplaced = result.totals.workLines - result.totals.placed;
  return (
    <Stack gap="xs">
      {unplaced > 0 && onPlace && (
        <Text size="sm" role="note">
          {unplaced} line{unplaced === 1 ? "" : "s"} could not be placed: choose the question or division{" "}
          {unplaced === 1 ? "it changes" : "each changes"} to price {unplaced === 1 ? "it" : "them"}.
        </Text>
      )}
      <Stack gap="sm" component="ol" className={classes.list} aria-label="Lines of the change order">
        {result.lines.map((l, i) => (
          <Line key={i} l={l} index={i} choices={result.choices} onPlace={onPlace} />
        ))}
      </Stack>
    </Stack>
  );
}
