/**
 * What moves your cost through the API (issue 28): for a 2,400 sq ft home in Austin, each change
 * POST /api/what-if prices equals a fresh conversation with that answer changed — walked through
 * next-question with the results page's Edit rule (later answers kept where their question comes
 * back, "Not sure" for a question newly asked) and priced by final-estimate; the answer keeps to
 * its schema, is in the OpenAPI document, and bad input is a 4xx with the house's error shape.
 */
import { exports } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  WhatIfResultSchema,
  type AnswerRecord,
  type QuestionOut,
  type WhatIf,
} from "../../shared/api/outputs";
import { BASE, converse, finalOf, post, projectData, type ErrorJson, type StepJson } from "./api-helpers";
import { AUSTIN_CHOICES as CHOICES } from "../shared/whatif/austin";

const pd = projectData("single-family", "Texas", "Austin");
const conversation = converse(pd, (q) => CHOICES[q.id] ?? "b");

async function whatIfOf(body: unknown): Promise<Response> {
  return post("/api/what-if", body);
}

/** The "Not sure" letter of a choice question. */
function notSureLetter(q: QuestionOut): string {
  const letters = ["a", "b", "c", "d", "e", "f"] as const;
  const hit = letters.find((l) => q[`option_${l}`]?.startsWith("Not sure"));
  if (!hit) throw new Error(`no "Not sure" option in ${q.id}`);
  return hit;
}

/**
 * The conversation a visitor has who changes answer `n` (1-based) to `to` and keeps the later
 * answers where their question comes back (the results page's Edit), answering "Not sure" to a
 * question newly asked.
 */
async function changedConversation(original: AnswerRecord[], n: number, to: string | number) {
  const kept = new Map(original.map((a) => [a.question, a.answer]));
  const answers: AnswerRecord[] = original.slice(0, n - 1);
  answers.push({ ...original[n - 1]!, answer: to });
  while (answers.length < 10) {
    const res = await post("/api/next-question", { projectData: pd, answers });
    const step = (await res.json()) as StepJson;
    const q = step.question!;
    answers.push({
      question: q.question,
      answer: kept.get(q.question) ?? notSureLetter(q),
      questionNumber: answers.length + 1,
    });
  }
  return answers;
}

describe("POST /api/what-if", () => {
  it("prices each change as a fresh conversation with that answer changed (2,400 sq ft home in Austin)", async () => {
    const { answers } = await conversation;
    const res = await whatIfOf({ projectData: pd, answers });
    expect(res.status).toBe(200);
    const body = v.parse(WhatIfResultSchema, await res.json());
    const base = await finalOf(pd, answers);
    expect(body.construction.expected).toBe(base.costEstimate.expected);
    expect(body.project.expected).toBe(base.projectCost.expected);

    const find = (id: string, to: string | number): WhatIf => {
      const hit = body.alternatives.find((a) => a.questionId === id && a.to.answer === to);
      if (!hit) throw new Error(`no alternative ${id} → ${to}`);
      return hit;
    };
    const cases: Array<[string, string | number]> = [
      ["sf-area", 2880],
      ["sf-area", 1920],
      ["sf-area", 2000],
      ["sf-quality", "d"],
      ["sf-foundation", "c"], // brings in the basement's finish, drops the windows
      ["sf-special", "b"],
      ["sf-stories", "a"],
      ["sf-windows", "e"],
    ];
    let replanned = 0;
    for (const [id, to] of cases) {
      const alt = find(id, to);
      const fresh = await changedConversation(answers, alt.questionNumber, to);
      expect(alt.answers, `${id} → ${to}`).toEqual(fresh);
      const priced = await finalOf(pd, fresh);
      expect(alt.construction.expected, `${id} → ${to}`).toBe(priced.costEstimate.expected);
      expect(alt.construction.min).toBe(priced.costEstimate.min);
      expect(alt.construction.max).toBe(priced.costEstimate.max);
      expect(alt.constructionDelta.expected).toBe(priced.costEstimate.expected - base.costEstimate.expected);
      expect(alt.projectDelta.expected).toBe(priced.projectCost.expected - base.projectCost.expected);
      if (alt.nowAsked.length > 0) replanned++;
    }
    expect(replanned).toBeGreaterThan(0);
    const basement = find("sf-foundation", "c");
    expect(basement.summary).toMatch(
      /^Full basement instead of slab on grade: \+\$\d+K, likely \+\$\d+K to \+\$\d+K\./,
    );
    expect(basement.summary).toContain('counted as "Not sure"');
    // Eight fresh conversations of ten calls each: more than the default limit on a busy machine.
  }, 60_000);

  it("lists every alternative largest first, and the five biggest savings and additions", async () => {
    const { answers } = await conversation;
    const body = v.parse(WhatIfResultSchema, await (await whatIfOf({ projectData: pd, answers })).json());
    const sizes = body.alternatives.map((a) => Math.abs(a.constructionDelta.expected));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(body.savings).toHaveLength(5);
    expect(body.additions).toHaveLength(5);
    expect(body.savings.every((a) => a.constructionDelta.expected < 0)).toBe(true);
    expect(body.additions.every((a) => a.constructionDelta.expected > 0)).toBe(true);
    // Every other option of every choice question, and the numbers around the area.
    expect(body.alternatives.filter((a) => a.questionId === "sf-area").map((a) => a.to.answer)).toEqual(
      expect.arrayContaining([1920, 2000, 2500, 2880]),
    );
  });

  it("keeps to its schema and is published in the OpenAPI document", async () => {
    const { answers } = await conversation;
    const json = await (await whatIfOf({ projectData: pd, answers, landCost: 150000 })).json();
    expect(v.parse(WhatIfResultSchema, json)).toEqual(json);
    const doc = (await (await exports.default.fetch(`${BASE}/api/openapi.json`)).json()) as {
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(doc.paths["/api/what-if"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "413", "415", "500"]),
    );
  });

  it("answers bad input with a 4xx and a clear message", async () => {
    const { answers } = await conversation;
    const nine = await whatIfOf({ projectData: pd, answers: answers.slice(0, 9) });
    expect(nine.status).toBe(400);
    const e1 = (await nine.json()) as ErrorJson;
    expect(e1.error.code).toBe("replay_mismatch");
    expect(e1.error.message).toMatch(/10 answers/);

    const wrong = answers.map((a, i) => (i === 3 ? { ...a, answer: "z" } : a));
    const e2 = (await (await whatIfOf({ projectData: pd, answers: wrong })).json()) as ErrorJson;
    expect(e2.error.code).toBe("replay_mismatch");
    expect(e2.error.message).toMatch(/Answer 4 must be one of/);

    const noProject = await whatIfOf({ answers });
    expect(noProject.status).toBe(400);
    expect(((await noProject.json()) as ErrorJson).error.code).toBe("invalid_body");

    const text = await post("/api/what-if", "{", {});
    expect(text.status).toBe(400);
    expect(((await text.json()) as ErrorJson).error.code).toBe("invalid_json");

    const get = await exports.default.fetch(`${BASE}/api/what-if`);
    expect(get.status).toBe(405);
  });
});
