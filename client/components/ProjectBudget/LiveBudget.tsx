/**
 * The live panel's budget (decision record 011): the total project cost range around the
 * current construction range, and the planned start, which re-prices the current step at once —
 * the same answers sent again, no new conversation — and is remembered for the rest of the flow
 * and the results page.
 */
import { Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import type { AnswerRecord, ProjectCost } from "../../../shared/api/outputs";
import { formatMoneyShort } from "../../../shared/format";
import { initializeQuestions, nextQuestion } from "../../api";
import { readBudget, saveBudget, type CompleteProjectData } from "../../storage";
import { priceLevelLine } from "./budget-text";
import { StartDateSelect } from "./StartDateSelect";

export interface LiveBudgetProps {
  project: CompleteProjectData;
  answers: AnswerRecord[];
  /** The current step's total project cost, as the flow received it. */
  projectCost: ProjectCost | undefined;
}

export function LiveBudget({ project, answers, projectCost }: LiveBudgetProps) {
  const [startDate, setStartDate] = useState(() => readBudget().startDate);
  const [repriced, setRepriced] = useState<{ key: string; cost: ProjectCost } | null>(null);
  const [failed, setFailed] = useState(false);
  const key = `${answers.length}:${startDate ?? ""}`;
  const shown = repriced?.key === key ? repriced.cost : projectCost;
  const stale = shown !== undefined && (shown.escalation?.startDate ?? null) !== startDate;

  useEffect(() => {
    if (!stale) return;
    let cancelled = false;
    const budget = readBudget();
    const call =
      answers.length > 0
        ? nextQuestion(project, undefined, answers, budget)
        : initializeQuestions(project, budget);
    call.then(
      (step) => {
        if (!cancelled && step.projectCost) setRepriced({ key, cost: step.projectCost });
      },
      (err: unknown) => {
        console.error("Re-pricing the budget failed", err);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [stale, key, project, answers]);

  const change = (value: string | null) => {
    saveBudget({ ...readBudget(), startDate: value });
    setFailed(false);
    setStartDate(value);
  };

  if (!shown) return null;
  return (
    <Stack gap={6} data-testid="live-budget">
      <div aria-live="polite" aria-atomic="true" aria-busy={stale}>
        <Text size="sm" c="gray.7">
          Total project cost (construction plus soft costs)
        </Text>
        <Text fw={700} fz="lg" data-testid="live-project-range" style={{ opacity: stale ? 0.6 : 1 }}>
          {formatMoneyShort(shown.min)} - {formatMoneyShort(shown.max)}
        </Text>
        <Text size="xs" c="gray.7">
          {failed ? "The budget could not be updated; it will be at the next answer." : priceLevelLine(shown)}
        </Text>
      </div>
      <StartDateSelect value={startDate} onChange={change} size="xs" />
    </Stack>
  );
}
