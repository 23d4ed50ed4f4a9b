/**
 * Test fixtures for the engine: resolved locations built directly (national average, states and
 * cities with known factors) and a helper that plays a whole conversation from a list of numbers
 * in [0, 1) that pick each answer, so property tests can generate conversations.
 */
import {
  nextQuestion,
  type AnswerRecord,
  type ProjectInput,
  type QuestionOut,
} from "../../../shared/engine/index";
import type { ResolvedLocation } from "../../../shared/places/types";
import type { ProjectTypeId } from "../../../shared/project-types";

/** A resolved location with the given factor. */
export function place(factor: number, state = "Test State", city: string | null = null): ResolvedLocation {
  return {
    state: { name: state, code: "TS", iso: "US-TS", slug: "test-state" },
    city: city ? { name: city, slug: city.toLowerCase().replace(/\W+/g, "-"), custom: false } : null,
    location: { factor, scope: city ? "city" : "state", source: "test fixture", asOf: "2026-09" },
  };
}

/** The national average (factor 1.00). */
export const NATIONAL = place(1, "United States");

/** A project of a type at a place. */
export function project(type: ProjectTypeId, location: ResolvedLocation = NATIONAL): ProjectInput {
  return { type, location };
}

/** The answer a number u in [0, 1) picks for a question (log-uniform for numbers). */
export function pick(q: QuestionOut, u: number, avoidNotSure = false): string | number {
  if (q.kind === "number") {
    const min = q.min ?? 1;
    const max = q.max ?? 1;
    return Math.round(min * Math.pow(max / min, u));
  }
  const letters = ["a", "b", "c", "d", "e", "f"].filter(
    (l) => q[`option_${l}` as keyof QuestionOut] !== undefined,
  );
  const usable = avoidNotSure
    ? letters.filter((l) => !String(q[`option_${l}` as keyof QuestionOut]).startsWith("Not sure"))
    : letters;
  return usable[Math.min(usable.length - 1, Math.floor(u * usable.length))]!;
}

/** Plays a conversation: each u picks the answer to the question asked at that step. */
export function play(p: ProjectInput, us: readonly number[], avoidNotSure = false): AnswerRecord[] {
  const answers: AnswerRecord[] = [];
  for (const u of us) {
    const step = nextQuestion(p, answers);
    if (!step.question) break;
    answers.push({
      question: step.question.question,
      answer: pick(step.question, u, avoidNotSure),
      questionNumber: answers.length + 1,
    });
  }
  return answers;
}

/** Answers every question with "Not sure" where possible, the typical value otherwise, but the kept answers as given. */
export function playNotSure(
  p: ProjectInput,
  area: number,
  ...keep: (AnswerRecord | undefined)[]
): AnswerRecord[] {
  const answers: AnswerRecord[] = [];
  for (let i = 0; i < 10; i++) {
    const q = nextQuestion(p, answers).question!;
    let answer: string | number;
    const kept = keep.find((k) => k && (q.id === k.question || q.question === k.question));
    if (kept) answer = kept.answer;
    else if (q.kind === "number")
      answer = q.unit === "sq ft" ? area : Math.min(q.max ?? 1, Math.max(q.min ?? 1, Math.round(area / 500)));
    else {
      const letters = ["a", "b", "c", "d", "e", "f"];
      answer = letters.find((l) =>
        String(q[`option_${l}` as keyof QuestionOut] ?? "").startsWith("Not sure"),
      )!;
    }
    answers.push({ question: q.id, answer, questionNumber: i + 1 });
  }
  return answers;
}
