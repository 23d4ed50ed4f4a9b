/**
 * Readable names of the additions an estimate lists (issue 13: "Imaging: X-ray and ultrasound", not
 * "Imaging Xray"), the same on the results page and in the download. The names are derived from the
 * engine's question data — each option with an addition names it by its question's summary and its
 * own label — and kept here as data (./addition-names.data.ts), so the client reads a few kilobytes
 * instead of the engine's data files; a test derives them again and fails when they drift.
 */
import { ADDITION_NAMES } from "./addition-names.data";

/** One option that adds a feature: its question (id and text), the question's summary, the option. */
export interface AdditionSource {
  questionId: string;
  questionText: string;
  summary: string;
  optionIndex: number;
  label: string;
}

/** Feature → the options that add it, per project type. */
export type AdditionNames = Readonly<Record<string, Readonly<Record<string, readonly AdditionSource[]>>>>;

/** The question data this module reads (a structural slice of the engine's type data). */
interface QuestionSlice {
  kind: string;
  id: string;
  text: string;
  summary?: string;
  options?: ReadonlyArray<{ label: string; effect?: { addition?: { feature: string } } }>;
}

/** An option's label without its detail in parentheses, as the flow shows it. */
function shortLabel(label: string): string {
  const cut = label.indexOf("(");
  return (cut > 0 ? label.slice(0, cut) : label).trim();
}

/** Derives the name map from each type's questions. */
export function deriveAdditionNames(
  data: Readonly<Record<string, { questions: readonly QuestionSlice[] }>>,
): Record<string, Record<string, AdditionSource[]>> {
  const out: Record<string, Record<string, AdditionSource[]>> = {};
  for (const [type, { questions }] of Object.entries(data)) {
    const byFeature: Record<string, AdditionSource[]> = {};
    for (const q of questions) {
      if (q.kind !== "choice") continue;
      q.options?.forEach((o, optionIndex) => {
        const feature = o.effect?.addition?.feature;
        if (!feature) return;
        (byFeature[feature] ??= []).push({
          questionId: q.id,
          questionText: q.text,
          summary: q.summary ?? "",
          optionIndex,
          label: shortLabel(o.label),
        });
      });
    }
    out[type] = byFeature;
  }
  return out;
}

/** "basement_finish" → "Basement finish": the fallback for a feature the data does not name. */
function spelledOut(feature: string): string {
  const words = feature.split("_").filter(Boolean).join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LETTERS = "abcdef";

/**
 * The readable name of an addition: "Summary: Option" ("Imaging: X-ray and ultrasound"). When
 * several options of a question add the same feature, the visitor's answer to that question picks
 * the option ("Operating rooms: Five to twelve operating rooms"); without it the summary alone.
 */
export function additionName(
  type: string,
  feature: string,
  answers: ReadonlyArray<{ question: string; answer: string | number }> = [],
  names: AdditionNames = ADDITION_NAMES,
): string {
  const sources = (Object.hasOwn(names, type) ? names[type] : undefined)?.[feature];
  if (!sources || sources.length === 0) return spelledOut(feature);
  if (sources.length === 1) return `${sources[0]!.summary}: ${sources[0]!.label}`;
  for (const a of answers) {
    const index = LETTERS.indexOf(String(a.answer).trim().toLowerCase());
    const hit = sources.find(
      (s) => (a.question === s.questionId || a.question.trim() === s.questionText) && s.optionIndex === index,
    );
    if (hit) return `${hit.summary}: ${hit.label}`;
  }
  return sources[0]!.summary;
}
