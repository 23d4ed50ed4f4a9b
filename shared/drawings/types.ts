/**
 * The drawing reader's input and output. The input mirrors what PDF.js `getTextContent` gives for
 * each text item (its string and transform), with the page number added, so the browser (through
 * unpdf) and an API caller who reads the PDF with any library can feed the same reader.
 */

/** One run of text as a PDF places it. Coordinates are PDF user-space points, y upwards. */
export interface TextItem {
  /** 1-based page number. */
  page: number;
  str: string;
  /** The run's origin (the transform's e and f). */
  x: number;
  y: number;
  /** Font size in points (the length of the transform's first column). */
  size: number;
  /** Degrees counter-clockwise from the x axis (0 for horizontal text, 90 for text reading upwards). */
  rotation?: number;
  /** The run's advance width in points, when the source gives it (PDF.js does). */
  width?: number;
}

/** Runs joined into one line of text on one page. */
export interface Line {
  page: number;
  text: string;
  x: number;
  y: number;
  size: number;
  rotation: number;
}

/** A page's sheet number and title as the title block gives them ("A-101", "FIRST FLOOR PLAN"). */
export interface Sheet {
  page: number;
  number?: string;
  title?: string;
  /** "A-101 FIRST FLOOR PLAN", or "page 3" when the page names neither. */
  name: string;
}

export type Foundation = "slab" | "crawl" | "basement" | "walkout" | "piers";
export type Roofing = "asphalt" | "metal" | "tile" | "slate" | "membrane" | "green";
export type Cladding =
  | "vinyl"
  | "fiber-cement"
  | "wood"
  | "stucco"
  | "eifs"
  | "brick"
  | "stone"
  | "metal-panel"
  | "precast"
  | "curtain-wall";
export type Structure = "wood" | "icf" | "masonry" | "steel" | "concrete" | "sip" | "podium" | "mass-timber";
export type Hvac =
  | "furnace"
  | "heat-pump"
  | "mini-split"
  | "geothermal"
  | "radiant"
  | "ptac"
  | "vrf"
  | "rooftop"
  | "central-plant";
export type Sprinklers = "13" | "13R" | "13D" | "none";

/** Where the project is, from the title block. `state` is the two-letter code. */
export interface Place {
  street?: string;
  city: string;
  state: string;
  zip?: string;
}

/** What a fact says, by name. */
export interface FactValues {
  place: Place;
  /** Occupancy groups of the code summary ("R-2", "E", "I-2", "B", "R-3", "S-2"…). */
  occupancy: string;
  /** "single-family" and so on (the product's type ids). */
  type:
    "single-family" | "multi-family" | "home-improvements" | "office-building" | "educational" | "healthcare";
  /** The kind within the type, by the engine's kind ids ("elementary", "garden", "hospital"…). */
  kind: string;
  /** Existing / demolition / new-work sheets: the set is a remodel or an addition. */
  remodel: boolean;
  grossArea: number;
  conditionedArea: number;
  /** The area of work of a remodel. */
  workArea: number;
  /** One floor's area from an area table; the fact's `level` names the floor. */
  floorArea: number;
  stories: number;
  basement: boolean;
  bedrooms: number;
  /** Full baths count 1, half baths (powder rooms) 0.5. */
  bathrooms: number;
  garageBays: number;
  garageDetached: boolean;
  carport: boolean;
  units: number;
  classrooms: number;
  students: number;
  beds: number;
  foundation: Foundation;
  roofing: Roofing;
  cladding: Cladding;
  structure: Structure;
  hvac: Hvac;
  sprinklers: Sprinklers;
  /** IBC construction type ("V-A", "II-B", "V-A OVER I-A"). */
  constructionType: string;
  firePump: boolean;
  parking: "surface" | "structure" | "underground";
  /** A named space of a plan: "gymnasium", "auditorium", "natatorium", "kitchen", "cafeteria"… */
  space: string;
}

export type FactName = keyof FactValues;

/** One thing the drawings say, with where they say it. */
export interface Fact<N extends FactName = FactName> {
  name: N;
  value: FactValues[N];
  page: number;
  /** The sheet it is on ("A-101 FIRST FLOOR PLAN"). */
  sheet: string;
  /** The words it came from, as joined on the sheet. */
  words: string;
  /** For floor areas: the floor ("FIRST FLOOR"). */
  level?: string;
  /** For counts of labels and sums of floors: every page they came from. */
  pages?: number[];
  /** For materials and systems: how many lines of its page name the value. */
  mentions?: number;
}

/** Two or more facts of one name that disagree; none of them is chosen. */
export interface Conflict {
  name: FactName;
  facts: Fact[];
  /** Why they disagree ("the floors add up to 2,310 sq ft; the total says 2,450"). */
  reason: string;
}

export interface DrawingReading {
  /** One fact per name (areas, counts, type…), or several for materials a set names more than once. */
  facts: Fact[];
  conflicts: Conflict[];
  sheets: Sheet[];
  pages: number;
  /** Pages with any text; 0 for a scanned set. */
  pagesWithText: number;
  /** True when the text reads like a drawing set (sheet numbers, plan titles, scales). */
  isDrawingSet: boolean;
}
