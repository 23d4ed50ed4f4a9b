/**
 * Options that mean what owners choose (issue 30): each remodel finish tier is pinned to the
 * published job an owner would match it to. Cost vs. Value publishes "midrange" and "upscale"
 * jobs (an upscale major kitchen: custom cabinets, stone counters, high-end appliances); the
 * calibration fits the premium tier on the upscale jobs and the standard tier is the midrange
 * reference; the luxury tier, beyond any published job, is a designer's. An owner reads the options' words, not our tier names: the words must lead the
 * owner of each published job to the tier fitted on it, and the estimate the owner then gets,
 * answering the rest as the job's scope says, must land near its published cost.
 */
import { describe, expect, it } from "vitest";
import cases from "../../../shared/calibration/cases.json";
import { ownerAnswer } from "../../../shared/calibration/owner-answers";
import { escalation, placeOf } from "../../../shared/calibration/score";
import type { CalibrationCase } from "../../../shared/calibration/types";
import {
  finalEstimate,
  initializeQuestions,
  nextQuestion,
  type AnswerRecord,
} from "../../../shared/engine/index";
import type { QuestionOut } from "../../../shared/engine/types";
import { TYPE_DATA } from "../../../shared/engine/params";
import { resolveProjectLocation } from "../../../shared/places/project-location";

const CASES = cases as CalibrationCase[];
const QUALITY = TYPE_DATA["home-improvements"].questions.find((q) => q.id === "hi-quality")!;
const LETTERS = ["a", "b", "c", "d"] as const;
const labels = QUALITY.kind === "choice" ? QUALITY.options.map((o) => o.label) : [];
const tierOf = (i: number) => (QUALITY.kind === "choice" ? QUALITY.options[i]!.effect?.tier : undefined);

/** The option whose words say `word` (exactly one must), as its answer letter. */
function optionSaying(options: readonly string[], word: RegExp): string {
  const hits = options.flatMap((l, i) => (word.test(l) ? [LETTERS[i]!] : []));
  expect(hits, `options saying ${word}: ${options.join(" | ")}`).toHaveLength(1);
  return hits[0]!;
}

/** The published jobs, what their scope says, and what their owner would answer. */
const JOBS = [
  {
    id: "hi-2024-us-cvv-kitchen-major-mid",
    tier: "standard",
    says: /\bmidrange\b/i,
    cabinets: /^Semi-custom cabinets/,
  },
  {
    id: "hi-2024-us-cvv-kitchen-major-upscale",
    tier: "premium",
    says: /\bupscale\b/i,
    cabinets: /^Custom cabinets, stone counters/,
  },
  { id: "hi-2021-us-cvv-primary-suite-mid", tier: "standard", says: /\bmidrange\b/i },
  { id: "hi-2021-us-cvv-primary-suite-upscale", tier: "premium", says: /\bupscale\b/i },
  { id: "hi-2021-us-cvv-bath-addition-upscale", tier: "premium", says: /\bupscale\b/i },
] as const;

/** The conversation as the job's owner plays it, reading the options' words; its final estimate. */
function asOwner(c: CalibrationCase, words: { says: RegExp; cabinets?: RegExp }, quality?: string) {
  const place = placeOf(c);
  const project = { type: c.type, location: resolveProjectLocation(place.state, place.city || null)! };
  const answers: AnswerRecord[] = [];
  let step = initializeQuestions(project);
  while (step.question) {
    const q: QuestionOut = step.question;
    const options = LETTERS.flatMap((l) => (q[`option_${l}`] ? [String(q[`option_${l}`])] : []));
    let answer = ownerAnswer(c, q);
    if (q.id === "hi-quality") answer = quality ?? optionSaying(options, words.says);
    if (q.id === "hi-cabinets" && words.cabinets) answer = optionSaying(options, words.cabinets);
    answers.push({ question: q.id, answer, questionNumber: q.questionNumber });
    step = nextQuestion(project, answers);
  }
  const expected = finalEstimate(project, answers).costEstimate.expected;
  return expected / (c.cost * escalation(c.year, c.type)) - 1;
}

describe("remodel finish tiers mean what owners choose", () => {
  it("name Cost vs. Value's scopes: midrange is Standard, upscale is Premium, Luxury is a designer's", () => {
    expect(tierOf(LETTERS.indexOf(optionSaying(labels, /\bmidrange\b/i) as "b"))).toBe("standard");
    expect(tierOf(LETTERS.indexOf(optionSaying(labels, /\bupscale\b/i) as "c"))).toBe("premium");
    const luxury = labels[LETTERS.indexOf("d")]!;
    expect(tierOf(3)).toBe("luxury");
    // the luxury tier must not claim the upscale job's scope, or its owners would pick it
    expect(luxury).not.toMatch(/upscale|custom cabinets|stone|high-end/i);
    expect(luxury).toMatch(/designer/i);
  });

  it.each(JOBS)("leads the owner of $id to the tier fitted on it, and near its published cost", (job) => {
    const c = CASES.find((x) => x.id === job.id)!;
    expect(c, job.id).toBeDefined();
    // the calibration answers the job with the same tier the words lead its owner to
    const q = initializeQuestions({ type: c.type, location: resolveProjectLocation("Ohio", null)! });
    expect(q.question).not.toBeNull();
    const letter = optionSaying(labels, job.says);
    expect(tierOf(LETTERS.indexOf(letter as "a"))).toBe(job.tier);
    expect(ownerAnswer(c, { id: "hi-quality" } as QuestionOut)).toBe(letter);
    // the owner who reads the words lands within a quarter of the published cost
    expect(Math.abs(asOwner(c, job)), job.id).toBeLessThan(0.25);
  });

  it("prices an upscale job far above its published cost on the next tier up: the words matter", () => {
    const job = JOBS[1];
    const c = CASES.find((x) => x.id === job.id)!;
    expect(asOwner(c, job, "d")).toBeGreaterThan(0.3);
  });
});
