/**
 * The left side of the question flow: the accuracy indicator, the question with its options or
 * number input, and Retake / Previous / Next (specification §2, §4, §5). Numeric questions show
 * "Enter your answer" and their bounds; Next stays disabled until an answer is given.
 */
import { Button, Group, NumberInput, Progress, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { QUESTION_COUNT } from "../../../shared/api/constants";
import type { QuestionOut } from "../../../shared/api/outputs";
import { formatNumber } from "../../../shared/format";
import { OptionChoices } from "../OptionChoices/OptionChoices";
import classes from "./QuestionPanel.module.css";
import type { Busy, Draft } from "./useQuestionFlow";

/** §4: min(10 × question number, 100). */
export function accuracyPercent(questionNumber: number): number {
  return Math.min(10 * questionNumber, 100);
}

/** A numeric answer outside the question's bounds, as a message; null when fine. */
export function boundsError(q: QuestionOut, value: Draft): string | null {
  if (typeof value !== "number") return null;
  if ((q.min !== undefined && value < q.min) || (q.max !== undefined && value > q.max)) {
    return `Enter a number from ${formatNumber(q.min ?? 0)} to ${formatNumber(q.max ?? value)}`;
  }
  return null;
}

export interface QuestionPanelProps {
  question: QuestionOut;
  questionNumber: number;
  draft: Draft;
  onDraft: (value: Draft) => void;
  busy: Busy;
  /** The current call has taken long enough to show a spinner. */
  slow: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onRetake: () => void;
}

export function QuestionPanel(props: QuestionPanelProps) {
  const { question, questionNumber, draft, onDraft, busy, slow, onNext, onPrevious, onRetake } = props;
  const accuracy = accuracyPercent(questionNumber);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(question.id);
  // A new question takes the focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shown.current === question.id) return;
    shown.current = question.id;
    heading.current?.focus();
  }, [question.id]);
  const invalid = boundsError(question, draft);
  const answered = draft !== null && draft !== "" && !invalid;
  const last = questionNumber >= QUESTION_COUNT;
  const bounds =
    question.kind === "number" && question.min !== undefined && question.max !== undefined
      ? `${formatNumber(question.min)} to ${formatNumber(question.max)}${question.unit ? ` ${question.unit}` : ""}`
      : null;

  return (
    <Stack
      component="form"
      gap="lg"
      onSubmit={(e) => {
        e.preventDefault();
        if (answered) onNext();
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600} size="sm">
            Question {questionNumber} of {QUESTION_COUNT}
          </Text>
          <Text size="sm" c="gray.7" id="accuracy-label">
            Accuracy: {accuracy}% complete
          </Text>
        </Group>
        <Progress.Root size="md">
          <Progress.Section value={accuracy} aria-label={`Accuracy: ${accuracy}% complete`} />
        </Progress.Root>
      </Stack>
      <Title
        order={2}
        id="question-text"
        aria-live="polite"
        tabIndex={-1}
        ref={heading}
        className={classes.heading}
      >
        {question.question}
      </Title>
      {question.kind === "number" ? (
        <NumberInput
          label={bounds ? `Your answer (${bounds})` : "Your answer"}
          placeholder="Enter your answer"
          value={typeof draft === "number" ? draft : ""}
          onChange={(v) => onDraft(typeof v === "number" ? v : v === "" ? null : Number(v))}
          min={question.min}
          max={question.max}
          step={question.step}
          clampBehavior="none"
          thousandSeparator=","
          allowNegative={false}
          error={invalid}
          disabled={busy !== null}
          size="md"
          maw={360}
        />
      ) : (
        <OptionChoices
          question={question}
          value={typeof draft === "string" ? draft : null}
          onChange={onDraft}
          disabled={busy !== null}
        />
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onRetake} disabled={busy !== null}>
          Retake
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onPrevious} disabled={busy !== null}>
            {questionNumber <= 1 ? "Back to Form" : "Previous"}
          </Button>
          <Button type="submit" disabled={!answered || busy !== null} loading={slow}>
            {last ? "Get Estimate" : "Next"}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
