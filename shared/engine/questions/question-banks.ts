/**
 * The question banks of the six project types, by type id.
 */
import type { ProjectTypeId } from "../../project-types";
import { EDUCATIONAL_QUESTIONS } from "./educational";
import { HEALTHCARE_QUESTIONS } from "./healthcare";
import { HOME_IMPROVEMENT_QUESTIONS } from "./home-improvements";
import { MULTI_FAMILY_QUESTIONS } from "./multi-family";
import { OFFICE_QUESTIONS } from "./office-building";
import type { Question } from "./question-model";
import { SINGLE_FAMILY_QUESTIONS } from "./single-family";

/** Question bank per project type, in tie-break order. */
export const QUESTION_BANKS: Record<ProjectTypeId, readonly Question[]> = {
  "single-family": SINGLE_FAMILY_QUESTIONS,
  "multi-family": MULTI_FAMILY_QUESTIONS,
  "home-improvements": HOME_IMPROVEMENT_QUESTIONS,
  "office-building": OFFICE_QUESTIONS,
  educational: EDUCATIONAL_QUESTIONS,
  healthcare: HEALTHCARE_QUESTIONS,
};
