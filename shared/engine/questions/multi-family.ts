/**
 * Question bank for multi-family buildings: height, structure, unit count, parking, façade,
 * HVAC, amenities, elevators, fire protection, sustainability, roof and the site. Effects are
 * relative to a low-rise wood-frame apartment building (ICC group R-2).
 */
import { judged } from "../provenance";
import { add, areaQuestion, choice, div, opt, prior, w, type Question } from "./question-model";
import {
  elevatorQuestion,
  facadeQuestion,
  parkingQuestion,
  roofQuestion,
  siteQuestion,
  sustainabilityQuestion,
} from "./commercial-questions";

const HEIGHT =
  "After size normalisation, 4-7 story apartments cost 9-10% and 8-24 story 37-43% more than 1-3 story (RSMeans via a public analysis)";

/** The multi-family bank, in tie-break order. */
export const MULTI_FAMILY_QUESTIONS: readonly Question[] = [
  areaQuestion("mf-area", "What is the total gross floor area of the building (all floors)?"),
  choice(
    "mf-quality",
    "What level of finishes do you want in the units?",
    "Finish level",
    [
      opt("Economy (affordable or workforce housing)", { tier: "economy" }),
      opt("Standard (market-rate apartments)", { tier: "standard" }),
      opt("Premium (upscale rentals)", { tier: "premium" }),
      opt("Luxury (condominiums, high-end finishes)", { tier: "luxury" }),
    ],
    prior([0.25, 0.45, 0.22, 0.08], "Market-rate rentals dominate new multi-family starts"),
  ),
  choice(
    "mf-stories",
    "How tall will the building be?",
    "Height",
    [
      opt(
        "Townhomes or a duplex to fourplex (one to three stories)",
        w(0.95, "Simpler structure and no corridors; our judgement"),
      ),
      opt("Garden apartments (two to three stories, walk-up)", {}),
      opt("Mid-rise (four to seven stories)", w(1.09, HEIGHT)),
      opt("High-rise (eight to twenty-four stories)", w(1.4, HEIGHT)),
      opt(
        "Tower (more than twenty-four stories)",
        w(1.55, "Beyond the published range: tower structure and wind engineering"),
      ),
    ],
    prior([0.15, 0.4, 0.33, 0.1, 0.02], "Census multi-family starts: most buildings under seven stories"),
  ),
  choice(
    "mf-structure",
    "What will the structure be?",
    "Structure",
    [
      opt("Wood frame throughout", {}),
      opt(
        "Wood frame over a concrete podium",
        div("A concrete podium for parking or retail under wood floors", { Concrete: 1.8, Metals: 1.3 }),
      ),
      opt("Concrete frame", div("Concrete replaces wood framing", { Concrete: 3, "Wood & Plastics": 0.35 })),
      opt(
        "Steel frame",
        div("Steel replaces wood framing", { Metals: 4, "Wood & Plastics": 0.4, Concrete: 1.3 }),
      ),
      opt(
        "Modular (factory-built units)",
        w(0.96, "Factory production trims labor; transport and crane offset part"),
      ),
    ],
    prior([0.45, 0.3, 0.15, 0.05, 0.05], "Wood frame and podium buildings dominate below high-rise"),
  ),
  {
    kind: "number",
    id: "mf-units",
    text: "How many dwelling units will the building have?",
    summary: "Dwelling units",
    unit: "units",
    role: "density",
    bounds: judged([2, 2000, 1], "From a duplex to a large tower", "units"),
    sqFtPerUnit: judged(1000, "About 850 sq ft net per unit plus corridors and common areas", "sqft/unit"),
    elasticity: judged(0.15, "Smaller units mean more kitchens, baths and walls per sq ft", "elasticity"),
    clamp: judged([0.85, 1.2], "Bounds the density effect", "multiplier"),
    sigma: judged(0.3, "Unit sizes vary about ±30% from studios to three-bedrooms", "ln-sd"),
  },
  parkingQuestion("mf", 1.2, [0.1, 0.55, 0.25, 0.1]),
  facadeQuestion("mf"),
  choice(
    "mf-hvac",
    "How will the units be heated and cooled?",
    "HVAC system",
    [
      opt(
        "Through-wall units (PTAC or PTHP)",
        div("Packaged terminal units are the cheapest system", { Mechanical: 0.85 }),
      ),
      opt("Split system or heat pump per unit", {}),
      opt("Variable refrigerant flow (VRF)", div("VRF about 15% over split systems", { Mechanical: 1.15 })),
      opt("Central boiler and chiller plant", div("Central plant and piping", { Mechanical: 1.2 })),
    ],
    prior([0.15, 0.55, 0.15, 0.15], "Split heat pumps are the common choice in new apartments"),
  ),
  choice(
    "mf-amenities",
    "Which shared amenities will the building offer?",
    "Amenities",
    [
      opt("None beyond laundry and mail", {}),
      opt(
        "Fitness room and lounge",
        add("amenity_space", 600000, "lump", "Finishes", "About 3,000 sq ft of finished amenity space"),
      ),
      opt(
        "Pool, clubhouse and fitness center",
        add(
          "pool_and_clubhouse",
          1800000,
          "lump",
          "Special Construction",
          "Resort-style pool, clubhouse and gym",
        ),
      ),
      opt(
        "Rooftop deck, co-working and concierge",
        add(
          "premium_amenities",
          1500000,
          "lump",
          "Finishes",
          "Rooftop amenity deck and finished common spaces",
        ),
      ),
    ],
    prior([0.3, 0.35, 0.2, 0.15], "Most market-rate buildings offer at least a fitness room"),
  ),
  elevatorQuestion("mf", { id: "mf-stories", letters: ["c", "d", "e"] }),
  choice(
    "mf-sprinklers",
    "What fire sprinkler system will it use?",
    "Fire protection",
    [
      opt("Residential sprinklers (NFPA 13R, low-rise)", {}),
      opt(
        "Full commercial sprinklers (NFPA 13)",
        div("Sprinklers in attics and concealed spaces", { Mechanical: 1.04 }),
      ),
      opt(
        "Full sprinklers with fire pump and standpipes",
        div("High-rise fire protection", { Mechanical: 1.08, Electrical: 1.02 }),
      ),
    ],
    prior([0.5, 0.35, 0.15], "Most low-rise apartments use 13R systems"),
  ),
  sustainabilityQuestion("mf"),
  roofQuestion("mf"),
  siteQuestion("mf"),
];
