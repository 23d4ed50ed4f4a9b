/**
 * The share-link limits: a visitor (IPv4 address or IPv6 /64) may create 30 new saved estimates a
 * minute and SHARE_LINKS_PER_VISITOR_PER_DAY a day, all visitors together SHARE_LINKS_PER_DAY;
 * re-sharing a saved one is not counted, and other visitors are not affected.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { clientKey } from "../../worker/client-ip";
import type { ShareBudget } from "../../worker/share-budget";
import { SHARE_LINKS_PER_DAY, secondsToNextDay, shareVerdict, utcDay } from "../../worker/share-limit";
import { converse, post, projectData, type ErrorJson } from "./api-helpers";

const share = (body: unknown, ip: string) =>
  post("/api/estimates", body, { headers: { "content-type": "application/json", "cf-connecting-ip": ip } });

const shareQuote = (body: unknown, ip: string) =>
  post("/api/quote-checks", body, {
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
  });
const quoteBody = (total: number) => ({
  project: { constructionType: "single-family", state: "Iowa", city: "Ames" },
  quote: { total },
});

const withIp = (ip: string) =>
  new Request("http://c2c.test/api/estimates", { headers: { "cf-connecting-ip": ip } });

describe("the visitor key", () => {
  it("is the IPv4 address itself", () => {
    expect(clientKey(withIp("203.0.113.7"))).toBe("203.0.113.7");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    expect(clientKey(withIp("2001:db8:a:b:1:2:3:4"))).toBe("2001:db8:a:b::/64");
    expect(clientKey(withIp("2001:0db8:000a:000b:ffff::1"))).toBe("2001:db8:a:b::/64");
    expect(clientKey(withIp("2001:db8::1"))).toBe("2001:db8:0:0::/64");
    expect(clientKey(withIp("::ffff:192.0.2.1"))).toBe("0:0:0:0::/64");
  });

  it("is 'local' without cf-connecting-ip", () => {
    expect(clientKey(new Request("http://c2c.test/"))).toBe("local");
  });
});

describe("the day's budget", () => {
  it("counts UTC days and the seconds to the next one", () => {
    const now = new Date("2026-11-21T23:59:00.000Z");
    expect(utcDay(now)).toBe("2026-11-21");
    expect(secondsToNextDay(now)).toBe(60);
  });

  it("refuses a visitor's link over the visitor's cap and any link over the global cap", async () => {
    const stub = env.SHARE_BUDGET.get(env.SHARE_BUDGET.idFromName("unit"));
    const day = "2026-11-21";
    expect(await stub.take(day, "a", 2, 3)).toBe("ok");
    expect(await stub.take(day, "a", 2, 3)).toBe("ok");
    expect(await stub.take(day, "a", 2, 3)).toBe("visitor");
    expect(await stub.take(day, "b", 2, 3)).toBe("ok");
    expect(await stub.take(day, "c", 2, 3)).toBe("global");
    // A new day starts from zero and forgets the old one.
    expect(await stub.take("2026-11-22", "a", 2, 3)).toBe("ok");
  });

  it("lets the save through when the limiter and the budget are missing or fail", async () => {
    const now = new Date();
    expect(await shareVerdict({}, withIp("203.0.113.9"), now)).toBe("ok");
    const failing = { limit: () => Promise.reject(new Error("limiter down")) };
    const broken = { idFromName: () => ({}), get: () => ({ take: () => Promise.reject(new Error("down")) }) };
    expect(
      await shareVerdict(
        { SHARE_LIMITER: failing, SHARE_BUDGET: broken } as unknown as Partial<Env>,
        withIp("203.0.113.9"),
        now,
      ),
    ).toBe("ok");
    const denying = { limit: () => Promise.resolve({ success: false }) };
    expect(await shareVerdict({ SHARE_LIMITER: denying } as unknown as Partial<Env>, withIp("x"), now)).toBe(
      "minute",
    );
  });
});

/**
 * The per-minute limiter counts in windows aligned to the wall clock's minutes, so a test that
 * sends 30 links must not straddle one: near a minute's end it waits for the next one.
 */
async function awayFromMinuteEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe("POST /api/estimates under the limits", () => {
  beforeEach(awayFromMinuteEdge, 20_000);

  it("answers 429 with Retry-After on the 31st new share link within a minute from one visitor", async () => {
    const pd = projectData("single-family", "Texas", "Town A");
    const { answers } = await converse(pd);
    const ip = "203.0.113.7";
    // Custom cities price on the state's figures, so the same answers fit every one of them.
    for (let i = 0; i < 30; i++) {
      const res = await share({ projectData: { ...pd, city: `Town ${i}` }, answers }, ip);
      expect(res.status).toBe(201);
    }
    const limited = await share({ projectData: { ...pd, city: "Town 30" }, answers }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(((await limited.json()) as ErrorJson).error.code).toBe("rate_limited");

    // Re-sharing an estimate that is already saved writes nothing and is still answered.
    const again = await share({ projectData: { ...pd, city: "Town 3" }, answers }, ip);
    expect(again.status).toBe(200);
    // Another visitor is not affected.
    const other = await share({ projectData: { ...pd, city: "Town 30" }, answers }, "198.51.100.9");
    expect(other.status).toBe(201);
  });

  it("counts rotating IPv6 addresses of one /64 as one visitor", async () => {
    const pd = projectData("single-family", "Ohio", "Village A");
    const { answers } = await converse(pd);
    for (let i = 0; i < 30; i++) {
      const res = await share(
        { projectData: { ...pd, city: `Village ${i}` }, answers },
        `2001:db8:7:7::${i + 1}`,
      );
      expect(res.status).toBe(201);
    }
    const limited = await share(
      { projectData: { ...pd, city: "Village 30" }, answers },
      "2001:db8:7:7:abcd::9",
    );
    expect(limited.status).toBe(429);
    const otherNet = await share({ projectData: { ...pd, city: "Village 30" }, answers }, "2001:db8:7:8::1");
    expect(otherNet.status).toBe(201);
  });

  it("counts quote-check links and estimate links against the same limits", async () => {
    const pd = projectData("single-family", "Iowa", "Hamlet A");
    const { answers } = await converse(pd);
    const ip = "203.0.113.77";
    for (let i = 0; i < 15; i++) {
      expect((await share({ projectData: { ...pd, city: `Hamlet ${i}` }, answers }, ip)).status).toBe(201);
      expect((await shareQuote(quoteBody(300_000 + i), ip)).status).toBe(201);
    }
    const limited = await shareQuote(quoteBody(400_000), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(((await limited.json()) as ErrorJson).error.code).toBe("rate_limited");
    expect((await share({ projectData: { ...pd, city: "Hamlet 30" }, answers }, ip)).status).toBe(429);
    // A check already saved is answered without counting.
    expect((await shareQuote(quoteBody(300_003), ip)).status).toBe(200);
  });

  it("answers 503 share_limit_reached with Retry-After once the day's links are used up", async () => {
    const stub = env.SHARE_BUDGET.get(env.SHARE_BUDGET.idFromName("global"));
    await runInDurableObject(stub, (budget: ShareBudget, state) => {
      void budget;
      state.storage.sql.exec(
        "INSERT OR REPLACE INTO counts (day, key, n) VALUES (?, '*', ?)",
        utcDay(new Date()),
        SHARE_LINKS_PER_DAY,
      );
    });
    const pd = projectData("single-family", "Utah", "Hamlet One");
    const { answers } = await converse(pd);
    const res = await share({ projectData: pd, answers }, "192.0.2.55");
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = ((await res.json()) as ErrorJson).error;
    expect(error.code).toBe("share_limit_reached");
    expect(error.message).toContain("Today's share links are used up");
  });

  it("refuses a new quote-check link too once the day's links are used up", async () => {
    // The budget is used up by the test before.
    const res = await shareQuote(quoteBody(777_000), "192.0.2.56");
    expect(res.status).toBe(503);
    const error = ((await res.json()) as ErrorJson).error;
    expect(error.code).toBe("share_limit_reached");
    expect(error.message).toContain("Your check still works");
  });
});
