/**
 * Question bank for educational buildings: level and capacity, labs, gym and auditorium, height,
 * structure, façade, HVAC, kitchen, technology and security, athletic fields, sustainability and
 * the site. Effects are relative to a complete steel-frame school (ICC group E, type IIB).
 */
import { judged } from "../provenance";
import { add, areaQuestion, choice, div, opt, prior, w, type Question } from "./question-model";
import {
  facadeQuestion,
  hvacQuestion,
  siteQuestion,
  structureQuestion,
  sustainabilityQuestion,
} from "./commercial-questions";

const LEVEL = "Gordian 2024: elementary $239, junior high $230, high school $233, vocational $221 per sq ft";

/** The educational bank, in tie-break order. */
export const EDUCATIONAL_QUESTIONS: readonly Question[] = [
  areaQuestion("ed-area", "What is the total gross floor area of the school building?"),
  choice(
    "ed-quality",
    "What level of finishes and systems do you want?",
    "Finish level",
    [
      opt("Economy (durable, basic finishes)", { tier: "economy" }),
      opt("Standard (typical public school)", { tier: "standard" }),
      opt("Premium (upgraded finishes and systems)", { tier: "premium" }),
      opt("Signature (landmark design, highest standards)", { tier: "luxury" }),
    ],
    prior([0.2, 0.55, 0.2, 0.05], "Most public schools are built to standard district specifications"),
  ),
  choice(
    "ed-level",
    "What kind of school is it?",
    "School level",
    [
      opt("Elementary school", w(1.02, LEVEL)),
      opt("Middle or junior high school", w(0.98, LEVEL)),
      opt("High school", {}),
      opt(
        "College or university building",
        w(1.12, "Higher-education buildings carry more specialised space; our judgement"),
      ),
      opt("Vocational or training center", w(0.95, LEVEL)),
    ],
    prior([0.35, 0.2, 0.25, 0.12, 0.08], "Elementary schools are the most common new schools"),
  ),
  {
    kind: "number",
    id: "ed-capacity",
    text: "How many students will the building hold?",
    summary: "Student capacity",
    unit: "students",
    role: "density",
    bounds: judged([20, 10000, 10], "From a small academy to a large high school", "students"),
    sqFtPerUnit: judged(
      140,
      "Typical gross area per student across school levels (about 120-170 sq ft)",
      "sqft/student",
    ),
    elasticity: judged(
      0.1,
      "Denser schools have more classroom walls, restrooms and MEP per sq ft",
      "elasticity",
    ),
    clamp: judged([0.9, 1.12], "Bounds the density effect", "multiplier"),
    sigma: judged(0.3, "Area per student varies about ±30%", "ln-sd"),
  },
  choice(
    "ed-labs",
    "How many science or technical labs will it have?",
    "Labs",
    [
      opt("None (general classrooms only)", w(0.97, "No lab casework, gas or fume hoods")),
      opt("A few science classrooms", {}),
      opt(
        "Many labs (STEM focus)",
        div("Lab casework, fume hoods and extra ventilation", {
          Mechanical: 1.15,
          Equipment: 2,
          "Wood & Plastics": 1.3,
        }),
      ),
      opt(
        "Research-grade labs",
        div("Research labs: heavy ventilation and utilities", {
          Mechanical: 1.45,
          Electrical: 1.2,
          Equipment: 3,
        }),
      ),
    ],
    prior([0.2, 0.55, 0.2, 0.05], "Most schools have a few science rooms"),
  ),
  choice(
    "ed-assembly",
    "Which large spaces will it include?",
    "Gym and auditorium",
    [
      opt("Neither (multipurpose room only)", w(0.97, "No long-span volumes")),
      opt("Gymnasium", {}),
      opt(
        "Gymnasium and auditorium",
        div("Long-span roof, stage rigging, acoustics and seating", {
          Metals: 1.2,
          "Special Construction": 4,
          Furnishings: 2,
          Electrical: 1.05,
        }),
      ),
      opt("Gym, auditorium and natatorium (pool)", {
        ...div("Long spans and stage", { Metals: 1.25, Furnishings: 2 }),
        ...add(
          "natatorium",
          6000000,
          "lump",
          "Special Construction",
          "A school competition pool hall, national typical",
        ),
      }),
    ],
    prior([0.25, 0.45, 0.25, 0.05], "Most schools have a gym; secondary schools often an auditorium"),
  ),
  choice(
    "ed-stories",
    "How many stories will the building have?",
    "Stories",
    [
      opt("One story", w(1.03, "More roof and foundation per sq ft")),
      opt("Two stories", {}),
      opt("Three or more stories", w(1.01, "Elevators and stairs offset the smaller footprint")),
    ],
    prior([0.4, 0.45, 0.15], "Most schools are one or two stories"),
  ),
  structureQuestion("ed", 0.791, 1.116, [0.1, 0.45, 0.1, 0.3, 0.05]),
  facadeQuestion("ed"),
  hvacQuestion("ed"),
  choice(
    "ed-kitchen",
    "What food service will it have?",
    "Food service",
    [
      opt("None or warming kitchen only", div("Warming kitchen equipment only", { Equipment: 0.6 })),
      opt("Full production kitchen and cafeteria", {}),
      opt(
        "Central kitchen serving other schools",
        div("Large production kitchen", { Equipment: 1.8, Mechanical: 1.05 }),
      ),
    ],
    prior([0.25, 0.65, 0.1], "Most schools cook on site"),
  ),
  choice(
    "ed-security",
    "What level of technology and security do you expect?",
    "Technology and security",
    [
      opt("Basic (code minimum)", div("Fewer low-voltage systems", { Electrical: 0.93 })),
      opt("Standard (access control, cameras, classroom AV)", {}),
      opt(
        "Enhanced (secure vestibules, hardened glazing, full AV)",
        div("Security glazing and systems", { Openings: 1.25, Electrical: 1.12 }),
      ),
    ],
    prior([0.15, 0.6, 0.25], "Districts now specify access control and cameras as standard"),
  ),
  choice(
    "ed-fields",
    "Which outdoor athletic facilities are part of the project?",
    "Athletic facilities",
    [
      opt("None or a playground only", {}),
      opt(
        "Practice fields and courts",
        add(
          "athletic_fields",
          1200000,
          "lump",
          "Site Construction",
          "Natural-turf fields, courts and fencing",
        ),
      ),
      opt(
        "Stadium with turf field and track",
        add(
          "stadium_and_track",
          6000000,
          "lump",
          "Site Construction",
          "Synthetic turf, track, lighting, bleachers and a press box",
        ),
      ),
    ],
    prior([0.55, 0.35, 0.1], "Most school projects reuse or skip major athletic facilities"),
  ),
  sustainabilityQuestion("ed"),
  siteQuestion("ed"),
];
