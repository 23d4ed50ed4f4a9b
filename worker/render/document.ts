/**
 * Puts a server-rendered page into the single-page app's index.html (which carries the hashed
 * script and stylesheet tags of the current build): the shell's own title and description give
 * way to the page's head, the root element receives the rendered body, and the page's data
 * follows as a non-executed JSON block (the CSP allows no inline script) for the client to hydrate.
 */
import { safeJson } from "./safe-json";

/** What a rendered page adds to the shell. */
export interface ShellParts {
  head: string;
  body: string;
  data: unknown;
  /** Id of the JSON data block. */
  dataId: string;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/i;
const ROOT = /<div id="root">\s*<\/div>/i;

/** The shell with the page's head, body and data in place. */
export function fillShell(shell: string, parts: ShellParts): string {
  const data = `<script type="application/json" id="${parts.dataId}">${safeJson(parts.data)}</script>`;
  return (
    shell
      .replace(TITLE, "")
      .replace(DESCRIPTION, "")
      // Mantine's colour scheme is chosen without its inline script, which the CSP forbids.
      .replace(/<html([^>]*)>/i, (_m, attrs: string) =>
        attrs.includes("data-mantine-color-scheme")
          ? `<html${attrs}>`
          : `<html${attrs} data-mantine-color-scheme="light">`,
      )
      .replace(/<\/head>/i, () => `${parts.head}\n</head>`)
      .replace(ROOT, () => `<div id="root">${parts.body}</div>\n${data}`)
  );
}

/** The single-page app's index.html from the assets binding, with a short hash naming the build. */
export interface Shell {
  html: string;
  hash: string;
  /**
   * CSP sources ('sha256-…') of the shell's inline scripts. The built shell has none; Vite's dev
   * server adds a React-refresh preamble, which the worker's CSP must then allow by hash.
   */
  inlineScriptHashes: string[];
}

const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

const shells = new WeakMap<Fetcher, Promise<Shell>>();

async function fetchShell(assets: Fetcher, origin: string): Promise<Shell> {
  const res = await assets.fetch(new Request(`${origin}/`, { headers: { accept: "text/html" } }));
  if (!res.ok) throw new Error(`index.html from the assets binding: HTTP ${res.status}`);
  const html = await res.text();
  const digest = await sha256(html);
  const hash = [...digest.slice(0, 6)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const inlineScriptHashes = await Promise.all(
    [...html.matchAll(INLINE_SCRIPT)].map(
      async (m) => `'sha256-${btoa(String.fromCharCode(...(await sha256(m[1] ?? ""))))}'`,
    ),
  );
  return { html, hash, inlineScriptHashes };
}

/** The shell, fetched once per isolate and binding (a deploy starts new isolates). */
export function loadShell(assets: Fetcher, origin: string): Promise<Shell> {
  let shell = shells.get(assets);
  if (!shell) {
    shell = fetchShell(assets, origin);
    shell.catch(() => shells.delete(assets));
    shells.set(assets, shell);
  }
  return shell;
}
