/**
 * Other names people type for listed cities (issue 13, "Forgiving inputs"): New York City's five
 * boroughs and its short names, and the spelled-out or abbreviated forms of Saint, Fort and Mount
 * ("Saint Louis" for St. Louis, "Ft Worth" for Fort Worth). Pure data and string rules: the lookup
 * that uses them is `findCityOrAlias` in ./index.ts, which only ever answers a listed city. The
 * start form resolves what a visitor types with it, and so does the API's `resolveLocation`: a
 * project in Brooklyn is priced as New York City wherever it is entered.
 */

/** Names of a listed city by state code, lower case: alias → the listed city's name. */
const ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  NY: {
    nyc: "New York City",
    "new york": "New York City",
    "ny city": "New York City",
    "new york city": "New York City",
    manhattan: "New York City",
    brooklyn: "New York City",
    queens: "New York City",
    bronx: "New York City",
    "the bronx": "New York City",
    "staten island": "New York City",
  },
};

// Spelled-out and abbreviated forms of the same first word, both ways.
const PREFIXES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^saint\s+/, "st. "],
  [/^st\.?\s+/, "saint "],
  [/^st\s+/, "st. "],
  [/^fort\s+/, "ft. "],
  [/^ft\.?\s+/, "fort "],
  [/^mount\s+/, "mt. "],
  [/^mt\.?\s+/, "mount "],
];

/** The text as a lookup key: trimmed, lower case, hyphens and inner spaces as one space. */
function key(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, " ");
}

/**
 * Names a listed city might have in the state (state code "NY"), for a typed text: the explicit
 * alias, then the Saint/St., Fort/Ft., Mount/Mt. variants. The caller keeps the first that is listed.
 */
export function cityAliasCandidates(stateCode: string, text: string): string[] {
  const k = key(text);
  if (!k) return [];
  const out: string[] = [];
  const named = Object.hasOwn(ALIASES, stateCode) ? ALIASES[stateCode] : undefined;
  if (named && Object.hasOwn(named, k)) out.push(named[k]!);
  for (const [re, replacement] of PREFIXES) {
    if (re.test(k)) out.push(k.replace(re, replacement));
  }
  return out;
}

/**
 * A place name as a lookup key for unlisted places (data/county-places.generated.ts): no
 * diacritics, periods or apostrophes, lower case, hyphens and spaces as one space, and a leading
 * Saint, Mount or Fort in its short form ("Saint Helena" = "St. Helena" = "st helena").
 */
export function placeKey(text: string): string {
  // plain ASCII (nearly every name) needs no decomposition
  const ascii = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return ascii
    .toLowerCase()
    .replace(/['\u2019.]/g, "")
    .replace(/[-\s]+/g, " ")
    .trim()
    .replace(/^saint /, "st ")
    .replace(/^mount /, "mt ")
    .replace(/^fort /, "ft ");
}
