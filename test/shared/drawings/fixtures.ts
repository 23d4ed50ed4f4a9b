/**
 * Three plan sets written as CAD exports them (see build.ts), with what a reader should find in
 * each: a two-story house with a basement, a one-story slab ranch and a 60-unit R-2 building. The
 * fourth, an elementary school, is held out (held-out.ts): written after the reader was done.
 */
import type { TextItem } from "../../../shared/drawings/index";
import { column, planSet, table, type Label } from "./build";

export interface Expected {
  type: string;
  kind?: string;
  area: number;
  stories: number;
  /** Further answers by question id, each with the page it must be traced to. */
  answers: Record<string, { answer: string | number; page: number }>;
  place?: { city: string; state: string; zip: string };
}

export interface Fixture {
  name: string;
  items: TextItem[];
  expected: Expected;
}

const houseFirm = ["BRIGHTLINE ARCHITECTS LLC", "88 N HIGH STREET", "COLUMBUS, OH 43215", "TEL 614-555-0142"];

/** A two-story house over a finished basement, Westerville, Ohio. */
export const HOUSE: Fixture = {
  name: "two-story house with a basement",
  items: planSet(
    {
      name: "HARTWELL RESIDENCE",
      address: ["1420 BIRCH HOLLOW DRIVE", "WESTERVILLE, OH 43081"],
      firm: houseFirm,
    },
    [
      {
        number: "A-000",
        title: "COVER SHEET",
        labels: [
          ["NEW SINGLE FAMILY RESIDENCE", 200, 1500, 20],
          ...column(
            [
              "PROJECT DATA",
              "CODE: 2019 RESIDENTIAL CODE OF OHIO (IRC BASED)",
              "OCCUPANCY: R-3",
              "CONSTRUCTION TYPE: V-B",
              "STORIES: 2 PLUS BASEMENT",
              "4 BEDROOMS, 3 1/2 BATHS",
            ],
            200,
            1400,
            9,
          ),
          ["AREA SUMMARY", 200, 1100, 10],
          ...table(
            [
              ["FINISHED BASEMENT", "1,050 SF"],
              ["FIRST FLOOR", "1,240 SF"],
              ["SECOND FLOOR", "1,160 SF"],
              ["TOTAL CONDITIONED", "3,450 SF"],
              ["GARAGE", "690 SF"],
              ["COVERED PORCH", "180 SF"],
            ],
            200,
            1080,
            160,
            9,
          ),
          ...column(
            ["SHEET INDEX", "A-000 COVER SHEET", "A-100 BASEMENT FLOOR PLAN", "A-101 FIRST FLOOR PLAN"],
            900,
            1400,
            8,
          ),
          ...column(
            [
              "A-102 SECOND FLOOR PLAN",
              "A-201 EXTERIOR ELEVATIONS",
              "A-301 WALL SECTIONS",
              "M-101 MECHANICAL PLAN",
            ],
            900,
            1336,
            8,
          ),
        ],
      },
      {
        number: "A-100",
        title: "BASEMENT FLOOR PLAN",
        labels: [
          ["REC ROOM", 600, 900, 9],
          ["BEDROOM 4", 1100, 900, 9],
          ["BATH 3", 1100, 700, 9],
          ["MECH.", 400, 700, 9],
          ["STORAGE", 400, 600, 9],
          ['4" CONC. BASEMENT SLAB OVER 10 MIL VAPOR RETARDER', 300, 400, 7],
          ['8" POURED CONC. FOUNDATION WALL', 1500, 800, 7, 90],
          ["12'-6\" X 13'-0\"", 1100, 886, 7],
        ],
      },
      {
        number: "A-101",
        title: "FIRST FLOOR PLAN",
        labels: [
          ["KITCHEN", 700, 1000, 9],
          ["GREAT ROOM", 1000, 1000, 9],
          ["DINING", 700, 800, 9],
          ["POWDER", 900, 800, 9],
          ["OFFICE", 1200, 800, 9],
          ["MUDROOM", 500, 800, 9],
          ["3-CAR GARAGE", 300, 1000, 9],
          ["COVERED PORCH", 1000, 500, 9],
          ['4" CONC. SLAB ON GRADE AT GARAGE', 300, 950, 7],
          ["24'-0\"", 260, 1200, 7, 90],
        ],
      },
      {
        number: "A-102",
        title: "SECOND FLOOR PLAN",
        labels: [
          ["PRIMARY BEDROOM", 700, 1000, 9],
          ["PRIMARY BATH", 700, 800, 9],
          ["BEDROOM 2", 1100, 1000, 9],
          ["BEDROOM 3", 1300, 1000, 9],
          ["BATH 2", 1200, 800, 9],
          ["LAUNDRY", 900, 800, 9],
          ["W.I.C.", 600, 900, 9],
        ],
      },
      {
        number: "A-201",
        title: "EXTERIOR ELEVATIONS",
        labels: [
          ["FRONT ELEVATION", 300, 900, 12],
          ["ARCHITECTURAL ASPHALT SHINGLES", 500, 1300, 7],
          ["FIBER CEMENT LAP SIDING", 800, 1100, 7],
          ["MANUFACTURED STONE VENEER WAINSCOT", 800, 1000, 7],
          ["REAR ELEVATION", 1300, 900, 12],
          ["FIBER CEMENT LAP SIDING", 1500, 1100, 7],
          ["T.O. RIDGE 31'-4\"", 2100, 1000, 7, 90],
        ],
      },
      {
        number: "A-301",
        title: "WALL SECTIONS",
        labels: [
          ...column(
            [
              "ARCHITECTURAL SHINGLES ON 15# FELT",
              '2X6 WOOD STUDS @ 16" O.C.',
              "FIBER CEMENT LAP SIDING ON WRB",
              '8" POURED CONC. FOUNDATION WALL',
              '4" CONC. BASEMENT SLAB',
            ],
            700,
            1300,
            7,
          ),
        ],
      },
      {
        number: "M-101",
        title: "FIRST FLOOR MECHANICAL PLAN",
        labels: [
          ["KITCHEN", 700, 1000, 9],
          ["BEDROOM 2", 1100, 1000, 9],
          ...column(
            [
              "MECHANICAL NOTES",
              "1. AIR-SOURCE HEAT PUMP, 3 TON, SEER2 16, WITH ELECTRIC BACKUP HEAT.",
              "2. HEAT PUMP WATER HEATER, 65 GAL, IN BASEMENT MECH. ROOM.",
              "3. ALL DUCTWORK IN CONDITIONED SPACE.",
            ],
            300,
            500,
            7,
          ),
        ],
      },
    ],
  ),
  expected: {
    type: "single-family",
    area: 3450,
    stories: 2,
    place: { city: "WESTERVILLE", state: "OH", zip: "43081" },
    answers: {
      "sf-foundation": { answer: "c", page: 2 },
      "sf-structure": { answer: "a", page: 6 },
      "sf-exterior": { answer: "b", page: 5 },
      "sf-roof": { answer: "a", page: 5 },
      "sf-hvac": { answer: "b", page: 7 },
      "sf-baths": { answer: "c", page: 1 },
      "sf-garage": { answer: "c", page: 3 },
    },
  },
};

/** A one-story ranch on a slab, Mesa, Arizona; sheet numbers without dashes, a plain "FLOOR PLAN". */
export const RANCH: Fixture = {
  name: "one-story slab ranch",
  items: planSet(
    {
      name: "SALAZAR RESIDENCE",
      address: ["2217 E DESERT WILLOW LN, MESA, AZ 85204"],
      firm: ["SONORAN HOME DESIGN", "120 E VAN BUREN ST", "PHOENIX, AZ 85004"],
    },
    [
      {
        number: "A1",
        title: "SITE PLAN AND PROJECT DATA",
        labels: [
          ...column(
            [
              "SCOPE: NEW ONE-STORY SINGLE FAMILY RESIDENCE WITH ATTACHED GARAGE",
              "LOT AREA: 8,712 SF",
              "LOT COVERAGE: 31%",
            ],
            200,
            1500,
            9,
          ),
          ...table(
            [
              ["LIVABLE", "1,862 S.F."],
              ["GARAGE", "462 S.F."],
              ["PATIO", "240 S.F."],
              ["TOTAL UNDER ROOF", "2,564 S.F."],
              ["TOTAL HEATED AREA", "1,862 S.F."],
            ],
            200,
            1300,
            150,
            9,
          ),
          ["PROPERTY LINE", 1400, 900, 7, 90],
        ],
      },
      {
        number: "A2",
        title: "FLOOR PLAN",
        labels: [
          ["GREAT ROOM", 900, 1000, 9],
          ["KITCHEN", 700, 1000, 9],
          ["OWNER'S SUITE", 1200, 1100, 9],
          ["MASTER BEDROOM", 1200, 1000, 9],
          ["MASTER BATH", 1200, 800, 9],
          ["BEDROOM 2", 500, 1200, 9],
          ["BEDROOM 3", 500, 1000, 9],
          ["HALL BATH", 500, 800, 9],
          ["LAUNDRY", 700, 800, 9],
          ["2 CAR GARAGE", 300, 600, 9],
          ["11'-4\" X 12'-0\"", 500, 1186, 7],
        ],
      },
      {
        number: "A3",
        title: "EXTERIOR ELEVATIONS",
        labels: [
          ["CONCRETE ROOF TILE", 700, 1300, 7],
          ["3-COAT STUCCO SYSTEM, SAND FINISH", 700, 1100, 7],
          ["STUCCO CONTROL JOINT", 1300, 1100, 7],
          ["CONCRETE ROOF TILE", 1300, 1300, 7],
        ],
      },
      {
        number: "S1",
        title: "FOUNDATION PLAN",
        labels: [
          ['4" CONCRETE SLAB ON GRADE OVER 4" ABC, 6 MIL POLY', 600, 1000, 7],
          ["MONOLITHIC SLAB EDGE", 300, 700, 7, 90],
          ['2X4 WOOD STUDS @ 16" O.C. AT INTERIOR WALLS', 600, 900, 7],
        ],
      },
      {
        number: "M1",
        title: "MECHANICAL AND PLUMBING PLAN",
        labels: [
          ["80% GAS FURNACE, 60K BTU, IN ATTIC", 700, 1000, 7],
          ["3 TON SPLIT SYSTEM A/C CONDENSER", 700, 980, 7],
          ["GAS WATER HEATER", 700, 900, 7],
        ],
      },
    ],
    11,
  ),
  expected: {
    type: "single-family",
    area: 1862,
    stories: 1,
    place: { city: "MESA", state: "AZ", zip: "85204" },
    answers: {
      "sf-foundation": { answer: "a", page: 4 },
      "sf-structure": { answer: "a", page: 4 },
      "sf-exterior": { answer: "c", page: 3 },
      "sf-roof": { answer: "c", page: 3 },
      "sf-hvac": { answer: "a", page: 5 },
      "sf-baths": { answer: "b", page: 2 },
      "sf-garage": { answer: "b", page: 2 },
    },
  },
};

/** Fifteen unit tags on a floor plan (201 to 215 on level 2). */
function unitTags(level: number): Label[] {
  return Array.from({ length: 15 }, (_, i) => {
    const n = `${level}${String(i + 1).padStart(2, "0")}`;
    return [`UNIT ${n}`, 300 + (i % 8) * 240, i < 8 ? 1200 : 700, 9] as Label;
  });
}

/** A five-story building of 60 apartments over a podium, Denver, Colorado. */
export const APARTMENTS: Fixture = {
  name: "60-unit R-2 building",
  items: planSet(
    {
      name: "MAPLEWOOD FLATS",
      address: ["2150 N WILLIAMS STREET", "DENVER, COLORADO 80205"],
      firm: ["FRONT RANGE ARCHITECTURE PC", "1550 WEWATTA ST, DENVER, CO 80202"],
    },
    [
      {
        number: "G-001",
        title: "COVER SHEET",
        labels: [
          ["MAPLEWOOD FLATS", 200, 1550, 24],
          ["NEW 5-STORY MULTI-FAMILY APARTMENTS", 200, 1500, 12],
          ["UNIT MIX", 200, 1300, 10],
          ...table(
            [
              ["STUDIO", "12"],
              ["ONE BEDROOM", "32"],
              ["TWO BEDROOM", "16"],
              ["TOTAL UNITS", "60"],
            ],
            200,
            1280,
            160,
            9,
          ),
        ],
      },
      {
        number: "G-002",
        title: "CODE ANALYSIS",
        labels: [
          ...column(
            [
              "APPLICABLE CODE: 2021 INTERNATIONAL BUILDING CODE",
              "OCCUPANCY GROUPS: R-2, S-2 (PARKING), B (LEASING)",
              "CONSTRUCTION TYPE: V-A OVER I-A (PODIUM, IBC 510.2)",
              "STORIES ABOVE GRADE PLANE: 5",
              "AUTOMATIC SPRINKLER SYSTEM: NFPA 13 AT LEVEL 1, NFPA 13R AT LEVELS 2-5",
              "ALLOWABLE AREA PER STORY (TABLE 506.2): 36,000 SF",
              "ALLOWABLE STORIES (TABLE 504.4): 5",
            ],
            200,
            1500,
            9,
          ),
          ["BUILDING AREA", 200, 1200, 10],
          ...table(
            [
              ["LEVEL 1 (PARKING, LEASING)", "15,200 SF"],
              ["LEVEL 2", "14,800 SF"],
              ["LEVEL 3", "14,800 SF"],
              ["LEVEL 4", "14,800 SF"],
              ["LEVEL 5", "14,800 SF"],
              ["TOTAL BUILDING AREA", "74,400 SF"],
            ],
            200,
            1180,
            220,
            9,
          ),
        ],
      },
      {
        number: "A-101",
        title: "LEVEL 1 FLOOR PLAN",
        labels: [
          ["PODIUM PARKING GARAGE - 58 SPACES", 800, 1000, 10],
          ["LEASING", 300, 600, 9],
          ["FITNESS", 500, 600, 9],
          ["ELEV. 1", 900, 600, 9],
        ],
      },
      { number: "A-102", title: "LEVEL 2 FLOOR PLAN", labels: unitTags(2) },
      { number: "A-103", title: "TYPICAL FLOOR PLAN - LEVELS 3-5", labels: unitTags(3) },
      {
        number: "A-201",
        title: "BUILDING ELEVATIONS",
        labels: [
          ["FIBER CEMENT PANEL, COLOR 1", 700, 1200, 7],
          ["FIBER CEMENT PANEL, COLOR 2", 1200, 1200, 7],
          ["PORTLAND CEMENT PLASTER AT PODIUM", 700, 500, 7],
          ["TPO MEMBRANE ROOFING OVER TAPERED INSULATION", 700, 1500, 7],
          ["LEVEL 5", 2150, 1300, 7],
          ["LEVEL 1", 2150, 400, 7],
        ],
      },
      {
        number: "M-001",
        title: "MECHANICAL SCHEDULES",
        labels: [
          ...column(
            [
              "EACH UNIT: DUCTED SPLIT SYSTEM HEAT PUMP, 1.5 TO 2 TON",
              "CORRIDORS: DEDICATED OUTDOOR AIR UNIT ON ROOF",
              "GARAGE EXHAUST FANS WITH CO SENSORS",
            ],
            300,
            1400,
            8,
          ),
        ],
      },
    ],
    23,
  ),
  expected: {
    type: "multi-family",
    kind: "mid-rise",
    area: 74_400,
    stories: 5,
    place: { city: "DENVER", state: "CO", zip: "80205" },
    answers: {
      "mf-units": { answer: 60, page: 1 },
      "mf-structure": { answer: "b", page: 2 },
      "mf-facade": { answer: "c", page: 6 },
      "mf-hvac": { answer: "b", page: 7 },
      "mf-parking": { answer: "c", page: 3 },
      "mf-sprinklers": { answer: "a", page: 2 },
      "mf-roof": { answer: "a", page: 6 },
    },
  },
};

export const FIXTURES: readonly Fixture[] = [HOUSE, RANCH, APARTMENTS];
