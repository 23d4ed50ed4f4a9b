/**
 * Questions shared by the commercial and multi-family banks (structure, façade, HVAC system,
 * sustainability target, site, parking, elevators, roof), parameterised by type where the
 * numbers differ. Construction-type ratios come from ICC Building Valuation Data; the rest is our
 * judgement with its reason.
 */
import { judged, sourced } from "../provenance";
import { choice, div, opt, prior, w, type ChoiceQuestion, type Condition } from "./question-model";

const ICC = (ratio: number) => ({ whole: sourced(ratio, "ratio", "icc-bvd-2025", "2025") });

/** Main structure; wood and concrete as ICC type VB and IA over IIB of the type's group. */
export function structureQuestion(
  prefix: string,
  woodRatio: number,
  concreteRatio: number,
  priors: readonly number[],
): ChoiceQuestion {
  return choice(
    `${prefix}-structure`,
    "What will the main structure be?",
    "Structure",
    [
      opt("Wood frame (combustible, low-rise)", ICC(woodRatio)),
      opt("Steel frame (non-combustible)", {}),
      opt("Concrete frame (cast-in-place or precast)", ICC(concreteRatio)),
      opt(
        "Load-bearing masonry with steel joists",
        w(0.97, "Between wood and steel frame per ICC; block walls double as enclosure"),
      ),
      opt(
        "Mass timber (cross-laminated timber)",
        w(1.06, "Early projects report a small premium over steel frames"),
      ),
    ],
    prior(priors, "The usual mix of construction types for this kind of building"),
  );
}

/** The façade (exterior wall) system. */
export function facadeQuestion(prefix: string): ChoiceQuestion {
  return choice(
    `${prefix}-facade`,
    "What will the exterior walls (façade) be made of?",
    "Façade",
    [
      opt(
        "Stucco or EIFS (economical)",
        w(0.96, "Exterior wall is 10-15% of cost; EIFS about two-thirds of brick"),
      ),
      opt("Brick or block masonry", {}),
      opt("Metal or fiber-cement panels", w(1.0, "Similar in cost to brick veneer")),
      opt("Precast concrete panels", w(1.03, "Heavier panels and crane work")),
      opt("Glass curtain wall", w(1.08, "Unitised curtain wall about 1.5-2 times a masonry wall")),
    ],
    prior([0.2, 0.35, 0.2, 0.1, 0.15], "Mid-range façades dominate outside downtown cores"),
  );
}

/** The HVAC system. */
export function hvacQuestion(prefix: string): ChoiceQuestion {
  const r = "HVAC is the largest share of Mechanical; system choice moves it by a sixth to a third";
  return choice(
    `${prefix}-hvac`,
    "What heating and cooling system do you expect?",
    "HVAC system",
    [
      opt("Packaged rooftop units (simplest)", div(r, { Mechanical: 0.85 })),
      opt("Split systems or variable refrigerant flow (VRF)", {}),
      opt("Central plant (chillers and boilers)", div(r, { Mechanical: 1.15, Electrical: 1.03 })),
      opt("Geothermal heat pumps", div(r, { Mechanical: 1.35 })),
      opt("Radiant with dedicated outdoor air", div(r, { Mechanical: 1.25 })),
    ],
    prior([0.35, 0.3, 0.25, 0.05, 0.05], "Rooftop units and VRF are the common choice below high-rise"),
  );
}

/** The sustainability target. */
export function sustainabilityQuestion(prefix: string): ChoiceQuestion {
  return choice(
    `${prefix}-green`,
    "Which sustainability target will the building aim for?",
    "Sustainability target",
    [
      opt("Energy code minimum", {}),
      opt(
        "LEED Certified or Silver",
        w(1.02, "Published green-premium studies put Certified/Silver at 0-3%"),
      ),
      opt("LEED Gold", w(1.04, "Gold premiums reported at 2-6%")),
      opt("LEED Platinum", w(1.07, "Platinum premiums reported at 5-10%")),
      opt("Net-zero energy (all-electric with on-site solar)", {
        ...w(1.08, "High-performance envelope and systems"),
        ...div("Solar array and electrical work", { Electrical: 1.25 }),
      }),
    ],
    prior([0.55, 0.2, 0.15, 0.05, 0.05], "Most buildings are built to code; a minority certify"),
  );
}

/** The site. */
export function siteQuestion(prefix: string): ChoiceQuestion {
  return choice(
    `${prefix}-site`,
    "What is the site like?",
    "Site",
    [
      opt("Open, flat suburban site", {}),
      opt(
        "Tight urban site (limited staging, neighbours close)",
        div("Logistics, protection and night work", {
          "General Requirements": 1.35,
          "Site Construction": 1.2,
        }),
      ),
      opt(
        "Sloped site or poor soils",
        div("Earthwork, retaining and deep foundations", { "Site Construction": 1.6, Concrete: 1.15 }),
      ),
      opt(
        "Brownfield needing remediation",
        div("Contaminated-soil removal and vapour barriers", { "Site Construction": 2.2 }),
      ),
    ],
    prior([0.55, 0.25, 0.14, 0.06], "Most projects are on prepared suburban or infill sites"),
  );
}

/** Parking; per-sq-ft amounts are cost per stall × stalls per 1,000 sq ft of building / 1,000. */
export function parkingQuestion(
  prefix: string,
  stallsPer1000: number,
  priors: readonly number[],
): ChoiceQuestion {
  const per = (cost: number, kind: string) =>
    judged(
      Math.round((cost * stallsPer1000) / 10) / 100,
      `About $${cost.toLocaleString("en-US")} per ${kind} stall at ${stallsPer1000} stalls per 1,000 sq ft`,
      "USD/sqft",
    );
  const add = (feature: string, amount: ReturnType<typeof per>) => ({
    addition: { feature, amount, per: "sqft" as const, division: "Site Construction" as const },
  });
  return choice(
    `${prefix}-parking`,
    "What parking will the project provide?",
    "Parking",
    [
      opt("None or street parking only", {}),
      opt("Surface parking lot", add("surface_parking", per(5000, "surface"))),
      opt("Parking structure above ground", add("parking_structure", per(28000, "structured"))),
      opt("Underground parking", add("underground_parking", per(45000, "underground"))),
    ],
    prior(priors, "What projects of this type usually provide"),
  );
}

/** Elevators (asked when the building has more than one story). */
export function elevatorQuestion(prefix: string, when: Condition): ChoiceQuestion {
  const r = "Conveying share scales with the number and speed of cars";
  return choice(
    `${prefix}-elevators`,
    "How many elevators will the building need?",
    "Elevators",
    [
      opt("One passenger elevator (code minimum)", div(r, { "Conveying Systems": 0.6 })),
      opt("Two to four passenger elevators", {}),
      opt("Five or more, or high-speed cars", div(r, { "Conveying Systems": 1.8 })),
      opt("Elevators plus escalators", div(r, { "Conveying Systems": 2.5 })),
    ],
    prior([0.35, 0.45, 0.15, 0.05], "Most low- and mid-rise buildings have one to four cars"),
    when,
  );
}

/** The roof. */
export function roofQuestion(prefix: string): ChoiceQuestion {
  const r = "Roofing is most of Thermal & Moisture Protection";
  return choice(
    `${prefix}-roof`,
    "What kind of roof will the building have?",
    "Roof",
    [
      opt("Flat membrane roof (TPO or EPDM)", {}),
      opt(
        "Pitched roof with shingles or metal",
        div(r, { "Thermal & Moisture Protection": 1.1, "Wood & Plastics": 1.1 }),
      ),
      opt("Green roof (vegetated)", div(r, { "Thermal & Moisture Protection": 1.6, Concrete: 1.05 })),
      opt(
        "Rooftop terrace or amenity deck",
        div(r, { "Thermal & Moisture Protection": 1.4, Finishes: 1.04 }),
      ),
    ],
    prior([0.7, 0.18, 0.05, 0.07], "Flat membrane roofs dominate commercial work"),
  );
}
