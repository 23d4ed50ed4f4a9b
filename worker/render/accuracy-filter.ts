/**
 * Browsing /accuracy (issue 27): the query string picks the projects of one type, one kind of
 * building and one state (`/accuracy?type=healthcare&kind=hospital&state=TX`), on the server, so
 * a visitor finds the projects behind an estimate without loading every project. Pure: the query
 * in, a filter or the reason it is refused out; a view in, the view of the picked projects out,
 * its summaries recomputed from them.
 *
 * An empty value (the form's "All") is no filter; unknown parameters (a campaign tag) are ignored;
 * a value that names no type, kind or state, a kind of another type, or a parameter given twice is
 * refused with a 400 page that says which and why: a mistyped link should say so, not silently
 * show every project.
 */
import { TYPE_DATA } from "../../shared/engine/params";
import { findState, STATES } from "../../shared/places/index";
import { PROJECT_TYPE_IDS, type ProjectTypeId } from "../../shared/project-types";
import { summarizeRows, typeLabel, type AccuracyView } from "./accuracy-data";

/** The projects a view shows: every field optional, all of them must match. */
export interface AccuracyFilter {
  type?: ProjectTypeId;
  /** A kind id of the type ("hospital"). */
  kind?: string;
  /** A state's USPS code ("TX"). */
  state?: string;
}

/** The parameters the page reads, in the order its links write them. */
export const FILTER_PARAMS = ["type", "kind", "state"] as const;

/** The type of every kind id (kind ids are unique across types). */
const KIND_TYPE = new Map<string, ProjectTypeId>(
  PROJECT_TYPE_IDS.flatMap((t) => TYPE_DATA[t].kinds.map((k) => [k.id, t] as const)),
);

/** A kind's label without its parenthesised detail ("Acute-care hospital or bed tower"). */
export function kindName(kind: string): string {
  const type = KIND_TYPE.get(kind);
  const label = type ? TYPE_DATA[type].kinds.find((k) => k.id === kind)?.label : undefined;
  if (!label) return kind;
  const i = label.indexOf(" (");
  return i < 0 ? label : label.slice(0, i);
}

/** The kinds a type's projects are told apart by (none for a type of one kind). */
export function kindsOf(type: ProjectTypeId): string[] {
  return TYPE_DATA[type].kindQuestion ? TYPE_DATA[type].kinds.map((k) => k.id) : [];
}

/** What a query asks for, or why it cannot be shown. */
export type ParsedFilter = { ok: true; filter: AccuracyFilter } | { ok: false; problems: string[] };

/** The filter of a query string; a kind alone implies its type. */
export function parseAccuracyFilter(params: URLSearchParams): ParsedFilter {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const all = params.getAll(name);
    if (all.length > 1) problems.push(`“${name}” is given ${all.length} times; give it once.`);
    const v = (all[0] ?? "").trim();
    return v === "" ? undefined : v;
  };
  const filter: AccuracyFilter = {};
  const type = value("type");
  if (type !== undefined) {
    if ((PROJECT_TYPE_IDS as readonly string[]).includes(type)) filter.type = type as ProjectTypeId;
    else
      problems.push(
        `“${type.slice(0, 40)}” is not a project type; use one of ${PROJECT_TYPE_IDS.join(", ")}.`,
      );
  }
  const kind = value("kind");
  if (kind !== undefined) {
    const of = KIND_TYPE.get(kind);
    if (!of || !kindsOf(of).includes(kind)) {
      problems.push(`“${kind.slice(0, 40)}” is not a kind of building the page knows.`);
    } else if (filter.type && filter.type !== of) {
      problems.push(
        `“${kind}” is a kind of ${typeLabel(of)}, not of ${typeLabel(filter.type)}; kinds of ${typeLabel(filter.type)}: ${kindsOf(filter.type).join(", ") || "none"}.`,
      );
    } else {
      filter.type = of;
      filter.kind = kind;
    }
  }
  const state = value("state");
  if (state !== undefined) {
    const s = /^[A-Za-z]{2}$/.test(state) ? findState(state) : undefined;
    if (s) filter.state = s.code;
    else problems.push(`“${state.slice(0, 40)}” is not a state's two-letter code (TX, CA, NY…).`);
  }
  return problems.length ? { ok: false, problems } : { ok: true, filter };
}

/** True when the filter picks some projects rather than all. */
export function isFiltered(f: AccuracyFilter): boolean {
  return f.type !== undefined || f.kind !== undefined || f.state !== undefined;
}

/** The filter's query string, in a fixed order ("?type=healthcare&state=TX"; "" for none). */
export function filterQuery(f: AccuracyFilter): string {
  const q = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const v = f[name];
    if (v) q.set(name, v);
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The filter in words: "Healthcare Facility, acute-care hospitals, in Texas". */
export function describeFilter(f: AccuracyFilter): string {
  const parts: string[] = [];
  if (f.type) parts.push(typeLabel(f.type));
  if (f.kind) parts.push(kindName(f.kind));
  if (f.state) parts.push(`in ${STATES.find((s) => s.code === f.state)?.name ?? f.state}`);
  return parts.join(", ");
}

/** The view of the projects the filter picks, with its summaries recomputed from them. */
export function filterView(view: AccuracyView, f: AccuracyFilter): AccuracyView {
  if (!isFiltered(f)) return view;
  const cases = view.cases.filter(
    (c) =>
      (!f.type || c.type === f.type) &&
      (!f.kind || c.kind === f.kind) &&
      (!f.state || c.stateCode === f.state),
  );
  // a set-aside case was never scored, so it has no kind: listed only when no kind is picked
  const setAside = f.kind
    ? []
    : view.setAside.filter((c) => (!f.type || c.type === f.type) && (!f.state || c.stateCode === f.state));
  return { ...view, cases, setAside, summary: summarizeRows(cases) };
}
