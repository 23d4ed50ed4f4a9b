/**
 * The drawing reader: positioned text items in, facts out, each with its page, sheet and words.
 * Lines are matched against fixed phrases of plan sets (area tabulations, code summaries, room
 * labels, notes); words that match no phrase are ignored, never guessed from. Facts of one name
 * that disagree are returned as a conflict and not as a fact.
 */
import { joinLines } from "./lines";
import { readSheets } from "./sheets";
import type {
  Cladding,
  Conflict,
  DrawingReading,
  Fact,
  FactName,
  FactValues,
  Foundation,
  Hvac,
  Line,
  Place,
  Roofing,
  Sheet,
  Sprinklers,
  Structure,
  TextItem,
} from "./types";

/** Areas within this share of each other agree (rounding in area tables). */
export const AREA_TOLERANCE = 0.02;

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const SF = String.raw`\s*(?:SF|S\.F\.?|SQ\.?\s*FT\.?|SQUARE\s+FEET|GSF|GFA|FT2|FT²)(?![A-Z])`;
const AREA_VALUE = new RegExp(`${NUM}${SF}`, "i");
const NOT_AREA =
  /ALLOWABLE|ALLOWED|MAXIMUM|\bMAX\b|PERMITTED|LOT\s+(AREA|SIZE)|SITE\s+AREA|PARCEL|TRIBUTARY|OPENING|VENT|WINDOW|GLAZ|PER\s+OCC|\/\s*OCC|SF\s*\/|PER\s+PERSON|IMPERVIOUS|LANDSCAP|COVERAGE|FOOTPRINT/i;
const CONDITIONED_TOTAL =
  /TOTAL\s+(CONDITIONED|HEATED|LIVING|FINISHED)|(CONDITIONED|HEATED|LIVING|FINISHED)\s+(AREA|SPACE|SQ)[^|]*TOTAL/i;
const GROSS_TOTAL =
  /(TOTAL\s+)?(GROSS\s+)?BUILDING\s+AREA|TOTAL\s+GROSS|GROSS\s+(FLOOR\s+|BUILDING\s+)?AREA|TOTAL\s+FLOOR\s+AREA|TOTAL\s+AREA|TOTAL\s+UNDER\s+ROOF/i;
const WORK_AREA = /AREA\s+OF\s+(WORK|REMODEL|RENOVATION)|WORK\s+AREA|(RENOVATED|REMODEL(ED)?)\s+AREA/i;
const FLOOR_LABEL =
  /^((?:FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|1ST|2ND|3RD|4TH|5TH|6TH|MAIN|UPPER|LOWER|GROUND)\s+(?:FLOOR|LEVEL)|LEVEL\s+\d+|FLOOR\s+\d+|(?:(?:FINISHED|UNFINISHED)\s+)?BASEMENT|GARAGE|(?:COVERED\s+|FRONT\s+|REAR\s+)?(?:PORCH|DECK|PATIO)|BONUS\s+ROOM)\b([^|]*)$/i;
/** A sheet index's entry ("A-101 FIRST FLOOR PLAN") names a sheet; it is not evidence of its own. */
const INDEX_ENTRY = /^[A-Z]{1,3}[-.]?\d{1,3}(?:\.\d{1,2})?\s+[A-Z]/;
const UNCONDITIONED = /GARAGE|PORCH|DECK|PATIO|UNFINISHED|UNCONDITIONED|STORAGE/i;

const ORDINALS: Record<string, number> = {
  FIRST: 1,
  "1ST": 1,
  GROUND: 1,
  MAIN: 1,
  ONE: 1,
  SECOND: 2,
  "2ND": 2,
  UPPER: 2,
  TWO: 2,
  THIRD: 3,
  "3RD": 3,
  THREE: 3,
  FOURTH: 4,
  "4TH": 4,
  FOUR: 4,
  FIFTH: 5,
  "5TH": 5,
  FIVE: 5,
  SIXTH: 6,
  "6TH": 6,
  SIX: 6,
  SEVEN: 7,
  EIGHT: 8,
  NINE: 9,
  TEN: 10,
};

const NOT_ARCH_PLAN =
  /ELECTRICAL|PLUMBING|MECHANICAL|\bMEP\b|FRAMING|REFLECTED|CEILING|FURNITURE|FINISH\s+PLAN|POWER|LIGHTING|ROOF\s+PLAN|FOUNDATION\s+PLAN|SITE|FIRE|LIFE\s+SAFETY|DEMOLITION|DEMO\b/i;
const PLAN_TITLE = /(FLOOR|LEVEL\s+\d+|BASEMENT|UNIT|OVERALL)\s+(FLOOR\s+)?PLAN/i;

const STATES =
  "AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming";
const STATE_CODE = new Map<string, string>();
for (const s of STATES.split("|")) {
  const code = s.slice(0, 2);
  STATE_CODE.set(code, code);
  STATE_CODE.set(s.slice(3).toUpperCase(), code);
}
const CITY_LINE = new RegExp(
  String.raw`(?:^|,\s*|\|\s*)([A-Z][A-Za-z.' -]{1,40}?),\s*(${STATES.split("|")
    .map((s) => `${s.slice(0, 2)}|${s.slice(3)}`)
    .join("|")})\.?\s+(\d{5})(?:-\d{4})?\b`,
  "i",
);
const STREET =
  /(\d{1,6}\s+[A-Z0-9][A-Za-z0-9.' -]*?\b(?:STREET|ST|AVENUE|AVE|ROAD|RD|DRIVE|DR|LANE|LN|BOULEVARD|BLVD|WAY|COURT|CT|PLACE|PL|PARKWAY|PKWY|CIRCLE|CIR|HIGHWAY|HWY|TRAIL|TRL|TERRACE|TER)\.?)(?:,|$|\s*\|)/i;
const FIRM =
  /ARCHITECT|ENGINEER|DESIGN|ASSOCIATES|\bLLC\b|\bINC\b|\bP\.?C\.?\b|STUDIO|\bTEL\b|PHONE|WWW\.|@|\bPLLC\b|\bAIA\b|\bPE\b/i;
const PROJECT_LABEL = /PROJECT|SITE|LOCATION|ADDRESS|OWNER/i;

/** A phrase table: each pattern names a value where it matches and `not` does not. */
type Phrases<T> = readonly { re: RegExp; value: T; not?: RegExp }[];

const FOUNDATIONS: Phrases<Foundation> = [
  { re: /WALK-?\s?OUT\s+BASEMENT|WALKOUT|DAYLIGHT\s+BASEMENT/i, value: "walkout" },
  {
    re: /FULL\s+BASEMENT|BASEMENT\s+(FLOOR\s+)?PLAN|BASEMENT\s+SLAB/i,
    value: "basement",
    not: /NO\s+BASEMENT/i,
  },
  { re: /CRAWL\s?SPACE/i, value: "crawl", not: /NO\s+CRAWL/i },
  {
    re: /SLAB[- ]ON[- ]GRADE|MONOLITHIC\s+SLAB|POST[- ]TENSION(ED)?\s+SLAB|TURN-?DOWN\s+SLAB|\bS\.O\.G\./i,
    value: "slab",
  },
  { re: /PILINGS|TIMBER\s+PILES|ELEVATED\s+ON\s+PILES/i, value: "piers" },
];
const ROOFING: Phrases<Roofing> = [
  {
    re: /(ASPHALT|ARCHITECTURAL|COMPOSITION|COMP\.?|DIMENSIONAL|LAMINATED|FIBERGLASS)\s+SHINGLES?/i,
    value: "asphalt",
  },
  { re: /STANDING\s+SEAM|METAL\s+ROOF/i, value: "metal" },
  { re: /(CLAY|CONCRETE|SPANISH|BARREL)\s+(ROOF\s+)?TILES?|ROOF\s+TILES?/i, value: "tile" },
  { re: /SLATE\s+(ROOF|SHINGLE)/i, value: "slate" },
  {
    re: /\bTPO\b|\bEPDM\b|PVC\s+MEMBRANE|SINGLE[- ]PLY|MODIFIED\s+BITUMEN|BUILT-UP\s+ROOF|MEMBRANE\s+ROOF/i,
    value: "membrane",
  },
  { re: /GREEN\s+ROOF|VEGETATED\s+ROOF/i, value: "green" },
];
const CLADDING: Phrases<Cladding> = [
  { re: /VINYL\s+SIDING/i, value: "vinyl" },
  { re: /FIBER[- ]?CEMENT|HARDIE|CEMENTITIOUS\s+(LAP|PANEL|SIDING)/i, value: "fiber-cement" },
  { re: /(CEDAR|WOOD)\s+(SIDING|SHINGLES|LAP)/i, value: "wood" },
  { re: /\bSTUCCO\b|PORTLAND\s+CEMENT\s+PLASTER/i, value: "stucco" },
  { re: /\bEIFS\b/i, value: "eifs" },
  { re: /BRICK\s+VENEER|FACE\s+BRICK|MODULAR\s+BRICK|BRICK\s+MASONRY/i, value: "brick" },
  {
    re: /(STONE\s+VENEER|CULTURED\s+STONE|MANUFACTURED\s+STONE|NATURAL\s+STONE|ADHERED\s+STONE|THIN\s+STONE)/i,
    value: "stone",
  },
  { re: /METAL\s+(WALL\s+)?PANELS?|\bACM\b|COMPOSITE\s+METAL\s+PANEL/i, value: "metal-panel", not: /ROOF/i },
  { re: /(ARCHITECTURAL\s+)?PRECAST\s+(CONCRETE\s+)?(WALL\s+)?PANELS?/i, value: "precast" },
  { re: /CURTAIN\s?WALL/i, value: "curtain-wall" },
];
const STRUCTURES: Phrases<Structure> = [
  { re: /\bICF\b|INSULATED\s+CONCRETE\s+FORMS?/i, value: "icf" },
  { re: /\bSIPS?\b|STRUCTURAL\s+INSULATED\s+PANELS?/i, value: "sip" },
  { re: /PODIUM/i, value: "podium" },
  { re: /CROSS[- ]LAMINATED|\bCLT\b|MASS\s+TIMBER/i, value: "mass-timber" },
  { re: /(LOAD[- ])?BEARING\s+(CMU|MASONRY)|(CMU|MASONRY)\s+BEARING\s+WALLS?/i, value: "masonry" },
  { re: /WOOD[- ]FRAMED?\b|WOOD\s+STUDS?|2X[46]\s+(WOOD\s+)?STUDS/i, value: "wood" },
];
const HVAC: Phrases<Hvac> = [
  { re: /GEOTHERMAL|GROUND[- ]SOURCE|GROUND\s+LOOP/i, value: "geothermal" },
  { re: /MINI[- ]?SPLITS?|DUCTLESS/i, value: "mini-split" },
  { re: /\bPTAC\b|\bPTHP\b|PACKAGED\s+TERMINAL/i, value: "ptac" },
  { re: /\bVRF\b|\bVRV\b|VARIABLE\s+REFRIGERANT/i, value: "vrf" },
  { re: /\bRTU\b|\bRTU-\d|ROOFTOP\s+UNITS?|PACKAGED\s+ROOFTOP/i, value: "rooftop" },
  { re: /\bCHILLERS?\b|CENTRAL\s+PLANT|COOLING\s+TOWER|HOT\s+WATER\s+BOILERS?/i, value: "central-plant" },
  { re: /RADIANT\s+(FLOOR|HEAT|SLAB)|HYDRONIC\s+RADIANT/i, value: "radiant" },
  {
    re: /HEAT\s+PUMPS?|\bASHP\b|AIR[- ]SOURCE/i,
    value: "heat-pump",
    not: /WATER\s+HEATER|\bHPWH\b|GEOTHERMAL|GROUND|MINI|PTHP|PACKAGED\s+TERMINAL/i,
  },
  { re: /\bFURNACES?\b|\bFAU\b|FORCED[- ]AIR/i, value: "furnace" },
];
const SPRINKLERS: Phrases<Sprinklers> = [
  { re: /NFPA\s*13\s*R\b|\b13-R\b/i, value: "13R" },
  { re: /NFPA\s*13\s*D\b/i, value: "13D" },
  { re: /NON-?\s?SPRINKLERED|NOT\s+SPRINKLERED|UNSPRINKLERED|SPRINKLERS?\s*[:|]\s*NO\b/i, value: "none" },
  {
    re: /NFPA\s*13(?![RD\d])|FULLY\s+SPRINKLERED|SPRINKLERED\s+THROUGHOUT|AUTOMATIC\s+SPRINKLER\s+SYSTEM/i,
    value: "13",
    not: /\bNOT\b|\bNON\b/i,
  },
];
const PARKING: Phrases<FactValues["parking"]> = [
  { re: /UNDERGROUND\s+PARKING|BELOW[- ]GRADE\s+PARKING|SUBTERRANEAN\s+PARKING/i, value: "underground" },
  {
    re: /PARKING\s+(GARAGE|STRUCTURE|DECK|LEVEL)|PODIUM\s+PARKING|STRUCTURED\s+PARKING/i,
    value: "structure",
  },
  { re: /SURFACE\s+PARKING|PARKING\s+LOT/i, value: "surface" },
];
const SPACES: Phrases<string> = [
  { re: /^(GYMNASIUM|GYM)(\s+\d+)?$/i, value: "gymnasium" },
  { re: /^AUDITORIUM(\s+\d+)?$/i, value: "auditorium" },
  { re: /^(NATATORIUM|POOL)(\s+\d+)?$/i, value: "natatorium" },
  { re: /^(CAFETERIA|CAFETORIUM)(\s+\d+)?$/i, value: "cafeteria" },
  { re: /^(COMMERCIAL\s+)?KITCHEN(\s+\d+)?$/i, value: "kitchen" },
  { re: /^(FITNESS|FITNESS\s+CENTER|FITNESS\s+ROOM)(\s+\d+)?$/i, value: "fitness" },
  { re: /^(CLUBHOUSE|CLUB\s+ROOM|RESIDENT\s+LOUNGE|LOUNGE)(\s+\d+)?$/i, value: "lounge" },
  { re: /^(SCIENCE\s+(LAB|CLASSROOM)|STEM\s+LAB|LAB(ORATORY)?)(\s+\d+)?$/i, value: "science" },
];

const BEDROOM =
  /^(?:(?:PRIMARY|MASTER|OWNER'?S|GUEST|JR\.?)\s+)?(?:BEDROOM|BDRM|BED\s?RM)(?:\s*#?\s*(\d+))?$/i;
const BATH =
  /^(?:(?:PRIMARY|MASTER|OWNER'?S|HALL|GUEST|JACK\s+(?:&|AND)\s+JILL|EN\s?SUITE|KIDS'?)\s+)?BATH(?:ROOM)?(?:\s*#?\s*(\d+))?$/i;
const HALF_BATH = /^(?:POWDER(?:\s+(?:ROOM|RM))?|PWDR|1\/2\s+BATH|HALF\s+BATH)(?:\s*#?\s*(\d+))?$/i;
const GARAGE = /^(?:(\d|TWO|THREE|FOUR)[- ]?CAR\s+)?(ATTACHED\s+|DETACHED\s+)?GARAGE$/i;
const CARPORT = /^CARPORT$/i;
const UNIT_TAG = /^(?:UNIT|APT\.?|APARTMENT)\s*#?\s*([A-Z]?-?\d{3,4}[A-Z]?)$/i;
const CLASSROOM =
  /^(?:CLASSROOM|CLASS\s+RM|KINDERGARTEN|PRE-?K(?:INDERGARTEN)?|SPECIAL\s+ED(?:UCATION)?\s+CLASSROOM)(?:\s*#?\s*(\d+[A-Z]?))?$/i;
/** Cheap gates: a line without one of these words cannot match the patterns behind them. */
const ROOM_WORDS = /BED|BDRM|BATH|POWDER|PWDR|GARAGE|CARPORT|UNIT|APT|APARTMENT|CLASS|KINDERGARTEN|PRE-?K/i;
const COUNT_WORDS = /BEDROOM|BATH|UNITS|STUDENT|ENROLLMENT|CAPACITY|BEDS|CLASSROOMS/i;
const LEVEL_WORDS = /STOR(?:Y|IES)|BASEMENT|PLAN/i;
const CODE_WORDS = /OCCUPANCY|GROUP|CONSTRUCTION|CONST\./i;
const SPACE_WORDS = /GYM|AUDITORIUM|NATATORIUM|POOL|CAFETOR|CAFETERIA|KITCHEN|FITNESS|CLUB|LOUNGE|LAB/i;
/** Every word the material, system and space patterns start from (a test holds each pattern to it). */
export const PHRASE_WORDS =
  /SLAB|S\.O\.G|CRAWL|BASEMENT|WALK|DAYLIGHT|PIL|SHINGLE|SEAM|ROOF|TILE|TPO|EPDM|PVC|PLY|BITUMEN|SIDING|CEMENT|HARDIE|CEDAR|WOOD|STUCCO|EIFS|BRICK|STONE|PANEL|ACM|CURTAIN|ICF|INSULATED|SIP|PODIUM|LAMINATED|CLT|TIMBER|BEARING|STUD|GEOTHERMAL|GROUND|SPLIT|DUCTLESS|PTAC|PTHP|TERMINAL|VRF|VRV|REFRIGERANT|RTU|CHILLER|PLANT|TOWER|BOILER|RADIANT|HEAT|ASHP|SOURCE|FURNACE|FAU|FORCED|NFPA|13-R|SPRINKLER|PARKING|PUMP|GYM|AUDITORIUM|NATATORIUM|POOL|CAFETOR|CAFETERIA|KITCHEN|FITNESS|CLUB|LOUNGE|LAB/i;
const OCCUPANCY_GROUP = /\b(A-?[1-5]|B|E|F-?[12]|H-?[1-5]|I-?[1-4]|M|R-?[1-4]|S-?[12]|U)\b/g;

interface Ctx {
  lines: Line[];
  sheetOf: Map<number, Sheet>;
  facts: Fact[];
  conflicts: Conflict[];
}

function fact<N extends FactName>(
  ctx: Ctx,
  name: N,
  value: FactValues[N],
  line: Line,
  extra?: Partial<Pick<Fact, "words" | "level" | "pages" | "mentions">>,
): Fact<N> {
  return {
    name,
    value,
    page: line.page,
    sheet: ctx.sheetOf.get(line.page)?.name ?? `page ${line.page}`,
    words: line.text,
    ...extra,
  };
}

const number = (s: string) => Number(s.replace(/,/g, ""));
const wordNumber = (s: string) => (/^\d+$/.test(s) ? Number(s) : ORDINALS[s.toUpperCase()]);

/** Reads a drawing set's text items into facts. Pages are counted from the highest page number. */
export function readDrawings(items: readonly TextItem[], pageCount?: number): DrawingReading {
  const lines = joinLines(items);
  let pages = pageCount ?? 0;
  for (const i of items) if (i.page > pages) pages = i.page;
  const sheets = readSheets(lines, pages);
  const ctx: Ctx = { lines, sheetOf: new Map(sheets.map((s) => [s.page, s])), facts: [], conflicts: [] };
  const pagesWithText = new Set(lines.map((l) => l.page)).size;
  const numbered = sheets.filter((s) => s.number).length;
  const planWords = lines.filter((l) => /\bPLAN\b|\bSCALE\b|ELEVATION/i.test(l.text)).length;
  const isDrawingSet = pagesWithText > 0 && (numbered >= Math.max(1, pagesWithText / 2) || planWords >= 2);

  readAreas(ctx);
  readLevels(ctx);
  readRooms(ctx);
  readCounts(ctx);
  readPhrases(ctx);
  readCode(ctx);
  readPlace(ctx);
  readType(ctx);
  return { facts: ctx.facts, conflicts: ctx.conflicts, sheets, pages, pagesWithText, isDrawingSet };
}

/** Keeps one fact when all candidates agree (within `tolerance`), or records a conflict. */
function settle<N extends FactName>(ctx: Ctx, name: N, found: Fact<N>[], tolerance = 0): Fact<N> | undefined {
  if (!found.length) return undefined;
  const first = found[0]!;
  const same = (a: FactValues[N], b: FactValues[N]) =>
    typeof a === "number" && typeof b === "number"
      ? Math.abs(a - b) <= tolerance * Math.max(a, b)
      : JSON.stringify(a) === JSON.stringify(b);
  const distinct: Fact<N>[] = [];
  for (const f of found) if (!distinct.some((d) => same(d.value, f.value))) distinct.push(f);
  if (distinct.length > 1) {
    ctx.conflicts.push({
      name,
      facts: distinct,
      reason: `the drawings give ${distinct.map((d) => `${fmt(d.value)} (page ${d.page})`).join(", ")}`,
    });
    return undefined;
  }
  ctx.facts.push(first);
  return first;
}

function fmt(v: unknown): string {
  if (typeof v === "number") return v.toLocaleString("en-US");
  if (typeof v === "object" && v) return Object.values(v).join(", ");
  return String(v);
}

function readAreas(ctx: Ctx): void {
  const conditioned: Fact<"conditionedArea">[] = [];
  const gross: Fact<"grossArea">[] = [];
  const work: Fact<"workArea">[] = [];
  const floors = new Map<string, Fact<"floorArea">[]>();
  for (const line of ctx.lines) {
    const m = AREA_VALUE.exec(line.text);
    if (!m || NOT_AREA.test(line.text)) continue;
    const value = number(m[1]!);
    if (!(value > 0)) continue;
    const label = line.text
      .slice(0, m.index)
      .replace(/[|:=.\s-]+$/g, "")
      .trim();
    if (CONDITIONED_TOTAL.test(label)) conditioned.push(fact(ctx, "conditionedArea", value, line));
    else if (WORK_AREA.test(label)) work.push(fact(ctx, "workArea", value, line));
    else if (GROSS_TOTAL.test(label)) gross.push(fact(ctx, "grossArea", value, line));
    else {
      const f = FLOOR_LABEL.exec(label.replace(/\s*\|\s*/g, " "));
      if (!f) continue;
      const level = label.replace(/\s*\|\s*/g, " ").toUpperCase();
      const list = floors.get(level) ?? [];
      list.push(fact(ctx, "floorArea", value, line, { level }));
      floors.set(level, list);
    }
  }
  const floorFacts: Fact<"floorArea">[] = [];
  for (const list of floors.values()) {
    const f = settle(ctx, "floorArea", list);
    if (f) floorFacts.push(f);
  }
  settle(ctx, "workArea", work, AREA_TOLERANCE);
  const conditionedFloors = floorFacts.filter((f) => !UNCONDITIONED.test(f.level ?? ""));
  checkTotal(ctx, "conditionedArea", conditioned, conditionedFloors, floorFacts);
  checkTotal(ctx, "grossArea", gross, floorFacts, floorFacts);
}

/** A stated total against the floors that make it up; without a total, the floors' sum. */
function checkTotal(
  ctx: Ctx,
  name: "conditionedArea" | "grossArea",
  stated: Fact<"conditionedArea" | "grossArea">[],
  floors: Fact<"floorArea">[],
  allFloors: Fact<"floorArea">[],
): void {
  const sum = floors.reduce((s, f) => s + f.value, 0);
  /** The floors' sum as a fact of `name`, where the first floor stands. */
  const floorsSum = (): Fact => ({
    name,
    value: sum,
    page: floors[0]!.page,
    sheet: floors[0]!.sheet,
    words: floors.map((f) => f.words).join("; "),
    pages: floors.map((f) => f.page),
  });
  if (!stated.length) {
    // A house's floors without a total: their sum is the conditioned area; gross is left unsaid
    // unless the floors are all there is (a commercial area table of levels).
    const distinguishes = allFloors.some((f) => UNCONDITIONED.test(f.level ?? ""));
    if (floors.length >= 2 && (name === "conditionedArea" ? distinguishes : !distinguishes)) {
      ctx.facts.push(floorsSum());
    }
    return;
  }
  const total = settle(ctx, name, stated as Fact<typeof name>[], 0.005);
  if (!total || floors.length < 2) return;
  // Gross totals are checked against all floors; a house's gross often leaves out porches.
  if (name === "grossArea" && floors.some((f) => UNCONDITIONED.test(f.level ?? ""))) return;
  if (Math.abs(sum - total.value) > AREA_TOLERANCE * total.value) {
    ctx.facts.splice(ctx.facts.indexOf(total), 1);
    const sumFact = floorsSum();
    ctx.conflicts.push({
      name,
      facts: [total, sumFact],
      reason: `the floors add up to ${fmt(sum)} sq ft; the total says ${fmt(total.value)}`,
    });
  }
}

function isPlanPage(ctx: Ctx, page: number): boolean {
  const title = ctx.sheetOf.get(page)?.title ?? "";
  return PLAN_TITLE.test(title) && !NOT_ARCH_PLAN.test(title) && !/EXISTING/i.test(title);
}

function readLevels(ctx: Ctx): void {
  const stated: Fact<"stories">[] = [];
  const levels = new Map<number, Line>();
  let basement: Fact<"basement"> | undefined;
  let noBasement: Fact<"basement"> | undefined;
  for (const line of ctx.lines) {
    const t = line.text;
    if (!LEVEL_WORDS.test(t)) continue;
    if (!/ALLOWABLE|ALLOWED|MAXIMUM|\bMAX\b|PERMITTED/i.test(t)) {
      const s =
        /(?:NUMBER\s+OF\s+)?STORIES(?:\s+ABOVE\s+GRADE(?:\s+PLANE)?)?\s*[:=|]\s*(\d+|ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN)\b/i.exec(
          t,
        ) ??
        /\b(\d+|ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN)[- ]STOR(?:Y|IES)\b(?!\s+(?:GARAGE|SHED|ADDITION|PORCH))/i.exec(
          t,
        );
      const n = s && wordNumber(s[1]!);
      if (n && n < 150) stated.push(fact(ctx, "stories", n, line));
    }
    if (/\bNO\s+BASEMENT\b/i.test(t)) noBasement ??= fact(ctx, "basement", false, line);
    for (const seg of t.split(" | ")) {
      if (seg.length > 60 || !/\bPLAN\b/i.test(seg) || NOT_ARCH_PLAN.test(seg) || INDEX_ENTRY.test(seg))
        continue;
      if (/BASEMENT\s+(FLOOR\s+)?PLAN|LOWER\s+LEVEL\s+PLAN|CELLAR\s+PLAN/i.test(seg))
        basement ??= fact(ctx, "basement", true, { ...line, text: seg });
      const ord =
        /\b(FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|1ST|2ND|3RD|4TH|5TH|6TH|GROUND|MAIN|UPPER)\s+(?:FLOOR|LEVEL)\b/i.exec(
          seg,
        );
      if (ord) levels.set(wordNumber(ord[1]!)!, { ...line, text: seg });
      const lvl = /\b(?:LEVEL|FLOOR)\s+(\d+)\s+(?:FLOOR\s+)?PLAN/i.exec(seg);
      if (lvl) levels.set(Number(lvl[1]), { ...line, text: seg });
      const range = /\b(?:LEVELS|FLOORS)\s+(\d+)\s*(?:-|TO|THRU|THROUGH|&|AND)\s*(\d+)/i.exec(seg);
      if (range)
        for (let i = Number(range[1]); i <= Number(range[2]) && i < 150; i++)
          levels.set(i, { ...line, text: seg });
    }
  }
  if (!basement) {
    const row = ctx.facts.find((f) => f.name === "floorArea" && /BASEMENT/i.test(f.level ?? ""));
    if (row) basement = { ...row, name: "basement", value: true } as Fact<"basement">;
  }
  if (basement) ctx.facts.push(basement);
  else if (noBasement) ctx.facts.push(noBasement);
  const fromPlans: Fact<"stories">[] = [];
  if (levels.size) {
    const top = Math.max(...levels.keys());
    const line = levels.get(top)!;
    const words = [...levels.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l.text);
    fromPlans.push(
      fact(ctx, "stories", top, line, {
        words: [...new Set(words)].join("; "),
        pages: [...new Set([...levels.values()].map((l) => l.page))],
      }),
    );
  }
  settle(ctx, "stories", [...stated, ...fromPlans]);
}

/** Counts room labels on the architectural floor plans (every page when the set names none). */
function readRooms(ctx: Ctx): void {
  const planPages = new Set([...ctx.sheetOf.keys()].filter((p) => isPlanPage(ctx, p)));
  const onPlans = (l: Line) => (planPages.size ? planPages.has(l.page) : true);
  const counters = {
    bedrooms: new Counter(),
    bathrooms: new Counter(),
    classrooms: new Counter(),
    units: new Counter(),
  };
  let garage: { bays?: number; detached: boolean; line: Line } | undefined;
  let carport: Line | undefined;
  for (const row of ctx.lines) {
    if (!onPlans(row)) continue;
    if (!ROOM_WORDS.test(row.text)) continue;
    for (const t of row.text.split(" | ")) {
      if (t.length > 40 || !ROOM_WORDS.test(t)) continue;
      const line = t === row.text ? row : { ...row, text: t };
      let m: RegExpExecArray | null;
      if ((m = BEDROOM.exec(t))) counters.bedrooms.add(line, t, m[1] ? 1 : undefined);
      else if ((m = BATH.exec(t))) counters.bathrooms.add(line, t, m[1] ? 1 : undefined);
      else if ((m = HALF_BATH.exec(t))) counters.bathrooms.add(line, t, m[1] ? 0.5 : undefined, 0.5);
      else if ((m = CLASSROOM.exec(t))) counters.classrooms.add(line, t, m[1] ? 1 : undefined);
      else if ((m = UNIT_TAG.exec(t))) counters.units.add(line, `UNIT ${m[1]!.toUpperCase()}`, 1);
      else if ((m = GARAGE.exec(t))) {
        const bays = m[1] ? wordNumber(m[1]) : undefined;
        if (!garage || (bays && !garage.bays))
          garage = { ...(bays ? { bays } : {}), detached: /DETACHED/i.test(t), line };
      } else if (CARPORT.test(t)) carport ??= line;
    }
  }
  for (const [name, counter] of Object.entries(counters) as [keyof typeof counters, Counter][]) {
    const f = counter.fact(ctx, name);
    if (f) ctx.facts.push(f);
  }
  if (garage?.bays) ctx.facts.push(fact(ctx, "garageBays", garage.bays, garage.line));
  if (garage) ctx.facts.push(fact(ctx, "garageDetached", garage.detached, garage.line));
  if (carport && !garage) ctx.facts.push(fact(ctx, "carport", true, carport));
}

/** Labels counted once per numbered tag ("BEDROOM 2" on two plans is one bedroom), every unnumbered one. */
class Counter {
  private seen = new Map<string, { line: Line; weight: number }>();
  private unnumbered = 0;
  add(line: Line, label: string, numbered?: number, weight = 1): void {
    const key = numbered ? label.toUpperCase() : `${label.toUpperCase()}#${this.unnumbered++}`;
    if (!this.seen.has(key)) this.seen.set(key, { line, weight });
  }
  fact(ctx: Ctx, name: "bedrooms" | "bathrooms" | "classrooms" | "units"): Fact | undefined {
    if (!this.seen.size) return undefined;
    const entries = [...this.seen.values()];
    const value = entries.reduce((s, e) => s + e.weight, 0);
    const first = entries[0]!.line;
    const words = entries.map((e) => e.line.text);
    const shown = words.length > 12 ? [...words.slice(0, 12), `… ${words.length} labels`] : words;
    return fact(ctx, name, value, first, {
      words: shown.join(", "),
      pages: [...new Set(entries.map((e) => e.line.page))],
    });
  }
}

/** Counts the drawings state outright ("4 BEDROOMS", "TOTAL UNITS: 60"), checked against the labels. */
function readCounts(ctx: Ctx): void {
  const stated: Record<"bedrooms" | "bathrooms" | "units" | "students" | "beds" | "classrooms", Fact[]> = {
    bedrooms: [],
    bathrooms: [],
    units: [],
    students: [],
    beds: [],
    classrooms: [],
  };
  for (const line of ctx.lines) {
    const t = line.text;
    if (!COUNT_WORDS.test(t)) continue;
    let m: RegExpExecArray | null;
    if ((m = /\b(\d+)\s+BEDROOMS?\b|\bBEDROOMS\s*[:=|]\s*(\d+)\b/i.exec(t)) && !/\bPER\b|EACH/i.test(t))
      stated.bedrooms.push(fact(ctx, "bedrooms", Number(m[1] ?? m[2]), line));
    if (
      (m =
        /\b(\d+(?:\.5)?|\d+\s+1\/2)\s+(?:FULL\s+)?BATH(?:ROOM)?S\b|\bBATH(?:ROOM)?S\s*[:=|]\s*(\d+(?:\.5)?)/i.exec(
          t,
        )) &&
      !/\bPER\b|EACH/i.test(t)
    ) {
      const s = (m[1] ?? m[2])!;
      stated.bathrooms.push(
        fact(ctx, "bathrooms", s.includes("1/2") ? Number(s.split(/\s+/)[0]) + 0.5 : Number(s), line),
      );
    }
    if (
      (m =
        /(?:TOTAL\s+(?:DWELLING\s+)?UNITS|NUMBER\s+OF\s+(?:DWELLING\s+)?UNITS|DWELLING\s+UNITS|UNIT\s+COUNT)\s*[:=|]?\s*(\d+)\b|\b(\d+)\s+(?:DWELLING\s+|RESIDENTIAL\s+|APARTMENT\s+)?UNITS\b/i.exec(
          t,
        )) &&
      !/\bPER\b|EACH|ACCESSIBLE|TYPE\s+[AB]\b/i.test(t)
    )
      stated.units.push(fact(ctx, "units", Number(m[1] ?? m[2]), line));
    if (
      (m =
        /(?:STUDENT\s+CAPACITY|STUDENT\s+ENROLLMENT|DESIGN\s+CAPACITY|ENROLLMENT)\s*[:=|]?\s*(\d[\d,]*)|\b(\d[\d,]*)\s+STUDENTS\b/i.exec(
          t,
        )) &&
      !/\bPER\b/i.test(t)
    )
      stated.students.push(fact(ctx, "students", number((m[1] ?? m[2])!), line));
    if (
      (m =
        /\b(\d+)\s+(?:LICENSED\s+|INPATIENT\s+|PATIENT\s+|ACUTE[- ]CARE\s+)?BEDS\b|(?:LICENSED|TOTAL|INPATIENT)\s+BEDS\s*[:=|]\s*(\d+)/i.exec(
          t,
        )) &&
      !/PLANT|FLOWER|GARDEN|RAISED|\bPER\b/i.test(t)
    )
      stated.beds.push(fact(ctx, "beds", Number(m[1] ?? m[2]), line));
    if ((m = /\b(\d+)\s+CLASSROOMS\b|(?:NUMBER\s+OF|TOTAL)\s+CLASSROOMS\s*[:=|]?\s*(\d+)/i.exec(t)))
      stated.classrooms.push(fact(ctx, "classrooms", Number(m[1] ?? m[2]), line));
  }
  for (const [name, found] of Object.entries(stated) as [keyof typeof stated, Fact[]][]) {
    if (!found.length) continue;
    const labelled = ctx.facts.find((f) => f.name === name);
    const kept = settle(ctx, name, found as Fact<typeof name>[]);
    if (!kept || !labelled) continue;
    // Labels count what the plans show: fewer than stated is a typical floor drawn once; more is a contradiction.
    ctx.facts.splice(ctx.facts.indexOf(labelled), 1);
    if ((labelled.value as number) > (kept.value as number)) {
      ctx.facts.splice(ctx.facts.indexOf(kept), 1);
      ctx.conflicts.push({
        name,
        facts: [kept, labelled],
        reason: `the plans label ${fmt(labelled.value)}; page ${kept.page} says ${fmt(kept.value)}`,
      });
    }
  }
}

/** Materials and systems: every line that names one is a fact (a value once per page). */
function readPhrases(ctx: Ctx): void {
  const tables: [FactName, Phrases<string>][] = [
    ["foundation", FOUNDATIONS],
    ["roofing", ROOFING],
    ["cladding", CLADDING],
    ["structure", STRUCTURES],
    ["hvac", HVAC],
    ["sprinklers", SPRINKLERS],
    ["parking", PARKING],
  ];
  const gated = tables.map(
    ([name, table]) => [name, table, new RegExp(table.map((p) => p.re.source).join("|"), "i")] as const,
  );
  const seen = new Set<string>();
  const perPage = new Map<string, Fact>();
  for (const line of ctx.lines) {
    if (!PHRASE_WORDS.test(line.text) || INDEX_ENTRY.test(line.text)) continue;
    for (const [name, table, gate] of gated) {
      if (!gate.test(line.text)) continue;
      for (const p of table) {
        if (!p.re.test(line.text) || p.not?.test(line.text)) continue;
        const key = `${name}:${p.value}:${line.page}`;
        const had = perPage.get(key);
        if (had) {
          had.mentions = (had.mentions ?? 1) + 1;
          continue;
        }
        const f = fact(ctx, name, p.value as never, line, { mentions: 1 });
        perPage.set(key, f);
        ctx.facts.push(f);
      }
    }
    if (/FIRE\s+PUMP/i.test(line.text) && !seen.has("firePump")) {
      seen.add("firePump");
      ctx.facts.push(fact(ctx, "firePump", true, line));
    }
    if (!SPACE_WORDS.test(line.text)) continue;
    for (const seg of line.text.split(" | ")) {
      if (seg.length > 40) continue;
      for (const p of SPACES) {
        if (!p.re.test(seg)) continue;
        const key = `space:${p.value}`;
        if (seen.has(key)) continue;
        seen.add(key);
        ctx.facts.push(fact(ctx, "space", p.value, { ...line, text: seg }));
      }
    }
  }
  // A basement plan or a basement in the area table is a basement foundation.
  const basement = ctx.facts.find((f) => f.name === "basement" && f.value === true);
  if (
    basement &&
    !ctx.facts.some((f) => f.name === "foundation" && (f.value === "basement" || f.value === "walkout"))
  )
    ctx.facts.push({ ...basement, name: "foundation", value: "basement" });
}

/** The code summary: occupancy groups and construction type. */
function readCode(ctx: Ctx): void {
  const occupancies = new Map<string, Fact<"occupancy">>();
  const types: Fact<"constructionType">[] = [];
  for (const line of ctx.lines) {
    if (!CODE_WORDS.test(line.text)) continue;
    const t = line.text.toUpperCase();
    const occ =
      /OCCUPANCY(?:\s+(?:GROUPS?|CLASSIFICATIONS?|TYPES?|CLASS))?(?:\(S\))?\s*[:=|]\s*(.*)$/.exec(t) ??
      /\b(?:OCCUPANCY\s+)?GROUP\s+((?:[A-Z]-?\d?\b[\s,/&]*)+)/.exec(t);
    if (occ && !/ALLOWABLE|SEPARATION|LOAD/.test(t.slice(0, occ.index + 20))) {
      for (const g of occ[1]!
        .replace(/\([^)]*\)/g, " ")
        .split(/[;.]/)[0]!
        .matchAll(OCCUPANCY_GROUP)) {
        const group = g[1]!.replace(/^([A-Z])(\d)$/, "$1-$2");
        if (!occupancies.has(group)) occupancies.set(group, fact(ctx, "occupancy", group, line));
      }
    }
    const ct =
      /(?:CONSTRUCTION\s+TYPE|TYPE\s+OF\s+CONSTRUCTION|CONST\.?\s+TYPE)\s*[:=|]?\s*(?:TYPE\s+)?(IV|I{1,3}|V)[- ]?(HT|[ABC])?\b(?:\s*(?:OVER|ABOVE|ON)\s+(?:TYPE\s+)?(IV|I{1,3}|V)[- ]?([ABC])?\b)?/.exec(
        t,
      ) ??
      /\bTYPE\s+(IV|I{1,3}|V)[- ]?(HT|[ABC])\b(?:\s*(?:OVER|ABOVE|ON)\s+(?:TYPE\s+)?(IV|I{1,3}|V)[- ]?([ABC])?\b)?(?=.*CONSTRUCTION)/.exec(
        t,
      );
    if (ct && !/ALLOWABLE/.test(t)) {
      const main = `${ct[1]}${ct[2] ? `-${ct[2]}` : ""}`;
      const value = ct[3] ? `${main} OVER ${ct[3]}${ct[4] ? `-${ct[4]}` : ""}` : main;
      types.push(fact(ctx, "constructionType", value, line));
    }
  }
  ctx.facts.push(...occupancies.values());
  const kept = settle(ctx, "constructionType", types);
  if (kept) {
    const v = kept.value;
    const structure: Structure | undefined =
      / OVER /.test(v) && v.startsWith("V")
        ? "podium"
        : v.startsWith("V")
          ? "wood"
          : v.startsWith("IV")
            ? "mass-timber"
            : v.startsWith("III")
              ? undefined
              : v.startsWith("II")
                ? "steel"
                : "concrete";
    if (structure) ctx.facts.push({ ...kept, name: "structure", value: structure });
  }
}

function readPlace(ctx: Ctx): void {
  const found: Fact<"place">[] = [];
  const byPage = new Map<number, Line[]>();
  for (const l of ctx.lines) {
    let g = byPage.get(l.page);
    if (!g) byPage.set(l.page, (g = []));
    g.push(l);
  }
  for (const [, lines] of byPage) {
    lines.forEach((line, i) => {
      if (!/\d{5}/.test(line.text)) return;
      for (const seg of line.text.split(" | ")) {
        if (!/\d{5}/.test(seg)) continue;
        const m = CITY_LINE.exec(seg);
        if (!m) continue;
        const state = STATE_CODE.get(m[2]!.toUpperCase());
        if (!state) continue;
        const before = lines.slice(Math.max(0, i - 3), i).map((l) => l.text);
        const near = [...before, seg.slice(0, m.index)];
        if (near.some((t) => FIRM.test(t)) && !near.some((t) => PROJECT_LABEL.test(t))) continue;
        const street =
          STREET.exec(seg.slice(0, m.index + 1)) ??
          (before.length ? STREET.exec(before[before.length - 1]!) : null);
        const place: Place = {
          ...(street ? { street: street[1]!.trim().toUpperCase() } : {}),
          city: m[1]!
            .trim()
            .replace(/^.*\|\s*/, "")
            .toUpperCase(),
          state,
          zip: m[3]!,
        };
        const words = street && !seg.includes(street[1]!) ? `${street[1]!.trim()}, ${seg}` : seg;
        found.push(fact(ctx, "place", place, line, { words }));
      }
    });
  }
  // The same project address on every sheet is one fact; a street given on one sheet only still agrees.
  const key = (p: Place) => `${p.city}|${p.state}|${p.zip ?? ""}`;
  const best = new Map<string, Fact<"place">>();
  for (const f of found) {
    const k = key(f.value);
    const had = best.get(k);
    if (!had || (!had.value.street && f.value.street)) best.set(k, f);
  }
  settle(ctx, "place", [...best.values()]);
}

const KIND_WORDS: Record<string, [RegExp, string][]> = {
  educational: [
    [/ELEMENTARY/i, "elementary"],
    [/MIDDLE\s+SCHOOL|JUNIOR\s+HIGH/i, "middle"],
    [/(?<!JUNIOR\s)HIGH\s+SCHOOL/i, "high"],
    [/COLLEGE|UNIVERSITY/i, "college"],
    [/CAREER|TECHNICAL\s+(CENTER|SCHOOL)|VOCATIONAL/i, "vocational"],
  ],
  healthcare: [
    [/NURSING|ASSISTED\s+LIVING|MEMORY\s+CARE|BEHAVIORAL|PSYCHIATRIC/i, "residential-care"],
    [/SURGERY\s+CENTER|AMBULATORY\s+SURGICAL|FREE-?STANDING\s+EMERGENCY/i, "surgery"],
    [/MEDICAL\s+OFFICE/i, "medical-office"],
    [/CLINIC|HEALTH\s+CENTER|URGENT\s+CARE/i, "clinic"],
    [/HOSPITAL(?!\s+GRADE)|BED\s+TOWER/i, "hospital"],
  ],
  "office-building": [
    [/CITY\s+HALL|COURTHOUSE|MUNICIPAL\s+(BUILDING|OFFICES?)|GOVERNMENT\s+CENTER/i, "civic"],
    [/FIRE\s+STATION|POLICE|EMERGENCY\s+OPERATIONS/i, "public-safety"],
    [/LIBRARY|COMMUNITY\s+CENTER/i, "library"],
  ],
  "multi-family": [[/TOWN\s?HOUSES?|TOWN\s?HOMES?|ROW\s?HOUSES?/i, "townhouse"]],
  "home-improvements": [
    [/KITCHEN\s+(REMODEL|RENOVATION)/i, "kitchen"],
    [/BATH(ROOM)?\s+(REMODEL|RENOVATION)/i, "bath"],
    [/\bADDITION\b/i, "addition"],
    [/BASEMENT\s+(FINISH|REMODEL)|ATTIC\s+(FINISH|CONVERSION)/i, "basement"],
    [/WHOLE[- ]HOUSE|GUT\s+(REMODEL|RENOVATION)/i, "whole-house"],
  ],
};

const REMODEL =
  /\b(EXISTING|DEMOLITION|DEMO)\s+(FLOOR\s+)?PLANS?\b|\bNEW\s+WORK\b|\bREMODEL\b|\bRENOVATION\b|\b(ROOM|HOME|REAR|SIDE|SECOND[- ]STORY)\s+ADDITION\b/i;
const HOUSE =
  /SINGLE[- ]FAMILY\s+(RESIDENCE|DWELLING|HOME)|\bNEW\s+RESIDENCE\b|CUSTOM\s+HOME|INTERNATIONAL\s+RESIDENTIAL\s+CODE|\bIRC\b/i;
const MEDICAL = /MEDICAL\s+OFFICE|CLINIC|HEALTH\s+CENTER|URGENT\s+CARE|SURGERY\s+CENTER|DIALYSIS/i;
const SHORT = 60;

/** Type and kind from the occupancy groups, the set's own name for the building and its sheets. */
function readType(ctx: Ctx): void {
  const occ = ctx.facts.filter((f): f is Fact<"occupancy"> => f.name === "occupancy");
  const has = (g: RegExp) => occ.find((f) => g.test(f.value));
  const short = ctx.lines.filter((l) => l.text.length <= SHORT);
  const find = (re: RegExp) => short.find((l) => re.test(l.text));
  const candidates: Fact<"type">[] = [];
  const add = (value: FactValues["type"], from: Fact | Line | undefined) => {
    if (!from) return;
    const line = "str" in from || "text" in from ? (from as Line) : undefined;
    candidates.push(line ? fact(ctx, "type", value, line) : { ...(from as Fact), name: "type", value });
  };
  const i2 = has(/^I-2$/);
  const care = has(/^(I-1|R-4)$/);
  if (i2 || care) add("healthcare", i2 ?? care);
  add("educational", has(/^E$/));
  add("multi-family", has(/^R-2$/));
  if (!has(/^R-2$/)) add("single-family", has(/^R-3$/));
  const b = has(/^B$/);
  if (b && !candidates.length) add(find(MEDICAL) ? "healthcare" : "office-building", b);
  if (!candidates.length) {
    add(
      "single-family",
      ctx.lines.find((l) => HOUSE.test(l.text)),
    );
    if (!candidates.length) add("multi-family", find(/\bAPARTMENTS\b|MULTI-?FAMILY/i));
    if (!candidates.length) add("educational", find(/\b(ELEMENTARY|MIDDLE|HIGH)\s+SCHOOL\b/i));
    if (!candidates.length) add("healthcare", find(/\bHOSPITAL\b(?!\s+GRADE)/i));
  }
  const remodelLine = ctx.lines.find((l) => l.text.length <= SHORT && REMODEL.test(l.text));
  if (remodelLine) ctx.facts.push(fact(ctx, "remodel", true, remodelLine));
  const types = [...new Map(candidates.map((c) => [c.value, c])).values()];
  if (types.length > 1) {
    ctx.conflicts.push({
      name: "type",
      facts: types,
      reason: `the code summary names ${types.map((t) => t.value).join(" and ")}`,
    });
    return;
  }
  let type = types[0];
  if (remodelLine && (!type || type.value === "single-family"))
    type = fact(ctx, "type", "home-improvements", remodelLine);
  if (!type) return;
  ctx.facts.push(type);
  readKind(ctx, type.value);
}

function readKind(ctx: Ctx, type: FactValues["type"]): void {
  const words = KIND_WORDS[type] ?? [];
  const found: Fact<"kind">[] = [];
  for (const [re, kind] of words) {
    const line = ctx.lines.find((l) => l.text.length <= SHORT && re.test(l.text));
    if (line) found.push(fact(ctx, "kind", kind, line));
  }
  const stories = ctx.facts.find((f): f is Fact<"stories"> => f.name === "stories");
  if (type === "healthcare" && !found.length) {
    const i2 = ctx.facts.find((f) => f.name === "occupancy" && f.value === "I-2");
    if (i2) found.push({ ...i2, name: "kind", value: "hospital" } as Fact<"kind">);
  }
  if (!found.length && stories) {
    if (type === "multi-family")
      found.push({
        ...stories,
        name: "kind",
        value: stories.value <= 3 ? "garden" : stories.value <= 7 ? "mid-rise" : "high-rise",
      });
    if (type === "office-building")
      found.push({ ...stories, name: "kind", value: stories.value <= 4 ? "office-low" : "office-high" });
  }
  // A healthcare set names its kind once and others in passing ("HOSPITAL" in a clinic's notes): the first kind in table order wins there.
  if (type === "healthcare" && found.length > 1) found.splice(1);
  settle(ctx, "kind", found);
}
