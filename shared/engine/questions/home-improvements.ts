/**
 * Question bank for home improvements: the scope (kitchen, bath, basement, addition, whole house)
 * sets its own cost per sq ft of work; roof and siding, windows and systems come as additions;
 * the age of the house, structural changes and hazardous materials move the cost.
 */
import { judged, sourced } from "../provenance";
import { add, areaQuestion, choice, div, opt, prior, w, type Question } from "./question-model";

/** The home-improvement bank, in tie-break order. */
export const HOME_IMPROVEMENT_QUESTIONS: readonly Question[] = [
  areaQuestion("hi-area", "What floor area will the work cover?", "Area of work"),
  choice(
    "hi-scope",
    "What is the main scope of the project?",
    "Main scope",
    [
      opt("Kitchen remodel (cabinets, counters, appliances)", {
        baseCost: sourced(400, "USD/sqft", "cost-vs-value-2024", "2024"),
      }),
      opt("Bathroom remodel (fixtures, tile, vanity)", {
        baseCost: sourced(721, "USD/sqft", "cost-vs-value-2024", "2024"),
      }),
      opt("Basement finish (walls, floors, ceiling, lighting)", {
        baseCost: judged(
          75,
          "Framing, drywall, flooring and lighting of an unfinished basement, with a bathroom share",
          "USD/sqft",
        ),
      }),
      opt("Room addition (new space on a foundation)", {
        baseCost: judged(
          305,
          "Cost vs. Value two-story addition ($161,925 for 768 sq ft, c. 2015) escalated by about 45%",
          "USD/sqft",
        ),
      }),
      opt("Whole-house renovation (gut remodel)", {}),
    ],
    prior([0.3, 0.25, 0.1, 0.1, 0.25], "Kitchens and baths are the most common remodels"),
  ),
  choice(
    "hi-quality",
    "What level of finishes do you want?",
    "Finish level",
    [
      opt("Economy (refresh, stock materials)", { tier: "economy" }),
      opt("Standard (midrange, semi-custom)", { tier: "standard" }),
      opt("Premium (upgraded materials)", { tier: "premium" }),
      opt("Luxury (custom, top-end materials)", { tier: "luxury" }),
    ],
    prior([0.2, 0.5, 0.22, 0.08], "Midrange projects are the most common in Cost vs. Value"),
  ),
  choice(
    "hi-age",
    "How old is the house?",
    "Age of the house",
    [
      opt("Built after 2000", w(0.97, "Fewer surprises behind the walls")),
      opt("Built 1980-2000", {}),
      opt("Built 1950-1980", w(1.06, "Outdated wiring and plumbing often need upgrades")),
      opt("Built before 1950", w(1.12, "Out-of-square framing, old wiring and plaster")),
    ],
    prior([0.25, 0.3, 0.3, 0.15], "The U.S. housing stock's median age is about 40 years"),
  ),
  choice(
    "hi-structure",
    "Will walls be moved or removed?",
    "Structural changes",
    [
      opt("No, the layout stays", {}),
      opt(
        "Non-bearing walls moved",
        div("Framing, drywall and patching", { "Wood & Plastics": 1.15, Finishes: 1.05 }),
      ),
      opt("Bearing walls removed (new beams)", {
        ...div("Beams, posts and engineering", { "Wood & Plastics": 1.3, Metals: 3 }),
        ...add(
          "structural_beam_work",
          8000,
          "lump",
          "Metals",
          "Engineered beam, posts, footings and permit drawings",
        ),
      }),
    ],
    prior([0.5, 0.3, 0.2], "Most remodels keep the footprint"),
  ),
  choice(
    "hi-plumbing",
    "Will plumbing fixtures move to new locations?",
    "Plumbing changes",
    [
      opt("No, fixtures stay where they are", {}),
      opt("Some fixtures move", div("New drain and supply runs", { Mechanical: 1.2 })),
      opt(
        "New bathroom or kitchen where none was",
        div("New drains, vents and supply", { Mechanical: 1.45 }),
      ),
    ],
    prior([0.5, 0.35, 0.15], "Keeping fixtures in place is the common budget choice"),
  ),
  choice(
    "hi-electrical",
    "Does the electrical service need an upgrade?",
    "Electrical service",
    [
      opt("No, the panel is adequate", {}),
      opt(
        "New panel (200 amp)",
        add("electrical_panel_upgrade", 3500, "lump", "Electrical", "200 A panel replacement with permit"),
      ),
      opt("New service and rewiring of the work area", {
        ...add("electrical_service_upgrade", 6000, "lump", "Electrical", "Service upgrade from the utility"),
        ...div("Rewiring of the work area", { Electrical: 1.3 }),
      }),
    ],
    prior([0.55, 0.3, 0.15], "Older homes often need a larger panel"),
  ),
  choice(
    "hi-hvac",
    "What heating and cooling work is included?",
    "Heating and cooling",
    [
      opt("None", {}),
      opt(
        "Extend existing ducts to the work area",
        div("Duct extensions and registers", { Mechanical: 1.1 }),
      ),
      opt(
        "New heat pump or furnace and air conditioner",
        add("hvac_replacement", 12000, "lump", "Mechanical", "A typical whole-house system replacement"),
      ),
      opt(
        "Ductless mini-split for the new space",
        add("mini_split", 5000, "lump", "Mechanical", "One or two ductless heads with an outdoor unit"),
      ),
    ],
    prior([0.5, 0.3, 0.1, 0.1], "Most remodels extend what is there"),
    { id: "hi-scope", letters: ["c", "d", "e"] },
  ),
  choice(
    "hi-exterior",
    "Is any roof or siding work included?",
    "Roof and siding",
    [
      opt("None", {}),
      opt("New roof", {
        addition: {
          feature: "roof_replacement",
          amount: sourced(16732, "USD", "nahb-cost-2024", "2024"),
          per: "lump",
          division: "Thermal & Moisture Protection",
        },
      }),
      opt("New siding", {
        addition: {
          feature: "siding_replacement",
          amount: sourced(24450, "USD", "nahb-cost-2024", "2024"),
          per: "lump",
          division: "Thermal & Moisture Protection",
        },
      }),
      opt(
        "New roof and siding",
        add(
          "roof_and_siding",
          41182,
          "lump",
          "Thermal & Moisture Protection",
          "NAHB 2024 roofing $16,732 plus exterior wall finish $24,450",
        ),
      ),
    ],
    prior([0.7, 0.15, 0.07, 0.08], "Most interior remodels leave the envelope alone"),
    { id: "hi-scope", letters: ["d", "e"] },
  ),
  choice(
    "hi-windows",
    "Are windows or exterior doors being replaced?",
    "Windows and doors",
    [
      opt("None", {}),
      opt(
        "A few windows or a door",
        add("window_replacement", 5000, "lump", "Openings", "About five vinyl windows installed"),
      ),
      opt(
        "Most windows in the house",
        add("window_replacement", 18000, "lump", "Openings", "About 15-20 vinyl windows installed"),
      ),
      opt(
        "New patio or sliding glass wall",
        add("glass_doors", 15000, "lump", "Openings", "A large slider or folding door with header"),
      ),
    ],
    prior([0.55, 0.25, 0.12, 0.08], "Windows are often left as they are"),
    { id: "hi-scope", letters: ["d", "e"] },
  ),
  choice(
    "hi-design",
    "Who will design the project and pull permits?",
    "Design and permits",
    [
      opt("Contractor's standard design", {}),
      opt(
        "Designer or architect drawings",
        div("Design fees in General Requirements", { "General Requirements": 1.5 }),
      ),
      opt(
        "Historic district or HOA review",
        div("Extra drawings, reviews and schedule", { "General Requirements": 1.8 }),
      ),
    ],
    prior([0.55, 0.35, 0.1], "Most remodels use the contractor's design"),
  ),
  choice(
    "hi-occupancy",
    "Will you live in the home during the work?",
    "Occupancy",
    [
      opt("No, the home will be empty", w(0.97, "Faster work without daily protection and clean-up")),
      opt("Yes, with the work area sealed off", {}),
      opt(
        "Yes, and the work must be phased room by room",
        w(1.08, "Phasing adds mobilisations and protection"),
      ),
    ],
    prior([0.25, 0.6, 0.15], "Most owners stay in the house"),
  ),
  choice(
    "hi-hazards",
    "Are lead paint, asbestos or mold expected?",
    "Hazardous materials",
    [
      opt("No (house built after 1980)", {}),
      opt(
        "Lead paint (house built before 1978)",
        add(
          "lead_safe_practices",
          3000,
          "lump",
          "General Requirements",
          "EPA RRP lead-safe containment and cleaning",
        ),
      ),
      opt(
        "Asbestos or mold abatement",
        add("abatement", 8000, "lump", "Site Construction", "Licensed abatement of a typical remodel area"),
      ),
    ],
    prior([0.55, 0.3, 0.15], "About half of U.S. homes predate 1980"),
  ),
  choice(
    "hi-cabinets",
    "What cabinets and counters do you want?",
    "Cabinets and counters",
    [
      opt(
        "Stock cabinets, laminate counters",
        div("Stock cabinetry", { "Wood & Plastics": 0.8, Finishes: 0.95 }),
      ),
      opt("Semi-custom cabinets, quartz counters", {}),
      opt(
        "Custom cabinets, stone counters",
        div("Custom cabinetry and stone", { "Wood & Plastics": 1.4, Finishes: 1.1 }),
      ),
    ],
    prior([0.3, 0.5, 0.2], "Semi-custom is the midrange standard"),
    { id: "hi-scope", letters: ["a", "b"] },
  ),
  choice(
    "hi-addition-foundation",
    "What foundation will the addition sit on?",
    "Addition foundation",
    [
      opt("Slab on grade", div("A slab is the cheapest foundation", { Concrete: 0.85 })),
      opt("Crawl space", {}),
      opt("Full basement", div("Excavation and basement walls", { Concrete: 2, "Site Construction": 1.5 })),
      opt(
        "Second story over existing space",
        div("No foundation, but reinforcing and a new roof tie-in", {
          Concrete: 0.2,
          "Wood & Plastics": 1.25,
        }),
      ),
    ],
    prior([0.35, 0.3, 0.2, 0.15], "Most additions sit on a slab or crawl space"),
    { id: "hi-scope", letters: ["d"] },
  ),
];
