/**
 * The facts as the conversation's answers: for the type the drawings name, each question a fact
 * answers, by question id and option letter (the area question's answer is the number). The
 * question ids and letters are the engine's (shared/engine/data/*.json; a test holds them to the
 * data); they are written here so that the client can use this without importing the engine.
 * Questions no fact answers are left for the conversation; nothing is guessed from an absence.
 */
import type { DrawingReading, Fact, FactName, FactValues, Place } from "./types";

export interface DrawingAnswer {
  /** The question's id ("sf-area"). */
  question: string;
  /** An option letter, or the number for a numeric question. */
  answer: string | number;
  /** The facts it came from. */
  facts: Fact[];
}

export interface DrawingAnswers {
  type?: FactValues["type"];
  /** The project's address from the title block. */
  place?: Place;
  answers: DrawingAnswer[];
}

const KIND_QUESTION: Record<FactValues["type"], { id: string; kinds: string[] }> = {
  "single-family": { id: "sf-kind", kinds: ["production", "contract", "custom"] },
  "multi-family": { id: "mf-kind", kinds: ["townhouse", "garden", "mid-rise", "high-rise"] },
  "office-building": {
    id: "of-kind",
    kinds: ["office-low", "office-high", "civic", "public-safety", "library"],
  },
  educational: { id: "ed-level", kinds: ["elementary", "middle", "high", "college", "vocational"] },
  healthcare: {
    id: "hc-kind",
    kinds: ["hospital", "medical-office", "clinic", "surgery", "residential-care"],
  },
  "home-improvements": { id: "hi-scope", kinds: ["kitchen", "bath", "addition", "basement", "whole-house"] },
};

const AREA_QUESTION: Record<FactValues["type"], string> = {
  "single-family": "sf-area",
  "multi-family": "mf-area",
  "office-building": "of-area",
  educational: "ed-area",
  healthcare: "hc-area",
  "home-improvements": "hi-area",
};

const letter = (i: number) => "abcdef"[i]!;

class Facts {
  constructor(private readonly facts: readonly Fact[]) {}
  one<N extends FactName>(name: N): Fact<N> | undefined {
    return this.facts.find((f): f is Fact<N> => f.name === name);
  }
  all<N extends FactName>(name: N): Fact<N>[] {
    return this.facts.filter((f): f is Fact<N> => f.name === name);
  }
  /** The value of a many-valued fact: the first of `order` the drawings name. */
  first<N extends FactName>(name: N, order: readonly FactValues[N][]): Fact<N> | undefined {
    const all = this.all(name);
    for (const v of order) {
      const f = all.find((x) => x.value === v);
      if (f) return f;
    }
    return undefined;
  }
  /** The value named on the most lines; ties go to the earlier of `order`. */
  most<N extends FactName>(name: N, order: readonly FactValues[N][]): Fact<N> | undefined {
    const all = this.all(name).filter((f) => order.includes(f.value));
    if (!all.length) return undefined;
    const count = (v: FactValues[N]) =>
      all.filter((f) => f.value === v).reduce((s, f) => s + (f.mentions ?? 1), 0);
    const best = [...order].sort((a, b) => count(b) - count(a) || order.indexOf(a) - order.indexOf(b))[0]!;
    return all.find((f) => f.value === best);
  }
}

/** Maps a fact's value through `table` (value → letter) into an answer. */
function pick<V>(
  out: DrawingAnswer[],
  question: string,
  f: Fact | undefined,
  table: readonly (readonly [V, string])[],
): void {
  if (!f) return;
  const hit = table.find(([v]) => v === f.value);
  if (hit) out.push({ question, answer: hit[1], facts: [f] });
}

/** A count into the band of options it falls in: `bands` are each option's upper bound. */
function band(out: DrawingAnswer[], question: string, f: Fact | undefined, bands: readonly number[]): void {
  if (!f || typeof f.value !== "number") return;
  const i = bands.findIndex((b) => (f.value as number) <= b);
  out.push({ question, answer: letter(i < 0 ? bands.length : i), facts: [f] });
}

const COMMERCIAL_FACADE = [
  ["stucco", "a"],
  ["eifs", "a"],
  ["brick", "b"],
  ["stone", "b"],
  ["metal-panel", "c"],
  ["fiber-cement", "c"],
  ["precast", "d"],
  ["curtain-wall", "e"],
] as const;
const COMMERCIAL_STRUCTURE = [
  ["wood", "a"],
  ["steel", "b"],
  ["concrete", "c"],
  ["masonry", "d"],
  ["mass-timber", "e"],
] as const;
const COMMERCIAL_HVAC = [
  ["rooftop", "a"],
  ["vrf", "b"],
  ["mini-split", "b"],
  ["central-plant", "c"],
  ["geothermal", "d"],
  ["radiant", "e"],
] as const;
const ROOF = [
  ["membrane", "a"],
  ["asphalt", "b"],
  ["metal", "b"],
  ["tile", "b"],
  ["green", "c"],
] as const;
const PARKING = [
  ["surface", "b"],
  ["structure", "c"],
  ["underground", "d"],
] as const;

/** The answers the drawings give, for the type they name. */
export function drawingAnswers(reading: Pick<DrawingReading, "facts">): DrawingAnswers {
  const facts = new Facts(reading.facts);
  const typeFact = facts.one("type");
  const place = facts.one("place")?.value;
  if (!typeFact) return { ...(place ? { place } : {}), answers: [] };
  const type = typeFact.value;
  const out: DrawingAnswer[] = [];
  const kind = facts.one("kind");
  const kq = KIND_QUESTION[type];
  if (kind && kq.kinds.includes(kind.value))
    out.push({ question: kq.id, answer: letter(kq.kinds.indexOf(kind.value)), facts: [kind] });

  const conditioned = facts.one("conditionedArea");
  const gross = facts.one("grossArea");
  const work = facts.one("workArea");
  const area =
    type === "home-improvements"
      ? work
      : type === "single-family"
        ? (conditioned ?? gross)
        : (gross ?? conditioned);
  if (area) out.push({ question: AREA_QUESTION[type], answer: Math.round(area.value), facts: [area] });

  const stories = facts.one("stories");
  const structure = facts.first("structure", [
    "podium",
    "icf",
    "sip",
    "mass-timber",
    "masonry",
    "concrete",
    "steel",
    "wood",
  ]);
  const hvacOrder = [
    "geothermal",
    "radiant",
    "mini-split",
    "vrf",
    "ptac",
    "heat-pump",
    "central-plant",
    "rooftop",
    "furnace",
  ] as const;
  const cladOrder = [
    "brick",
    "stone",
    "stucco",
    "eifs",
    "fiber-cement",
    "wood",
    "vinyl",
    "metal-panel",
    "precast",
    "curtain-wall",
  ] as const;
  const roofOrder = ["slate", "tile", "metal", "asphalt", "membrane", "green"] as const;
  const sprinklers = facts.first("sprinklers", ["13R", "13D", "13", "none"]);

  switch (type) {
    case "single-family": {
      if (stories && stories.value <= 3)
        out.push({ question: "sf-stories", answer: letter(stories.value - 1), facts: [stories] });
      pick(
        out,
        "sf-foundation",
        facts.first("foundation", ["walkout", "basement", "crawl", "slab", "piers"]),
        [
          ["slab", "a"],
          ["crawl", "b"],
          ["basement", "c"],
          ["walkout", "d"],
          ["piers", "e"],
        ],
      );
      pick(out, "sf-structure", facts.first("structure", ["icf", "sip", "masonry", "wood"]), [
        ["wood", "a"],
        ["icf", "b"],
        ["masonry", "c"],
        ["sip", "e"],
      ]);
      pick(out, "sf-exterior", facts.most("cladding", cladOrder), [
        ["vinyl", "a"],
        ["fiber-cement", "b"],
        ["wood", "b"],
        ["stucco", "c"],
        ["eifs", "c"],
        ["brick", "d"],
        ["stone", "e"],
      ]);
      pick(out, "sf-roof", facts.most("roofing", roofOrder), [
        ["asphalt", "a"],
        ["metal", "b"],
        ["tile", "c"],
        ["slate", "d"],
      ]);
      pick(out, "sf-hvac", facts.most("hvac", hvacOrder), [
        ["furnace", "a"],
        ["heat-pump", "b"],
        ["mini-split", "c"],
        ["geothermal", "d"],
        ["radiant", "e"],
      ]);
      band(out, "sf-baths", facts.one("bathrooms"), [1.5, 2.5, 3.5]);
      const bays = facts.one("garageBays");
      const detached = facts.one("garageDetached");
      const carport = facts.one("carport");
      if (detached?.value) out.push({ question: "sf-garage", answer: "d", facts: [detached] });
      else if (bays) out.push({ question: "sf-garage", answer: bays.value >= 3 ? "c" : "b", facts: [bays] });
      else if (carport) out.push({ question: "sf-garage", answer: "e", facts: [carport] });
      break;
    }
    case "multi-family": {
      const units = facts.one("units");
      if (units) out.push({ question: "mf-units", answer: units.value, facts: [units] });
      pick(out, "mf-structure", structure, [
        ["wood", "a"],
        ["podium", "b"],
        ["concrete", "c"],
        ["steel", "d"],
      ]);
      pick(out, "mf-facade", facts.most("cladding", cladOrder), COMMERCIAL_FACADE);
      pick(out, "mf-hvac", facts.most("hvac", hvacOrder), [
        ["ptac", "a"],
        ["heat-pump", "b"],
        ["vrf", "c"],
        ["central-plant", "d"],
      ]);
      pick(out, "mf-parking", facts.first("parking", ["underground", "structure", "surface"]), PARKING);
      if (sprinklers?.value === "13R")
        out.push({ question: "mf-sprinklers", answer: "a", facts: [sprinklers] });
      else if (sprinklers?.value === "13") {
        const pump = facts.one("firePump");
        out.push({
          question: "mf-sprinklers",
          answer: pump ? "c" : "b",
          facts: pump ? [sprinklers, pump] : [sprinklers],
        });
      }
      pick(out, "mf-roof", facts.most("roofing", roofOrder), ROOF);
      break;
    }
    case "office-building": {
      band(out, "of-stories", stories, [1, 4, 10, 20]);
      pick(out, "of-structure", structure, COMMERCIAL_STRUCTURE);
      pick(out, "of-facade", facts.most("cladding", cladOrder), COMMERCIAL_FACADE);
      pick(out, "of-hvac", facts.most("hvac", hvacOrder), COMMERCIAL_HVAC);
      pick(out, "of-parking", facts.first("parking", ["underground", "structure", "surface"]), PARKING);
      pick(out, "of-roof", facts.most("roofing", roofOrder), ROOF);
      const basement = facts.one("basement");
      if (basement)
        out.push({ question: "of-basement", answer: basement.value ? "b" : "a", facts: [basement] });
      break;
    }
    case "educational": {
      band(out, "ed-stories", stories, [1, 2]);
      const students = facts.one("students");
      if (students) out.push({ question: "ed-capacity", answer: students.value, facts: [students] });
      pick(out, "ed-structure", structure, COMMERCIAL_STRUCTURE);
      pick(out, "ed-facade", facts.most("cladding", cladOrder), COMMERCIAL_FACADE);
      pick(out, "ed-hvac", facts.most("hvac", hvacOrder), COMMERCIAL_HVAC);
      const spaces = facts.all("space");
      const space = (v: string) => spaces.find((s) => s.value === v);
      const gym = space("gymnasium");
      const aud = space("auditorium");
      const nat = space("natatorium");
      if (gym && aud && nat) out.push({ question: "ed-assembly", answer: "d", facts: [gym, aud, nat] });
      else if (gym && aud) out.push({ question: "ed-assembly", answer: "c", facts: [gym, aud] });
      else if (gym) out.push({ question: "ed-assembly", answer: "b", facts: [gym] });
      const kitchen = space("kitchen");
      if (kitchen) out.push({ question: "ed-kitchen", answer: "b", facts: [kitchen] });
      break;
    }
    case "healthcare": {
      band(out, "hc-stories", stories, [1, 3, 8]);
      const beds = facts.one("beds");
      const k = kind?.value;
      if (k === "hospital" || k === "residential-care") band(out, "hc-beds", beds, [49, 150, 300]);
      pick(out, "hc-structure", structure, COMMERCIAL_STRUCTURE);
      pick(out, "hc-facade", facts.most("cladding", cladOrder), COMMERCIAL_FACADE);
      pick(out, "hc-parking", facts.first("parking", ["underground", "structure", "surface"]), PARKING);
      break;
    }
    case "home-improvements": {
      if (kind?.value === "addition")
        pick(out, "hi-addition-foundation", facts.first("foundation", ["basement", "crawl", "slab"]), [
          ["slab", "a"],
          ["crawl", "b"],
          ["basement", "c"],
        ]);
      break;
    }
  }
  return { type, ...(place ? { place } : {}), answers: out };
}
