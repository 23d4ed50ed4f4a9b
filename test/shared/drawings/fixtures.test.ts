/**
 * The four plan sets read end to end: the area within 2%, the stories, the type and kind, and the
 * other answers, each traced to the page it must come from. The school is held out (held-out.ts).
 */
import { describe, expect, it } from "vitest";
import { drawingAnswers, readDrawings } from "../../../shared/drawings/index";
import { FIXTURES, type Fixture } from "./fixtures";
import { SCHOOL } from "./held-out";

describe.each([...FIXTURES, SCHOOL].map((f) => [f.name, f] as [string, Fixture]))("%s", (_name, fixture) => {
  const reading = readDrawings(fixture.items);
  const { type, place, answers } = drawingAnswers(reading);
  const byQuestion = new Map(answers.map((a) => [a.question, a]));
  const e = fixture.expected;

  it("is a drawing set with no conflicts", () => {
    expect(reading.isDrawingSet).toBe(true);
    expect(reading.conflicts).toEqual([]);
  });

  it("finds the type, the kind and the place", () => {
    expect(type).toBe(e.type);
    if (e.kind) expect(reading.facts.find((f) => f.name === "kind")?.value).toBe(e.kind);
    if (e.place) expect(place).toMatchObject(e.place);
  });

  it("finds the area within 2% and the stories", () => {
    const area = answers.find((a) => a.question.endsWith("-area"));
    expect(area).toBeDefined();
    expect(Math.abs((area!.answer as number) - e.area) / e.area).toBeLessThanOrEqual(0.02);
    expect(reading.facts.find((f) => f.name === "stories")?.value).toBe(e.stories);
  });

  it("gives at least four other answers, each traced to its page", () => {
    expect(Object.keys(e.answers).length).toBeGreaterThanOrEqual(4);
    for (const [question, want] of Object.entries(e.answers)) {
      const got = byQuestion.get(question);
      expect(got?.answer, question).toBe(want.answer);
      expect(got?.facts[0]?.page, question).toBe(want.page);
      const sheet = reading.sheets[want.page - 1]!;
      expect(got?.facts[0]?.sheet, question).toBe(sheet.name);
      expect(got?.facts[0]?.words.length, question).toBeGreaterThan(0);
    }
  });
});
