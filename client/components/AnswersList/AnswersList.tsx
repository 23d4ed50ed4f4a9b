/**
 * "Your answers" on the results page (issue 13): each question with the answer in words and an
 * Edit link that returns to that question, keeping the later answers where they still fit. The
 * questions come from replaying the answers through the API (client/replay.ts); until they arrive,
 * or when the replay fails, the answers show as given. Answers a plan set gave (/drawing-estimate)
 * are marked "From your drawings", with the drawing's words.
 */
import { Anchor, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import type { AnswerRecord, QuestionOut } from "../../../shared/api/outputs";
import { formatNumber } from "../../../shared/format";
import { drawnSource, readDrawnAnswers } from "../../drawing-answers";
import { DrawingMark } from "../QuestionFlow/DrawingMark";
import { optionLabel } from "../OptionChoices/option-image";
import { replay } from "../../replay";
import type { CompleteProjectData } from "../../storage";

/** An answer in words: the option's label, or the number with its unit. */
export function answerText(answer: AnswerRecord, question: QuestionOut | undefined): string {
  if (typeof answer.answer === "number" || question?.kind === "number") {
    const n = Number(String(answer.answer).replace(/,/g, ""));
    const unit = question?.unit ? ` ${question.unit}` : "";
    return Number.isFinite(n) ? `${formatNumber(n)}${unit}` : String(answer.answer);
  }
  const letter = String(answer.answer).trim().toLowerCase();
  const option = question?.[`option_${letter}` as `option_${"a" | "b" | "c" | "d" | "e" | "f"}`];
  return option ? optionLabel(option) : String(answer.answer);
}

/** The questions the answers answered, by replay; null until known (or when it failed). */
function useAskedQuestions(project: CompleteProjectData, answers: AnswerRecord[]) {
  const [questions, setQuestions] = useState<QuestionOut[] | null>(null);
  useEffect(() => {
    let live = true;
    replay(project, answers).then(
      ({ history }) => live && setQuestions(history.map((s) => s.question)),
      (err: unknown) => console.error("Could not read the questions of the answers", err),
    );
    return () => {
      live = false;
    };
  }, [project, answers]);
  return questions;
}

export function AnswersList(props: {
  project: CompleteProjectData;
  answers: AnswerRecord[];
  onEdit: (questionNumber: number) => void;
}) {
  const { project, answers, onEdit } = props;
  const questions = useAskedQuestions(project, answers);
  const drawn = useMemo(() => readDrawnAnswers(project.timestamp), [project.timestamp]);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="answers-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="answers-title">
          Your answers
        </Title>
        {answers.length === 0 ? (
          <Text size="sm">No questions answered yet.</Text>
        ) : (
          <List type="ordered" spacing="xs" size="sm" data-testid="answers-list">
            {answers.map((a, i) => (
              <List.Item key={`${i}-${a.question}`}>
                <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ flex: 1 }}>
                    <Text size="sm" c="gray.7">
                      {a.question}
                    </Text>
                    <Text size="sm" fw={700}>
                      {answerText(a, questions?.[i])}
                    </Text>
                    <DrawnMark drawn={drawn} question={questions?.[i]} answer={a.answer} />
                  </div>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={600}
                    c="blue.9"
                    underline="always"
                    onClick={() => onEdit(i + 1)}
                    aria-label={`Edit answer ${i + 1}: ${a.question}`}
                    data-print="hide"
                  >
                    Edit
                  </Anchor>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

function DrawnMark(props: {
  drawn: ReturnType<typeof readDrawnAnswers>;
  question: QuestionOut | undefined;
  answer: AnswerRecord["answer"];
}) {
  const source = drawnSource(props.drawn, props.question, props.answer);
  return source ? <DrawingMark source={source} /> : null;
}
