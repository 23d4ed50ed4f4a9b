/**
 * The share-link limiter: a visitor may create 30 new saved estimates a minute (each is a KV
 * write); re-sharing a saved one is not counted, and other visitors are not affected.
 */
import { describe, expect, it } from "vitest";
import { mayCreateShare } from "../../worker/share-limit";
import { converse, post, projectData, type ErrorJson } from "./api-helpers";

const share = (body: unknown, ip: string) =>
  post("/api/estimates", body, { headers: { "content-type": "application/json", "cf-connecting-ip": ip } });

describe("share link limiter", () => {
  it("answers 429 with Retry-After on the 31st new share link within a minute from one visitor", async () => {
    const pd = projectData("single-family", "Texas", "Town 0");
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

  it("lets the save through when the limiter is missing or fails", async () => {
    const request = new Request("http://c2c.test/api/estimates", { method: "POST" });
    expect(await mayCreateShare(undefined, request)).toBe(true);
    const failing = { limit: () => Promise.reject(new Error("limiter down")) };
    expect(await mayCreateShare(failing, request)).toBe(true);
    const denying = { limit: () => Promise.resolve({ success: false }) };
    expect(await mayCreateShare(denying, request)).toBe(false);
  });
});
