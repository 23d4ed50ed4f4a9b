/**
 * The start form's values from text, by the rules the form applies as the visitor types: what the
 * visitor typed or picked before the app loaded (the form's own fields, which the app adopts), what
 * the form sent when submitted before then (/question-flow?type=…&state=…&city=…), and a stored
 * project. Keeping one rule for the three means no input is dropped or read differently.
 */
import { customCityName } from "../../../shared/api/text";
import { findCityOrAlias, findState } from "../../../shared/places";
import { isProjectTypeId, type ProjectTypeId } from "../../../shared/project-types";
import { saveProgress, saveProjectData } from "../../storage";
import { locationLabel, track } from "../../tracking";

export interface StartValues {
  type: ProjectTypeId | null;
  state: string | null;
  city: string | null;
  /** An optional ZIP code (five digits), kept as typed. */
  zip?: string | null;
}

/** The form's values as text (a field's value, a query parameter), each possibly missing. */
export interface StartText {
  type?: string | null;
  state?: string | null;
  city?: string | null;
  zip?: string | null;
}

/** The names of the form's fields, which are also the query parameters the form sends. */
export const START_FIELDS = ["type", "state", "city", "zip"] as const;

/** A ZIP code as the form keeps it: its digits, at most five; null when none. */
export function zipText(text: string | null | undefined): string | null {
  const digits = (text ?? "").replace(/\D/g, "").slice(0, 5);
  return digits || null;
}

/**
 * The values texts name: a known type; a state by name or code; a listed city (or another name of
 * one), else a custom city title-cased (decision 16), else the text as typed so the field says why
 * the rule refuses it. A city typed before a state is kept as typed.
 */
export function startValues(text: StartText): StartValues {
  const type = text.type && isProjectTypeId(text.type) ? text.type : null;
  const state = (text.state && findState(text.state)?.name) || null;
  const zip = zipText(text.zip);
  const withZip = zip ? { zip } : {};
  const typed = text.city?.trim() ?? "";
  if (!typed) return { type, state, city: null, ...withZip };
  const city = state ? (findCityOrAlias(state, typed)?.name ?? customCityName(typed) ?? typed) : typed;
  return { type, state, city, ...withZip };
}

/** Whether a city is one the form refuses: not listed in the state and not a valid custom name. */
export function isRefusedCity(state: string | null, city: string | null): boolean {
  return Boolean(state && city && !findCityOrAlias(state, city) && !customCityName(city));
}

/** Values with all three set and a city the rule accepts: a project the question flow can start. */
export function isStartable(
  values: StartValues,
): values is { type: ProjectTypeId; state: string; city: string } {
  return Boolean(values.type && values.state && values.city) && !isRefusedCity(values.state, values.city);
}

/** Whether any text is given (a field typed in, a parameter sent); a ZIP alone starts nothing. */
export function hasText(text: StartText): boolean {
  return START_FIELDS.some((field) => field !== "zip" && Boolean(text[field]?.trim()));
}

/** Stores a project to start and a fresh flow, as Continue does (specification §2). */
export function startProject({
  type,
  state,
  city,
  zip,
}: {
  type: ProjectTypeId;
  state: string;
  city: string;
  zip?: string | null;
}) {
  const timestamp = new Date().toISOString();
  saveProjectData({ constructionType: type, state, city, timestamp, ...(zip?.length === 5 ? { zip } : {}) });
  saveProgress(timestamp, []);
  track("cta_clicked", {
    cta: "continue_to_questions",
    project_type: type,
    location: locationLabel(city, state),
  });
}

/**
 * Where a start form submitted before the app loaded leads: the project it names is stored and the
 * flow starts; values that cannot start one go back to the form, which shows them and says why.
 * Null when the query holds none of the form's fields.
 */
export function takeSubmittedStart(search: string): string | null {
  const params = new URLSearchParams(search);
  const text: StartText = Object.fromEntries(START_FIELDS.map((f) => [f, params.get(f)]));
  if (!hasText(text)) return null;
  const values = startValues(text);
  if (!isStartable(values)) return `/conceptual-estimate?${params.toString()}`;
  startProject(values);
  return "/question-flow";
}
