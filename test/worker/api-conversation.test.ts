/** The specification's conversation (§7): initialize-questions, next-question, final-estimate. */
import { describe, expect, it } from "vitest";
import { DIVISION_NAMES, QUESTION_COUNT } from "../../shared/engine/index";
import { PROJECT_TYPE_IDS } from "../../shared/project-types";
import { converse, finalOf, post, projectData, type ErrorJson, type StepJson } from "./api-helpers";

describe("POST /api/initialize-questions", () => {
  it("answers the first question and a wide estimate for a single-family home in Austin, Texas", async () => {
    const res = await post("/api/initialize-questions", {
      constructionType: "single-family",
      city: "Austin",
      state: "Texas",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as StepJson;
    expect(body.question?.questionNumber).toBe(1);
    expect(body.question?.question).toMatch(/\?$/);
    expect(body.costEstimate.min).toBeLessThan(body.costEstimate.expected);
    expect(body.costEstimate.expected).toBeLessThan(body.costEstimate.max);
    expect(body.costEstimate.answered).toBe(0);
    expect(body.costEstimate.currency).toBe("USD");
  });

  it("accepts slugs and any case: 'SINGLE-FAMILY', 'new-york', 'NEW YORK' (city)", async () => {
    const a = (await (
      await post("/api/initialize-questions", {
        constructionType: "SINGLE-FAMILY",
        state: "new-york",
        city: "NEW YORK",
      })
    ).json()) as StepJson;
    const b = (await (
      await post("/api/initialize-questions", {
        constructionType: "single-family",
        state: "New York",
        city: "new-york",
      })
    ).json()) as StepJson;
    expect(a.costEstimate).toEqual(b.costEstimate);
  });

  it("prices a custom city, an empty city and a missing city on the state's figures", async () => {
    const bodies = await Promise.all(
      [{ city: "Smallville" }, { city: "" }, {}].map(async (extra) =>
        (
          await post("/api/initialize-questions", {
            constructionType: "office-building",
            state: "ohio",
            ...extra,
          })
        ).json(),
      ),
    );
    const [custom, empty, missing] = bodies as StepJson[];
    expect(custom!.costEstimate).toEqual(missing!.costEstimate);
    expect(empty!.costEstimate).toEqual(missing!.costEstimate);
  });

  it("answers 400 naming constructionType for the unknown type 'castle'", async () => {
    const res = await post("/api/initialize-questions", {
      constructionType: "castle",
      state: "Texas",
      city: "Austin",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("invalid_body");
    expect(body.error.issues?.[0]?.path).toBe("constructionType");
    expect(body.error.message).toContain("castle");
  });

  it("answers 400 naming state for the unknown state 'Atlantis'", async () => {
    const res = await post("/api/initialize-questions", {
      constructionType: "healthcare",
      state: "Atlantis",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.issues?.map((i) => i.path)).toEqual(["state"]);
  });

  it("answers 405 with Allow: POST to GET", async () => {
    const res = await post("/api/initialize-questions", undefined, { method: "GET", body: null });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });
});

describe("the ten-question conversation", () => {
  for (const type of PROJECT_TYPE_IDS) {
    it(`asks ten numbered questions for ${type} in Denver, Colorado and ends with a final estimate`, async () => {
      const pd = projectData(type, "colorado", "Denver");
      const { steps, answers } = await converse(pd);
      expect(answers).toHaveLength(QUESTION_COUNT);
      expect(steps.slice(0, QUESTION_COUNT).map((s) => s.question?.questionNumber)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      expect(new Set(steps.slice(0, QUESTION_COUNT).map((s) => s.question?.id)).size).toBe(QUESTION_COUNT);
      const last = steps[QUESTION_COUNT]!;
      expect(last.question).toBeNull();
      expect(last.costEstimate.answered).toBe(QUESTION_COUNT);
      const spread = (s: StepJson) => s.costEstimate.max / s.costEstimate.min;
      expect(spread(last)).toBeLessThan(spread(steps[0]!));

      const final = await finalOf(pd, answers);
      expect(Object.keys(final.costBreakdown.divisions)).toEqual([...DIVISION_NAMES]);
      const sum = Object.values(final.costBreakdown.divisions).reduce((s, x) => s + x, 0);
      expect(sum).toBe(final.costEstimate.expected);
      expect(final.costEstimate).toEqual(last.costEstimate);
      expect(final.requirements.at(-1)).toMatch(/^Total Project Cost Range: \$[\d,]+ - \$[\d,]+$/);
    });
  }
});

describe("replay errors", () => {
  async function firstThree() {
    const pd = projectData("single-family");
    const { answers } = await converse(pd);
    return { pd, answers: answers.slice(0, 3) };
  }

  it("answers 400 replay_mismatch naming answers.1 when answer 2 is for another question", async () => {
    const { pd, answers } = await firstThree();
    answers[1] = { ...answers[1]!, question: "How many unicorns?" };
    const res = await post("/api/next-question", {
      projectData: pd,
      currentAnswer: answers[2]!.answer,
      answers,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("replay_mismatch");
    expect(body.error.issues?.[0]?.path).toBe("answers.1");
    expect(body.error.message).toContain("unicorns");
  });

  it("answers 400 when a choice answer is the letter 'z'", async () => {
    const { pd, answers } = await firstThree();
    const choice = answers.findIndex((a) => typeof a.answer === "string");
    answers[choice] = { ...answers[choice]!, answer: "z" };
    const res = await post("/api/next-question", { projectData: pd, answers });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.issues?.[0]?.path).toBe(`answers.${choice}`);
  });

  it("answers 400 when questionNumbers run 1, 3, 2", async () => {
    const { pd, answers } = await firstThree();
    answers[1] = { ...answers[1]!, questionNumber: 3 };
    answers[2] = { ...answers[2]!, questionNumber: 2 };
    const res = await post("/api/next-question", { projectData: pd, answers });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("replay_mismatch");
    expect(body.error.issues?.map((i) => i.path)).toEqual([
      "answers.1.questionNumber",
      "answers.2.questionNumber",
    ]);
  });

  it("answers 400 when currentAnswer 'c' is not the last answer 'b'", async () => {
    const { pd, answers } = await firstThree();
    const res = await post("/api/next-question", {
      projectData: pd,
      currentAnswer: answers[2]!.answer === "c" ? "d" : "c",
      answers,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.issues?.[0]?.path).toBe("currentAnswer");
  });

  it("accepts the number 2400 typed as the text '2,400'", async () => {
    const pd = projectData("single-family");
    const init = (await (await post("/api/initialize-questions", pd)).json()) as StepJson;
    const q = init.question!;
    const numeric = q.kind === "number";
    const answer = numeric ? "2,400" : "a";
    const res = await post("/api/next-question", {
      projectData: pd,
      currentAnswer: numeric ? 2400 : "a",
      answers: [{ question: q.question, answer, questionNumber: 1 }],
    });
    expect(res.status).toBe(200);
  });

  it("takes one rule for numbers: '2 400' and '2,400' are 2400; hex, exponent and '+' are not numbers", async () => {
    const pd = projectData("single-family");
    const { answers } = await converse(pd);
    const at = answers.findIndex((a) => typeof a.answer === "number");
    const value = answers[at]!.answer as number;
    const spelled = (answer: string | number) =>
      answers.slice(0, at + 1).map((a, i) => (i === at ? { ...a, answer } : a));
    const grouped = value.toLocaleString("en-US");
    const spaced = grouped.replace(/,/g, " ");
    for (const [answer, currentAnswer] of [
      [spaced, grouped],
      [grouped, value],
      [value, spaced],
    ] as const) {
      const res = await post("/api/next-question", {
        projectData: pd,
        currentAnswer,
        answers: spelled(answer),
      });
      expect(res.status, `${answer} then ${currentAnswer}`).toBe(200);
    }
    for (const odd of [`0x${value.toString(16)}`, `${value / 1000}e3`, `+${value}`]) {
      const res = await post("/api/next-question", { projectData: pd, answers: spelled(odd) });
      expect(res.status, odd).toBe(400);
      const body = (await res.json()) as ErrorJson;
      expect(body.error.code).toBe("replay_mismatch");
      expect(body.error.message).toMatch(/must be a number/);
    }
  });

  it("answers 400 for eleven answers", async () => {
    const pd = projectData("single-family");
    const { answers } = await converse(pd);
    const res = await post("/api/next-question", {
      projectData: pd,
      answers: [...answers, { ...answers[0]!, questionNumber: 10 }],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.issues?.[0]?.path).toBe("answers");
  });

  it("answers 400 for a final estimate after nine answers", async () => {
    const pd = projectData("multi-family");
    const { answers } = await converse(pd);
    const res = await post("/api/final-estimate", { projectData: pd, answers: answers.slice(0, 9) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("replay_mismatch");
    expect(body.error.message).toContain("10 answers");
  });
});
