/**
 * Every fact the reader finds, with examples that must be found and look-alikes that must not
 * (allowable areas, heat-pump water heaters, an architect's office address, a note that says
 * "each bedroom").
 */
import { describe, expect, it } from "vitest";
import { readDrawings, type Fact, type FactName, type TextItem } from "../../../shared/drawings/index";
import { PHRASE_WORDS } from "../../../shared/drawings/reader";
import { sheetOf } from "./build";

/** Reads sheets given as [number, title, lines]. */
function read(...sheets: [string, string, string[]][]) {
  const items: TextItem[] = sheets.flatMap(([n, t, lines], i) => sheetOf(n, t, lines, i + 1));
  return readDrawings(items);
}
const one = (lines: string[], title = "GENERAL NOTES", number = "G-001") => read([number, title, lines]);
const value = (r: ReturnType<typeof read>, name: FactName) => r.facts.find((f) => f.name === name)?.value;
const values = (r: ReturnType<typeof read>, name: FactName) =>
  r.facts.filter((f) => f.name === name).map((f) => f.value);
const find = (r: ReturnType<typeof read>, name: FactName) => r.facts.find((f) => f.name === name) as Fact;

describe("areas", () => {
  it("reads conditioned and gross totals with their words, page and sheet", () => {
    const r = one(["TOTAL CONDITIONED 2,450 SF", "BUILDING AREA 62,000 SF"], "AREA PLAN", "A-001");
    expect(value(r, "conditionedArea")).toBe(2450);
    expect(value(r, "grossArea")).toBe(62_000);
    expect(find(r, "conditionedArea")).toMatchObject({
      page: 1,
      sheet: "A-001 AREA PLAN",
      words: "TOTAL CONDITIONED 2,450 SF",
    });
  });

  it("reads the ways sets write square feet", () => {
    for (const unit of ["SF", "S.F.", "SQ. FT.", "SQ FT", "SQUARE FEET", "GSF"])
      expect(value(one([`TOTAL LIVING AREA: 1,862 ${unit}`]), "conditionedArea"), unit).toBe(1862);
  });

  it("ignores allowable areas, lots, sites and occupant-load factors", () => {
    const r = one([
      "ALLOWABLE AREA (TABLE 506.2): 36,000 SF",
      "LOT AREA: 8,712 SF",
      "SITE AREA 2.1 ACRES",
      "CLASSROOMS: 20 NET SF PER OCCUPANT",
      "MAXIMUM BUILDING AREA 70,000 SF",
    ]);
    expect(r.facts.filter((f) => /Area$/.test(f.name))).toEqual([]);
  });

  it("sums the floors of a table with no total, and checks a total against its floors", () => {
    const sum = one(["FIRST FLOOR | 1,240 SF", "SECOND FLOOR | 1,160 SF", "GARAGE | 690 SF"]);
    expect(value(sum, "conditionedArea")).toBe(2400);
    expect(values(sum, "floorArea")).toEqual([1240, 1160, 690]);
    const agree = one(["FIRST FLOOR | 1,240 SF", "SECOND FLOOR | 1,160 SF", "TOTAL CONDITIONED | 2,410 SF"]);
    expect(value(agree, "conditionedArea")).toBe(2410);
    const disagree = one([
      "FIRST FLOOR | 1,240 SF",
      "SECOND FLOOR | 1,160 SF",
      "TOTAL CONDITIONED | 2,950 SF",
    ]);
    expect(value(disagree, "conditionedArea")).toBeUndefined();
    expect(disagree.conflicts[0]).toMatchObject({ name: "conditionedArea" });
    expect(disagree.conflicts[0]!.reason).toContain("2,400");
  });

  it("returns two different totals as a conflict, the same total on two sheets as one fact", () => {
    const same = read(
      ["A-000", "COVER SHEET", ["TOTAL CONDITIONED 2,450 SF"]],
      ["A-101", "FIRST FLOOR PLAN", ["TOTAL CONDITIONED 2,450 SF"]],
    );
    expect(value(same, "conditionedArea")).toBe(2450);
    const differ = read(
      ["A-000", "COVER SHEET", ["TOTAL CONDITIONED 2,450 SF"]],
      ["A-101", "FIRST FLOOR PLAN", ["TOTAL CONDITIONED 2,980 SF"]],
    );
    expect(value(differ, "conditionedArea")).toBeUndefined();
    expect(differ.conflicts.map((c) => c.facts.map((f) => f.page))).toEqual([[1, 2]]);
  });

  it("reads a remodel's area of work", () => {
    expect(value(one(["AREA OF WORK: 420 SF"]), "workArea")).toBe(420);
    expect(value(one(["WORK SHALL NOT EXCEED 420 SF WITHOUT PERMIT"]), "workArea")).toBeUndefined();
  });
});

describe("stories and basement", () => {
  it("reads stated stories and not allowable ones", () => {
    expect(value(one(["NUMBER OF STORIES: 3"]), "stories")).toBe(3);
    expect(value(one(["NEW TWO-STORY OFFICE BUILDING"]), "stories")).toBe(2);
    expect(value(one(["ALLOWABLE STORIES (TABLE 504.4): 5"]), "stories")).toBeUndefined();
    expect(value(one(["1-STORY GARAGE WITH LOFT"]), "stories")).toBeUndefined();
  });

  it("counts the levels of the floor-plan titles, typical floors included, not MEP plans", () => {
    const r = read(
      ["A-101", "LEVEL 1 FLOOR PLAN", []],
      ["A-102", "TYPICAL FLOOR PLAN - LEVELS 2-4", []],
      ["E-105", "LEVEL 5 ELECTRICAL PLAN", []],
    );
    expect(value(r, "stories")).toBe(4);
    expect(find(r, "stories").pages).toEqual([1, 2]);
  });

  it("returns stated stories that the plans contradict as a conflict", () => {
    const r = read(
      ["A-000", "COVER SHEET", ["STORIES: 1"]],
      ["A-101", "FIRST FLOOR PLAN", []],
      ["A-102", "SECOND FLOOR PLAN", []],
    );
    expect(value(r, "stories")).toBeUndefined();
    expect(r.conflicts.map((c) => c.name)).toEqual(["stories"]);
  });

  it("finds a basement from its plan or the area table, and says so when there is none", () => {
    expect(value(read(["A-100", "BASEMENT FLOOR PLAN", []]), "basement")).toBe(true);
    expect(value(one(["UNFINISHED BASEMENT | 1,050 SF"]), "basement")).toBe(true);
    expect(value(one(["NO BASEMENT. SLAB ON GRADE."]), "basement")).toBe(false);
    expect(value(one(["BASEMENT WALLS SHALL BE DAMPPROOFED WHERE OCCURS"]), "basement")).toBeUndefined();
  });
});

describe("rooms and counts", () => {
  const plan = (lines: string[]) => read(["A-101", "FIRST FLOOR PLAN", lines]);

  it("counts bedrooms, full and half baths and garage bays from room labels", () => {
    const r = plan([
      "PRIMARY BEDROOM",
      "BEDROOM 2",
      "BEDROOM 3",
      "PRIMARY BATH",
      "BATH 2",
      "POWDER",
      "3-CAR GARAGE",
    ]);
    expect(value(r, "bedrooms")).toBe(3);
    expect(value(r, "bathrooms")).toBe(2.5);
    expect(value(r, "garageBays")).toBe(3);
    expect(value(r, "garageDetached")).toBe(false);
  });

  it("does not count notes that name rooms, nor labels on electrical plans", () => {
    const notes = plan([
      "SMOKE ALARM IN EACH BEDROOM",
      "BATH EXHAUST FAN 80 CFM",
      "GARAGE DOOR OPENER BY OWNER",
    ]);
    expect(value(notes, "bedrooms")).toBeUndefined();
    expect(value(notes, "bathrooms")).toBeUndefined();
    expect(value(notes, "garageBays")).toBeUndefined();
    const both = read(
      ["A-101", "FIRST FLOOR PLAN", ["BEDROOM 2"]],
      ["E-101", "FIRST FLOOR ELECTRICAL PLAN", ["BEDROOM 2", "BEDROOM 3"]],
    );
    expect(value(both, "bedrooms")).toBe(1);
  });

  it("counts a numbered label once across plans", () => {
    const r = read(
      ["A-101", "FIRST FLOOR PLAN", ["BEDROOM 2"]],
      ["A-501", "ENLARGED FLOOR PLAN", ["BEDROOM 2"]],
    );
    expect(value(r, "bedrooms")).toBe(1);
  });

  it("reads stated counts, and a detached garage or carport", () => {
    const r = one(["4 BEDROOMS, 3 1/2 BATHS"]);
    expect(value(r, "bedrooms")).toBe(4);
    expect(value(r, "bathrooms")).toBe(3.5);
    expect(value(plan(["DETACHED GARAGE"]), "garageDetached")).toBe(true);
    expect(value(plan(["CARPORT"]), "carport")).toBe(true);
    expect(value(one(["ONE SMOKE ALARM PER 2 BEDROOMS"]), "bedrooms")).toBeUndefined();
  });

  it("counts unit tags, keeps a stated unit count over a typical floor's tags, and flags more tags than stated", () => {
    const tags = ["UNIT 201", "UNIT 202", "UNIT 203"];
    expect(value(plan(tags), "units")).toBe(3);
    expect(value(plan(["UNIT A1", "UNIT B2"]), "units")).toBeUndefined();
    const stated = read(["G-001", "COVER SHEET", ["TOTAL UNITS: 60"]], ["A-102", "LEVEL 2 FLOOR PLAN", tags]);
    expect(value(stated, "units")).toBe(60);
    const over = read(["G-001", "COVER SHEET", ["TOTAL UNITS: 2"]], ["A-102", "LEVEL 2 FLOOR PLAN", tags]);
    expect(value(over, "units")).toBeUndefined();
    expect(over.conflicts.map((c) => c.name)).toEqual(["units"]);
    expect(value(one(["4 UNITS PER FLOOR MAXIMUM"]), "units")).toBeUndefined();
  });

  it("counts classrooms, and reads students and beds", () => {
    expect(value(plan(["CLASSROOM", "CLASSROOM", "KINDERGARTEN", "CLASSROOM 104"]), "classrooms")).toBe(4);
    expect(value(plan(["CLASSROOM DOORS TO HAVE LOCKSETS"]), "classrooms")).toBeUndefined();
    expect(value(one(["DESIGN CAPACITY: 650 STUDENTS"]), "students")).toBe(650);
    expect(value(one(["OCCUPANT LOAD: 750"]), "students")).toBeUndefined();
    expect(value(one(["120 LICENSED BEDS"]), "beds")).toBe(120);
    expect(value(one(["RAISED PLANTING BEDS, 6 BEDS"]), "beds")).toBeUndefined();
  });
});

describe("materials and systems", () => {
  it.each([
    ["foundation", '4" CONCRETE SLAB ON GRADE', "slab"],
    ["foundation", 'VENTED CRAWL SPACE, 18" MIN. CLEARANCE', "crawl"],
    ["foundation", "WALK-OUT BASEMENT AT REAR", "walkout"],
    ["roofing", "ARCHITECTURAL ASPHALT SHINGLES", "asphalt"],
    ["roofing", "24 GA. STANDING SEAM METAL ROOF", "metal"],
    ["roofing", "CONCRETE ROOF TILE", "tile"],
    ["roofing", "60 MIL TPO MEMBRANE", "membrane"],
    ["cladding", "VINYL SIDING", "vinyl"],
    ["cladding", "FIBER CEMENT LAP SIDING", "fiber-cement"],
    ["cladding", "3-COAT STUCCO", "stucco"],
    ["cladding", "BRICK VENEER", "brick"],
    ["cladding", "CULTURED STONE VENEER", "stone"],
    ["cladding", "ALUMINUM CURTAIN WALL", "curtain-wall"],
    ["structure", "ICF FOUNDATION AND WALLS", "icf"],
    ["structure", '2X6 WOOD STUDS @ 16" O.C.', "wood"],
    ["structure", "LOAD-BEARING CMU WALLS", "masonry"],
    ["hvac", "AIR-SOURCE HEAT PUMP, 3 TON", "heat-pump"],
    ["hvac", "GAS FURNACE, 80K BTU", "furnace"],
    ["hvac", "DUCTLESS MINI-SPLIT HEADS", "mini-split"],
    ["hvac", "GROUND-SOURCE HEAT PUMP", "geothermal"],
    ["hvac", "PTAC UNITS IN EACH ROOM", "ptac"],
    ["hvac", "VRF OUTDOOR UNITS ON ROOF", "vrf"],
    ["hvac", "RTU-1", "rooftop"],
    ["sprinklers", "NFPA 13R SYSTEM THROUGHOUT", "13R"],
    ["sprinklers", "FULLY SPRINKLERED PER NFPA 13", "13"],
    ["sprinklers", "NON-SPRINKLERED", "none"],
    ["parking", "UNDERGROUND PARKING, 2 LEVELS", "underground"],
  ])("%s: %s", (name, line, want) => {
    expect(values(one([line]), name as FactName)).toContain(want);
  });

  it.each([
    ["hvac", "HEAT PUMP WATER HEATER, 50 GAL"],
    ["foundation", "NO CRAWL SPACE VENTS REQUIRED"],
    ["sprinklers", "NOT SPRINKLERED"],
    ["cladding", "METAL ROOF PANELS"],
    ["roofing", "SHINGLE BEACH ROAD"],
    ["structure", "STEEL BEAM, SEE STRUCTURAL"],
  ])("not %s: %s", (name, line) => {
    const found = values(one([line]), name as FactName);
    if (name === "sprinklers") expect(found).toEqual(["none"]);
    else expect(found).toEqual([]);
  });

  it("reads the construction type and the structure it means", () => {
    const podium = one(["CONSTRUCTION TYPE: V-A OVER I-A"]);
    expect(value(podium, "constructionType")).toBe("V-A OVER I-A");
    expect(values(podium, "structure")).toContain("podium");
    expect(values(one(["TYPE OF CONSTRUCTION: II-B"]), "structure")).toEqual(["steel"]);
    expect(values(one(["TYPE OF CONSTRUCTION: III-A"]), "structure")).toEqual([]);
    expect(value(one(["ALLOWABLE CONSTRUCTION TYPE: V-B"]), "constructionType")).toBeUndefined();
  });

  it("counts the lines that name a material on a page", () => {
    const r = one(["FIBER CEMENT PANEL, COLOR 1", "FIBER CEMENT PANEL, COLOR 2", "STUCCO AT BASE"]);
    expect(r.facts.find((f) => f.name === "cladding" && f.value === "fiber-cement")?.mentions).toBe(2);
  });
});

describe("type, kind and occupancy", () => {
  it.each([
    [["OCCUPANCY GROUP: R-2"], "multi-family"],
    [["OCCUPANCY: E, A-3"], "educational"],
    [["OCCUPANCY GROUPS: I-2, B"], "healthcare"],
    [["OCCUPANCY CLASSIFICATION: B (BUSINESS)"], "office-building"],
    [["OCCUPANCY: B", "RIVERSIDE MEDICAL OFFICE BUILDING"], "healthcare"],
    [["OCCUPANCY: R-3"], "single-family"],
    [["NEW SINGLE FAMILY RESIDENCE"], "single-family"],
  ])("%j is %s", (lines, type) => {
    expect(value(one(lines), "type")).toBe(type);
  });

  it("ignores occupancy groups named in separation tables and reads no type from loose words", () => {
    expect(value(one(["REQUIRED SEPARATION OF OCCUPANCY: R-2 / S-2 1 HR"]), "type")).toBeUndefined();
    expect(value(one(["PROVIDE HOSPITAL GRADE RECEPTACLES"]), "type")).toBeUndefined();
    expect(value(one(["SEE OWNER'S BUSINESS HOURS"]), "type")).toBeUndefined();
  });

  it("returns two main occupancies as a conflict", () => {
    const r = one(["OCCUPANCY: R-2, E"]);
    expect(value(r, "type")).toBeUndefined();
    expect(r.conflicts.map((c) => c.name)).toEqual(["type"]);
  });

  it("reads a remodel from existing and demolition sheets, and its kind", () => {
    const r = read(
      ["A-100", "EXISTING FLOOR PLAN", []],
      ["A-101", "DEMOLITION PLAN", []],
      ["A-102", "KITCHEN REMODEL - NEW WORK", []],
    );
    expect(value(r, "remodel")).toBe(true);
    expect(value(r, "type")).toBe("home-improvements");
    expect(value(r, "kind")).toBe("kitchen");
    expect(
      value(read(["A-101", "FIRST FLOOR PLAN", ["NEW SINGLE FAMILY RESIDENCE"]]), "remodel"),
    ).toBeUndefined();
  });

  it("reads kinds from the building's name or its stories", () => {
    expect(value(one(["OCCUPANCY: E", "LINCOLN MIDDLE SCHOOL"]), "kind")).toBe("middle");
    expect(value(one(["OCCUPANCY: R-2", "STORIES: 3"]), "kind")).toBe("garden");
    expect(value(one(["OCCUPANCY: R-2", "STORIES: 12"]), "kind")).toBe("high-rise");
    expect(value(one(["OCCUPANCY: B", "STORIES: 6"]), "kind")).toBe("office-high");
    expect(value(one(["OCCUPANCY: B", "ELM STREET FIRE STATION NO. 4"]), "kind")).toBe("public-safety");
    expect(value(one(["OCCUPANCY: I-2", "ST. LUKE'S SKILLED NURSING FACILITY"]), "kind")).toBe(
      "residential-care",
    );
    expect(value(one(["OCCUPANCY: I-2"]), "kind")).toBe("hospital");
    expect(value(one(["OCCUPANCY: R-3"]), "kind")).toBeUndefined();
  });
});

describe("place", () => {
  it("reads the project's address and not the architect's", () => {
    const r = one([
      "BRIGHTLINE ARCHITECTS LLC",
      "88 N HIGH STREET",
      "COLUMBUS, OH 43215",
      "PROJECT:",
      "HARTWELL RESIDENCE",
      "1420 BIRCH HOLLOW DRIVE",
      "WESTERVILLE, OH 43081",
    ]);
    expect(value(r, "place")).toEqual({
      street: "1420 BIRCH HOLLOW DRIVE",
      city: "WESTERVILLE",
      state: "OH",
      zip: "43081",
    });
    expect(r.conflicts).toEqual([]);
  });

  it("reads a one-line address and a state written out", () => {
    expect(value(one(["SITE: 2217 E DESERT WILLOW LN, MESA, AZ 85204"]), "place")).toMatchObject({
      city: "MESA",
      state: "AZ",
    });
    expect(value(one(["DENVER, COLORADO 80205"]), "place")).toMatchObject({
      city: "DENVER",
      state: "CO",
      zip: "80205",
    });
  });

  it("ignores what is not a US address and returns two project addresses as a conflict", () => {
    expect(value(one(["SPRINGFIELD, ZZ 12345", "SHEET 3 OF 12"]), "place")).toBeUndefined();
    const two = one(["PROJECT: 10 MAIN ST, AUSTIN, TX 78701", "PROJECT SITE: 55 ELM ST, DALLAS, TX 75201"]);
    expect(value(two, "place")).toBeUndefined();
    expect(two.conflicts.map((c) => c.name)).toEqual(["place"]);
  });
});

describe("the set as a whole", () => {
  it("says when a set has no text (scanned) or does not read like drawings", () => {
    expect(readDrawings([], 12)).toMatchObject({
      pages: 12,
      pagesWithText: 0,
      isDrawingSet: false,
      facts: [],
    });
    const letter: TextItem[] = [
      { page: 1, str: "Dear Ms. Alvarez, thank you for your order of March 3.", x: 72, y: 700, size: 11 },
      { page: 1, str: "Sincerely, the accounts team", x: 72, y: 600, size: 11 },
    ];
    expect(readDrawings(letter).isDrawingSet).toBe(false);
  });
});

describe("the phrase gate", () => {
  it("lets through every line a material, system or space pattern matches", () => {
    const lines = [
      '4" CONCRETE SLAB ON GRADE',
      "S.O.G.",
      "VENTED CRAWL SPACE",
      "FULL BASEMENT",
      "WALKOUT",
      "DAYLIGHT BASEMENT",
      "TIMBER PILES",
      "COMP. SHINGLES",
      "STANDING SEAM",
      "METAL ROOF",
      "BARREL TILE",
      "SLATE ROOF",
      "TPO",
      "EPDM",
      "PVC MEMBRANE",
      "SINGLE-PLY",
      "MODIFIED BITUMEN",
      "BUILT-UP ROOF",
      "GREEN ROOF",
      "VINYL SIDING",
      "FIBERCEMENT",
      "HARDIE",
      "CEMENTITIOUS LAP",
      "CEDAR SHINGLES",
      "STUCCO",
      "PORTLAND CEMENT PLASTER",
      "EIFS",
      "FACE BRICK",
      "THIN STONE",
      "METAL WALL PANEL",
      "ACM",
      "PRECAST PANEL",
      "CURTAINWALL",
      "ICF",
      "INSULATED CONCRETE FORMS",
      "SIPS",
      "PODIUM",
      "CROSS-LAMINATED",
      "CLT",
      "MASS TIMBER",
      "CMU BEARING WALLS",
      "WOOD-FRAMED",
      "2X4 STUDS",
      "GEOTHERMAL",
      "GROUND LOOP",
      "MINISPLIT",
      "DUCTLESS",
      "PTAC",
      "PTHP",
      "PACKAGED TERMINAL",
      "VRF",
      "VRV",
      "VARIABLE REFRIGERANT",
      "RTU-2",
      "ROOFTOP UNIT",
      "CHILLER",
      "CENTRAL PLANT",
      "COOLING TOWER",
      "HOT WATER BOILER",
      "RADIANT SLAB",
      "HEAT PUMP",
      "ASHP",
      "AIR-SOURCE",
      "FURNACE",
      "FAU",
      "FORCED-AIR",
      "NFPA 13R",
      "13-R",
      "NFPA 13D",
      "UNSPRINKLERED",
      "FULLY SPRINKLERED",
      "UNDERGROUND PARKING",
      "PARKING DECK",
      "SURFACE PARKING",
      "FIRE PUMP",
      "GYM",
      "AUDITORIUM",
      "NATATORIUM",
      "POOL",
      "CAFETORIUM",
      "CAFETERIA",
      "KITCHEN",
      "FITNESS",
      "CLUBHOUSE",
      "LOUNGE",
      "LAB",
    ];
    const r = one(lines);
    const names = new Set(r.facts.map((f) => f.name));
    for (const n of [
      "foundation",
      "roofing",
      "cladding",
      "structure",
      "hvac",
      "sprinklers",
      "parking",
      "firePump",
      "space",
    ] as FactName[])
      expect(names.has(n), n).toBe(true);
    for (const l of lines) expect(l, l).toMatch(PHRASE_WORDS);
  });
});
