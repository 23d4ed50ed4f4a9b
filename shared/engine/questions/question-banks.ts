/**
 * The question banks of the six project types, by type id.
 */
import type { ProjectTypeId } from "../../project-types";
import type { Question } from "./question-model";
import { SINGLE_FAMILY_QUESTIONS } from "./single-family";

/** Question bank per project type, in tie-break order. */
export const QUESTION_BANKS: Record<ProjectTypeId, readonly Question[]> = {
  "single-family": SINGLE_FAMILY_QUESTIONS,
  "multi-family": SINGLE_FAMILY_QUESTIONS,
  "home-improvements": SINGLE_FAMILY_QUESTIONS,
  "office-building": SINGLE_FAMILY_QUESTIONS,
  educational: SINGLE_FAMILY_QUESTIONS,
  healthcare: SINGLE_FAMILY_QUESTIONS,
};
