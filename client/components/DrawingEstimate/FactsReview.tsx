/**
 * Review, then estimate: every fact the drawings gave, with the page, sheet and words it came from;
 * numbers can be typed over, materials and systems chosen again, any fact removed (and put back).
 * Conflicts are shown as conflicts: none of their facts is used unless the visitor picks one. The
 * project's type and place are prefilled from the drawings. Continue starts the conversation with
 * the answers the reviewed facts give (shared/drawings' drawingAnswers).
 */
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import type { DrawingReading, Fact } from "../../../shared/drawings/index";
import type { DrawnAnswer } from "../../drawing-answers";
import { isStartable, type StartValues } from "../StartForm/start-values";
import { CHOICES, factName, factOrder, factSource, factValue, NUMERIC } from "./fact-text";
import { ProjectFields } from "./ProjectFields";
import { answersOf, projectFromDrawings } from "./review-logic";

interface Row {
  key: string;
  fact: Fact;
  /** The value the visitor gave (a number typed over, a choice made), else the drawings'. */
  value: Fact["value"];
  removed: boolean;
}

const keyOf = (f: Fact, i: number) => `${f.name}-${f.level ?? ""}-${f.page}-${i}`;

function FactEditor({ row, onValue }: { row: Row; onValue: (value: Fact["value"]) => void }) {
  const { fact } = row;
  const label = `${factName(fact)} (from the drawings: ${factValue(fact)})`;
  if (NUMERIC.has(fact.name) && typeof row.value === "number") {
    return (
      <NumberInput
        aria-label={label}
        value={row.value}
        min={0}
        max={10_000_000}
        thousandSeparator=","
        allowNegative={false}
        decimalScale={fact.name === "bathrooms" ? 1 : 0}
        onChange={(v) => typeof v === "number" && onValue(v)}
        w={{ base: "100%", xs: 180 }}
        size="sm"
      />
    );
  }
  const choices = CHOICES[fact.name];
  if (choices && typeof row.value === "string") {
    return (
      <NativeSelect
        aria-label={label}
        value={row.value}
        data={Object.entries(choices).map(([value, words]) => ({ value, label: words }))}
        onChange={(e) => onValue(e.currentTarget.value)}
        w={{ base: "100%", xs: 260 }}
        size="sm"
      />
    );
  }
  return (
    <Text size="sm" fw={700}>
      {factValue({ name: fact.name, value: row.value })}
    </Text>
  );
}

function FactRow({ row, onChange }: { row: Row; onChange: (row: Row) => void }) {
  const { fact } = row;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      data-testid="fact"
      data-fact={fact.name}
      opacity={row.removed ? 0.6 : 1}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" c="gray.8" td={row.removed ? "line-through" : undefined}>
              {factName(fact)}
            </Text>
            {row.removed ? (
              <Text size="sm" fw={700} td="line-through">
                {factValue({ name: fact.name, value: row.value })}
              </Text>
            ) : (
              <FactEditor row={row} onValue={(value) => onChange({ ...row, value })} />
            )}
          </Stack>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange({ ...row, removed: !row.removed })}
            aria-label={`${row.removed ? "Put back" : "Remove"} ${factName(fact)}: ${factValue(fact)}`}
          >
            {row.removed ? "Put back" : "Remove"}
          </Button>
        </Group>
        <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
          {factSource(fact)}
        </Text>
      </Stack>
    </Paper>
  );
}

export function FactsReview(props: {
  file: string;
  reading: DrawingReading;
  read: number;
  ms: number;
  onContinue: (
    project: { type: NonNullable<StartValues["type"]>; state: string; city: string },
    answers: DrawnAnswer[],
  ) => void;
  onAnother: () => void;
}) {
  const { file, reading, read, ms, onContinue, onAnother } = props;
  const [rows, setRows] = useState<Row[]>(() =>
    [...reading.facts]
      .sort(factOrder)
      .map((fact, i) => ({ key: keyOf(fact, i), fact, value: fact.value, removed: false })),
  );
  const [resolved, setResolved] = useState<Set<number>>(new Set());
  const [project, setProject] = useState<StartValues>(() => projectFromDrawings(reading.facts));
  const facts = useMemo(
    () => rows.filter((r) => !r.removed).map((r) => ({ ...r.fact, value: r.value }) as Fact),
    [rows],
  );
  const answers = useMemo(() => (project.type ? answersOf(facts, project.type) : []), [facts, project.type]);
  const ready = isStartable(project);
  const open = reading.conflicts.map((c, i) => ({ c, i })).filter(({ i }) => !resolved.has(i));

  const use = (conflict: number, fact: Fact) => {
    setRows((rs) => [
      ...rs,
      { key: `chosen-${conflict}-${fact.page}`, fact, value: fact.value, removed: false },
    ]);
    setResolved((s) => new Set(s).add(conflict));
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7" data-testid="read-summary">
        Read {read === reading.pages ? `${read}` : `${read} of ${reading.pages}`} pages of “{file}” on this
        device in {(ms / 1000).toFixed(1)} s. Nothing was uploaded.
      </Text>
      {open.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          styles={{ title: { color: "var(--mantine-color-dark-7)" } }}
          title={
            open.length === 1
              ? "The drawings disagree on one point"
              : `The drawings disagree on ${open.length} points`
          }
        >
          <Stack gap="md">
            <Text size="sm">
              Neither value is used unless you pick one; otherwise the questions will ask.
            </Text>
            {open.map(({ c, i }) => (
              <Stack key={i} gap={6} data-testid="conflict">
                <Text size="sm" fw={700}>
                  {factName(c.facts[0] ?? { name: c.name })}: {c.reason}
                </Text>
                {c.facts.map((f, j) => (
                  <Group key={j} gap="xs" wrap="nowrap" align="flex-start">
                    <Button size="compact-sm" variant="default" onClick={() => use(i, f)}>
                      Use {factValue(f)}
                    </Button>
                    <Text size="xs" c="gray.8" style={{ overflowWrap: "anywhere" }}>
                      {factSource(f)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ))}
          </Stack>
        </Alert>
      )}
      <Stack gap="xs" component="section" aria-labelledby="facts-title">
        <Title order={2} size="h3" id="facts-title">
          What your drawings say
        </Title>
        <Text size="sm">
          Check each fact against your drawings: type over a number, pick another choice, or remove what is
          wrong. Removed facts are asked as questions instead.
        </Text>
        {rows.length === 0 ? (
          <Text size="sm">No facts were found; the questions will ask everything.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
            {rows.map((row) => (
              <FactRow
                key={row.key}
                row={row}
                onChange={(r) => setRows((rs) => rs.map((x) => (x.key === r.key ? r : x)))}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="project-title">
        <Title order={2} size="h3" id="project-title">
          Your project
        </Title>
        <ProjectFields value={project} onChange={setProject} />
      </Stack>
      <Stack gap={6}>
        <Text size="sm" data-testid="answer-count">
          {project.type
            ? `Your drawings answer ${answers.length === 1 ? "1 question" : `${answers.length} questions`}. The conversation asks the ten that matter most for your project: those your drawings answer are given for you (you can change them), and you answer the rest.`
            : "Choose the project type to see which questions your drawings answer."}
        </Text>
        <Group gap="sm">
          <Button
            size="md"
            disabled={!ready}
            onClick={() => isStartable(project) && onContinue(project, answers)}
          >
            Continue to Questions
          </Button>
          <Button size="md" variant="default" onClick={onAnother}>
            Read another file
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
