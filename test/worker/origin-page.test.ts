/** Pages stored by the build with a slot for the origin (the /accuracy page): the worker's copy is the render's. */
import { describe, expect, it } from "vitest";
import { encodeOriginPage, readOriginPage } from "../../worker/render/origin-page";

const render = (origin: string) =>
  `<!doctype html><link rel="canonical" href="${origin}/accuracy" />` +
  `<meta property="og:url" content="${origin}/accuracy" /><p>Café — 3 × “quoted” ${"x".repeat(50)}</p>`;
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("origin pages", () => {
  it("gives, for any origin, the bytes the render gives for it", () => {
    const page = readOriginPage(encodeOriginPage(render))!;
    for (const origin of [
      "https://c2c.example",
      "http://127.0.0.1:8787",
      "https://preview.c2c.workers.dev",
    ]) {
      expect(decode(page(origin))).toBe(render(origin));
    }
  });

  it("escapes an origin's HTML characters, as the renderer's own escaping would", () => {
    const page = readOriginPage(encodeOriginPage(render))!;
    expect(decode(page(`https://a"b<c>&'.example`))).toContain(
      'href="https://a&quot;b&lt;c&gt;&amp;&#39;.example/accuracy"',
    );
  });

  it("works with no slot, a slot at either end, and non-ASCII text before a slot", () => {
    for (const r of [() => "no origin here", (o: string) => `${o}é${o}`, (o: string) => `ü${o}`]) {
      expect(decode(readOriginPage(encodeOriginPage(r))!("https://c2c.example"))).toBe(
        r("https://c2c.example"),
      );
    }
  });

  it("refuses bytes that are not a stored page", () => {
    const enc = new TextEncoder();
    expect(readOriginPage(enc.encode("<!doctype html><p>plain</p>"))).toBeUndefined();
    expect(readOriginPage(enc.encode("c2c-origin-page 1 at=9999\n<p>short</p>"))).toBeUndefined();
    expect(readOriginPage(enc.encode("c2c-origin-page 1 at=5,2\n<p>short</p>"))).toBeUndefined();
    expect(readOriginPage(new Uint8Array(0))).toBeUndefined();
  });
});
