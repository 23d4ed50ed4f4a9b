/**
 * The facts as the conversation's answers, held to the engine's own question bank: every question
 * id the mapping answers exists for the type, its kind (number or choice) fits, and each option
 * letter is the option its fact means (checked by words of the option's label).
 */
import { describe, expect, it } from "vitest";
import { drawingAnswers, type Fact, type FactName, type FactValues } from "../../../shared/drawings/index";
import { TYPE_DATA } from "../../../shared/engine/params";
import type { ChoiceData } from "../../../shared/engine/data-schema";
import { FIXTURES } from "./fixtures";
import { SCHOOL } from "./held-out";
import { readDrawings } from "../../../shared/drawings/index";

function f<N extends FactName>(name: N, value: FactValues[N], extra: Partial<Fact> = {}): Fact {
  return { name, value, page: 1, sheet: "A-001 TEST", words: String(value), ...extra } as Fact;
}

type TypeId = FactValues["type"];

/** The label of a choice question's option, by question id and letter. */
function label(type: TypeId, question: string, letter: string): string {
  const q = TYPE_DATA[type].questions.find((x) => x.id === question);
  if (!q) throw new Error(`${type} has no question ${question}`);
  if (q.kind !== "choice") throw new Error(`${question} is not a choice`);
  const o = (q as ChoiceData).options["abcdef".indexOf(letter)];
  if (!o) throw new Error(`${question} has no option ${letter}`);
  return o.label;
}

const answersOf = (type: TypeId, facts: Fact[]) =>
  drawingAnswers({ facts: [f("type", type), ...facts] }).answers;

describe("drawingAnswers", () => {
  it("answers only questions the engine asks, numbers to number questions and letters to choices", () => {
    for (const fixture of [...FIXTURES, SCHOOL]) {
      const { type, answers } = drawingAnswers(readDrawings(fixture.items));
      for (const a of answers) {
        const data = TYPE_DATA[type!];
        if (a.question === data.kindQuestion?.id) continue;
        const q = data.questions.find((x) => x.id === a.question);
        expect(q, a.question).toBeDefined();
        expect(typeof a.answer, a.question).toBe(q!.kind === "number" ? "number" : "string");
      }
    }
  });

  it("answers each type's kind question with the letter of its kind", () => {
    for (const type of Object.keys(TYPE_DATA) as TypeId[]) {
      const data = TYPE_DATA[type];
      data.kinds.forEach((kind, i) => {
        const [a] = answersOf(type, [f("kind", kind.id)]);
        expect(a, `${type} ${kind.id}`).toEqual({
          question: data.kindQuestion!.id,
          answer: "abcdef"[i],
          facts: [expect.anything()],
        });
      });
    }
  });

  it("answers the area question with the number: conditioned for a house, gross otherwise, the work for a remodel", () => {
    const areas = [f("conditionedArea", 2450), f("grossArea", 3100), f("workArea", 420)];
    expect(answersOf("single-family", areas)[0]).toMatchObject({ question: "sf-area", answer: 2450 });
    expect(answersOf("multi-family", areas)[0]).toMatchObject({ question: "mf-area", answer: 3100 });
    expect(answersOf("home-improvements", areas)[0]).toMatchObject({ question: "hi-area", answer: 420 });
    for (const type of Object.keys(TYPE_DATA) as TypeId[]) {
      const q = answersOf(type, areas)[0]!;
      expect(TYPE_DATA[type].questions.find((x) => x.id === q.question)).toMatchObject({
        kind: "number",
        role: "area",
      });
    }
  });

  it.each([
    ["single-family", [f("stories", 2)], "sf-stories", /Two stories/],
    [
      "single-family",
      [f("foundation", "slab"), f("foundation", "basement")],
      "sf-foundation",
      /Full basement/,
    ],
    ["single-family", [f("foundation", "crawl")], "sf-foundation", /Crawl/],
    [
      "single-family",
      [f("structure", "icf"), f("structure", "wood")],
      "sf-structure",
      /Insulated concrete forms/,
    ],
    [
      "single-family",
      [f("cladding", "brick", { mentions: 3 }), f("cladding", "vinyl")],
      "sf-exterior",
      /Brick/,
    ],
    [
      "single-family",
      [f("cladding", "fiber-cement", { mentions: 2 }), f("cladding", "stone")],
      "sf-exterior",
      /Fiber-cement/,
    ],
    ["single-family", [f("roofing", "metal")], "sf-roof", /Metal/],
    ["single-family", [f("hvac", "heat-pump")], "sf-hvac", /heat pump/],
    ["single-family", [f("hvac", "geothermal")], "sf-hvac", /Geothermal/],
    ["single-family", [f("bathrooms", 2.5)], "sf-baths", /Two to two and a half/],
    ["single-family", [f("bathrooms", 4)], "sf-baths", /Four or more/],
    ["single-family", [f("garageBays", 2), f("garageDetached", false)], "sf-garage", /two-car/],
    ["single-family", [f("garageBays", 2), f("garageDetached", true)], "sf-garage", /Detached/],
    ["multi-family", [f("structure", "podium"), f("structure", "wood")], "mf-structure", /podium/],
    ["multi-family", [f("cladding", "stucco")], "mf-facade", /Stucco/],
    ["multi-family", [f("hvac", "ptac")], "mf-hvac", /PTAC/],
    ["multi-family", [f("sprinklers", "13R"), f("sprinklers", "13")], "mf-sprinklers", /13R/],
    ["multi-family", [f("sprinklers", "13"), f("firePump", true)], "mf-sprinklers", /fire pump/],
    ["multi-family", [f("parking", "underground")], "mf-parking", /Underground/],
    ["multi-family", [f("roofing", "membrane")], "mf-roof", /membrane/],
    ["office-building", [f("stories", 6)], "of-stories", /Five to ten/],
    ["office-building", [f("structure", "steel")], "of-structure", /Steel/],
    ["office-building", [f("cladding", "curtain-wall")], "of-facade", /curtain wall/],
    ["office-building", [f("hvac", "rooftop")], "of-hvac", /rooftop/],
    ["office-building", [f("basement", true)], "of-basement", /One basement/],
    ["educational", [f("stories", 2)], "ed-stories", /Two stories/],
    ["educational", [f("stories", 3)], "ed-stories", /Three or more/],
    ["educational", [f("structure", "masonry")], "ed-structure", /masonry/],
    ["educational", [f("hvac", "central-plant")], "ed-hvac", /Central plant/],
    ["educational", [f("space", "gymnasium")], "ed-assembly", /^Gymnasium/],
    [
      "educational",
      [f("space", "gymnasium"), f("space", "auditorium")],
      "ed-assembly",
      /Gymnasium and auditorium/,
    ],
    ["educational", [f("space", "kitchen")], "ed-kitchen", /Full production kitchen/],
    ["healthcare", [f("stories", 5)], "hc-stories", /Four to eight/],
    ["healthcare", [f("kind", "hospital"), f("beds", 120)], "hc-beds", /50 to 150/],
    ["healthcare", [f("structure", "concrete")], "hc-structure", /Concrete/],
    [
      "home-improvements",
      [f("kind", "addition"), f("foundation", "crawl")],
      "hi-addition-foundation",
      /Crawl/,
    ],
  ] as [TypeId, Fact[], string, RegExp][])("%s: %s", (type, facts, question, words) => {
    const a = answersOf(type, facts).find((x) => x.question === question);
    expect(a, question).toBeDefined();
    expect(label(type, question, a!.answer as string)).toMatch(words);
  });

  it("gives counts to numeric questions", () => {
    expect(answersOf("multi-family", [f("units", 60)])).toEqual([
      { question: "mf-units", answer: 60, facts: [expect.anything()] },
    ]);
    expect(answersOf("educational", [f("students", 650)])).toEqual([
      { question: "ed-capacity", answer: 650, facts: [expect.anything()] },
    ]);
  });

  it("guesses nothing from what the drawings do not say", () => {
    expect(answersOf("single-family", [])).toEqual([]);
    expect(answersOf("single-family", [f("stories", 4), f("structure", "steel")])).toEqual([]);
    expect(answersOf("educational", [f("space", "auditorium")])).toEqual([]);
    expect(answersOf("healthcare", [f("kind", "clinic"), f("beds", 20)]).map((a) => a.question)).toEqual([
      "hc-kind",
    ]);
    expect(drawingAnswers({ facts: [f("stories", 2)] })).toEqual({ answers: [] });
  });

  it("passes the place on with or without a type", () => {
    const place = { city: "MESA", state: "AZ", zip: "85204" };
    expect(drawingAnswers({ facts: [f("place", place)] }).place).toEqual(place);
  });
});
