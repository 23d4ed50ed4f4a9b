/**
 * Landing-page URLs (specification §2 route table, §5 "Landing route" validation): the five
 * prefixes, the state and city shapes, project-type variations (an alternative phrasing with
 * spaces turned into hyphens maps to its canonical id), and the canonical /estimate path every
 * variant points to. Places are looked up through the explicit slug map, never rebuilt from text.
 */
import { STATES, cityBySlug, type City, type State } from "../places/index";
import { projectTypeFromSlug, type ProjectType } from "../project-types";
import { LANDING_PREFIXES, type LandingPrefix } from "../app-paths";

/** A landing URL split into its parts, before validation. */
export interface LandingPathParts {
  prefix: LandingPrefix;
  typeSlug: string;
  stateSlug: string;
  citySlug: string | null;
}

/** A validated landing page: what to render. */
export interface LandingTarget {
  type: ProjectType;
  state: State;
  city: City | null;
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const stateBySlug = new Map(STATES.map((s) => [s.slug, s]));

/** Splits "/cost/house/texas/austin" into its parts; null when the path is not a landing shape. */
export function parseLandingPath(pathname: string): LandingPathParts | null {
  const parts = pathname.replace(/\/+$/, "").split("/").slice(1);
  if (parts.length < 3 || parts.length > 4) return null;
  const [prefix, typeSlug, stateSlug, citySlug] = parts as [string, string, string, string?];
  if (!(LANDING_PREFIXES as readonly string[]).includes(prefix)) return null;
  return { prefix: prefix as LandingPrefix, typeSlug, stateSlug, citySlug: citySlug ?? null };
}

/**
 * §5: the type must be a known id or a variation, the state one of the 50 (by its slug), the city
 * one of that state's listed cities (by its exact slug). Anything else — unknown names, upper
 * case, encoded characters, script-like text — is undefined, which the worker answers with 404.
 */
export function resolveLanding(parts: LandingPathParts): LandingTarget | undefined {
  const { typeSlug, stateSlug, citySlug } = parts;
  if (![typeSlug, stateSlug, citySlug ?? "x"].every((s) => SEGMENT.test(s))) return undefined;
  const type = projectTypeFromSlug(typeSlug);
  const state = stateBySlug.get(stateSlug);
  if (!type || !state) return undefined;
  if (citySlug === null) return { type, state, city: null };
  const city = cityBySlug(state, citySlug);
  return city ? { type, state, city } : undefined;
}

/** The canonical path of a landing page: always under /estimate, with the canonical type id. */
export function canonicalLandingPath(target: LandingTarget): string {
  const base = `/estimate/${target.type.id}/${target.state.slug}`;
  return target.city ? `${base}/${target.city.slug}` : base;
}

/** Parses and validates in one step: the target, or undefined for a 404, or null for "not a landing path". */
export function landingTargetOf(pathname: string): LandingTarget | undefined | null {
  const parts = parseLandingPath(pathname);
  return parts ? resolveLanding(parts) : null;
}
