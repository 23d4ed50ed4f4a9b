/**
 * A shared estimate is the same estimate: a link saved with a ZIP code keeps it (its place may be
 * priced by the ZIP's county, issue 30), and the answers a plan set gave stay marked; a record
 * saved before either existed still loads.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AnswerRecord, QuestionOut } from "../../shared/api/outputs";
import { estimateKey } from "../../worker/estimate-store";
import { BASE, converse, post, projectData, type ErrorJson } from "./api-helpers";

interface SavedJson {
  id: string;
  projectData: { constructionType: string; state: string; city: string | null; zip?: string };
  location: { city: { name: string; custom: boolean } | null; location: { factor: number; scope: string } };
  answers: AnswerRecord[];
  drawn?: { question: string; answer: string | number }[];
  costEstimate: { expected: number };
}

const get = (path: string) => exports.default.fetch(`${BASE}${path}`);

async function save(body: unknown): Promise<{ status: number; id: string }> {
  const res = await post("/api/estimates", body);
  const json = (await res.json()) as { id: string };
  return { status: res.status, id: json.id };
}

async function load(id: string): Promise<SavedJson> {
  const res = await get(`/api/estimates/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SavedJson;
}

/** The final estimate's expected cost for this project data, as the client would ask it again. */
async function expectedOf(pd: Record<string, unknown>, answers: AnswerRecord[]): Promise<number> {
  const res = await post("/api/final-estimate", { projectData: pd, answers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { costEstimate: { expected: number } }).costEstimate.expected;
}

describe("a saved estimate keeps its ZIP code", () => {
  it("state and ZIP only (Illinois 62263): the link keeps the ZIP, Nashville and its county's figures", async () => {
    const pd = { ...projectData("office-building", "Illinois", null), zip: "62263" };
    const { answers } = await converse(pd);
    const { status, id } = await save({ projectData: pd, answers });
    expect(status).toBe(201);
    const saved = await load(id);
    expect(saved.projectData).toMatchObject({ state: "Illinois", city: "Nashville", zip: "62263" });
    expect(saved.location.location.scope).toBe("county");
    expect(saved.costEstimate.expected).toBe(await expectedOf(pd, answers));
    // what the results page sends again from the saved project data gives the saved figures
    expect(await expectedOf(saved.projectData, answers)).toBe(saved.costEstimate.expected);
  });

  it("a city and a ZIP of another county: the ZIP's county prices it, and the ZIP is part of the link's id", async () => {
    const bare = projectData("office-building", "Illinois", "Nashville");
    const withZip = { ...bare, zip: "62801" }; // Centralia, Marion County
    const { answers } = await converse(withZip);
    const zipped = await save({ projectData: withZip, answers });
    const plain = await save({ projectData: bare, answers });
    // before, both had one id: the second visitor's link showed the first one's place and figures
    expect(plain.status).toBe(201);
    expect(plain.id).not.toBe(zipped.id);

    const a = await load(zipped.id);
    const b = await load(plain.id);
    expect(a.projectData.zip).toBe("62801");
    expect(b.projectData.zip).toBeUndefined();
    expect(a.location.location.factor).not.toBe(b.location.location.factor);
    expect(a.costEstimate.expected).not.toBe(b.costEstimate.expected);
    expect(await expectedOf(a.projectData, answers)).toBe(a.costEstimate.expected);
    expect(await expectedOf(b.projectData, answers)).toBe(b.costEstimate.expected);
  });

  it("the same estimate with the same ZIP gets the same id", async () => {
    const pd = { ...projectData("single-family", "Illinois", null), zip: "62263" };
    const { answers } = await converse(pd);
    const first = await save({ projectData: pd, answers });
    const again = await save({ projectData: { ...pd, zip: " 62263 " }, answers });
    expect(again).toEqual({ status: 200, id: first.id });
  });
});

describe("a saved estimate keeps the answers a plan set gave", () => {
  /** A finished conversation with the ids of its questions. */
  async function finished() {
    const pd = projectData("single-family", "Texas", "Austin");
    const { steps, answers } = await converse(pd);
    const asked = steps.flatMap((s) => (s.question ? [s.question] : [])) as QuestionOut[];
    return { pd, answers, asked };
  }

  it("marks the answers the drawings gave, and keeps nothing else the request sent", async () => {
    const { pd, answers, asked } = await finished();
    const number = asked.findIndex((q) => q.kind === "number");
    const option = asked.findIndex((q) => q.kind !== "number");
    const drawn = [
      { question: asked[number]!.id, answer: answers[number]!.answer },
      // the drawings said otherwise and the visitor changed it: not marked
      { question: asked[option]!.id, answer: answers[option]!.answer === "a" ? "c" : "a" },
      // a question these answers did not answer: not marked
      { question: "no-such-question", answer: 3 },
    ];
    const { status, id } = await save({ projectData: pd, answers, drawn });
    expect(status).toBe(201);
    const saved = await load(id);
    expect(saved.drawn).toEqual([{ question: asked[number]!.id, answer: answers[number]!.answer }]);
    expect(saved.answers).toEqual(answers);
    // the marks are part of the link's id; without them, the estimate has its own link
    const plain = await save({ projectData: pd, answers });
    expect(plain.id).not.toBe(id);
    expect((await load(plain.id)).drawn).toBeUndefined();
    // an option answer the drawings gave, written in another case, is the same answer
    const asOption = await save({
      projectData: pd,
      answers,
      drawn: [{ question: asked[option]!.id, answer: String(answers[option]!.answer).toUpperCase() }],
    });
    expect((await load(asOption.id)).drawn).toEqual([
      { question: asked[option]!.id, answer: answers[option]!.answer },
    ]);
  });

  it("keeps the marks of an estimate saved mid-flow", async () => {
    const { pd, answers, asked } = await finished();
    const first = answers.slice(0, 3);
    const drawn = [{ question: asked[0]!.id, answer: first[0]!.answer }];
    const { id } = await save({ projectData: pd, answers: first, drawn });
    expect((await load(id)).drawn).toEqual(drawn);
  });

  it.each([
    ["a question that is not an id", [{ question: "<script>alert(1)</script>", answer: 1 }]],
    ["a question id over 40 characters", [{ question: "a".repeat(41), answer: 1 }]],
    ["an answer over 40 characters", [{ question: "sf-area", answer: "x".repeat(41) }]],
    ["more than 20 answers", Array.from({ length: 21 }, () => ({ question: "sf-area", answer: 1 }))],
    ["not a list", { question: "sf-area", answer: 1 }],
  ])("answers 400 invalid_body for %s", async (_what, drawn) => {
    const { pd, answers } = await finished();
    const res = await post("/api/estimates", { projectData: pd, answers, drawn });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("invalid_body");
    expect(body.error.issues?.[0]?.path).toMatch(/^drawn/);
  });
});

describe("a record saved before the ZIP code and the drawn marks", () => {
  it("still loads, without either", async () => {
    const { answers, steps } = await converse(projectData("single-family", "Texas", "Austin"));
    const final = steps.at(-1)!;
    const id = "00112233445566778899aabbccddeeff";
    const record = {
      id,
      recordVersion: 1,
      savedAt: "2026-06-01T12:00:00.000Z",
      dataVersion: "2026.06.0",
      projectData: {
        constructionType: "single-family",
        state: "Texas",
        city: "Austin",
        timestamp: "2026-06-01T11:50:00.000Z",
      },
      location: {
        state: { name: "Texas", code: "TX", iso: "US-TX", slug: "texas" },
        city: { name: "Austin", slug: "austin", custom: false },
        location: { factor: 0.9, scope: "city", source: "An older source", asOf: "2026-01" },
      },
      budget: { startDate: null, landCost: null },
      answers,
      costBreakdown: { divisions: {} },
      requirements: [],
      costEstimate: final.costEstimate,
    };
    await env.ESTIMATES.put(estimateKey(id), JSON.stringify(record));
    const saved = await load(id);
    expect(saved.projectData).toEqual(record.projectData);
    expect(saved.drawn).toBeUndefined();
    expect(saved.costEstimate.expected).toBe(final.costEstimate.expected);
    expect(saved.answers).toEqual(answers);
  });
});
