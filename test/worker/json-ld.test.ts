/** The JSON-LD serialiser: text that tries to end the <script> block stays inert. */
import { describe, expect, it } from "vitest";
import { renderJsonLd } from "../../worker/render/json-ld";
import { safeJson } from "../../shared/content/safe-json";

describe("safeJson", () => {
  it("escapes <, >, & and the line separators and still parses to the same value", () => {
    const value = { text: "</script><script>alert(1)</script> & <!-- \u2028\u2029" };
    const json = safeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("keeps a </script> inside a block from closing it", () => {
    const html = renderJsonLd([{ "@type": "Thing", name: "</script><img src=x onerror=alert(1)>" }]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<img");
  });
});
