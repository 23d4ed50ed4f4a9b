/**
 * The share-link limits: per UTC day an address (IPv4 address or IPv6 /64) may create
 * SHARE_LINKS_PER_ADDRESS_PER_DAY new links, a network (IPv4 /24 or IPv6 /48)
 * SHARE_LINKS_PER_NETWORK_PER_DAY, all visitors together SHARE_LINKS_PER_DAY (wrangler.toml
 * [vars]), and an address 30 a minute; re-sharing a saved one is not counted, and other visitors
 * are not affected.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { clientKey, clientKeys } from "../../worker/client-ip";
import type { ShareBudget } from "../../worker/share-budget";
import {
  DEFAULT_SHARE_CAPS,
  secondsToNextDay,
  shareCaps,
  shareVerdict,
  utcDay,
} from "../../worker/share-limit";
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

const caps = shareCaps(env);

describe("the visitor keys", () => {
  it("are the IPv4 address itself and its /24", () => {
    expect(clientKey(withIp("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientKeys(withIp("203.0.113.7"))).toEqual({ address: "203.0.113.7", network: "203.0.113.0/24" });
  });

  it("are the /64 and /48 of an IPv6 address, however it is written", () => {
    expect(clientKey(withIp("2001:db8:a:b:1:2:3:4"))).toBe("2001:db8:a:b::/64");
    expect(clientKey(withIp("2001:0db8:000a:000b:ffff::1"))).toBe("2001:db8:a:b::/64");
    expect(clientKey(withIp("2001:db8::1"))).toBe("2001:db8:0:0::/64");
    expect(clientKeys(withIp("2001:db8:a:b:1:2:3:4")).network).toBe("2001:db8:a::/48");
    // The sixteen /64s of one /60 are one network.
    expect(
      new Set(Array.from({ length: 16 }, (_, i) => clientKeys(withIp(`2001:db8:a:${i}::1`)).network)),
    ).toEqual(new Set(["2001:db8:a::/48"]));
  });

  it("key an IPv4-mapped IPv6 address (::ffff:1.2.3.4) by its IPv4 address", () => {
    expect(clientKeys(withIp("::ffff:192.0.2.1"))).toEqual({ address: "192.0.2.1", network: "192.0.2.0/24" });
    expect(clientKey(withIp("0:0:0:0:0:ffff:c000:0201"))).toBe("192.0.2.1");
    expect(clientKey(withIp("::FFFF:192.0.2.1"))).toBe("192.0.2.1");
  });

  it("are 'local' without cf-connecting-ip", () => {
    expect(clientKey(new Request("http://c2c.test/"))).toBe("local");
  });
});

describe("the caps", () => {
  it("come from the configuration, defaults for a missing or malformed variable", () => {
    expect(caps).toEqual({ perDay: 800, perAddress: 10, perNetwork: 40 });
    expect(
      shareCaps({
        SHARE_LINKS_PER_DAY: "30000",
        SHARE_LINKS_PER_ADDRESS_PER_DAY: 50,
        SHARE_LINKS_PER_NETWORK_PER_DAY: "lots",
      }),
    ).toEqual({ perDay: 30_000, perAddress: 50, perNetwork: DEFAULT_SHARE_CAPS.perNetwork });
    expect(shareCaps({})).toEqual(DEFAULT_SHARE_CAPS);
    expect(shareCaps({ SHARE_LINKS_PER_DAY: "-1", SHARE_LINKS_PER_ADDRESS_PER_DAY: "2.5" })).toEqual(
      DEFAULT_SHARE_CAPS,
    );
  });

  it("need many networks, not 16 addresses or one IPv6 /60, to use up the day's links", () => {
    // 16 addresses in one /24, or the 16 /64s of a /60 (one /48), take at most one network's cap.
    expect(Math.min(16 * caps.perAddress, caps.perNetwork)).toBeLessThan(caps.perDay / 10);
    // 16 addresses in 16 networks take at most a fifth of the day's links.
    expect(16 * caps.perAddress).toBeLessThanOrEqual(caps.perDay / 5);
  });
});

describe("the day's budget", () => {
  it("counts UTC days and the seconds to the next one", () => {
    const now = new Date("2026-11-21T23:59:00.000Z");
    expect(utcDay(now)).toBe("2026-11-21");
    expect(secondsToNextDay(now)).toBe(60);
  });

  it("refuses a link over the address's or the network's cap and any link over the global cap", async () => {
    const stub = env.SHARE_BUDGET.get(env.SHARE_BUDGET.idFromName("unit"));
    const day = "2026-11-21";
    const of = (address: string, network: string) => [
      { key: address, cap: 2, name: "visitor" as const },
      { key: network, cap: 3, name: "network" as const },
    ];
    expect(await stub.take(day, of("a1", "n1"), 5)).toBe("ok");
    expect(await stub.take(day, of("a1", "n1"), 5)).toBe("ok");
    expect(await stub.take(day, of("a1", "n1"), 5)).toBe("visitor");
    expect(await stub.take(day, of("a2", "n1"), 5)).toBe("ok");
    expect(await stub.take(day, of("a3", "n1"), 5)).toBe("network");
    expect(await stub.take(day, of("b1", "n2"), 5)).toBe("ok");
    expect(await stub.take(day, of("c1", "n3"), 5)).toBe("ok");
    expect(await stub.take(day, of("d1", "n4"), 5)).toBe("global");
    // A new day starts from zero and forgets the old one.
    expect(await stub.take("2026-11-22", of("a1", "n1"), 5)).toBe("ok");
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
 * sends many links must not straddle one: near a minute's end it waits for the next one.
 */
async function awayFromMinuteEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** Shares `count` new estimates (custom cities `${prefix} 0…`), each from `ipOf(i)`; all must be 201. */
async function shareNew(
  pd: ReturnType<typeof projectData>,
  answers: unknown,
  prefix: string,
  count: number,
  ipOf: (i: number) => string,
) {
  for (let i = 0; i < count; i++) {
    const res = await share({ projectData: { ...pd, city: `${prefix} ${i}` }, answers }, ipOf(i));
    expect(res.status, `link ${i}`).toBe(201);
  }
}

describe("POST /api/estimates under the limits", () => {
  beforeEach(awayFromMinuteEdge, 20_000);

  it("answers 429 with Retry-After to midnight on an address's 11th new link of the day; re-saves still answer", async () => {
    const pd = projectData("single-family", "Texas", "Town A");
    const { answers } = await converse(pd);
    const ip = "203.0.113.7";
    // Custom cities price on the state's figures, so the same answers fit every one of them.
    await shareNew(pd, answers, "Town", caps.perAddress, () => ip);
    const limited = await share({ projectData: { ...pd, city: "Town Over" }, answers }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    const error = ((await limited.json()) as ErrorJson).error;
    expect(error.code).toBe("rate_limited");
    expect(error.message).toContain("today's share links");

    // Re-sharing an estimate that is already saved writes nothing, counts nothing and is answered.
    for (let i = 0; i < 3; i++) {
      expect((await share({ projectData: { ...pd, city: "Town 3" }, answers }, ip)).status).toBe(200);
    }
    // The same address written as an IPv4-mapped IPv6 address is the same visitor.
    expect(
      (await share({ projectData: { ...pd, city: "Town Over" }, answers }, "::ffff:203.0.113.7")).status,
    ).toBe(429);
    // Another visitor (in another network) is not affected.
    const other = await share({ projectData: { ...pd, city: "Town Over" }, answers }, "198.51.100.9");
    expect(other.status).toBe(201);
  });

  it("caps one IPv4 /24: many addresses in it share the network's links", async () => {
    const pd = projectData("single-family", "Nevada", "Camp A");
    const { answers } = await converse(pd);
    const perAddress = caps.perAddress;
    await shareNew(pd, answers, "Camp", caps.perNetwork, (i) => `192.0.2.${1 + Math.floor(i / perAddress)}`);
    const limited = await share({ projectData: { ...pd, city: "Camp Over" }, answers }, "192.0.2.200");
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorJson).error.message).toContain("your network");
    expect((await share({ projectData: { ...pd, city: "Camp Over" }, answers }, "192.0.3.1")).status).toBe(
      201,
    );
  });

  it("counts rotating IPv6 addresses of one /64 as one visitor, and the /64s of one /60 as one network", async () => {
    const pd = projectData("single-family", "Ohio", "Village A");
    const { answers } = await converse(pd);
    await shareNew(pd, answers, "Village", caps.perAddress, (i) => `2001:db8:7:7::${i + 1}`);
    const limited = await share(
      { projectData: { ...pd, city: "Village Over" }, answers },
      "2001:db8:7:7:abcd::9",
    );
    expect(limited.status).toBe(429);

    // The other fifteen /64s of the /60 2001:db8:7:0::/60 get the rest of the /48's links, no more.
    const rest = caps.perNetwork - caps.perAddress;
    await shareNew(pd, answers, "Hamlet", rest, (i) => `2001:db8:7:${i % 15 === 7 ? 15 : i % 15}::1`);
    const overNet = await share({ projectData: { ...pd, city: "Village Over" }, answers }, "2001:db8:7:3::2");
    expect(overNet.status).toBe(429);
    const otherNet = await share({ projectData: { ...pd, city: "Village Over" }, answers }, "2001:db8:8::1");
    expect(otherNet.status).toBe(201);
  });

  it("counts quote-check links and estimate links against the same limits", async () => {
    const pd = projectData("single-family", "Iowa", "Hamlet A");
    const { answers } = await converse(pd);
    const ip = "203.0.113.77";
    for (let i = 0; i < caps.perAddress / 2; i++) {
      expect((await share({ projectData: { ...pd, city: `Hamlet ${i}` }, answers }, ip)).status).toBe(201);
      expect((await shareQuote(quoteBody(300_000 + i), ip)).status).toBe(201);
    }
    const limited = await shareQuote(quoteBody(400_000), ip);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorJson).error.code).toBe("rate_limited");
    expect((await share({ projectData: { ...pd, city: "Hamlet Over" }, answers }, ip)).status).toBe(429);
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
        caps.perDay,
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
