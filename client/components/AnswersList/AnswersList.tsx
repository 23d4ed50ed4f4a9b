/**
 * "Your answers" on the results page (issue 13): each question with the answer in words and an
 * Edit link that returns to that question, keeping the later answers where they still fit, and how
 * much that answer narrowed the range (issue 32). The questions and the range before each answer
 * come from replaying the answers through the API (client/replay.ts); until they arrive, or when
 * the replay fails, the answers show as given. Answers a plan set gave (/drawing-estimate) are
 * marked "From your drawings", with the drawing's words.
 */
import { Anchor, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import type { AnswerRecord, CostEstimate, QuestionOut } from "../../../shared/api/outputs";
import { formatNumber } from "../../../shared/format";
import { drawnSource, type DrawnAnswer } from "../../drawing-answers";
import { DrawingMark } from "../QuestionFlow/DrawingMark";
import { optionLabel } from "../OptionChoices/option-image";
import { replay } from "../../replay";
import { narrowing, narrowingSummary, narrowingText, type RangeFigures } from "../../results";
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

/** Each answered question and the estimate shown when it was asked, by replay. */
interface AskedStep {
  question: QuestionOut;
  before: CostEstimate;
}

/** The questions the answers answered, with the range before each, by replay; null until known (or when it failed). */
function useAskedQuestions(project: CompleteProjectData, answers: AnswerRecord[]) {
  const [steps, setSteps] = useState<AskedStep[] | null>(null);
  useEffect(() => {
    let live = true;
    replay(project, answers).then(
      ({ history }) => live && setSteps(history.map((s) => ({ question: s.question, before: s.estimate }))),
      (err: unknown) => console.error("Could not read the questions of the answers", err),
    );
    return () => {
      live = false;
    };
  }, [project, answers]);
  return steps;
}

/** What the answers are of: the project, its answers, and those a plan set gave (a results page's data). */
export interface AnsweredProject {
  project: CompleteProjectData;
  answers: AnswerRecord[];
  /** The answers a plan set gave (ResultData.drawn). */
  drawn: readonly DrawnAnswer[];
}

export function AnswersList(props: {
  answered: AnsweredProject;
  /** The range after the last answer (the page's own range). */
  range: RangeFigures;
  onEdit: (questionNumber: number) => void;
}) {
  const { answered, range, onEdit } = props;
  const { project, answers, drawn } = answered;
  const steps = useAskedQuestions(project, answers);
  /** The range after answer i: the one shown with the next question, or the page's after the last. */
  const after = (i: number): RangeFigures | undefined =>
    i + 1 < answers.length ? steps?.[i + 1]?.before : range;
  const effect = (i: number) => {
    const before = steps?.[i]?.before;
    const next = after(i);
    const share = before && next ? narrowing(before, next) : null;
    return share === null ? null : narrowingText(share);
  };
  const summary = steps?.[0] ? narrowingSummary(steps[0].before, range, answers.length) : null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="answers-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="answers-title">
          Your answers
        </Title>
        {summary && (
          <Text size="sm" data-testid="answers-narrowing" data-print="hide">
            {summary}
          </Text>
        )}
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
                      {answerText(a, steps?.[i]?.question)}
                    </Text>
                    <DrawnMark drawn={drawn} question={steps?.[i]?.question} answer={a.answer} />
                    {effect(i) && (
                      <Text size="xs" c="gray.7" data-testid="answer-narrowing" data-print="hide">
                        {effect(i)}
                      </Text>
                    )}
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
  drawn: readonly DrawnAnswer[];
  question: QuestionOut | undefined;
  answer: AnswerRecord["answer"];
}) {
  const source = drawnSource(props.drawn, props.question, props.answer);
  return source ? <DrawingMark source={source} /> : null;
}
