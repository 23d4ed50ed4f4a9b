/**
 * An estimate shared in the middle of the question flow (issue 13): the sender's range so far, what
 * it means, and their answers, with the way to continue from them or to start afresh. There is no
 * breakdown yet: the engine splits the cost into divisions only after the tenth answer.
 */
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { QUESTION_COUNT } from "../../../shared/api/constants";
import { formatMoneyShort } from "../../../shared/format";
import { AnswersList } from "../AnswersList/AnswersList";
import { RangeNote } from "../RangeNote/RangeNote";
import type { ResultFigures } from "./figures";
import type { ResultData } from "./useResults";

export function PartialResults(props: {
  data: ResultData;
  figures: ResultFigures;
  onEdit: (questionNumber: number, edit?: boolean) => void;
}) {
  const { data, figures: f, onEdit } = props;
  const answered = data.answers.length;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Estimate in progress</Title>
        <Text size="lg" fw={600}>
          {f.typeLabel} · {f.location}
        </Text>
        <Text c="gray.7">
          {answered} of {QUESTION_COUNT} questions answered. The range tightens as the remaining questions are
          answered.
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="lg" maw={640}>
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            Estimated cost range so far
          </Text>
          <Text fz={{ base: 26, sm: 32 }} fw={800} lh={1.2} data-testid="partial-range">
            {formatMoneyShort(f.range.min)} - {formatMoneyShort(f.range.max)}
          </Text>
          <Text size="sm">Expected cost: {formatMoneyShort(f.total)}</Text>
          <RangeNote figures={f} />
        </Stack>
      </Paper>
      <Group gap="sm">
        <Button onClick={() => onEdit(answered + 1, false)}>Continue from these answers</Button>
        <Button component={Link} to="/conceptual-estimate" variant="default">
          Start a new estimate
        </Button>
      </Group>
      <AnswersList answered={data} range={f.range} onEdit={onEdit} />
    </Stack>
  );
}
