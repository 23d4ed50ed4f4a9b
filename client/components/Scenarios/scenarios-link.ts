/**
 * The comparison's share link: the estimate's answers link (`/cost-estimate?type=…&state=…&a=…`)
 * with the other scenarios' answers as `b=…` and `c=…`, ten values each. It needs no saving: the
 * results page works the estimate out again and prices the scenarios through POST /api/scenarios,
 * at today's prices.
 */
import { QUESTION_COUNT, SCENARIO_NAMES } from "../../../shared/api/constants";
import type { BudgetInput } from "../../../shared/api/outputs";
import type { ScenarioAnswers } from "../../api";
import { projectParams, type LinkProject } from "../ShareButton/estimate-link";

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The link that opens the results page with these scenarios side by side. */
export function scenariosLink(
  origin: string,
  project: LinkProject,
  scenarios: readonly ScenarioAnswers[],
  budget: BudgetInput,
): string {
  const params = projectParams(project);
  scenarios.forEach((answers, i) => {
    const key = SCENARIO_NAMES[i]!.toLowerCase();
    for (const a of answers) params.append(key, String(a).trim());
  });
  if (budget.startDate) params.set("start", budget.startDate);
  if (budget.landCost !== null) params.set("land", String(budget.landCost));
  return `${origin}/cost-estimate?${params.toString()}`;
}

/** The scenarios after A that a link carries (`b`, `c`: ten values each), else an empty list. */
export function readScenarioLists(params: URLSearchParams): ScenarioAnswers[] {
  const lists: ScenarioAnswers[] = [];
  for (const name of SCENARIO_NAMES.slice(1)) {
    const values = params.getAll(name.toLowerCase());
    if (values.length !== QUESTION_COUNT) break;
    lists.push(values.map((a) => (NUMBER.test(a.replace(/,/g, "")) ? Number(a.replace(/,/g, "")) : a)));
  }
  return lists;
}
