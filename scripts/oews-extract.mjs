/**
 * One-off transcription of the county index's inputs from the U.S. Department of Labor's OFLC
 * prevailing wage files for July 2025 – June 2026 (built from BLS OEWS May 2024 estimates):
 * `Geography.csv` (every county's OEWS area) and the four wage levels of SOC 11-9021
 * (Construction Managers) by area. Writes shared/places/generator/oews-county-areas.json and
 * oews-construction-wages.json; `npm run data:counties` reads those committed files.
 *
 *   node scripts/oews-extract.mjs <Geography.csv> <wages.json: { area: { soc: [l1, l2, l3, l4] } }>
 */
import { readFileSync, writeFileSync } from "node:fs";

const [geographyFile, wagesFile] = process.argv.slice(2);
if (!geographyFile || !wagesFile) throw new Error("usage: oews-extract.mjs <Geography.csv> <wages.json>");

const parseLine = (line) => [...line.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
const [header, ...lines] = readFileSync(geographyFile, "utf8").trim().split(/\r?\n/);
const cols = parseLine(header);
const at = (name) => cols.indexOf(name);
const STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  ),
);
const rows = lines
  .map(parseLine)
  .filter((f) => STATES.has(f[at("StateAb")]))
  .map((f) => [f[at("StateAb")], f[at("CountyTownName")], f[at("Area")]])
  .sort((a, b) => (a.join("|") < b.join("|") ? -1 : 1));
const areaNames = new Map(lines.map(parseLine).map((f) => [f[at("Area")], f[at("AreaName")]]));

const wages = JSON.parse(readFileSync(wagesFile, "utf8"));
const used = [...new Set(rows.map((r) => r[2]))].sort();
const areas = {};
for (const area of used) {
  const levels = wages[area]?.["11-9021"];
  if (levels) areas[area] = [areaNames.get(area), ...levels];
}
writeFileSync(
  "shared/places/generator/oews-county-areas.json",
  `${JSON.stringify({ rows }, null, 0).replace(/\],\[/g, "],\n[")}\n`,
);
writeFileSync(
  "shared/places/generator/oews-construction-wages.json",
  `${JSON.stringify({ soc: "11-9021", unit: "USD a year (hourly level × 2080)", areas }, null, 1)}\n`,
);
console.log(`${rows.length} counties, ${Object.keys(areas).length} of ${used.length} areas with wages`);
