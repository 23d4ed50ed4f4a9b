/**
 * The second half of the single-family bank: bathrooms, garage, lot, windows, energy standard and
 * special features, relative to NAHB's average home (two baths, attached garage, code energy).
 */
import { add, choice, div, opt, prior, w, type Question } from "./question-model";

/** Single-family questions on rooms, lot, envelope upgrades and features, in tie-break order. */
export const SINGLE_FAMILY_FEATURE_QUESTIONS: readonly Question[] = [
  choice(
    "sf-baths",
    "How many full bathrooms will the home have?",
    "Bathrooms",
    [
      opt(
        "One to one and a half",
        div("Fewer plumbing fixtures and tiled rooms", { Mechanical: 0.85, Finishes: 0.94 }),
      ),
      opt("Two to two and a half (most common)", {}),
      opt(
        "Three to three and a half",
        div("More fixtures, tile and cabinetry", { Mechanical: 1.12, Finishes: 1.06 }),
      ),
      opt("Four or more", div("Many fixtures, tile and cabinetry", { Mechanical: 1.25, Finishes: 1.12 })),
    ],
    prior([0.06, 0.6, 0.27, 0.07], "Census new homes: most have two or more full baths"),
  ),
  choice(
    "sf-garage",
    "What kind of garage do you want?",
    "Garage",
    [
      opt("No garage", {}),
      opt(
        "Attached two-car garage",
        add(
          "attached_garage",
          12900,
          "lump",
          "Wood & Plastics",
          "ICC wood-frame garage $29.33/sq ft x 440 sq ft",
        ),
      ),
      opt(
        "Attached three-car garage",
        add(
          "attached_garage",
          19400,
          "lump",
          "Wood & Plastics",
          "ICC wood-frame garage $29.33/sq ft x 660 sq ft",
        ),
      ),
      opt(
        "Detached garage (with its own foundation and roof)",
        add(
          "detached_garage",
          18000,
          "lump",
          "Wood & Plastics",
          "ICC garage rate x 480 sq ft plus a separate slab, roof and walk",
        ),
      ),
      opt("Carport only", add("carport", 6000, "lump", "Metals", "A two-car carport on posts")),
    ],
    prior(
      [0.08, 0.62, 0.2, 0.05, 0.05],
      "Census: about nine in ten new homes have a garage, most for two cars",
    ),
  ),
  choice(
    "sf-site",
    "What is the building lot like?",
    "Site",
    [
      opt("Flat lot with utilities at the street", {}),
      opt(
        "Sloped or rocky lot",
        div("Grading, rock removal and retaining walls", { "Site Construction": 1.7, Concrete: 1.1 }),
      ),
      opt(
        "Rural lot needing a well and septic system",
        add(
          "well_and_septic",
          30000,
          "lump",
          "Site Construction",
          "A drilled well and a conventional septic field, national typical",
        ),
      ),
      opt(
        "Tight urban infill lot",
        div("Limited access, staging and protection of neighbours", {
          "General Requirements": 1.35,
          "Site Construction": 1.2,
        }),
      ),
    ],
    prior([0.6, 0.18, 0.14, 0.08], "Most new homes are built in subdivisions with utilities"),
  ),
  choice(
    "sf-windows",
    "What windows and exterior doors do you want?",
    "Windows and doors",
    [
      opt("Standard vinyl windows", {}),
      opt(
        "Upgraded wood or fiberglass windows",
        div("Wood or fiberglass units cost about half again as much", { Openings: 1.5 }),
      ),
      opt(
        "Large glass walls or sliding systems",
        div("Large panels and lift-slide doors", { Openings: 2.2 }),
      ),
      opt(
        "Impact-rated windows (hurricane zones)",
        div("Impact glazing about 1.8 times standard", { Openings: 1.8 }),
      ),
    ],
    prior([0.7, 0.18, 0.05, 0.07], "Vinyl windows are the norm in new homes"),
  ),
  choice(
    "sf-energy",
    "Which energy standard should the home meet?",
    "Energy standard",
    [
      opt("Code minimum (the local energy code)", {}),
      opt(
        "ENERGY STAR certified (tighter envelope, better equipment)",
        w(1.02, "Incremental cost of ENERGY STAR homes is about 1-3% of construction cost"),
      ),
      opt(
        "Zero-energy ready (DOE program level)",
        w(1.05, "More insulation, triple-pane glazing and high-efficiency equipment"),
      ),
      opt("Net-zero with solar panels", {
        ...w(1.05, "Zero-energy ready envelope"),
        ...add(
          "solar_pv_system",
          24000,
          "lump",
          "Electrical",
          "A 8 kW rooftop system at about $3 per watt installed",
        ),
      }),
      opt(
        "Passive House level (certified)",
        w(1.1, "Very high insulation, airtightness and heat-recovery ventilation"),
      ),
    ],
    prior(
      [0.62, 0.25, 0.07, 0.04, 0.02],
      "Most homes are built to code; about a quarter certified ENERGY STAR",
    ),
  ),
  choice(
    "sf-special",
    "Which special feature matters most to you?",
    "Special feature",
    [
      opt("None", {}),
      opt(
        "Swimming pool (in-ground)",
        add(
          "swimming_pool",
          65000,
          "lump",
          "Special Construction",
          "In-ground concrete pool with equipment and deck, national typical",
        ),
      ),
      opt(
        "Outdoor living (covered porch, deck or outdoor kitchen)",
        add(
          "outdoor_living",
          30000,
          "lump",
          "Wood & Plastics",
          "Covered deck or patio with an outdoor kitchen",
        ),
      ),
      opt(
        "Home elevator",
        add("home_elevator", 40000, "lump", "Conveying Systems", "Residential elevator with its shaft"),
      ),
      opt(
        "Smart home and home theater package",
        add(
          "smart_home_theater",
          25000,
          "lump",
          "Electrical",
          "Structured wiring, automation and a media room",
        ),
      ),
    ],
    prior([0.6, 0.08, 0.22, 0.03, 0.07], "Most homes have none; outdoor living is the common upgrade"),
  ),
];
