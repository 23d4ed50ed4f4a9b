/**
 * Quote Changes (issue 28; README beside this file): a change order's lines, each matched to what
 * it changes in the estimate — an answer of its conversation, an addition, a change of floor area,
 * or a CSI division with a quantity — priced by the engine as a change with its own range (the
 * what-if module's rule and range), and flagged low, fair or high with the questions to ask.
 * Pure: the worker hands it the project, the baseline and the lines.
 */
import type { CompiledChoice, CompiledQuestion } from "../engine/compile";
import { evaluate, type AnswerValue, type Distribution } from "../engine/cost-model";
import { pricing, type Pricing } from "../engine/location";
import { toCostEstimate, toDivisions } from "../engine/output";
import { pickNext, replay } from "../engine/planner";
import {
  OPTION_LETTERS,
  OutOfRangeError,
  QUESTION_COUNT,
  type AnswerRecord,
  type ProjectInput,
} from "../engine/types";
import type { QualityTier } from "../engine/data-schema";
import type { ProjectTypeId } from "../project-types";
import { DIVISION_NAMES, type DivisionName } from "../api/constants";
import { formatDollars, formatNumber } from "../format";
import { deltaFigures, deltaRange, figures, notSure, signedMoney, type Figures } from "../whatif/index";
import {
  answerLabel,
  answeredIndex,
  answerMatch,
  divisionWords,
  emptyMatch,
  matchLine,
  optionChange,
} from "./match";
import { changeQuestions, flagOf, lineNote, lineQuestions } from "./advice";
import type { ChangeLine, ChangeMatch, ChangeOrderResult, ChoiceQuestion, PricedChange } from "./types";

export * from "./types";
export { readChangeOrder, readChangeLines, splitCoNumber, isRemoval } from "./read";
export { matchLine, changedPart } from "./match";
export { flagOf } from "./advice";

/** The estimate the change order is priced against. */
export interface Baseline {
  /** A conversation's answers (a saved or last estimate); ten replay it with the what-if rule. */
  answers: AnswerRecord[] | null;
  /** Without answers: a typical project of this area and quality (each optional). */
  areaSqFt: number | null;
  quality: QualityTier | null;
}

const letterIndex = (letter: string) => OPTION_LETTERS.indexOf(letter as (typeof OPTION_LETTERS)[number]);

/** One side of a change: its median, its ln-sd, and which questions it leaves open. */
interface Side {
  expected: number;
  sigma: number;
  open: string;
}

/** The questions a distribution leaves open (the engine fills the map in its fixed question order). */
function openKey(d: Distribution): string {
  let key = "";
  for (const id of d.openVariance.keys()) key += `${id},`;
  return key;
}

/**
 * The change from one side to the other with its range (shared/whatif's deltaRange), outside a
 * finished conversation's replay (which takes the what-if range as it is, so both tools show the
 * same range for the same change). When both sides leave the same questions open, all their
 * spread is shared — the open questions, the location, the kind's residual — and the change
 * carries the smaller σ alone: the unshared part is for a question open on one side only, and a
 * typical project's wide σ would otherwise turn a small difference of σ into a wide range.
 */
function changeOf(a: Side, b: Side, type: ProjectTypeId): Figures {
  if (a.open !== b.open) return deltaFigures(deltaRange(a, b, type));
  const sigma = Math.min(a.sigma, b.sigma);
  return deltaFigures(deltaRange({ expected: a.expected, sigma }, { expected: b.expected, sigma }, type));
}

/** The estimate as the changes are priced against it. */
class Base {
  readonly p: Pricing;
  readonly answers: Map<string, AnswerValue>;
  /** The conversation's questions in order, when it is finished (ten answers). */
  readonly asked: readonly CompiledQuestion[] | null;
  readonly dist: Distribution;
  readonly expected: number;
  readonly type: ProjectTypeId;
  private readonly cache = new Map<string, Side>();

  constructor(project: ProjectInput, baseline: Baseline) {
    this.type = project.type;
    this.p = pricing(project.type, project.location);
    const model = this.p.model;
    if (baseline.answers?.length) {
      const c = replay(this.p, baseline.answers);
      this.answers = c.answers;
      this.dist = c.dist;
      this.asked = baseline.answers.length === QUESTION_COUNT ? c.asked : null;
    } else {
      this.answers = new Map();
      const a = baseline.areaSqFt;
      if (a !== null) {
        if (!Number.isFinite(a) || a < model.area.min || a > model.area.max) {
          throw new OutOfRangeError(
            `areaSqFt (${a}) is outside ${model.area.min}–${model.area.max} sq ft`,
            "areaSqFt",
          );
        }
        this.answers.set(model.area.q.id, { kind: "number", value: a });
      }
      if (baseline.quality !== null) {
        const index = model.quality.options.findIndex((o) => o.tier === baseline.quality);
        if (index < 0) throw new OutOfRangeError(`unknown quality '${String(baseline.quality)}'`, "quality");
        this.answers.set(model.quality.q.id, { kind: "choice", index });
      }
      this.dist = evaluate(model, this.p.factor, this.answers);
      this.asked = null;
    }
    this.expected = toCostEstimate(this.dist, this.answers.size, project.type).expected;
    this.priced = { expected: this.expected, sigma: this.dist.sigma, open: openKey(this.dist) };
  }

  /** The baseline as one side of a change. */
  readonly priced: Side;

  /** True when a change of q is the replay of a finished conversation (the what-if rule and range). */
  replays(q: CompiledQuestion): boolean {
    return this.asked !== null && this.asked.includes(q);
  }

  /**
   * The estimate with question q answered `value`: in a finished conversation that asked q, the
   * conversation that answer would have given (the what-if rule: the answers before it stay, the
   * planner asks on, an earlier answer is kept, a new question is "Not sure"); otherwise the
   * estimate's answers with this one set.
   */
  with(q: CompiledQuestion, value: AnswerValue, plain = false): Side {
    const key = `${plain ? "p" : "r"}:${q.q.id}:${value.kind === "choice" ? value.index : value.value}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const { model, factor } = this.p;
    const k = !plain && this.asked ? this.asked.indexOf(q) : -1;
    let answers: Map<string, AnswerValue>;
    let dist: Distribution;
    if (k >= 0) {
      const asked = this.asked!.slice(0, k + 1);
      answers = new Map(asked.slice(0, k).map((x) => [x.q.id, this.answers.get(x.q.id)!] as const));
      answers.set(q.q.id, value);
      dist = evaluate(model, factor, answers);
      while (asked.length < QUESTION_COUNT) {
        const next = pickNext(model, answers, dist);
        if (!next) break;
        answers.set(next.q.id, this.answers.get(next.q.id) ?? notSure(next, dist));
        asked.push(next);
        dist = evaluate(model, factor, answers);
      }
    } else {
      answers = new Map(this.answers);
      answers.set(q.q.id, value);
      dist = evaluate(model, factor, answers);
    }
    const out = {
      expected: Math.round(dist.expected), // toCostEstimate's expected, without the rest
      sigma: dist.sigma,
      open: openKey(dist),
    };
    this.cache.set(key, out);
    return out;
  }
}

/** The first option of a choice question that adds nothing (the "None" of a feature question). */
function withoutAddition(q: CompiledChoice): number {
  const i = q.options.findIndex((o) => !o.notSure && !o.add);
  return i >= 0 ? i : 0;
}

interface Priced {
  engine: Figures | null;
  note: string;
}

function priceAnswer(base: Base, m: ChangeMatch): Priced {
  const q = base.p.model.byId.get(m.questionId ?? "");
  const to = letterIndex(m.answer ?? "");
  const from = letterIndex(m.fromAnswer ?? "");
  if (!q || q.kind !== "choice" || to < 0 || from < 0 || to >= q.options.length || from >= q.options.length) {
    return { engine: null, note: "This project type has no such answer." };
  }
  if (from === to) {
    return {
      engine: changeOf(base.priced, base.priced, base.type),
      note: `The estimate already has "${m.to}" for "${q.q.text}": the engine adds nothing for it.`,
    };
  }
  const option = q.options[to]!;
  const fromOption = q.options[from]!;
  // A second feature of a one-answer question (a porch on a home whose answer is its pool): the
  // feature's own cost, the question answered with it against the question answered "None".
  if (option.add && fromOption.add && fromOption.add.feature !== option.add.feature) {
    const none = base.with(q, { kind: "choice", index: withoutAddition(q) }, true);
    const added = base.with(q, { kind: "choice", index: to }, true);
    return {
      engine: changeOf(none, added, base.type),
      note: `The engine's cost of "${m.to}" on its own (the estimate's "${m.from}" stays), at this project's place and size.`,
    };
  }
  if (!m.assumed && answeredIndex(q, base.answers.get(q.q.id)) === from) {
    const changed = base.with(q, { kind: "choice", index: to });
    return {
      engine: base.replays(q)
        ? deltaFigures(deltaRange(base.priced, changed, base.type))
        : changeOf(base.priced, changed, base.type),
      note: `The estimate with "${m.to}" instead of "${m.from}" for "${q.q.text}", priced by the engine.`,
    };
  }
  // The estimate leaves the question open: both answers priced on the estimate's other answers.
  const before = base.with(q, { kind: "choice", index: from }, true);
  const after = base.with(q, { kind: "choice", index: to }, true);
  return {
    engine: changeOf(before, after, base.type),
    note:
      `Your estimate leaves "${q.q.text}" open, so the change is priced from "${m.from}" (the usual starting point) ` +
      `to "${m.to}", on the estimate's other answers.`,
  };
}

function priceArea(base: Base, m: ChangeMatch, change: number): Priced {
  const q = base.p.model.area;
  const to = Math.round(base.dist.area + change);
  if (to < q.min || to > q.max) {
    return {
      engine: null,
      note: `${formatNumber(to)} sq ft is outside the ${formatNumber(q.min)}–${formatNumber(q.max)} sq ft the engine prices for this type.`,
    };
  }
  const changed = base.with(q, { kind: "number", value: to });
  return {
    engine: base.replays(q)
      ? deltaFigures(deltaRange(base.priced, changed, base.type))
      : changeOf(base.priced, changed, base.type),
    note: `The estimate at ${formatNumber(to)} sq ft instead of ${m.from}, priced by the engine.`,
  };
}

function priceDivision(
  base: Base,
  line: ChangeLine,
  m: ChangeMatch,
  divisions: Record<DivisionName, number>,
) {
  const d = m.division!;
  const amount = divisions[d];
  const share = base.expected > 0 ? Math.round((100 * amount) / base.expected) : 0;
  const q = m.quantity;
  if (q?.unit === "sf" && base.dist.area > 0) {
    const perSqFt = amount / base.dist.area;
    const sign = line.removal ? -1 : 1;
    const changed = { ...base.priced, expected: base.expected + sign * perSqFt * q.value };
    return {
      engine: changeOf(base.priced, changed, base.type),
      note:
        `${d} at this estimate's ${formatDollars(perSqFt)} per sq ft of floor area, ` +
        `times ${formatNumber(q.value)} sq ft: the whole division's rate, an upper mark for one trade's share of it.`,
    };
  }
  return {
    engine: null,
    note:
      `Placed in ${d}, which this estimate puts at ${formatDollars(amount)} (${share}% of the whole). ` +
      "The engine prices divisions as a share of the building, not items, so it gives no figure for this line.",
  };
}

/** A visitor's choice for a line as a match. */
function chosenMatch(line: ChangeLine, base: Base): ChangeMatch {
  const t = line.target!;
  const model = base.p.model;
  if (t.kind === "answer") {
    const q = model.byId.get(t.questionId);
    const index = letterIndex(t.answer);
    if (
      !q ||
      q.kind !== "choice" ||
      q.isKind ||
      index < 0 ||
      index >= q.options.length ||
      q.options[index]!.notSure
    ) {
      throw new OutOfRangeError(
        `target ${t.questionId}=${t.answer} is not a question and option of this project type`,
        "target",
      );
    }
    const c = optionChange(q, t.answer, base.answers.get(q.q.id), false);
    return { ...answerMatch(q, c, "visitor"), quantity: line.quantity };
  }
  if (t.kind === "area") {
    return {
      ...emptyMatch("area", "visitor"),
      questionId: model.area.q.id,
      question: model.area.q.text,
      from: `${formatNumber(Math.round(base.dist.area))} sq ft`,
      to: `${formatNumber(Math.round(base.dist.area + t.change))} sq ft`,
      quantity: { value: Math.abs(t.change), unit: "sf" },
    };
  }
  if (t.kind === "division") {
    return {
      ...emptyMatch("division", "visitor"),
      words: divisionWords(line.description, t.division),
      division: t.division,
      quantity: line.quantity,
    };
  }
  return emptyMatch("none", "visitor");
}

function choices(base: Base): ChoiceQuestion[] {
  return base.p.model.questions.flatMap((q): ChoiceQuestion[] => {
    if (q.kind !== "choice" || q.isKind) return [];
    const a = base.answers.get(q.q.id);
    return [
      {
        id: q.q.id,
        text: q.q.text,
        current: a?.kind === "choice" ? OPTION_LETTERS[a.index]! : null,
        options: q.options.flatMap((o, i) =>
          o.notSure
            ? []
            : [{ answer: OPTION_LETTERS[i]!, label: answerLabel(q, { kind: "choice", index: i })! }],
        ),
      },
    ];
  });
}

const WORK = new Set(["item", "allowance"]);

/** Prices a change order's lines against the baseline estimate. */
export function priceChangeOrder(
  project: ProjectInput,
  baseline: Baseline,
  read: { lines: ChangeLine[]; skipped: number; truncated: boolean },
): ChangeOrderResult {
  const base = new Base(project, baseline);
  let divisions: Record<DivisionName, number> | null = null;
  const area = Math.round(base.dist.area);
  const lines: PricedChange[] = read.lines.map((line) => {
    const match = line.target ? chosenMatch(line, base) : matchLine(line, base.p.model, base.answers, area);
    const priced: Priced =
      match.kind === "answer" || match.kind === "addition"
        ? priceAnswer(base, match)
        : match.kind === "area"
          ? priceArea(base, match, line.target?.kind === "area" ? line.target.change : areaChange(line))
          : match.kind === "division"
            ? priceDivision(base, line, match, (divisions ??= toDivisions(base.dist)))
            : { engine: null, note: lineNote(line) };
    // An allowance overage is what a selection costs above the contract's allowance, not the whole
    // change: the engine's figure is shown for reference, not used to flag it.
    const { flag, ratio } =
      line.kind === "allowance"
        ? { flag: null, ratio: null }
        : match.kind === "division"
          ? upperMarkFlag(flagOf(line.amount, priced.engine))
          : flagOf(line.amount, priced.engine);
    const out: PricedChange = {
      description: line.description,
      co: line.co,
      amount: line.amount,
      kind: line.kind,
      removal: line.removal,
      match,
      engine: priced.engine,
      flag,
      ratio,
      note: priced.note,
      questions: [],
    };
    out.questions = lineQuestions(out);
    return out;
  });
  const sum = (f: (l: PricedChange) => number) => lines.reduce((s, l) => s + f(l), 0);
  const work = lines.filter((l) => WORK.has(l.kind));
  const priced = work.filter((l) => l.engine !== null && l.amount !== null);
  const totals = {
    work: sum((l) => (WORK.has(l.kind) ? (l.amount ?? 0) : 0)),
    markups: sum((l) => (l.kind === "markup" ? (l.amount ?? 0) : 0)),
    quoted: 0,
    placed: work.filter((l) => l.match.kind !== "none").length,
    workLines: work.length,
    priced: priced.length,
    pricedQuoted: priced.reduce((s, l) => s + l.amount!, 0),
    pricedEngine: priced.reduce((s, l) => s + l.engine!.expected, 0),
  };
  totals.quoted = totals.work + totals.markups;
  const est = toCostEstimate(base.dist, base.answers.size, project.type);
  const baselineFigures = figures(project.type, est.expected, est.min, est.max);
  return {
    baseline: baselineFigures,
    areaSqFt: area,
    lines,
    totals,
    summary: summary(lines, totals, baselineFigures),
    questions: changeQuestions(lines),
    choices: choices(base),
    skipped: read.skipped,
    truncated: read.truncated,
  };
}

/**
 * A division's rate per square foot is an upper mark for one trade's work (README): a line above
 * its range is high, but one below it is not low, and a credit is not judged against it.
 */
function upperMarkFlag(f: ReturnType<typeof flagOf>): ReturnType<typeof flagOf> {
  return f.flag === "high" && (f.ratio ?? 0) > 0 ? f : { flag: null, ratio: f.ratio };
}

function areaChange(line: ChangeLine): number {
  const v = line.quantity?.value ?? 0;
  return line.removal ? -v : v;
}

const lines_ = (n: number) => `${n} line${n === 1 ? "" : "s"}`;

function summary(lines: PricedChange[], t: ChangeOrderResult["totals"], baseline: Figures): string[] {
  const out: string[] = [];
  if (t.workLines === 0) return ["No line of work with an amount was found."];
  out.push(
    `${t.placed} of ${lines_(t.workLines)} placed; ${t.priced} priced by the engine as a change to this estimate.`,
  );
  if (t.priced > 0) {
    out.push(
      `${t.priced === 1 ? "That line asks" : `Those ${t.priced} lines ask`} ${signedMoney(t.pricedQuoted)}; the engine puts the same ${t.priced === 1 ? "change" : "changes"} at ${signedMoney(t.pricedEngine)}.`,
    );
  }
  const high = lines.filter((l) => l.flag === "high").length;
  const low = lines.filter((l) => l.flag === "low").length;
  const fair = lines.filter((l) => l.flag === "fair").length;
  if (high + low + fair > 0)
    out.push(`${high} high, ${fair} fair, ${low} low against the engine's range of each change.`);
  if (baseline.expected > 0) {
    const pct = Math.round((1000 * t.quoted) / baseline.expected) / 10;
    out.push(
      `The change order comes to ${signedMoney(t.quoted)} (markups included), ${pct}% of the estimate's ${formatDollars(baseline.expected)}.`,
    );
  }
  return out;
}

/** The 16 division names (for the page's choice of division). */
export const DIVISIONS: readonly DivisionName[] = DIVISION_NAMES;
