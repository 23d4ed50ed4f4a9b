/**
 * The places data's public types: what the start form, the landing pages, the sitemap and the
 * engine read. Generated data conforms to these; lookups live in index.ts.
 */

/** One of the 50 states (DC is a factor row, not a state of the picker). */
export interface State {
  /** "Texas" */
  name: string;
  /** USPS code, "TX" */
  code: string;
  /** ISO 3166-2 subdivision code, "US-TX" */
  iso: string;
  /** "texas", "new-york" */
  slug: string;
  /** Short climate description (editorial, with a default where none is written). */
  climate: string;
  /** Short economy / construction-market description (editorial, with a default). */
  economy: string;
}

/** A major city of a state, ordered by population within its state. */
export interface City {
  /** Name as people write it: "St. Louis", "Winston-Salem", "O'Fallon", "Coeur d'Alene" */
  name: string;
  /** "st-louis", "winston-salem", "o-fallon", "coeur-d-alene" — unique within the state */
  slug: string;
  population: number;
  /** Year (or vintage) of the population figure. */
  populationYear: number;
  county: string | null;
}

/** A location cost factor with its provenance; national average = 1.00. */
export interface LocationFactor {
  /** Cost index of residential work, national average = 1.00. */
  factor: number;
  /** Cost index of commercial and institutional work where a source gives one apart. */
  commercial?: number;
  /**
   * Where the factor comes from: the city's own, its county's (a typed city priced by a listed
   * city of its county), or its state's.
   */
  scope: "city" | "county" | "state";
  /** Source id in the sources registry (or a short citation). */
  source: string;
  /** As-of date of the figure, ISO "YYYY-MM-DD" or "YYYY-MM". */
  asOf: string;
}

/** A state, and optionally a city, resolved from what a visitor or a URL gave, with its factor. */
export interface ResolvedLocation {
  state: Pick<State, "name" | "code" | "iso" | "slug">;
  /**
   * The city: a listed one (slug set, custom false), a custom one the visitor typed (slug null,
   * custom true, uses its county's factor where known, else the state's), or null when none was given.
   */
  city: { name: string; slug: string | null; custom: boolean } | null;
  location: LocationFactor;
}
