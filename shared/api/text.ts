/**
 * Text rules of the API contract that both sides apply: control characters never enter a saved
 * record, an error message quotes at most 100 characters of a bad value, and a custom city is plain
 * text of at most 60 characters, title-cased (decision 16). Pure functions, no data: the
 * client's start form uses the same rule as the server.
 */

/** Longest custom city accepted (decision 16). */
export const MAX_CUSTOM_CITY = 60;
/** Most characters of a bad value an error message quotes. */
export const MAX_QUOTE = 100;

// C0 and C1 controls, and the bidirectional overrides and isolates that can disguise text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// Letters, digits, spaces and . , ' - (decision 16). Letters are Latin — A–Z and the accented
// letters of Latin-1 and Latin Extended-A/B ("Doña Ana", "Española"; a combining accent is first
// composed with its letter) — so a name cannot mix in a look-alike from another script (Cyrillic
// "а" in "Аustin"), a full-width "Ａ" or an IPA "ɑ"; digits are 0–9. The apostrophe may be typographic (’ as phones type it, and
// the ʻokina of Hawaiian names, written ‘ or ʻ: "‘Ewa Gentry").
const CUSTOM_CITY = /^[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f0-9 .,'\u2018\u2019\u02bb-]+$/;
// A name has at least one letter: "..." or "-'-" is no name.
const HAS_LETTER = /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]/;

// eslint-disable-next-line no-control-regex -- the same characters, for a test without copying
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

// The same without tab, line feed and carriage return, for text whose lines matter (a quote).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The text without control characters (the text itself when it has none, the common case). */
export function stripControl(text: string): string {
  return HAS_CONTROL.test(text) ? text.replace(CONTROL, "") : text;
}

/** The text without control characters other than tab and line breaks. */
export function stripControlKeepLines(text: string): string {
  return text.replace(CONTROL_BUT_LINES, "");
}

/** A value as an error message quotes it: its text, cut to 100 characters with an ellipsis. */
export function quote(value: unknown): string {
  const text = stripControl(typeof value === "string" ? value : String(value));
  return text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE)}…` : text;
}

/**
 * A custom city as it is stored and shown: spaces collapsed and each word's first letter in
 * upper case ("new braunfels" → "New Braunfels", "McAllen" kept); undefined when the text is
 * longer than 60 characters, holds anything but (Latin) letters, digits, spaces and . , ' -, or
 * has no letter at all.
 */
export function customCityName(text: string): string | undefined {
  const name = text.normalize("NFC").trim().replace(/\s+/g, " ");
  if (!name || name.length > MAX_CUSTOM_CITY || !CUSTOM_CITY.test(name) || !HAS_LETTER.test(name)) {
    return undefined;
  }
  return name.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_m, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** The rule a custom city breaks, in words the start form and the API both show. */
export const CUSTOM_CITY_RULE = `A city that is not listed can have up to ${MAX_CUSTOM_CITY} letters, digits, spaces and . , ' -`;
