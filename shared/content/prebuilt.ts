/**
 * Landing pages built ahead of time (docs/decisions/008): the build renders every page's body
 * once, with the client's own components, and stores it with the page's data among the static
 * assets; the worker fetches that part through the assets binding, writes the year over its slot
 * and puts the edge-rendered head around it. This module names the files and their format, for
 * the build, the worker and the tests alike.
 */
import { PROJECT_TYPES } from "../project-types";
import { STATES, citiesOf } from "../places/index";
import type { LandingTarget } from "./landing-route";

/** Folder of the prebuilt parts among the static assets (the worker answers 404 to visitors there). */
export const PREBUILT_DIR = "/_landing";

/** The landing shell: the app's index.html with the landing page's stylesheet and script preloads. */
export const LANDING_SHELL_ASSET = `${PREBUILT_DIR}/shell.txt`;

/**
 * The app's bare shell (the built index.html, before the home page takes its place), which the
 * worker answers unknown paths with (404) and app pages that have no file of their own (200).
 */
export const APP_SHELL_ASSET = `${PREBUILT_DIR}/app-shell.txt`;

/**
 * The /accuracy page, rendered by the build with a slot for the origin (worker/render/origin-page.ts):
 * it changes only with the calibration data, which only a build and deploy bring.
 */
export const ACCURACY_ASSET = `${PREBUILT_DIR}/accuracy.txt`;

/**
 * What /accuracy shows, as JSON (worker/render/accuracy-data.ts's view), written by the build: the
 * worker renders a filtered view (/accuracy?type=…) from it without the calibration set.
 */
export const ACCURACY_VIEW_ASSET = `${PREBUILT_DIR}/accuracy-view.json`;

/** The asset path of a page's prebuilt part, from its canonical path ("/estimate/…"). */
export function prebuiltPartPath(canonicalPath: string): string {
  return `${PREBUILT_DIR}${canonicalPath}.txt`;
}

/**
 * A part is UTF-8 bytes: one ASCII header line, then the page's body HTML and its JSON data block,
 * "c2c-part 1 json=<offset> year=<offset>,<offset>…\n<body><json>". Offsets count bytes after the
 * header line: where the JSON starts and where each year slot is, so the worker can write the year
 * in place and hand the bytes on without decoding or re-encoding the page.
 */
export const PART_HEADER = "c2c-part 1";

/** A part's header: where its JSON starts and where its year slots are (bytes after the header). */
export interface PartLayout {
  json: number;
  years: number[];
}

/** The header line of a part (without its newline). */
export function partHeader(layout: PartLayout): string {
  return `${PART_HEADER} json=${layout.json} year=${layout.years.join(",")}`;
}

/** Reads a header line; undefined when it is not one. */
export function readPartHeader(line: string): PartLayout | undefined {
  const m = /^c2c-part 1 json=(\d+) year=([\d,]*)$/.exec(line);
  if (!m) return undefined;
  return { json: Number(m[1]), years: m[2] ? m[2].split(",").map(Number) : [] };
}

/** Every landing page there is: six types × (50 states + every listed city). */
export function allLandingTargets(): LandingTarget[] {
  return PROJECT_TYPES.flatMap((type) =>
    STATES.flatMap((state) => [
      { type, state, city: null },
      ...citiesOf(state).map((city) => ({ type, state, city })),
    ]),
  );
}
