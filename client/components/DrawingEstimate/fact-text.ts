/**
 * The drawing reader's facts in words for the review: each fact's name, its value, the choices a
 * visitor may correct it to, and where the drawings say it ("page 3, A-101 FIRST FLOOR PLAN:
 * 'TOTAL CONDITIONED 2,450 SF'").
 */
import type {
  Cladding,
  Fact,
  FactName,
  FactValues,
  Foundation,
  Hvac,
  Place,
  Roofing,
  Sprinklers,
  Structure,
} from "../../../shared/drawings/index";
import { formatNumber } from "../../../shared/format";
import { projectTypeById } from "../../../shared/project-types";

const FOUNDATION: Record<Foundation, string> = {
  slab: "Slab on grade",
  crawl: "Crawl space",
  basement: "Basement",
  walkout: "Walkout basement",
  piers: "Piers",
};
const ROOFING: Record<Roofing, string> = {
  asphalt: "Asphalt shingles",
  metal: "Metal",
  tile: "Tile",
  slate: "Slate",
  membrane: "Membrane (low slope)",
  green: "Green roof",
};
const CLADDING: Record<Cladding, string> = {
  vinyl: "Vinyl siding",
  "fiber-cement": "Fiber cement",
  wood: "Wood siding",
  stucco: "Stucco",
  eifs: "EIFS",
  brick: "Brick",
  stone: "Stone",
  "metal-panel": "Metal panels",
  precast: "Precast concrete",
  "curtain-wall": "Curtain wall",
};
const STRUCTURE: Record<Structure, string> = {
  wood: "Wood frame",
  icf: "Insulated concrete forms",
  masonry: "Masonry",
  steel: "Steel frame",
  concrete: "Concrete frame",
  sip: "Structural insulated panels",
  podium: "Wood over a concrete podium",
  "mass-timber": "Mass timber",
};
const HVAC: Record<Hvac, string> = {
  furnace: "Furnace and air conditioning",
  "heat-pump": "Heat pump",
  "mini-split": "Mini-splits",
  geothermal: "Geothermal heat pump",
  radiant: "Radiant heat",
  ptac: "Through-wall units (PTAC)",
  vrf: "VRF",
  rooftop: "Rooftop units",
  "central-plant": "Central plant",
};
const SPRINKLERS: Record<Sprinklers, string> = {
  "13": "Sprinklered (NFPA 13)",
  "13R": "Sprinklered (NFPA 13R)",
  "13D": "Sprinklered (NFPA 13D)",
  none: "Not sprinklered",
};
const PARKING: Record<FactValues["parking"], string> = {
  surface: "Surface lot",
  structure: "Parking structure",
  underground: "Underground",
};

/** The choices a fact can be corrected to, by name (value → words); numbers are typed instead. */
export const CHOICES: Partial<Record<FactName, Record<string, string>>> = {
  foundation: FOUNDATION,
  roofing: ROOFING,
  cladding: CLADDING,
  structure: STRUCTURE,
  hvac: HVAC,
  sprinklers: SPRINKLERS,
  parking: PARKING,
};

const NAMES: Record<FactName, string> = {
  place: "Project address",
  occupancy: "Occupancy group",
  type: "Project type",
  kind: "Kind of building",
  remodel: "Work on an existing building",
  grossArea: "Gross floor area",
  conditionedArea: "Conditioned floor area",
  workArea: "Area of work",
  floorArea: "Floor area",
  stories: "Stories",
  basement: "Basement",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  garageBays: "Garage bays",
  garageDetached: "Detached garage",
  carport: "Carport",
  units: "Dwelling units",
  classrooms: "Classrooms",
  students: "Students",
  beds: "Beds",
  foundation: "Foundation",
  roofing: "Roofing",
  cladding: "Exterior walls",
  structure: "Structure",
  hvac: "Heating and cooling",
  sprinklers: "Fire sprinklers",
  constructionType: "Construction type",
  firePump: "Fire pump",
  parking: "Parking",
  space: "Space",
};

/** The facts whose value is a number the visitor may type over. */
export const NUMERIC: ReadonlySet<FactName> = new Set<FactName>([
  "grossArea",
  "conditionedArea",
  "workArea",
  "floorArea",
  "stories",
  "bedrooms",
  "bathrooms",
  "garageBays",
  "units",
  "classrooms",
  "students",
  "beds",
]);

const AREAS: ReadonlySet<FactName> = new Set<FactName>([
  "grossArea",
  "conditionedArea",
  "workArea",
  "floorArea",
]);

/** The order facts are listed in: what decides the estimate most first. */
const ORDER: readonly FactName[] = [
  "type",
  "kind",
  "occupancy",
  "remodel",
  "grossArea",
  "conditionedArea",
  "workArea",
  "floorArea",
  "stories",
  "basement",
  "units",
  "bedrooms",
  "bathrooms",
  "classrooms",
  "students",
  "beds",
  "garageBays",
  "garageDetached",
  "carport",
  "foundation",
  "structure",
  "constructionType",
  "cladding",
  "roofing",
  "hvac",
  "sprinklers",
  "firePump",
  "parking",
  "space",
  "place",
];

export function factOrder(a: Fact, b: Fact): number {
  return ORDER.indexOf(a.name) - ORDER.indexOf(b.name) || a.page - b.page;
}

/** The fact's name in words ("Floor area, SECOND FLOOR"). */
export function factName(fact: Pick<Fact, "name" | "level">): string {
  const name = NAMES[fact.name];
  return fact.level ? `${name}, ${fact.level}` : name;
}

export function placeText(p: Place): string {
  return [p.street, p.city, [p.state, p.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

/** The fact's value in words ("2,450 sq ft", "Heat pump", "Yes"). */
export function factValue(fact: Pick<Fact, "name" | "value">): string {
  const { name, value } = fact;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number")
    return AREAS.has(name) ? `${formatNumber(value)} sq ft` : formatNumber(value);
  if (typeof value === "object") return placeText(value);
  if (name === "type") return projectTypeById(value)?.label ?? value;
  const words = CHOICES[name]?.[value];
  if (words) return words;
  return name === "kind" || name === "space" ? value.replace(/-/g, " ") : value;
}

/** Where the drawings say it: "page 3, A-101 FIRST FLOOR PLAN: 'TOTAL CONDITIONED 2,450 SF'". */
export function factSource(fact: Pick<Fact, "page" | "sheet" | "words" | "pages">): string {
  const all = [...new Set(fact.pages ?? [])].sort((a, b) => a - b);
  const pages = all.length > 1 ? `pages ${all.join(", ")}` : `page ${fact.page}`;
  const sheet = fact.sheet && fact.sheet !== `page ${fact.page}` ? `, ${fact.sheet}` : "";
  return `${pages}${sheet}: '${fact.words}'`;
}
