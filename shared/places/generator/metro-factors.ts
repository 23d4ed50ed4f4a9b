/**
 * Builds data/metro-factors.generated.ts: a residential and a commercial cost index for every
 * listed city that public indices cover (location-indices.json, transcribed from a public research
 * note that quotes HUD's 2024 Total Development Cost limits, RSMeans Residential 2024 and the DoD
 * area cost factors of 29 March 2024; Craftsman's area factors only where nothing else exists),
 * and, for a listed city none covers, the index of another listed city in the same county.
 * `npm run data:factors` writes it (scripts/metro-factors.ts); a test compares the committed
 * module with a fresh build.
 *
 * Residential index: the mean of HUD and RSMeans where given, else Craftsman. Commercial index:
 * the DoD area cost factor where given in the lower 48 (Alaska and Hawaii carry military
 * logistics premiums), else the residential index.
 */
import { GENERATED_STATES } from "../data/cities.generated";
import { COUNTY_PLACES } from "../data/county-places.generated";
import rows from "./location-indices.json";

/** Where the module goes, from the repository root. */
export const METRO_FACTORS_FILE = "shared/places/data/metro-factors.generated.ts";

type IndexId = "hud-tdc-2024" | "rsmeans-res-2024" | "dod-acf-fy2026" | "craftsman-amf-2023";
interface Row {
  city: string;
  state: string;
  index: IndexId;
  factor: number;
}

const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/^saint /, "st. ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const round2 = (x: number) => Math.round(x * 100) / 100;

const byPlace = new Map<string, Partial<Record<IndexId, number>>>();
for (const r of rows as Row[]) {
  const k = `${key(r.state)}|${key(r.city)}`;
  const entry = byPlace.get(k) ?? {};
  entry[r.index] = r.factor;
  byPlace.set(k, entry);
}

function indices(state: string, city: string): [number, number, string] | undefined {
  const e = byPlace.get(`${key(state)}|${key(city)}`);
  if (!e) return undefined;
  const primary = [e["hud-tdc-2024"], e["rsmeans-res-2024"]].filter((x): x is number => x !== undefined);
  const residential = primary.length ? mean(primary) : e["craftsman-amf-2023"];
  if (residential === undefined) return undefined;
  const lower48 = state !== "Alaska" && state !== "Hawaii";
  const dod = lower48 ? e["dod-acf-fy2026"] : undefined;
  const used = Object.keys(e)
    .filter((k) => k !== "craftsman-amf-2023" || !primary.length)
    .filter((k) => k !== "dod-acf-fy2026" || dod !== undefined)
    .sort();
  return [round2(residential), round2(dod ?? residential), used.join("+")];
}

/** A city's indices: residential, commercial, and "<scope> <indices used>". */
export type MetroEntry = [number, number, string];

/**
 * The table, the module's text and how many cities have their own indices or their county's.
 */
export function buildMetroFactors(): {
  out: Record<string, Record<string, MetroEntry>>;
  text: string;
  own: number;
  county: number;
  countyIndex: number;
} {
  const out: Record<string, Record<string, MetroEntry>> = {};
  const lines: string[] = [];
  let own = 0;
  let county = 0;
  let countyIndex = 0;
  for (const s of GENERATED_STATES) {
    const entries: string[] = [];
    const known = new Map<string, [number, number, string]>();
    for (const c of s.cities) {
      const ix = indices(s.name, c.name);
      if (ix) known.set(c.slug, ix);
    }
    for (const c of s.cities) {
      let ix = known.get(c.slug);
      let scope = "city";
      const weak = !ix || ix[2] === "craftsman-amf-2023";
      if (weak && c.county) {
        // a county neighbour with HUD/RSMeans/DoD figures beats Craftsman alone (the weakest index)
        const neighbour = s.cities.find(
          (o) =>
            o.county === c.county &&
            o.slug !== c.slug &&
            (known.get(o.slug)?.[2] ?? "craftsman-amf-2023") !== "craftsman-amf-2023",
        );
        if (neighbour) {
          ix = known.get(neighbour.slug)!;
          scope = `county:${neighbour.slug}`;
        }
      }
      if (!ix && c.county) {
        // no listed city of its county has indices: its own county's (npm run data:county-places)
        const counties =
          (Object.hasOwn(COUNTY_PLACES.counties, s.code) ? COUNTY_PLACES.counties[s.code] : undefined) ?? {};
        const found = Object.entries(counties).find(([, e]) => e[0] === c.county && e[3].startsWith("oews:"));
        if (found) {
          ix = [found[1][1], found[1][2], found[1][3]];
          scope = `county-index:${found[0]}`;
        }
      }
      if (!ix) continue;
      if (scope === "city") own++;
      else if (scope.startsWith("county-index")) countyIndex++;
      else county++;
      (out[s.code] ??= {})[c.slug] = [ix[0], ix[1], `${scope} ${ix[2]}`];
      entries.push(
        `    ${JSON.stringify(c.slug)}: [${ix[0]}, ${ix[1]}, ${JSON.stringify(`${scope} ${ix[2]}`)}],`,
      );
    }
    if (entries.length) lines.push(`  ${s.code}: {\n${entries.join("\n")}\n  },`);
  }

  const text = `// GENERATED by \`npm run data:factors\` (scripts/metro-factors.ts). DO NOT EDIT.
// Residential and commercial cost indices (national average = 1.00) of listed cities: ${own} from their
// own metro's published indices, ${county} from another listed city of the same county, ${countyIndex} from
// their own county's index (county-places.generated.ts, scope "county-index:<county code>").
// Each entry: [residential, commercial, "<scope> <indices used>"].

/** City cost indices by state code and city slug. */
export const METRO_FACTORS: Readonly<
  Record<string, Readonly<Record<string, readonly [number, number, string]>>>
> = {
${lines.join("\n")}
};
`;
  return { out, text, own, county, countyIndex };
}
