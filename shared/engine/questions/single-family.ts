/**
 * Question bank for single-family homes: what a home builder asks before pricing a house. Effects
 * are relative to NAHB's 2024 average home (two stories, wood frame, attached garage, code-level
 * energy), so its typical answers carry a multiplier of 1.
 */
import { judged, sourced, type Param } from "../provenance";
import { areaQuestion, choice, div, opt, prior, w, type Effect, type Question } from "./question-model";
import { SINGLE_FAMILY_FEATURE_QUESTIONS } from "./single-family-features";

const FOOTPRINT = judged(
  0.5,
  "A basement lies under the footprint: about half the floor area of a two-story home",
  "share",
);

/** A per-sq-ft basement addition over the footprint. */
function basement(feature: string, amount: Param): Effect {
  return {
    addition: {
      feature,
      amount,
      per: "sqft",
      areaShare: FOOTPRINT,
      division: feature.includes("finish") ? "Finishes" : "Concrete",
    },
  };
}

/** The single-family bank, in tie-break order. */
export const SINGLE_FAMILY_QUESTIONS: readonly Question[] = [
  areaQuestion("sf-area", "What is the total finished floor area of the home?"),
  choice(
    "sf-quality",
    "What level of finishes and fixtures do you want?",
    "Finish level",
    [
      opt("Economy (builder-grade, basic fixtures)", { tier: "economy" }),
      opt("Standard (mid-range finishes, like a typical new home)", { tier: "standard" }),
      opt("Premium (semi-custom, upgraded kitchen and baths)", { tier: "premium" }),
      opt("Luxury (custom design, high-end everything)", { tier: "luxury" }),
    ],
    prior(
      [0.25, 0.45, 0.22, 0.08],
      "Most new homes are spec or semi-custom; Census: custom homes are about a quarter of starts",
    ),
  ),
  choice(
    "sf-stories",
    "How many stories will the home have?",
    "Stories",
    [
      opt(
        "One story (ranch; more foundation and roof per sq ft)",
        div("Twice the footprint of a two-story home for the same area", {
          Concrete: 1.45,
          "Thermal & Moisture Protection": 1.35,
          "Site Construction": 1.1,
        }),
      ),
      opt("Two stories (the most common new home)", {}),
      opt(
        "Three stories (tall, narrow lot)",
        div("More framing, stairs and scaffolding per sq ft", {
          "Wood & Plastics": 1.08,
          "General Requirements": 1.1,
        }),
      ),
      opt(
        "Split-level (half levels on a slope)",
        div("Extra foundation steps and framing", { Concrete: 1.2, "Wood & Plastics": 1.05 }),
      ),
    ],
    prior(
      [0.42, 0.5, 0.04, 0.04],
      "Census new single-family homes: roughly half one-story, half two or more",
    ),
  ),
  choice(
    "sf-foundation",
    "What kind of foundation will the home sit on?",
    "Foundation",
    [
      opt(
        "Slab on grade (concrete slab, common in the South and West)",
        div("A slab needs less concrete and excavation than a crawl space", {
          Concrete: 0.8,
          "Site Construction": 0.9,
        }),
      ),
      opt("Crawl space (raised floor over a short foundation wall)", {}),
      opt("Full basement (below-grade level under the home)", {
        ...basement("basement", sourced(21.38, "USD/sqft", "icc-bvd-2025", "2025")),
        ...div("Deeper excavation and walls", { "Site Construction": 1.25 }),
      }),
      opt("Walk-out basement (daylight side on a slope)", {
        ...basement(
          "walkout_basement",
          judged(24, "ICC unfinished basement $21.38/sq ft plus glazing and a grade change", "USD/sqft"),
        ),
        ...div("Sloped site, retaining and excavation", { "Site Construction": 1.3 }),
      }),
      opt(
        "Piers or pilings (coastal, flood zone or steep hillside)",
        div("Engineered deep foundation and elevated floor", {
          Concrete: 1.4,
          "Site Construction": 1.3,
          Metals: 2,
        }),
      ),
    ],
    prior([0.5, 0.16, 0.22, 0.06, 0.06], "Census new homes: about half on slabs, a fifth with basements"),
  ),
  choice(
    "sf-basement-finish",
    "How much of the basement will be finished?",
    "Basement finish",
    [
      opt("Unfinished (storage and mechanical only)", {}),
      opt(
        "Partly finished (a family room)",
        basement(
          "basement_finish",
          judged(14, "Half of ICC's finished-basement cost over the whole basement", "USD/sqft"),
        ),
      ),
      opt(
        "Fully finished (living space with a bathroom)",
        basement("basement_finish", sourced(28.03, "USD/sqft", "icc-bvd-2025", "2025")),
      ),
      opt(
        "Fully finished with a bar or home theater",
        basement(
          "basement_finish",
          judged(40, "ICC finished basement $28.03/sq ft plus built-ins and media wiring", "USD/sqft"),
        ),
      ),
    ],
    prior([0.45, 0.2, 0.3, 0.05], "About half of new basements are left unfinished at sale"),
    { id: "sf-foundation", letters: ["c", "d"] },
  ),
  choice(
    "sf-structure",
    "What will the main structure be built from?",
    "Structure",
    [
      opt("Wood frame (stick-built, the usual choice)", {}),
      opt(
        "Insulated concrete forms (ICF walls)",
        div("Concrete walls replace wall framing", { Concrete: 2.2, "Wood & Plastics": 0.75 }),
      ),
      opt(
        "Structural masonry (block or brick walls)",
        div("Masonry walls replace wall framing", { Masonry: 5, "Wood & Plastics": 0.8 }),
      ),
      opt(
        "Steel frame (light-gauge or structural steel)",
        div("Steel replaces lumber framing", { Metals: 10, "Wood & Plastics": 0.6 }),
      ),
      opt(
        "Structural insulated panels or modular (SIPs, factory-built)",
        w(0.98, "Factory panels trade material cost for labor and schedule"),
      ),
    ],
    prior([0.88, 0.04, 0.04, 0.02, 0.02], "Census: about nine in ten new homes are wood framed"),
  ),
  choice(
    "sf-exterior",
    "What will cover the outside walls?",
    "Exterior walls",
    [
      opt(
        "Vinyl siding (lowest cost)",
        w(0.97, "NAHB: exterior wall finish is 5.7% of cost; vinyl about half of fiber cement"),
      ),
      opt("Fiber-cement or wood siding (mid-range)", {}),
      opt("Stucco (common in the Southwest)", w(1, "Similar in cost to fiber-cement siding")),
      opt(
        "Brick veneer (full or partial)",
        div("Brick roughly doubles the wall-finish cost", { Masonry: 3 }),
      ),
      opt(
        "Natural or manufactured stone (premium look)",
        div("Stone roughly triples the wall-finish cost", { Masonry: 4.5 }),
      ),
    ],
    prior(
      [0.28, 0.27, 0.2, 0.2, 0.05],
      "Census new homes: vinyl, stucco, fiber cement and brick each a fifth to a quarter",
    ),
  ),
  choice(
    "sf-roof",
    "What roofing material do you have in mind?",
    "Roof",
    [
      opt("Asphalt shingles (the usual choice)", {}),
      opt(
        "Metal (standing seam)",
        div("NAHB: roofing is 3.9% of cost; metal costs about 1.7 times shingles", {
          "Thermal & Moisture Protection": 1.3,
        }),
      ),
      opt(
        "Tile (clay or concrete)",
        div("Tile about twice shingles, heavier framing", {
          "Thermal & Moisture Protection": 1.4,
          "Wood & Plastics": 1.02,
        }),
      ),
      opt(
        "Slate or other premium roofing",
        div("Slate three to four times shingles", {
          "Thermal & Moisture Protection": 1.8,
          "Wood & Plastics": 1.04,
        }),
      ),
    ],
    prior([0.78, 0.12, 0.07, 0.03], "Asphalt shingles cover most new homes"),
  ),
  choice(
    "sf-hvac",
    "How will the home be heated and cooled?",
    "Heating and cooling",
    [
      opt("Furnace and central air (standard ducted system)", {}),
      opt(
        "Air-source heat pump (ducted)",
        div("Comparable to a furnace plus air conditioner", { Mechanical: 1.02 }),
      ),
      opt("Ductless mini-splits (room by room)", div("Fewer ducts; more indoor units", { Mechanical: 0.97 })),
      opt(
        "Geothermal heat pump (ground loop)",
        div("Ground loop drilling adds about half again to HVAC", { Mechanical: 1.45 }),
      ),
      opt(
        "Radiant floor heating plus cooling",
        div("Hydronic tubing and boiler on top of cooling", { Mechanical: 1.35 }),
      ),
    ],
    prior([0.5, 0.35, 0.07, 0.04, 0.04], "Census: most new homes use forced air, a growing share heat pumps"),
  ),
  ...SINGLE_FAMILY_FEATURE_QUESTIONS,
];
