/**
 * How many new share links a visitor may create: the SHARE_LIMITER rate-limiting binding
 * (wrangler.toml), keyed by the visitor's IP. Only new saves count (they are KV writes); a limiter
 * that is missing or fails lets the save through, so sharing never breaks on the limiter itself.
 */

/** The binding's shape, as the Workers runtime provides it. */
interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** Seconds a limited visitor should wait (the binding's period). */
export const SHARE_LIMIT_PERIOD_SECONDS = 60;

/** True when this request may create one more saved estimate now. */
export async function mayCreateShare(limiter: RateLimiter | undefined, request: Request): Promise<boolean> {
  if (!limiter) return true;
  const key = request.headers.get("cf-connecting-ip") ?? "local";
  try {
    return (await limiter.limit({ key })).success;
  } catch (err) {
    console.warn("share limiter unavailable; allowing the save", err);
    return true;
  }
}
