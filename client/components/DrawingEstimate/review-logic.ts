/**
 * The review's rules, apart from its screen: the project the drawings name, and the answers the
 * reviewed facts give for the chosen type, each with where the drawings say it.
 */
import { drawingAnswers, type Fact } from "../../../shared/drawings/index";
import { findState } from "../../../shared/places";
import { isProjectTypeId } from "../../../shared/project-types";
import { startValues, type StartValues } from "../StartForm/start-values";
import { factSource } from "./fact-text";

/** "WESTERVILLE" → "Westerville", "ST. LOUIS" → "St. Louis" (title blocks write capitals). */
function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s.'-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** The project the drawings name: their type, and the title block's state and city. */
export function projectFromDrawings(facts: readonly Fact[]): StartValues {
  const type = facts.find((f) => f.name === "type")?.value;
  const place = facts.find((f): f is Fact<"place"> => f.name === "place")?.value;
  const state = place ? findState(place.state)?.name : undefined;
  return startValues({
    type: typeof type === "string" && isProjectTypeId(type) ? type : null,
    state: state ?? null,
    city: state && place ? titleCase(place.city) : null,
  });
}

/** The answers of reviewed facts for a chosen type, each with where the drawings say it. */
export function answersOf(
  facts: readonly Fact[],
  type: NonNullable<StartValues["type"]>,
): Array<{ question: string; answer: string | number; source: string }> {
  const typeFact: Fact = { name: "type", value: type, page: 0, sheet: "", words: "" };
  const { answers } = drawingAnswers({ facts: [typeFact, ...facts.filter((f) => f.name !== "type")] });
  return answers.map((a) => ({
    question: a.question,
    answer: a.answer,
    source: a.facts.map(factSource).join("; ").slice(0, 600),
  }));
}
