/**
 * The results page's budget (decision record 011): the planned start and land cost, and
 * the total project cost they give. Changing either re-prices through POST /api/final-estimate
 * with the same answers — no new conversation — and remembers the choice for the download and the
 * share link. A shared estimate shows its saved budget as it was computed and is not re-priced.
 */
import { useCallback, useRef, useState } from "react";
import type { AnswerRecord, BudgetInput, ProjectCost } from "../../../shared/api/outputs";
import { errorMessage, finalEstimate } from "../../api";
import { saveBudget, type CompleteProjectData } from "../../storage";

export interface BudgetSource {
  project: CompleteProjectData;
  answers: AnswerRecord[];
  projectCost: ProjectCost | null;
  budget: BudgetInput;
  sharedId: string | null;
}

export function useBudget(source: BudgetSource) {
  const [budget, setBudget] = useState<BudgetInput>(source.budget);
  const [projectCost, setProjectCost] = useState<ProjectCost | null>(source.projectCost);
  const [pricing, setPricing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const editable = source.sharedId === null && source.projectCost !== null;

  const update = useCallback(
    async (next: BudgetInput) => {
      if (!editable) return;
      const call = ++latest.current;
      setBudget(next);
      saveBudget(next);
      setPricing(true);
      setError(null);
      try {
        const final = await finalEstimate(source.project, source.answers, next);
        if (call === latest.current) setProjectCost(final.projectCost);
      } catch (err) {
        if (call === latest.current)
          setError(errorMessage(err, "The budget could not be updated. Please try again."));
      } finally {
        if (call === latest.current) setPricing(false);
      }
    },
    [editable, source.project, source.answers],
  );

  return {
    budget,
    projectCost,
    pricing,
    error,
    editable,
    setStartDate: (startDate: string | null) => void update({ ...budget, startDate }),
    setLandCost: (landCost: number | null) => void update({ ...budget, landCost }),
  };
}

export type Budget = ReturnType<typeof useBudget>;
