/**
 * The strict shape of the calibration set (cases.json): every key of a case and every fact a case
 * may state are listed here with the values they take, so a misspelt fact ("storeys", "Premium")
 * fails the calibration test instead of being silently left unanswered. The facts that
 * owner-answers.ts turns into answers and the facts kept for the record are both listed.
 */
import * as v from "valibot";
import { PROJECT_TYPE_IDS } from "../project-types";

const text = v.pipe(v.string(), v.minLength(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const url = v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/));

/** The nine census divisions, which a national or regional average names. */
const CENSUS_DIVISIONS = [
  "New England",
  "Middle Atlantic",
  "East North Central",
  "West North Central",
  "South Atlantic",
  "East South Central",
  "West South Central",
  "Mountain",
  "Pacific",
] as const;

/** Every fact a case may state, with its values. */
export const FactsSchema = v.strictObject({
  /** The kind of building, as owner-answers.ts maps it per type. */
  kind: v.optional(
    v.picklist([
      "addition",
      "ambulatory-surgery",
      "average",
      "behavioral",
      "city-hall",
      "community-center",
      "corporate",
      "courthouse",
      "critical-access-hospital",
      "custom",
      "emergency",
      "fire-station",
      "garden",
      "government",
      "high-rise",
      "hospital",
      "library",
      "long-term-care",
      "medical-office",
      "mid-rise",
      "new",
      "outpatient-clinic",
      "police",
      "rehab",
      "replacement",
      "spec",
      "speculative",
      "townhouse",
      "tract",
    ]),
  ),
  /** A school's level. */
  level: v.optional(v.picklist(["elementary", "middle", "high", "k-12", "vocational", "college"])),
  /** A remodel's scope, or an average's geography (the older spelling of `geography`). */
  scope: v.optional(
    v.picklist([
      "kitchen-minor",
      "kitchen-major",
      "bath-major",
      "bath-addition",
      "primary-suite-addition",
      "basement-finish",
      "city",
      "state",
      "regional",
      "national",
    ]),
  ),
  quality: v.optional(
    v.picklist(["economy", "standard", "premium", "luxury", "Passive House certified", "LEED Platinum"]),
  ),
  class: v.optional(v.picklist(["A", "B", "C"])),
  stories: v.optional(count),
  beds: v.optional(count),
  bedrooms: v.optional(count),
  operatingRooms: v.optional(count),
  imaging: v.optional(v.picklist(["none", "basic", "advanced"])),
  clinicScope: v.optional(v.picklist(["primary", "specialty"])),
  labs: v.optional(v.picklist(["none", "some", "many", "research"])),
  fitout: v.optional(v.picklist(["shell", "full"])),
  units: v.optional(count),
  students: v.optional(count),
  roomAreaSqFt: v.optional(count),
  parking: v.optional(v.picklist(["none", "surface", "structured", "podium", "underground"])),
  parkingStructure: v.optional(v.boolean()),
  publicProject: v.optional(v.boolean()),
  prevailingWage: v.optional(v.boolean()),
  affordable: v.optional(v.boolean()),
  seniorHousing: v.optional(v.boolean()),
  elevator: v.optional(v.boolean()),
  stadiumOrPool: v.optional(v.boolean()),
  basement: v.optional(v.picklist(["none", "partial", "full"])),
  garage: v.optional(count),
  newOrRenovation: v.optional(v.picklist(["new", "addition", "renovation"])),
  construction: v.optional(v.picklist(["site-built", "modular"])),
  tenancy: v.optional(v.picklist(["owner", "lease"])),
  owner: v.optional(
    v.picklist(["private for-profit", "private non-profit", "city", "county", "state", "federal"]),
  ),
  /** Where an average is taken, and which statistic it is. */
  geography: v.optional(v.picklist(["city", "state", "regional", "national"])),
  statistic: v.optional(v.picklist(["mean", "median"])),
  /** An average's census division (or "national"); `region` is the older spelling. */
  division: v.optional(v.picklist([...CENSUS_DIVISIONS, "national"])),
  region: v.optional(v.picklist([...CENSUS_DIVISIONS, "national"])),
});

/** Why a case whose only source online is a copy is set aside (its `excluded`, unless another reason applies). */
export const COPY_ONLY_REASON =
  "Its only source we found online is a copy (a reprint, or a syndicated or document-sharing copy), not the publisher's own document: set aside, and not linked, until the original is found.";

/** One case of cases.json, scored or excluded. */
export const CalibrationCaseSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  name: text,
  type: v.picklist(PROJECT_TYPE_IDS),
  state: v.string(),
  city: v.string(),
  year: v.pipe(count, v.minValue(1990)),
  areaSqFt: v.pipe(v.number(), v.minValue(1)),
  cost: v.pipe(v.number(), v.minValue(1)),
  costBasis: v.picklist(["construction", "total-project"]),
  includes: text,
  facts: FactsSchema,
  source: v.strictObject({
    publisher: text,
    title: text,
    year: v.pipe(count, v.minValue(1990)),
    url,
  }),
  quote: v.optional(text),
  confidence: v.picklist(["high", "medium", "low"]),
  holdout: v.boolean(),
  excluded: v.optional(text),
  sourceIsCopy: v.optional(v.literal(true)),
  scopeCheck: v.optional(v.strictObject({ url, quote: text })),
});

/** The calibration set. */
export const CasesSchema = v.array(CalibrationCaseSchema);
