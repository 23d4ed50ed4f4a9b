/**
 * The left side of the question flow: the accuracy indicator, the question with its options or
 * number input, and Retake / Previous / Next (specification §2, §4, §5). Numeric questions show
 * "Enter your answer" and their bounds; Next stays disabled until an answer is given.
 */
import { Button, Group, Progress, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { QUESTION_COUNT } from "../../../shared/api/constants";
import type { QuestionOut } from "../../../shared/api/outputs";
import { formatNumber } from "../../../shared/format";
import { OptionChoices } from "../OptionChoices/OptionChoices";
import classes from "./QuestionPanel.module.css";
import { readNumber } from "./flow-logic";
import { RetakeButton } from "./RetakeButton";
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

/** A number as the field shows it: 2400 → "2,400", 2.5 → "2.5". */
const typedNumber = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });

/**
 * A numeric answer as text, read forgivingly ("2,400", "2400 sq ft", " 2400 "; flow-logic.ts):
 * a comma is never a decimal point. The parent keys it by question, so each question starts afresh.
 */
function NumberAnswer(props: {
  question: QuestionOut;
  label: string;
  draft: Draft;
  onDraft: (value: Draft) => void;
  boundsMessage: string | null;
  disabled: boolean;
}) {
  const { question, label, draft, onDraft, boundsMessage, disabled } = props;
  const [text, setText] = useState(typeof draft === "number" ? typedNumber(draft) : "");
  const reading = readNumber(text, question.unit);
  const message = "error" in reading ? reading.error : boundsMessage;
  return (
    <TextInput
      label={label}
      placeholder="Enter your answer"
      value={text}
      inputMode="decimal"
      autoComplete="off"
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        onDraft(readNumber(next, question.unit).value);
      }}
      onBlur={() => {
        if (reading.value !== null) setText(typedNumber(reading.value));
      }}
      error={message}
      disabled={disabled}
      size="md"
      maw={360}
    />
  );
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
  /** Retake asks for confirmation once a question has been answered. */
  confirmRetake: boolean;
  /** Edit mode: Next runs on through the later answers that still fit. */
  editing: boolean;
  /** Under the answer: the range it would give, before Next. */
  preview?: ReactNode;
}

export function QuestionPanel(props: QuestionPanelProps) {
  const { question, questionNumber, draft, onDraft, busy, slow, onNext, onPrevious, onRetake } = props;
  const top = useRef<HTMLDivElement>(null);
  const accuracy = accuracyPercent(questionNumber);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  // A question takes the focus to its heading, so keyboard and screen-reader users start there, the
  // first one too. On phones a new question also starts at its top, below the sticky header and
  // range bar (the first opens with the page, at the page's top: AppLayout).
  useEffect(() => {
    if (shown.current === `${question.id}#${questionNumber}`) return;
    const first = shown.current === null;
    shown.current = `${question.id}#${questionNumber}`;
    heading.current?.focus({ preventScroll: true });
    if (!first) top.current?.scrollIntoView({ block: "start" });
  }, [question.id, questionNumber]);
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
      ref={top}
      className={classes.panel}
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
        <NumberAnswer
          key={`${question.id}#${questionNumber}`}
          question={question}
          label={bounds ? `Your answer (${bounds})` : "Your answer"}
          draft={draft}
          onDraft={onDraft}
          boundsMessage={invalid}
          disabled={busy !== null}
        />
      ) : (
        <OptionChoices
          question={question}
          value={typeof draft === "string" ? draft : null}
          onChange={onDraft}
          disabled={busy !== null}
        />
      )}
      {props.preview}
      <Group justify="space-between" gap="sm">
        <RetakeButton onRetake={onRetake} confirm={props.confirmRetake} disabled={busy !== null} />
        <Group gap="sm">
          <Button variant="default" onClick={onPrevious} disabled={busy !== null}>
            {questionNumber <= 1 ? "Back to Form" : "Previous"}
          </Button>
          <Button type="submit" disabled={!answered || busy !== null} loading={slow}>
            {props.editing ? "Update estimate" : last ? "Get Estimate" : "Next"}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
