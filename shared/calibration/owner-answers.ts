/**
 * Answers a calibration case the way its owner would: for each question the conversation asks,
 * the option the published facts point to, else "Not sure". Numeric questions get the published
 * figure (area, units, students) or, when the source does not say, the typical count for the area.
 * The letters refer to the options of shared/engine/data/*.json; a test replays every case, so an
 * answer that no longer fits its question fails loudly.
 */
import { TYPE_DATA } from "../engine/params";
import { num } from "../engine/provenance";
import type { QuestionOut } from "../engine/types";
import type { CalibrationCase, Facts } from "./types";

type Letter = "a" | "b" | "c" | "d" | "e" | "f";
type Rule = (f: Facts, c: CalibrationCase) => Letter | undefined;

const KIND: Record<string, Record<string, Letter>> = {
  "hc-kind": {
    hospital: "a",
    "critical-access-hospital": "a",
    "medical-office": "b",
    "outpatient-clinic": "c",
    "ambulatory-surgery": "d",
    emergency: "d",
    "long-term-care": "e",
    behavioral: "e",
    rehab: "e",
  },
  "ed-level": { elementary: "a", middle: "b", "k-12": "b", high: "c", college: "d", vocational: "e" },
  "of-kind": {
    government: "c",
    "city-hall": "c",
    courthouse: "c",
    police: "d",
    "fire-station": "d",
    library: "e",
    "community-center": "e",
  },
  "mf-kind": { townhouse: "a", garden: "b", "mid-rise": "c", "high-rise": "d" },
  // survey averages mix the kinds: their owner is "Not sure"
  "sf-kind": { spec: "a", tract: "a", contract: "b", custom: "c" },
};

const TIER: Record<string, Letter> = { economy: "a", standard: "b", premium: "c", luxury: "d" };

/** A school's or college's laboratories, as its source describes the program. */
const LABS: Record<string, Letter> = { none: "a", some: "b", many: "c", research: "d" };

function officeKind(f: Facts, c: CalibrationCase): Letter | undefined {
  if (f.kind === "speculative" || f.kind === "corporate") {
    const stories = typeof f.stories === "number" ? f.stories : c.areaSqFt > 150000 ? 6 : 3;
    return stories >= 5 ? "b" : "a";
  }
  return typeof f.kind === "string" ? KIND["of-kind"]![f.kind] : undefined;
}

/**
 * Survey averages say which homes they describe: the Census Survey of Construction's contract
 * prices are for contractor-built homes on the owner's land (built by a contractor on your lot);
 * NAHB's cost survey is of builders' typical homes for sale (production). Other averages mix the
 * kinds: "Not sure".
 */
function singleFamilyKind(f: Facts, c: CalibrationCase): Letter | undefined {
  if (f.kind === "average") {
    if (c.id.includes("soc-contract")) return "b";
    if (c.id.includes("nahb")) return "a";
    return undefined;
  }
  return typeof f.kind === "string" ? KIND["sf-kind"]![f.kind] : undefined;
}

function multiFamilyKind(f: Facts): Letter | undefined {
  if (typeof f.kind === "string" && KIND["mf-kind"]![f.kind]) return KIND["mf-kind"]![f.kind];
  if (typeof f.stories !== "number") return undefined;
  return f.stories <= 3 ? "b" : f.stories <= 7 ? "c" : "d";
}

const HI_SCOPE: Record<string, [Letter, Letter | undefined]> = {
  "kitchen-minor": ["a", "a"],
  "kitchen-major": ["a", "b"],
  "bath-minor": ["b", "a"],
  "bath-major": ["b", "b"],
  "bath-addition": ["c", undefined],
  "primary-suite-addition": ["c", undefined],
  "room-addition": ["c", undefined],
  "basement-finish": ["d", undefined],
  "attic-finish": ["d", undefined],
  "whole-house": ["e", undefined],
};

function byStories(f: Facts, bands: readonly number[]): Letter | undefined {
  if (typeof f.stories !== "number") return undefined;
  const i = bands.findIndex((max) => f.stories! <= max);
  return "abcdef"[i < 0 ? bands.length : i] as Letter;
}

const yesNo = (x: unknown): Letter | undefined => (x === true ? "a" : x === false ? "b" : undefined);

/** Option rules by question id. */
const RULES: Record<string, Rule> = {
  "sf-kind": singleFamilyKind,
  "hc-kind": (f) => (typeof f.kind === "string" ? KIND["hc-kind"]![f.kind] : undefined),
  "ed-level": (f) => (typeof f.level === "string" ? KIND["ed-level"]![f.level] : undefined),
  "of-kind": officeKind,
  "mf-kind": multiFamilyKind,
  "hi-scope": (f) => (typeof f.scope === "string" ? HI_SCOPE[f.scope]?.[0] : undefined),
  "hi-extent": (f) => (typeof f.scope === "string" ? HI_SCOPE[f.scope]?.[1] : undefined),
  // The finish level: an owner knows it, and a source that names none describes a typical building,
  // so its owner answers "Standard", as a visitor pricing a typical building does (decision 017).
  // Survey averages of homes mix the levels: their owner is "Not sure". A remodel's level is always
  // its source's (Cost vs. Value names midrange or upscale).
  "sf-quality": (f, c) => (typeof f.quality === "string" ? TIER[f.quality] : c.state ? "b" : undefined),
  "mf-quality": (f) => (typeof f.quality === "string" ? TIER[f.quality] : "b"),
  "hi-quality": (f) => (typeof f.quality === "string" ? TIER[f.quality] : undefined),
  "hc-quality": (f) => (typeof f.quality === "string" ? TIER[f.quality] : "b"),
  "ed-quality": (f) => (typeof f.quality === "string" ? TIER[f.quality] : "b"),
  "of-class": (f) => (f.class === "C" ? "a" : f.class === "B" ? "b" : f.class === "A" ? "c" : undefined),
  // asked of civic buildings only; a source's "luxury" civic building is the premium answer. An
  // owner knows whether the building is a metal building or a landmark, and a visitor pricing a
  // town's fire station answers "Standard construction": a source that says neither describes a
  // conventional building, so its owner answers so too. ("Not sure" here left the range priced for
  // a one-in-ten chance of a 2.3-times federal building, which the fitted residual then shrank to
  // hold the set, so a visitor who answered "Standard" got a range that held too few projects.)
  "of-design": (f) => (f.quality === "luxury" ? "c" : typeof f.quality === "string" ? TIER[f.quality] : "b"),
  "hc-public": (f) => yesNo(f.prevailingWage ?? f.publicProject),
  // asked of the "surgery center or free-standing emergency department" kind only
  "hc-acute": (f) => (f.kind === "ambulatory-surgery" ? "a" : f.kind === "emergency" ? "b" : undefined),
  // asked of clinics only: what the source says the clinic houses
  "hc-clinic": (f) => (f.clinicScope === "primary" ? "a" : f.clinicScope === "specialty" ? "b" : undefined),
  // asked of the residential-care kind only: long-term care, or a psychiatric hospital
  "hc-residential": (f) => (f.kind === "long-term-care" ? "a" : f.kind === "behavioral" ? "b" : undefined),
  // asked of the residential-care kind only: a public owner (state, county, city) or a private one
  "hc-care-owner": (f) => yesNo(f.publicProject),
  "ed-public": (f) => yesNo(f.prevailingWage ?? f.publicProject),
  "of-public": (f) => yesNo(f.prevailingWage ?? f.publicProject),
  "mf-public": (f) => yesNo(f.affordable),
  "hc-stories": (f) => byStories(f, [1, 3, 8]),
  "ed-stories": (f) => byStories(f, [1, 2]),
  "of-stories": (f) => byStories(f, [1, 4, 10, 20]),
  "sf-stories": (f) => byStories(f, [1, 2, 3]),
  "hc-beds": (f) =>
    typeof f.beds === "number"
      ? f.beds < 50
        ? "a"
        : f.beds <= 150
          ? "b"
          : f.beds <= 300
            ? "c"
            : "d"
      : undefined,
  "hc-surgery": (f) =>
    typeof f.operatingRooms === "number"
      ? f.operatingRooms === 0
        ? "a"
        : f.operatingRooms <= 4
          ? "c"
          : f.operatingRooms <= 12
            ? "d"
            : "e"
      : undefined,
  "hc-imaging": (f) =>
    f.imaging === "none" ? "a" : f.imaging === "basic" ? "b" : f.imaging === "advanced" ? "d" : undefined,
  "hc-parking": (f) => (f.parkingStructure === true ? "c" : undefined),
  "of-parking": (f) => (f.parkingStructure === true ? "c" : undefined),
  "mf-parking": (f) =>
    f.parking === "none"
      ? "a"
      : f.parking === "surface"
        ? "b"
        : f.parking === "structured" || f.parking === "podium"
          ? "c"
          : f.parking === "underground"
            ? "d"
            : undefined,
  "sf-foundation": (f) => (f.basement === "none" ? undefined : f.basement ? "c" : undefined),
  "sf-garage": (f) => (f.garage === 0 ? "a" : f.garage === 2 ? "b" : f.garage === 3 ? "c" : undefined),
  "ed-fields": (f) => (f.stadiumOrPool === false ? "a" : undefined),
  "ed-labs": (f) => (typeof f.labs === "string" ? LABS[f.labs] : undefined),
  // a source that says the cost is core and shell (tenants fit out later), or includes the build-out
  "of-fitout": (f) => (f.fitout === "shell" ? "a" : f.fitout === "full" ? "b" : undefined),
};

/** Numeric answers by question id. */
const NUMBERS: Record<string, (f: Facts) => number | undefined> = {
  "mf-units": (f) => (typeof f.units === "number" ? f.units : undefined),
  "ed-capacity": (f) => (typeof f.students === "number" ? f.students : undefined),
};

/** The answer the owner gives to a question: an option letter ("Not sure" when unknown) or a number. */
export function ownerAnswer(c: CalibrationCase, q: QuestionOut): string | number {
  if (q.kind === "number") {
    if (q.unit === "sq ft" && q.questionNumber >= 1 && q.id.endsWith("-area")) return c.areaSqFt;
    const known = NUMBERS[q.id]?.(c.facts);
    if (known !== undefined && q.min !== undefined && q.max !== undefined) {
      return Math.min(q.max, Math.max(q.min, known));
    }
    // not published: the typical count for the area (the question's neutral answer)
    return typicalCount(q, c.areaSqFt);
  }
  const letter = RULES[q.id]?.(c.facts, c);
  if (letter) return letter;
  const options = ["a", "b", "c", "d", "e", "f"].filter((l) => q[`option_${l}` as keyof QuestionOut]);
  return options[options.length - 1]!;
}

/** The typical count for the area: area / the question's typical sq ft per unit (engine data). */
function typicalCount(q: QuestionOut, area: number): number {
  const data = Object.values(TYPE_DATA)
    .flatMap((t) => t.questions)
    .find((x) => x.id === q.id);
  const per = data?.kind === "number" && data.sqFtPerUnit ? num(data.sqFtPerUnit) : 1000;
  const n = Math.round(area / per);
  return Math.min(q.max ?? n, Math.max(q.min ?? n, n));
}
