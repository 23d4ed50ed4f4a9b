/**
 * Every number of the results page, computed once from one total (specification §4, §5;
 * decision record 010: total and breakdown agree), so the header, tiles, table and panels agree.
 */
import { additionName } from "../../../shared/addition-names";
import { prettifySlug, projectTypeById } from "../../../shared/project-types";
import {
  additions,
  costPerSqFt,
  divisionRows,
  ESTIMATE_CLASS_TEXT,
  likelySentence,
  parseSqFt,
  rangeCaption,
  rangePercents,
  resultRange,
  resultTotal,
  visibleRequirements,
} from "../../results";
import type { ResultData } from "./useResults";

export type ResultFigures = ReturnType<typeof resultFigures>;

export function resultFigures(data: ResultData) {
  const divisions = data.costBreakdown?.divisions ?? {};
  const estimate = data.costEstimate;
  const total = resultTotal(estimate, divisions);
  const range = resultRange(estimate, total);
  // §5: the area is read from the requirements; the engine's answered area backs it up when the
  // text gives none of 3 to 5 digits (a large building).
  const sqFt = parseSqFt(data.requirements) ?? (estimate?.sqFtAnswered ? estimate.sq_ft : null);
  return {
    // The type's own name everywhere ("Single Family Home", "Educational Institution").
    typeLabel:
      projectTypeById(data.project.constructionType)?.label ?? prettifySlug(data.project.constructionType),
    // "Nashville, Illinois 62263": the ZIP code the visitor gave, which priced the place, after it
    location: [[data.project.city, data.project.state].filter(Boolean).join(", "), data.project.zip]
      .filter(Boolean)
      .join(" "),
    total,
    range,
    sqFt,
    perSqFt: costPerSqFt(range, sqFt),
    rows: divisionRows(divisions, total),
    additions: additions(estimate?.features).map((a) => ({
      ...a,
      name: additionName(data.project.constructionType, a.feature, data.answers),
    })),
    caption: rangeCaption(range, total),
    likely: estimate?.likely ?? null,
    likelyText: likelySentence(estimate?.likely, range),
    percents: rangePercents(range, total),
    estimateClass: estimate?.estimateClass ?? null,
    classText: estimate?.estimateClass ? ESTIMATE_CLASS_TEXT[estimate.estimateClass] : null,
    requirements: visibleRequirements(data.requirements),
    questionsAnswered: data.answers.length,
    generated: data.generated.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }),
  };
}
