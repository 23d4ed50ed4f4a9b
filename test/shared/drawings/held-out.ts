/**
 * The held-out plan set: a two-story elementary school, written after the reader was done and read
 * before any change to the reader. Its code summary uses other phrasings than the fixtures'
 * (occupancy groups with descriptions in parentheses, "GSF", a room tag's number on its own line
 * under the name). It passed every check the first time; the one thing it showed the reader
 * missing (A-3 and B after "E (EDUCATIONAL)") was mended afterwards and changes none of its answers.
 */
import { column, planSet, table, type Label } from "./build";
import type { Fixture } from "./fixtures";

/** A room tag as Revit draws it: the name, the number a line below. */
function tag(name: string, number: string, x: number, y: number): Label[] {
  return [
    [name, x, y, 9],
    [number, x + 10, y - 13, 8],
  ];
}

function classrooms(first: number, count: number, y: number): Label[] {
  return Array.from({ length: count }, (_, i) =>
    tag("CLASSROOM", String(first + i), 300 + i * 170, y),
  ).flat();
}

export const SCHOOL: Fixture = {
  name: "two-story elementary school (held out)",
  items: planSet(
    {
      name: "OAK RIDGE ELEMENTARY SCHOOL",
      address: ["4100 POOLE ROAD", "RALEIGH, NC 27610"],
      firm: [
        "CAPITAL STUDIO ARCHITECTS, PA",
        "310 S HARRINGTON ST",
        "RALEIGH, NC 27601",
        "WWW.CAPITALSTUDIO.EXAMPLE",
      ],
    },
    [
      {
        number: "G-001",
        title: "COVER SHEET",
        labels: [
          ["OAK RIDGE ELEMENTARY SCHOOL", 200, 1550, 26],
          ["WAKE COUNTY PUBLIC SCHOOL SYSTEM", 200, 1500, 12],
          ["NEW TWO-STORY ELEMENTARY SCHOOL, GRADES K-5", 200, 1470, 12],
          ...column(
            ["G-001 COVER SHEET", "G-002 CODE SUMMARY", "A-101 FIRST FLOOR PLAN", "A-102 SECOND FLOOR PLAN"],
            1200,
            1400,
            8,
          ),
        ],
      },
      {
        number: "G-002",
        title: "CODE SUMMARY",
        labels: [
          ...column(
            [
              "2018 NORTH CAROLINA STATE BUILDING CODE",
              "OCCUPANCY CLASSIFICATION: E (EDUCATIONAL), A-3 (GYMNASIUM), B (ADMINISTRATION)",
              "TYPE OF CONSTRUCTION: II-B",
              "SPRINKLER SYSTEM: FULLY SPRINKLERED PER NFPA 13",
              "NUMBER OF STORIES: 2",
              "DESIGN CAPACITY: 650 STUDENTS",
              "ALLOWABLE AREA (SECTION 506): 87,000 SF",
            ],
            200,
            1500,
            9,
          ),
          ["GROSS FLOOR AREA", 200, 1300, 10],
          ...table(
            [
              ["FIRST FLOOR", "38,450 GSF"],
              ["SECOND FLOOR", "23,550 GSF"],
              ["TOTAL BUILDING AREA", "62,000 GSF"],
            ],
            200,
            1280,
            200,
            9,
          ),
        ],
      },
      {
        number: "A-101",
        title: "FIRST FLOOR PLAN",
        labels: [
          ...classrooms(101, 8, 1300),
          ...tag("KINDERGARTEN", "110", 300, 1100),
          ...tag("KINDERGARTEN", "111", 500, 1100),
          ...tag("GYMNASIUM", "130", 900, 900),
          ...tag("CAFETERIA", "140", 1300, 900),
          ...tag("KITCHEN", "141", 1500, 900),
          ...tag("ADMINISTRATION", "150", 300, 700),
          ...tag("MEDIA CENTER", "160", 700, 700),
          ["BRICK VENEER, SEE ELEVATIONS", 1800, 1300, 7, 90],
        ],
      },
      {
        number: "A-102",
        title: "SECOND FLOOR PLAN",
        labels: [
          ...classrooms(201, 8, 1300),
          ...classrooms(209, 6, 1000),
          ...tag("SCIENCE LAB", "220", 300, 800),
          ...tag("ART", "221", 600, 800),
          ...tag("MUSIC", "222", 800, 800),
        ],
      },
      {
        number: "A-201",
        title: "EXTERIOR ELEVATIONS",
        labels: [
          ["MODULAR FACE BRICK VENEER, RUNNING BOND", 700, 1100, 7],
          ["FACE BRICK VENEER, ACCENT COLOR", 1200, 1100, 7],
          ["PREFINISHED METAL WALL PANEL", 700, 1300, 7],
          ["ALUMINUM STOREFRONT", 1000, 900, 7],
          ["T.O. PARAPET 34'-0\"", 2100, 1200, 7, 90],
        ],
      },
      {
        number: "A-501",
        title: "WALL SECTIONS",
        labels: [
          ...column(
            [
              "TPO MEMBRANE ROOFING ON TAPERED POLYISO",
              "STEEL JOISTS AND METAL DECK",
              'FACE BRICK VENEER ON 2" RIGID INSULATION',
              '6" COLD-FORMED METAL STUD BACKUP',
              '4" CONCRETE SLAB ON GRADE',
            ],
            700,
            1300,
            7,
          ),
        ],
      },
      {
        number: "M-001",
        title: "MECHANICAL SCHEDULES",
        labels: [
          ["ROOFTOP UNIT SCHEDULE", 300, 1400, 10],
          ...table(
            [
              ["RTU-1", "GYMNASIUM"],
              ["RTU-2", "CAFETERIA"],
              ["RTU-3 THRU RTU-8", "CLASSROOM WINGS"],
            ],
            300,
            1380,
            120,
            8,
          ),
          ["DEDICATED OUTDOOR AIR SYSTEM FOR CLASSROOMS", 300, 1200, 8],
        ],
      },
    ],
    41,
  ),
  expected: {
    type: "educational",
    kind: "elementary",
    area: 62_000,
    stories: 2,
    place: { city: "RALEIGH", state: "NC", zip: "27610" },
    answers: {
      "ed-capacity": { answer: 650, page: 2 },
      "ed-structure": { answer: "b", page: 2 },
      "ed-facade": { answer: "b", page: 3 },
      "ed-hvac": { answer: "a", page: 7 },
      "ed-assembly": { answer: "b", page: 3 },
      "ed-kitchen": { answer: "b", page: 3 },
    },
  },
};
