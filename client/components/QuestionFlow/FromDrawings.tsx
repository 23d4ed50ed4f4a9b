/**
 * The answers a plan set gave (/drawing-estimate), shown in the question flow: the ones given so
 * far, each with the drawing's words and a Change link to its question, and a mark on the question
 * shown when its answer is the drawings'. Nothing for a project started without drawings.
 */
import { Anchor, List, Paper, Stack, Text } from "@mantine/core";
import type { AnswerRecord, QuestionOut } from "../../../shared/api/outputs";
import { drawnSource, type DrawnAnswer } from "../../drawing-answers";
import { answerText } from "../AnswersList/AnswersList";
import { DrawingMark } from "./DrawingMark";
import type { Draft } from "./useQuestionFlow";

/** The mark on the question shown, when its answer is the drawings'. */
export function DrawnHere(props: { drawn: readonly DrawnAnswer[]; current: QuestionOut; draft: Draft }) {
  const here = drawnSource(props.drawn, props.current, props.draft);
  if (!here) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="teal.0"
      role="note"
      aria-label="This answer is from your drawings"
    >
      <Stack gap={4}>
        <Text size="sm">The answer below is from your drawings; change it if they are out of date.</Text>
        <DrawingMark source={here} />
      </Stack>
    </Paper>
  );
}

/** The answers the drawings gave so far, each with a Change link to its question. */
export function DrawnSoFar(props: {
  drawn: readonly DrawnAnswer[];
  asked: readonly QuestionOut[];
  answers: readonly AnswerRecord[];
  onChange: (questionNumber: number) => void;
}) {
  const { drawn, asked, answers, onChange } = props;
  if (drawn.length === 0) return null;
  const given = answers
    .map((a, i) => ({ a, i, q: asked[i], source: drawnSource(drawn, asked[i], a.answer) }))
    .filter((x): x is typeof x & { source: string; q: QuestionOut } => x.source !== null && !!x.q);
  if (given.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="drawn-title">
      <Stack gap="xs">
        <Text size="sm" fw={700} id="drawn-title">
          {given.length === 1 ? "1 answer" : `${given.length} answers`} came from your drawings
        </Text>
        <List size="sm" spacing={6} data-testid="drawn-answers">
          {given.map(({ a, i, q, source }) => (
            <List.Item key={q.id}>
              <Text size="sm" span>
                {q.question} <strong>{answerText(a, q)}</strong>{" "}
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                underline="always"
                onClick={() => onChange(i + 1)}
                aria-label={`Change answer ${i + 1}: ${q.question}`}
              >
                Change
              </Anchor>
              <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
                {source}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
