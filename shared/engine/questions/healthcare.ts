/**
 * Question bank for healthcare facilities: facility kind, beds, imaging, operating rooms,
 * emergency department, height, structure, façade, HVAC and backup power, parking,
 * sustainability and the site. Effects are relative to an acute-care hospital (ICC group I-2,
 * type IIB), the base cost.
 */
import { sourced } from "../provenance";
import { add, areaQuestion, choice, div, opt, prior, w, type Question } from "./question-model";
import {
  facadeQuestion,
  parkingQuestion,
  siteQuestion,
  structureQuestion,
  sustainabilityQuestion,
} from "./commercial-questions";

const INPATIENT = { id: "hc-kind", letters: ["d", "e"] } as const;

/** The healthcare bank, in tie-break order. */
export const HEALTHCARE_QUESTIONS: readonly Question[] = [
  areaQuestion("hc-area", "What is the total gross floor area of the facility?"),
  choice(
    "hc-kind",
    "What kind of healthcare facility is it?",
    "Facility kind",
    [
      opt(
        "Medical office building (doctors' offices, exam rooms)",
        w(0.785, "ICC business group x 1.29 (medical office premium of 25-33%) over the I-2 hospital cost"),
      ),
      opt(
        "Outpatient clinic or urgent care",
        w(0.75, "Close to a medical office, with treatment rooms and minor procedures"),
      ),
      opt("Ambulatory surgery center", w(0.95, "Operating suites and heavy HVAC, but no inpatient floors")),
      opt("Acute-care hospital", {}),
      opt("Nursing home or long-term care", { whole: sourced(0.667, "ratio", "icc-bvd-2025", "2025") }),
    ],
    prior(
      [0.3, 0.25, 0.1, 0.2, 0.15],
      "Outpatient buildings outnumber hospitals among new healthcare projects",
    ),
  ),
  choice(
    "hc-quality",
    "What level of finishes and systems do you want?",
    "Finish level",
    [
      opt("Economy (basic, functional)", { tier: "economy" }),
      opt("Standard (typical community facility)", { tier: "standard" }),
      opt("Premium (patient-experience focus)", { tier: "premium" }),
      opt("Flagship (academic or destination medical center)", { tier: "luxury" }),
    ],
    prior([0.15, 0.55, 0.25, 0.05], "Most facilities are built to a standard system specification"),
  ),
  choice(
    "hc-beds",
    "How many inpatient beds will it have?",
    "Inpatient beds",
    [
      opt("Fewer than 50 beds", w(1.04, "Small hospitals carry fixed central services over fewer beds")),
      opt("50 to 150 beds", {}),
      opt("150 to 300 beds", w(0.98, "Shared services spread over more beds")),
      opt("More than 300 beds", w(1.02, "Tertiary services and high-rise bed towers")),
    ],
    prior([0.3, 0.4, 0.2, 0.1], "Community hospitals are mostly under 150 beds"),
    INPATIENT,
  ),
  choice(
    "hc-imaging",
    "What diagnostic imaging will it house?",
    "Imaging",
    [
      opt("None", {}),
      opt(
        "X-ray and ultrasound",
        add(
          "imaging_xray",
          250000,
          "lump",
          "Special Construction",
          "Shielded x-ray room and ultrasound rooms",
        ),
      ),
      opt(
        "CT scanner",
        add(
          "imaging_ct",
          900000,
          "lump",
          "Special Construction",
          "Shielded CT suite with its power and cooling",
        ),
      ),
      opt(
        "MRI and CT",
        add("imaging_mri_ct", 2800000, "lump", "Special Construction", "RF-shielded MRI suite plus CT suite"),
      ),
      opt(
        "Full radiology with PET or radiation therapy",
        add(
          "imaging_full_radiology",
          7000000,
          "lump",
          "Special Construction",
          "Linear-accelerator vault or PET suite plus MRI and CT",
        ),
      ),
    ],
    prior([0.35, 0.3, 0.15, 0.15, 0.05], "Medical offices often have none; hospitals have MRI and CT"),
  ),
  choice(
    "hc-surgery",
    "How many operating or procedure rooms?",
    "Operating rooms",
    [
      opt("None", {}),
      opt(
        "Procedure rooms only (endoscopy, minor procedures)",
        add(
          "procedure_rooms",
          800000,
          "lump",
          "Mechanical",
          "Two or three procedure rooms with their air handling",
        ),
      ),
      opt(
        "One to four operating rooms",
        add(
          "operating_rooms",
          3500000,
          "lump",
          "Mechanical",
          "About $0.9 million per OR for HVAC, medical gas, lights and booms",
        ),
      ),
      opt(
        "Five to twelve operating rooms",
        add(
          "operating_rooms",
          9000000,
          "lump",
          "Mechanical",
          "About $1 million per OR plus sterile processing",
        ),
      ),
      opt(
        "More than twelve operating rooms",
        add(
          "operating_rooms",
          20000000,
          "lump",
          "Mechanical",
          "A large surgical platform with sterile processing",
        ),
      ),
    ],
    prior([0.5, 0.2, 0.15, 0.1, 0.05], "Most outpatient buildings have no ORs"),
  ),
  choice(
    "hc-emergency",
    "Will it have an emergency department?",
    "Emergency department",
    [
      opt("No", {}),
      opt("Urgent care only", div("Treatment rooms and extended hours", { Mechanical: 1.03 })),
      opt(
        "Full emergency department",
        div("Trauma rooms, decontamination and ambulance entry", {
          Mechanical: 1.08,
          Electrical: 1.06,
          "Site Construction": 1.1,
        }),
      ),
      opt("Trauma center with helipad", {
        ...div("Trauma rooms", { Mechanical: 1.1, Electrical: 1.08 }),
        ...add(
          "helipad",
          1500000,
          "lump",
          "Special Construction",
          "A rooftop helipad with its structure and fire protection",
        ),
      }),
    ],
    prior([0.6, 0.15, 0.2, 0.05], "Hospitals have one; outpatient buildings usually not"),
  ),
  choice(
    "hc-stories",
    "How many stories will the building have?",
    "Stories",
    [
      opt("One story", w(1.03, "More roof and foundation per sq ft")),
      opt("Two or three stories", {}),
      opt(
        "Four to eight stories",
        w(
          0.92,
          "RSMeans via trade press: 4-8 story hospitals about 12% less per sq ft than 2-3 story; halved",
        ),
      ),
      opt(
        "More than eight stories",
        w(0.98, "High-rise structure and vertical transport offset the savings"),
      ),
    ],
    prior([0.35, 0.4, 0.18, 0.07], "Outpatient buildings are mostly low-rise"),
  ),
  structureQuestion("hc", 0.779, 1.075, [0.1, 0.55, 0.25, 0.07, 0.03]),
  choice(
    "hc-power",
    "How much backup power and system redundancy is required?",
    "Backup power",
    [
      opt(
        "Code minimum (life safety only)",
        div("Life-safety generator only", { Electrical: 0.88, Mechanical: 0.95 }),
      ),
      opt("Essential systems on a generator", {}),
      opt(
        "Full generator backup and redundant central plant",
        div("N+1 plant and full backup", { Electrical: 1.15, Mechanical: 1.1 }),
      ),
    ],
    prior([0.35, 0.45, 0.2], "Healthcare codes require essential electrical systems for most occupancies"),
  ),
  facadeQuestion("hc"),
  parkingQuestion("hc", 4, [0.05, 0.7, 0.2, 0.05]),
  sustainabilityQuestion("hc"),
  siteQuestion("hc"),
  choice(
    "hc-special",
    "Which specialised space matters most?",
    "Specialised space",
    [
      opt("None", {}),
      opt(
        "Pharmacy clean room",
        add("pharmacy_clean_room", 1200000, "lump", "Special Construction", "USP 797/800 compounding suite"),
      ),
      opt(
        "Behavioral health unit (ligature-resistant)",
        div("Ligature-resistant fixtures and hardware", { Finishes: 1.08, Openings: 1.15, Specialties: 1.5 }),
      ),
      opt("Laboratory", div("Lab casework and ventilation", { Mechanical: 1.06, Equipment: 1.5 })),
    ],
    prior([0.6, 0.15, 0.1, 0.15], "Most facilities have none of these"),
  ),
];
