/**
 * The places data's sources registry: every source the states, cities, location factors and
 * regional profiles cite, listed once (publisher, title, year, link, licence). The XLSX "sources"
 * sheet and the README cite these; rows elsewhere carry only the id. Each is the publisher's own
 * document, or a figure of ours labelled "C2C judgement" with its reason (visitors see this list).
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
      "cities500: populated places with 500 or more inhabitants (gazetteer dump, snapshot of March 2023)",
    year: 2023,
    url: "https://download.geonames.org/export/dump/",
    licence: "CC BY 4.0 (attribution required; changes indicated in the generated file)",
    note: "City names, populations, county codes; cleaned and selected by the places generator",
  },
  {
    id: "geonames-admin2",
    publisher: "GeoNames",
    title: "admin2Codes: second-level administrative divisions (county names), gazetteer dump",
    year: 2024,
    url: "https://download.geonames.org/export/dump/",
    licence: "CC BY 4.0",
    note: "County names",
  },
  {
    id: "census-cb-2017",
    publisher: "U.S. Census Bureau",
    title: "Cartographic Boundary Files, 2017: counties",
    year: 2017,
    url: "https://www.census.gov/geographies/mapping-files/time-series/geo/carto-boundary-file.html",
    licence: "Public domain (U.S. Government work)",
    note: "Connecticut county names (GeoNames has moved CT to planning regions)",
  },
  {
    id: "census-2020",
    publisher: "U.S. Census Bureau",
    title:
      "2020 Census results: population counts of consolidated city-counties (Augusta, Louisville, Macon)",
    year: 2021,
    url: "https://www.census.gov/programs-surveys/decennial-census/decade/2020/2020-census-results.html",
    licence: "Public domain (U.S. Government work)",
    note: "Three population figures of consolidated city-counties, where the gazetteer gives only the old city",
  },
  {
    id: "simplemaps-worldcities",
    publisher: "SimpleMaps",
    title: "World Cities Database, basic",
    year: 2024,
    url: "https://simplemaps.com/data/world-cities",
    licence: "CC BY 4.0",
    note: "Build-time cross-check only (flags neighbourhoods and artefacts); no value ships",
  },
  {
    id: "location-composite-2026",
    publisher: "C2C (Cost to Construct)",
    title:
      "C2C judgement: state construction cost index, 60% the state's construction wages relative to the U.S. (BLS Occupational Employment and Wage Statistics, May 2025) and 40% published material price factors; values compiled by a third party, not yet rebuilt from the publishers' own tables",
    year: 2026,
    url: "https://www.bls.gov/oes/",
    licence:
      "BLS wages are public domain; the material factors (Craftsman, copyrighted) are quoted for cross-checking only",
    note: "Location factor of each state, and of a city without its own index; our judgement until rebuilt from the BLS tables: treat as ±5–10%",
  },
  {
    id: "metro-indices-2024",
    publisher: "C2C (Cost to Construct)",
    title:
      "C2C judgement: city construction cost index (national = 1.00): for homes the mean of HUD's 2024 Total Development Cost limits and RSMeans residential factors, for other buildings the DoD area cost factor; values transcribed by a third party, not yet checked against the publishers' tables",
    year: 2026,
    url: "https://www.wbdg.org/dod/ufc/ufc-3-701-01",
    licence:
      "HUD and DoD figures are public domain; RSMeans factors (copyrighted) are quoted for cross-checking only",
    note: "Location factor of a city with its own index; HUD correlates 0.89 and RSMeans 0.91 with DoD on the cities they share",
  },
  {
    id: "county-wages-2025",
    publisher: "U.S. Department of Labor, Office of Foreign Labor Certification (from BLS OEWS May 2024)",
    title:
      "Prevailing wage data, July 2025 – June 2026: every county's OEWS area (Geography) and the wage levels of SOC 11-9021 Construction Managers by metropolitan and nonmetropolitan area; C2C derived a county cost index from them",
    year: 2025,
    url: "https://flag.dol.gov/wage-data/wage-data-downloads",
    licence: "Public domain (U.S. Government work)",
    note: "Location factor of a county no listed city prices: its area's mean wage level over the median area's, put on the metro indices' scale by a fit on the listed cities with their own indices (residential r 0.58, commercial r 0.79; median difference 0.05); values taken from a public copy of the DOL files, not yet checked against the publisher's download: treat as ±10%",
  },
  {
    id: "geonames-postal",
    publisher: "GeoNames",
    title: "Postal codes of the United States (gazetteer dump, checked March 2026)",
    year: 2026,
    url: "https://download.geonames.org/export/zip/",
    licence: "CC BY 4.0",
    note: "ZIP code → place, county and state; place names → county",
  },
  {
    id: "c2c-editorial",
    publisher: "C2C (Cost to Construct)",
    title:
      "C2C judgement: short state descriptions (climate, economy) without figures, written for the landing pages",
    year: 2026,
    url: null,
    licence: "C2C's own text",
    note: "State descriptions on the landing pages",
  },
] as const satisfies readonly PlacesSource[];

/** Id of a source in the places registry. */
export type PlacesSourceId = (typeof PLACES_SOURCES)[number]["id"];
