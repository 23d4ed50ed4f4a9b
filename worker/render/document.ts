/**
 * The landing shell (the app's index.html with the landing page's stylesheet and script preloads)
 * cut once per isolate into the pieces a page is stitched from: the shell's own title and
 * description give way to the page's head, the root element receives the prebuilt body, and the
 * page's data follows as a non-executed JSON block (the CSP allows no inline script) for the
 * client to hydrate. Stitching is then a copy of bytes, nearly free per request. The app's bare
 * shell, for the paths the worker answers with the single-page app, is kept as it is.
 */
import { APP_SHELL_ASSET, LANDING_SHELL_ASSET } from "../../shared/content/prebuilt";

/** Id of the JSON data block the client hydrates from. */
export const LANDING_DATA_ID = "landing-data";

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/i;
const ROOT = /<div id="root">\s*<\/div>/i;

/** The shell in three pieces around the head's end and the root element, as UTF-8 bytes. */
export interface ShellPieces {
  /** Up to, not including, </head>. */
  head: Uint8Array;
  /** From </head> to the root element's opening tag, inclusive. */
  root: Uint8Array;
  /** After the root element. */
  tail: Uint8Array;
}

const encoder = new TextEncoder();

/** Cuts a shell into its pieces; throws when it has no </head> or empty root element. */
export function cutShell(shell: string): ShellPieces {
  const html = shell
    .replace(TITLE, "")
    .replace(DESCRIPTION, "")
    // Mantine's colour scheme is chosen without its inline script, which the CSP forbids.
    .replace(/<html([^>]*)>/i, (_m, attrs: string) =>
      attrs.includes("data-mantine-color-scheme")
        ? `<html${attrs}>`
        : `<html${attrs} data-mantine-color-scheme="light">`,
    );
  const headEnd = html.search(/<\/head>/i);
  const root = ROOT.exec(html);
  if (headEnd < 0 || !root || root.index < headEnd) throw new Error("the shell has no </head> or empty root");
  return {
    head: encoder.encode(html.slice(0, headEnd)),
    root: encoder.encode(`${html.slice(headEnd, root.index)}<div id="root">`),
    tail: encoder.encode(html.slice(root.index + root[0].length)),
  };
}

const DATA_OPEN = encoder.encode(`</div>\n<script type="application/json" id="${LANDING_DATA_ID}">`);
const DATA_CLOSE = encoder.encode("</script>");

/** A page's pieces: the shell's, its head, its body HTML and its data (JSON safe inside HTML). */
export function pagePieces(p: ShellPieces, head: string, body: Uint8Array, json: Uint8Array): Uint8Array[] {
  return [p.head, encoder.encode(`${head}\n`), p.root, body, DATA_OPEN, json, DATA_CLOSE, p.tail];
}

/** The pieces as one buffer (for a page kept and sent many times). */
export function joinPieces(pieces: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const page = new Uint8Array(pieces.reduce((n, piece) => n + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    page.set(piece, at);
    at += piece.length;
  }
  return page;
}

/**
 * The pieces as a stream (for a page sent once): the body and data go out as the build wrote
 * them, without being copied into one more buffer.
 */
export function streamPieces(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

/** The landing shell from the assets binding, cut into pieces. */
export interface Shell {
  pieces: ShellPieces;
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

async function fetchHtml(assets: Fetcher, url: string): Promise<string | undefined> {
  const res = await assets.fetch(new Request(url, { headers: { accept: "text/html" } }));
  return res.ok ? res.text() : undefined;
}

/** The built shell at `asset`, or without a build (vite dev) the app's own index.html. */
async function fetchShellHtml(assets: Fetcher, origin: string, asset: string): Promise<string> {
  const built = await fetchHtml(assets, `${origin}${asset}`);
  const html = built?.includes('<div id="root">') ? built : await fetchHtml(assets, `${origin}/`);
  if (!html) throw new Error("no shell from the assets binding");
  return html;
}

async function inlineScriptHashesOf(html: string): Promise<string[]> {
  return Promise.all(
    [...html.matchAll(INLINE_SCRIPT)].map(
      async (m) => `'sha256-${btoa(String.fromCharCode(...(await sha256(m[1] ?? ""))))}'`,
    ),
  );
}

/** A value fetched once per isolate and binding (a deploy starts new isolates); retried after a failure. */
function oncePerBinding<T>(make: (assets: Fetcher, origin: string) => Promise<T>) {
  const cache = new WeakMap<Fetcher, Promise<T>>();
  return (assets: Fetcher, origin: string): Promise<T> => {
    let value = cache.get(assets);
    if (!value) {
      value = make(assets, origin);
      value.catch(() => cache.delete(assets));
      cache.set(assets, value);
    }
    return value;
  };
}

/** The landing shell, fetched and cut once per isolate and binding. */
export const loadShell = oncePerBinding(async (assets, origin): Promise<Shell> => {
  const html = await fetchShellHtml(assets, origin, LANDING_SHELL_ASSET);
  return { pieces: cutShell(html), inlineScriptHashes: await inlineScriptHashesOf(html) };
});

/** The app's bare shell as it is, for the paths the worker answers with the single-page app. */
export interface AppShell {
  html: string;
  /** As Shell's: the dev server's inline preamble, allowed by hash. */
  inlineScriptHashes: string[];
}

/** The app shell, fetched once per isolate and binding. */
export const loadAppShell = oncePerBinding(async (assets, origin): Promise<AppShell> => {
  const html = await fetchShellHtml(assets, origin, APP_SHELL_ASSET);
  return { html, inlineScriptHashes: await inlineScriptHashesOf(html) };
});
