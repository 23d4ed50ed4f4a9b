/**
 * The whole budget through the API (decision record 011): startDate and landCost on the
 * final estimate, the structured estimate, the saved estimate and the download, and their
 * validation. Start dates are written relative to the current month, as the worker checks them.
 */
import { describe, expect, it } from "vitest";
import type { FinalEstimate, ProjectCost } from "../../shared/engine/index";
import { exports } from "cloudflare:workers";
import { BASE, converse, post, projectData, type ErrorJson } from "./api-helpers";
import { readXlsx } from "./xlsx-reader";

/** "YYYY-MM" of the month `ahead` months after the current one (UTC). */
function month(ahead: number): string {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

const pd = projectData("educational", "Texas", "Austin");
const conversation = converse(pd);

async function final(extra: Record<string, unknown> = {}) {
  const { answers } = await conversation;
  return post("/api/final-estimate", { projectData: pd, answers, ...extra });
}

async function finalJson(extra: Record<string, unknown> = {}): Promise<FinalEstimate> {
  const res = await final(extra);
  expect(res.status).toBe(200);
  return (await res.json()) as FinalEstimate;
}

const width = (p: ProjectCost) => (p.max - p.min) / p.expected;
const includedSum = (p: ProjectCost) =>
  p.items.filter((i) => i.included).reduce((s, i) => s + (i.amount ?? 0), 0);

describe("POST /api/final-estimate with a budget", () => {
  it("adds the soft costs to the construction cost to the dollar, at today's price level without a start", async () => {
    const f = await finalJson();
    expect(f.projectCost.construction).toBe(f.costEstimate.expected);
    expect(f.costEstimate.expected + includedSum(f.projectCost)).toBe(f.projectCost.expected);
    expect(f.projectCost.escalation).toBeNull();
    const excluded = f.projectCost.items.filter((i) => !i.included).map((i) => i.id);
    expect(excluded).toEqual(["escalation", "land", "financing"]);
  });

  it("escalates a start a year ahead, and a start five years ahead more, with a wider range", async () => {
    const today = await finalJson();
    const soon = await finalJson({ startDate: month(12) });
    const late = await finalJson({ startDate: month(60) });
    // The construction cost stays the hard cost at the data's price level.
    expect(soon.costEstimate).toEqual(today.costEstimate);
    expect(late.costBreakdown).toEqual(today.costBreakdown);
    expect(soon.projectCost.expected).toBeGreaterThan(today.projectCost.expected);
    expect(late.projectCost.expected).toBeGreaterThan(soon.projectCost.expected);
    expect(width(late.projectCost)).toBeGreaterThan(width(soon.projectCost));
    const esc = late.projectCost.items.find((i) => i.id === "escalation")!;
    expect(esc.included).toBe(true);
    expect(esc.source).toMatch(/Turner & Townsend/);
    expect(late.projectCost.escalation!.startDate).toBe(month(60));
    expect(late.costEstimate.expected + includedSum(late.projectCost)).toBe(late.projectCost.expected);
  });

  it("adds a land cost of $1,250,000 as a labelled item", async () => {
    const today = await finalJson();
    const withLand = await finalJson({ landCost: 1_250_000 });
    expect(withLand.projectCost.expected - today.projectCost.expected).toBe(1_250_000);
    expect(withLand.projectCost.items.find((i) => i.id === "land")).toEqual({
      id: "land",
      name: "Land",
      amount: 1_250_000,
      included: true,
      source: "entered by you",
    });
  });

  it.each([
    ["2027-13", /not a month written YYYY-MM/],
    ["next spring", /not a month written YYYY-MM/],
    ["2027-4", /not a month written YYYY-MM/],
    [202704, /startDate must be a month written YYYY-MM/],
  ])("answers 400 for the start date %j", async (startDate, message) => {
    const res = await final({ startDate });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("invalid_body");
    expect(body.error.issues?.[0]?.path).toBe("startDate");
    expect(body.error.issues?.[0]?.message).toMatch(message);
  });

  it("answers 400 for a start more than five years ahead, naming the latest start", async () => {
    const res = await final({ startDate: month(61) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.issues).toEqual([
      {
        path: "startDate",
        message: `${month(61)} is more than five years ahead; the latest start is ${month(60)}`,
      },
    ]);
    expect(body.error.message).toContain("startDate: ");
  });

  it("answers 400 for a start in the past", async () => {
    const res = await final({ startDate: month(-1) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.issues?.[0]?.message).toBe(
      `${month(-1)} is in the past; the earliest start is ${month(0)}`,
    );
  });

  it.each([
    [-1, "landCost must not be negative"],
    ["100000", "landCost must be a number of dollars"],
    [1e11, "landCost must be at most 10000000000 dollars"],
  ])("answers 400 for the land cost %j", async (landCost, message) => {
    const res = await final({ landCost });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.issues).toEqual([{ path: "landCost", message }]);
  });
});

describe("POST /api/estimate with a budget", () => {
  const body = { constructionType: "healthcare", state: "Ohio", city: "Columbus", areaSqFt: 200_000 };

  it("returns the total project cost around the construction cost, and echoes the budget", async () => {
    const res = await post("/api/estimate", { ...body, startDate: month(6), landCost: 2_000_000 });
    expect(res.status).toBe(200);
    const json = (await res.json()) as {
      inputs: Record<string, unknown>;
      costEstimate: { expected: number };
      projectCost: ProjectCost;
    };
    expect(json.inputs).toMatchObject({ startDate: month(6), landCost: 2_000_000 });
    expect(json.costEstimate.expected + includedSum(json.projectCost)).toBe(json.projectCost.expected);
    expect(json.projectCost.escalation!.constructionMonths).toBeGreaterThan(30);
  });

  it("answers 400 for a negative land cost", async () => {
    const res = await post("/api/estimate", { ...body, landCost: -5 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.issues?.[0]?.path).toBe("landCost");
  });
});

describe("saved estimates and the download with a budget", () => {
  it("saves the budget with the estimate, under another id than the same estimate without it", async () => {
    const { answers } = await conversation;
    const plain = await post("/api/estimates", { projectData: pd, answers });
    const budgeted = await post("/api/estimates", {
      projectData: pd,
      answers,
      startDate: month(18),
      landCost: 500_000,
    });
    expect([200, 201]).toContain(plain.status);
    expect([200, 201]).toContain(budgeted.status);
    const a = (await plain.json()) as { id: string };
    const b = (await budgeted.json()) as { id: string };
    expect(a.id).not.toBe(b.id);
    const saved = (await (await exports.default.fetch(`${BASE}/api/estimates/${b.id}`)).json()) as {
      budget: unknown;
      projectCost: ProjectCost;
    };
    expect(saved.budget).toEqual({ startDate: month(18), landCost: 500_000 });
    const expected = await finalJson({ startDate: month(18), landCost: 500_000 });
    expect(saved.projectCost).toEqual(expected.projectCost);
  });

  it("writes the Project budget sheet with the API's numbers as numeric cells", async () => {
    const { answers } = await conversation;
    const budget = { startDate: month(24), landCost: 750_000 };
    const f = await finalJson(budget);
    const res = await post("/api/download-estimate", { projectData: pd, answers, ...budget });
    expect(res.status).toBe(200);
    const book = readXlsx(new Uint8Array(await res.arrayBuffer()));
    const sheet = book.cells.get("Project budget")!;
    const amounts = new Map<string, number>();
    for (const [ref, cell] of sheet) {
      if (!ref.startsWith("B") || cell.type === "inlineStr") continue;
      amounts.set(book.text("Project budget", `A${ref.slice(1)}`)!, Number(cell.value));
    }
    for (const item of f.projectCost.items.filter((i) => i.amount !== null)) {
      expect(amounts.get(item.name)).toBe(item.amount);
    }
    expect(amounts.get("Construction cost (the 16 CSI divisions)")).toBe(f.costEstimate.expected);
    expect(amounts.get("Total project cost")).toBe(f.projectCost.expected);
    expect(amounts.get("Total project cost, low")).toBe(f.projectCost.min);
    expect(amounts.get("Total project cost, high")).toBe(f.projectCost.max);
    for (const [name, xml] of Object.entries(book.files)) {
      if (name.startsWith("xl/worksheets/")) expect(xml).not.toMatch(/<f[ >]/);
    }
  });

  it("refuses a download with a start more than five years ahead", async () => {
    const { answers } = await conversation;
    const res = await post("/api/download-estimate", { projectData: pd, answers, startDate: month(72) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.issues?.[0]?.path).toBe("startDate");
  });
});
