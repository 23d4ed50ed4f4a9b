/**
 * What each kind of building of a type costs at a place, at the kind's typical size: the
 * calculator's estimate once two questions are answered, the kind (hospital, medical office…;
 * kitchen, bath…) and the area (the kind's typical size), every other question still open —
 * what the calculator shows a visitor who answers those two and "Not sure" to the rest, whatever
 * the order the planner asks them in (an open question and "Not sure" weigh the same; a test
 * replays the conversation through nextQuestion and finds the same figures). Decision record
 * 013: one source of figures. The area is answered, so the per-sq-ft range times the area is the
 * total range: the size carries no uncertainty here. The likely range is the middle half of the
 * same error model (shared/likely-range.ts).
 */
import { pricing, type CostEstimate } from "../engine/index";
import { evaluate, typeModel, type AnswerValue } from "../engine/cost-model";
import { toCostEstimate } from "../engine/output";
import { likelyRange } from "../likely-range";
import type { ResolvedLocation } from "../places/types";
import type { ProjectTypeId } from "../project-types";

/** Five figures of a lognormal range: 10th, 25th, 50th, 75th and 90th percentile. */
export interface FiveFigures {
  min: number;
  likelyMin: number;
  expected: number;
  likelyMax: number;
  max: number;
}

/** One kind's construction cost at its typical size: per sq ft (whole dollars) and in total. */
export interface KindFigures {
  /** The kind's label as the calculator's first question shows it, without its detail. */
  label: string;
  /** The kind's typical size, sq ft. */
  typicalSqFt: number;
  perSqFt: FiveFigures;
  /** The per-sq-ft figures times the size, so the two always multiply out. */
  total: FiveFigures;
}

function shortLabel(text: string): string {
  const i = text.indexOf(" (");
  return i < 0 ? text : text.slice(0, i);
}

/** The calculator's estimate of one kind (its index) at its typical size, at the place. */
export function kindEstimate(
  type: ProjectTypeId,
  location: ResolvedLocation,
  kindIndex: number,
): CostEstimate {
  const { model, factor } = pricing(type, location);
  const kq = model.kindQuestion;
  const kind = model.kinds[kindIndex];
  if (!kq || !kind) throw new RangeError(`${type} has no kind ${kindIndex}`);
  const option = kq.options.findIndex((o) => o.kindIdx === kindIndex);
  const answers = new Map<string, AnswerValue>([
    [kq.q.id, { kind: "choice", index: option }],
    [model.area.q.id, { kind: "number", value: kind.typicalArea }],
  ]);
  return toCostEstimate(evaluate(model, factor, answers), answers.size, type);
}

/** Per-sq-ft figures of an estimate with its likely range, whole dollars. */
export function fiveFigures(e: CostEstimate, type: ProjectTypeId): FiveFigures {
  const psf = e.costPerSqFt;
  const likely = likelyRange(psf, type);
  return {
    min: psf.min,
    likelyMin: Math.round(likely.min),
    expected: psf.expected,
    likelyMax: Math.round(likely.max),
    max: psf.max,
  };
}

/** The figures of every kind of the type at the place, in the calculator's order of kinds. */
export function kindFigures(type: ProjectTypeId, location: ResolvedLocation): KindFigures[] {
  const model = typeModel(type, location.state.code);
  const kq = model.kindQuestion;
  if (!kq) return [];
  return model.kinds.map((_, i) => {
    const e = kindEstimate(type, location, i);
    const perSqFt = fiveFigures(e, type);
    const size = e.sq_ft;
    const option = kq.options.find((o) => o.kindIdx === i);
    return {
      label: shortLabel(option?.label ?? ""),
      typicalSqFt: size,
      perSqFt,
      total: {
        min: perSqFt.min * size,
        likelyMin: perSqFt.likelyMin * size,
        expected: perSqFt.expected * size,
        likelyMax: perSqFt.likelyMax * size,
        max: perSqFt.max * size,
      },
    };
  });
}
