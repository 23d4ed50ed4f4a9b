/**
 * Property-based fuzz of every endpoint (fast-check): random JSON, random text and hostile
 * variations of valid bodies never get a 5xx, and every error is the JSON error shape.
 */
import { exports } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnswerRecord } from "../../shared/engine/index";
import { BASE, converse, post, projectData } from "./api-helpers";

const RUNS = 150;
let answers: AnswerRecord[] = [];
const pd = projectData("single-family", "Texas", "Austin");

beforeAll(async () => {
  answers = (await converse(pd)).answers;
});

const hostileText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    "=1+1",
    '=HYPERLINK("http://x")',
    "@SUM(A1)",
    "__proto__",
    "constructor",
    "<script>alert(1)</script>",
    "\u0000\u0001\u0002",
    "\ud800",
    "x".repeat(5000),
    "Texas",
    "single-family",
  ),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.anything({ maxDepth: 3 }),
);

/** A valid body with some fields replaced by hostile values and some answers mutated. */
function mutated(base: () => Record<string, unknown>) {
  return fc
    .record({
      field: fc.constantFrom(
        "constructionType",
        "state",
        "city",
        "timestamp",
        "currentAnswer",
        "areaSqFt",
        "quality",
      ),
      value: hostileValue,
      answerIndex: fc.nat(12),
      answerField: fc.constantFrom("question", "answer", "questionNumber"),
      answerValue: hostileValue,
      cut: fc.integer({ min: 0, max: 12 }),
    })
    .map(({ field, value, answerIndex, answerField, answerValue, cut }) => {
      const body = base();
      const target = (body.projectData as Record<string, unknown>) ?? body;
      target[field] = value;
      if (Array.isArray(body.answers)) {
        const list = [...answers, ...answers].slice(0, cut).map((a) => ({ ...a })) as Record<
          string,
          unknown
        >[];
        if (list[answerIndex]) list[answerIndex]![answerField] = answerValue;
        body.answers = list;
      }
      return JSON.stringify(body);
    });
}

const conversationBody = () => ({ projectData: { ...pd }, answers: [] });
const flatBody = () => ({ constructionType: "single-family", state: "Texas", city: "Austin" });
const quoteBody = () => ({ project: flatBody(), quote: { text: "Framing $88,000\nDrywall 26,400" } });

const bodies = (base: () => Record<string, unknown>) =>
  fc.oneof(fc.json({ maxDepth: 4 }), fc.string({ maxLength: 200 }), mutated(base), mutated(base));

async function expectNo5xx(res: Response) {
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code).toBe("string");
    expect(typeof body.error?.message).toBe("string");
  } else {
    await res.arrayBuffer();
  }
}

const ENDPOINTS: Array<[string, () => Record<string, unknown>]> = [
  ["/api/initialize-questions", flatBody],
  ["/api/next-question", conversationBody],
  ["/api/final-estimate", conversationBody],
  ["/api/download-estimate", conversationBody],
  ["/api/estimate", flatBody],
  ["/api/estimates", conversationBody],
  ["/api/quote-check", quoteBody],
];

describe("fuzz: no 5xx from any body", () => {
  for (const [path, base] of ENDPOINTS) {
    it(`${path} never answers 5xx to ${RUNS} random and hostile bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(base), async (body) => {
          await expectNo5xx(await post(path, body));
        }),
        { numRuns: RUNS },
      );
    });
  }

  it(`GET /api/estimates/{id} never answers 5xx to ${RUNS} random ids`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), async (id) => {
        await expectNo5xx(await exports.default.fetch(`${BASE}/api/estimates/${encodeURIComponent(id)}`));
      }),
      { numRuns: RUNS },
    );
  });

  it("a full valid conversation still answers 200 beside the fuzz", async () => {
    const res = await post("/api/final-estimate", { projectData: pd, answers });
    expect(res.status).toBe(200);
  });
});
