/**
 * JSON for data blocks inside HTML (<script type="application/ld+json"> and the hydration data).
 * Escaping <, >, & and the JavaScript line separators as \uXXXX keeps the value identical for
 * any JSON parser while making "</script>" or "<!--" in any text unable to end the block.
 */

const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON.stringify whose output can sit inside a <script> element unchanged. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
