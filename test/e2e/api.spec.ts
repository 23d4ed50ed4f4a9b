/**
 * The API as an integrator meets it on the server `npm start` runs: the API page renders from the
 * published document with no request outside the site, and a connection that sent a body over the
 * limit keeps working (413, then 200 on the same connection).
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshot } from "./helpers";

test("An integrator opens the API page from the footer and reads every endpoint", async ({
  page,
  baseURL,
}, testInfo) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith("data:"))
      outside.push(request.url());
  });
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "The API for integrators" }).click();
  await expect(page).toHaveURL(/\/api-reference$/);
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page).toHaveTitle("API reference | Cost to Construct");
  for (const path of [
    "/api/initialize-questions",
    "/api/next-question",
    "/api/final-estimate",
    "/api/estimates/{id}",
  ]) {
    await expect(page.getByRole("button", { name: new RegExp(path.replace(/[{}]/g, "\\$&")) })).toBeVisible();
  }
  await page.getByRole("button", { name: /\/api\/initialize-questions/ }).click();
  // Only the opened endpoint's panel is visible.
  const visible = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
  await expect(page.getByRole("heading", { name: "Request body (JSON)" })).toBeVisible();
  await expect(visible("constructionType")).toBeVisible();
  await expect(visible("Error: invalid_json, invalid_body.")).toBeVisible();
  await screenshot(page, testInfo, "api-reference");
  await expectNoSeriousA11yViolations(page);
  expect(outside).toEqual([]);
});

/** Sends requests over one kept-alive connection, as an integration's HTTP client does. */
function connection(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, body: string | string[]) =>
    new Promise<{ status: number; contentType: string; csp: boolean }>((resolve, reject) => {
      const headers: Record<string, string> = { "content-type": "application/json" };
      const req = http.request({ host: "127.0.0.1", port, method, path, agent, headers }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers["content-type"]),
            csp: Boolean(res.headers["content-security-policy"]),
          }),
        );
      });
      req.on("error", reject);
      // A list is sent in chunks without a Content-Length (Transfer-Encoding: chunked).
      for (const part of Array.isArray(body) ? body : []) req.write(part);
      req.end(Array.isArray(body) ? undefined : body);
    });
  return { send, close: () => agent.destroy() };
}

test("An integration that sends a 70 KB body gets 413, then 200 for a valid request on the same connection", async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  const valid = JSON.stringify({ constructionType: "single-family", state: "Texas", city: "Austin" });
  const big = JSON.stringify({ pad: "x".repeat(70 * 1024) });
  const chunked = Array.from({ length: 70 }, () => "x".repeat(1024));
  const { send, close } = connection(port);
  try {
    for (let i = 0; i < 5; i++) {
      for (const [method, path, body] of [
        ["POST", "/api/initialize-questions", big],
        ["PUT", "/api/estimate", big],
        ["POST", "/api/no-such-endpoint", big],
        ["POST", "/api/initialize-questions", chunked],
      ] as const) {
        const refused = await send(method, path, body);
        expect(refused.status, `${method} ${path}`).toBe(413);
        expect(refused.contentType).toContain("application/json");
        expect(refused.csp).toBe(true);
        const next = await send("POST", "/api/initialize-questions", valid);
        expect(next.status, `the request after ${method} ${path}`).toBe(200);
      }
    }
  } finally {
    close();
  }
});
