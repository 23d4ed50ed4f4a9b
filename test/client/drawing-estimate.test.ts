/**
 * The drawing estimate's rules on the client: the project a plan set names, the answers its
 * reviewed facts give (each with the drawings' words), the facts in words, and the answers kept
 * for the question flow and the results (by project, read defensively, marked only while unchanged).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { QuestionOut } from "../../shared/api/outputs";
import { readDrawings, type Fact } from "../../shared/drawings/index";
import { factName, factSource, factValue } from "../../client/components/DrawingEstimate/fact-text";
import { answersOf, projectFromDrawings } from "../../client/components/DrawingEstimate/review-logic";
import { drawnFor, drawnSource, readDrawnAnswers, saveDrawnAnswers } from "../../client/drawing-answers";
import { clearJourney } from "../../client/storage";
import { HOUSE, RANCH } from "../shared/drawings/fixtures";
import { SCHOOL } from "../shared/drawings/held-out";

afterEach(() => localStorage.clear());

const fact = (f: Partial<Fact> & Pick<Fact, "name" | "value">): Fact => ({
  page: 1,
  sheet: "",
  words: "",
  ...f,
});

const areaQuestion: QuestionOut = {
  id: "sf-area",
  questionNumber: 2,
  question: "What is the total finished floor area of the home?",
  kind: "number",
  unit: "sq ft",
  min: 500,
  max: 20_000,
};
const roofQuestion: QuestionOut = {
  id: "sf-roof",
  questionNumber: 5,
  question: "What roofing?",
  kind: "choice",
  option_a: "Asphalt shingles",
  option_b: "Metal",
  option_c: "Tile",
  option_d: "Slate",
};

describe("the project a plan set names", () => {
  it("takes the type and the title block's state and city, title-cased", () => {
    expect(projectFromDrawings(readDrawings(HOUSE.items).facts)).toEqual({
      type: "single-family",
      state: "Ohio",
      city: "Westerville",
    });
    expect(projectFromDrawings(readDrawings(SCHOOL.items).facts)).toEqual({
      type: "educational",
      state: "North Carolina",
      city: "Raleigh",
    });
  });

  it("leaves out what the drawings do not say", () => {
    expect(projectFromDrawings([])).toEqual({ type: null, state: null, city: null });
    const abroad = fact({ name: "place", value: { city: "TORONTO", state: "ON" } });
    expect(projectFromDrawings([abroad])).toEqual({ type: null, state: null, city: null });
  });
});

describe("the answers of reviewed facts", () => {
  const facts = readDrawings(RANCH.items).facts;

  it("gives each answer with the page, sheet and words it came from", () => {
    const answers = answersOf(facts, "single-family");
    const area = answers.find((a) => a.question === "sf-area")!;
    expect(area.answer).toBe(1862);
    expect(area.source).toBe("page 1, A1 SITE PLAN AND PROJECT DATA: 'TOTAL HEATED AREA | 1,862 S.F.'");
    expect(answers.length).toBeGreaterThanOrEqual(5);
  });

  it("follows a corrected number and a removed fact", () => {
    const corrected = facts.map((f) => (f.name === "conditionedArea" ? { ...f, value: 2000 } : f));
    expect(answersOf(corrected, "single-family").find((a) => a.question === "sf-area")?.answer).toBe(2000);
    const noRoof = facts.filter((f) => f.name !== "roofing");
    expect(answersOf(noRoof, "single-family").some((a) => a.question === "sf-roof")).toBe(false);
    expect(answersOf(facts, "single-family").some((a) => a.question === "sf-roof")).toBe(true);
  });

  it("answers for the type the visitor chose, not the one the drawings name", () => {
    const asOffice = answersOf(facts, "office-building");
    expect(asOffice.some((a) => a.question.startsWith("sf-"))).toBe(false);
    expect(asOffice.find((a) => a.question === "of-area")).toBeDefined();
  });
});

describe("facts in words", () => {
  it("names, values and sources", () => {
    expect(factName({ name: "floorArea", level: "SECOND FLOOR" })).toBe("Floor area, SECOND FLOOR");
    expect(factValue({ name: "grossArea", value: 62000 })).toBe("62,000 sq ft");
    expect(factValue({ name: "hvac", value: "heat-pump" })).toBe("Heat pump");
    expect(factValue({ name: "basement", value: true })).toBe("Yes");
    expect(factValue({ name: "type", value: "educational" })).toBe("Educational Institution");
    expect(
      factSource({ page: 3, sheet: "A-101 FIRST FLOOR PLAN", words: "TOTAL CONDITIONED 2,450 SF" }),
    ).toBe("page 3, A-101 FIRST FLOOR PLAN: 'TOTAL CONDITIONED 2,450 SF'");
    expect(factSource({ page: 2, sheet: "page 2", words: "4 BEDROOMS", pages: [2, 3, 2] })).toBe(
      "pages 2, 3: '4 BEDROOMS'",
    );
  });
});

describe("the drawings' answers kept for the flow and the results", () => {
  const answers = [
    { question: "sf-area", answer: 3450, source: "page 1, A-000 COVER SHEET: 'TOTAL CONDITIONED 3,450 SF'" },
    { question: "sf-roof", answer: "a", source: "page 5, A-201 EXTERIOR ELEVATIONS: 'ASPHALT SHINGLES'" },
  ];

  it("belong to their project only, and Retake clears them", () => {
    saveDrawnAnswers("2026-11-27T09:00:00.000Z", answers);
    expect(readDrawnAnswers("2026-11-27T09:00:00.000Z")).toEqual(answers);
    expect(readDrawnAnswers("2026-11-27T10:00:00.000Z")).toEqual([]);
    clearJourney();
    expect(readDrawnAnswers("2026-11-27T09:00:00.000Z")).toEqual([]);
  });

  it("read bad data as none", () => {
    for (const raw of ["{", "null", '{"timestamp":"t","answers":[{"question":1}]}', '{"answers":[]}']) {
      localStorage.setItem("drawingAnswers", raw);
      expect(readDrawnAnswers("t")).toEqual([]);
    }
  });

  it("answer a question only within its bounds and options, and mark an answer only while unchanged", () => {
    expect(drawnFor(answers, areaQuestion)).toEqual({ answer: 3450, source: answers[0]!.source });
    expect(drawnFor([{ ...answers[0]!, answer: 90_000 }], areaQuestion)).toBeNull();
    expect(drawnFor([{ ...answers[1]!, answer: "f" }], roofQuestion)).toBeNull();
    expect(drawnFor(answers, { ...roofQuestion, id: "sf-hvac" })).toBeNull();
    expect(drawnSource(answers, areaQuestion, "3,450")).toBe(answers[0]!.source);
    expect(drawnSource(answers, areaQuestion, 3000)).toBeNull();
    expect(drawnSource(answers, roofQuestion, "A")).toBe(answers[1]!.source);
    expect(drawnSource(answers, undefined, "a")).toBeNull();
  });
});
