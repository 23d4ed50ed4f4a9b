/**
 * Question bank for office buildings: building class, height, structure, façade, parking, HVAC,
 * fit-out level, elevators, sustainability and the site. Effects are relative to a complete
 * two- to four-story steel-frame Class B office (ICC group B, type IIB).
 */
import { areaQuestion, choice, div, opt, prior, w, type Question } from "./question-model";
import {
  elevatorQuestion,
  facadeQuestion,
  hvacQuestion,
  parkingQuestion,
  roofQuestion,
  siteQuestion,
  structureQuestion,
  sustainabilityQuestion,
} from "./commercial-questions";

const HEIGHT =
  "RSMeans models price taller offices lower per sq ft, a Houston poll higher; we take a mild U shape";

/** The office bank, in tie-break order. */
export const OFFICE_QUESTIONS: readonly Question[] = [
  areaQuestion("of-area", "What is the total gross floor area of the office building?"),
  choice(
    "of-class",
    "Which building class are you aiming for?",
    "Building class",
    [
      opt("Class C (basic, functional space)", { tier: "economy" }),
      opt("Class B (good quality, standard finishes)", { tier: "standard" }),
      opt("Class A (high-quality finishes and systems)", { tier: "premium" }),
      opt("Trophy (landmark design, top-end everything)", { tier: "luxury" }),
    ],
    prior([0.15, 0.5, 0.3, 0.05], "Most new suburban offices are Class B or A"),
  ),
  choice(
    "of-fitout",
    "How much of the interior will be built out?",
    "Interior fit-out",
    [
      opt(
        "Shell and core only (tenants fit out later)",
        div("Shell and core leaves out most finishes, partitions and branch MEP", {
          Finishes: 0.3,
          Openings: 0.7,
          Mechanical: 0.65,
          Electrical: 0.65,
          Specialties: 0.5,
          Furnishings: 0.2,
        }),
      ),
      opt("Standard build-out (open plan and private offices)", {}),
      opt(
        "High-end build-out (glass offices, millwork, feature spaces)",
        div("Premium interiors", { Finishes: 1.45, "Wood & Plastics": 1.5, Openings: 1.2 }),
      ),
      opt(
        "Lab or data-intensive space (heavy MEP)",
        div("Laboratory-grade HVAC and power", { Mechanical: 1.8, Electrical: 1.5, Equipment: 3 }),
      ),
    ],
    prior([0.3, 0.5, 0.15, 0.05], "Speculative offices are often delivered as shell and core"),
  ),
  choice(
    "of-stories",
    "How many stories will the building have?",
    "Stories",
    [
      opt("One story", w(1.04, "More roof and foundation per sq ft")),
      opt("Two to four stories", {}),
      opt("Five to ten stories", w(0.98, HEIGHT)),
      opt("Eleven to twenty stories", w(1.04, HEIGHT)),
      opt("More than twenty stories", w(1.12, "High-rise structure, wind bracing and vertical transport")),
    ],
    prior([0.25, 0.5, 0.15, 0.07, 0.03], "Most office buildings are low-rise"),
  ),
  structureQuestion("of", 0.779, 1.123, [0.15, 0.55, 0.2, 0.07, 0.03]),
  facadeQuestion("of"),
  parkingQuestion("of", 3, [0.1, 0.65, 0.18, 0.07]),
  hvacQuestion("of"),
  elevatorQuestion("of", { id: "of-stories", letters: ["b", "c", "d", "e"] }),
  sustainabilityQuestion("of"),
  siteQuestion("of"),
  choice(
    "of-basement",
    "Will the building have below-grade levels?",
    "Below-grade levels",
    [
      opt("None (slab on grade)", {}),
      opt(
        "One basement level",
        div("Excavation, shoring and foundation walls", { Concrete: 1.3, "Site Construction": 1.3 }),
      ),
      opt(
        "Two or more basement levels",
        div("Deep excavation, shoring and waterproofing", {
          Concrete: 1.6,
          "Site Construction": 1.6,
          "Thermal & Moisture Protection": 1.15,
        }),
      ),
    ],
    prior([0.75, 0.18, 0.07], "Suburban offices rarely have basements"),
  ),
  choice(
    "of-special",
    "Which special space matters most?",
    "Special space",
    [
      opt("None", {}),
      opt(
        "Cafeteria and fitness center",
        div("Kitchen equipment and locker rooms", { Equipment: 3, Mechanical: 1.05 }),
      ),
      opt(
        "Conference or event center",
        div("Long spans, AV and acoustics", { Metals: 1.1, Electrical: 1.08, Finishes: 1.08 }),
      ),
      opt(
        "Server or data room with backup power",
        div("Precision cooling, generator and UPS", { Mechanical: 1.08, Electrical: 1.2 }),
      ),
    ],
    prior([0.55, 0.2, 0.15, 0.1], "Most offices have no large special space"),
  ),
  roofQuestion("of"),
];
