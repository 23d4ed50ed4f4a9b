/**
 * Whether a visitor may create one more share link (each is a KV write, the scarce resource: 1,000
 * a day on the Free plan). Three limits, checked only for new links: 30 a minute per visitor (the
 * SHARE_LIMITER rate-limiting binding), a daily cap per visitor and a global daily cap (the
 * SHARE_BUDGET Durable Object). Visitors are keyed by IPv4 address or IPv6 /64. A limiter that is
 * missing or fails lets the save through, so sharing never breaks on the limiter itself; KV's own
 * limit still answers 503 then.
 */
import { clientKey } from "./client-ip";
import type { BudgetVerdict } from "./share-budget";

/** The rate-limiting binding's shape, as the Workers runtime provides it. */
interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** New share links one visitor may create per UTC day. */
export const SHARE_LINKS_PER_VISITOR_PER_DAY = 50;
/** New share links all visitors together may create per UTC day: 800 of the plan's 1,000 KV writes. */
export const SHARE_LINKS_PER_DAY = 800;

/** Seconds a limited visitor should wait (the binding's period). */
export const SHARE_LIMIT_PERIOD_SECONDS = 60;

/** What the limits say to one more new link. */
export type ShareVerdict = "ok" | "minute" | BudgetVerdict;

/** The UTC day of a moment, "2026-11-21". */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Seconds from `now` to the next UTC midnight, when the daily budgets start again. */
export function secondsToNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

async function underMinuteLimit(limiter: RateLimiter | undefined, key: string): Promise<boolean> {
  if (!limiter) return true;
  try {
    return (await limiter.limit({ key })).success;
  } catch (err) {
    console.warn("share limiter unavailable; allowing the save", err);
    return true;
  }
}

async function dailyVerdict(env: Partial<Env>, key: string, now: Date): Promise<BudgetVerdict> {
  const budget = env.SHARE_BUDGET;
  if (!budget) return "ok";
  try {
    const stub = budget.get(budget.idFromName("global"));
    return await stub.take(utcDay(now), key, SHARE_LINKS_PER_VISITOR_PER_DAY, SHARE_LINKS_PER_DAY);
  } catch (err) {
    console.warn("share budget unavailable; allowing the save", err);
    return "ok";
  }
}

/** Whether this request may create one more saved estimate now, and if not, which limit says no. */
export async function shareVerdict(env: Partial<Env>, request: Request, now: Date): Promise<ShareVerdict> {
  const key = clientKey(request);
  if (!(await underMinuteLimit(env.SHARE_LIMITER, key))) return "minute";
  return dailyVerdict(env, key, now);
}
