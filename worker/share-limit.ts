/**
 * Whether a visitor may create one more share link (each is a KV write, the scarce resource: 1,000
 * a day on the Free plan). Only new links are counted — re-sharing a saved estimate or check is a
 * KV read and counts against nothing. Four limits: a rate a minute per address (the SHARE_LIMITER
 * rate-limiting binding), and in the SHARE_BUDGET Durable Object a daily cap per address (IPv4
 * address or IPv6 /64), per network (IPv4 /24 or IPv6 /48) and for everyone. The daily caps are
 * configuration (wrangler.toml [vars], sized for the plan; README "Deploy"). A limiter that is
 * missing or fails lets the save through, so sharing never breaks on the limiter itself; KV's own
 * limit still answers 503 then. When a limit says no, the client offers a link that carries the
 * answers instead (no visitor is left without a link).
 */
import { clientKeys } from "./client-ip";
import type { BudgetCap, BudgetVerdict } from "./share-budget";

/** The rate-limiting binding's shape, as the Workers runtime provides it. */
interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The daily caps on new share links. */
export interface ShareCaps {
  /** All visitors together, per UTC day. */
  perDay: number;
  /** One address (IPv4 address, IPv6 /64), per UTC day. */
  perAddress: number;
  /** One network (IPv4 /24, IPv6 /48), per UTC day. */
  perNetwork: number;
}

/**
 * The caps when the configuration names none (the Free plan's): 800 of the 1,000 KV writes a day
 * for links, at most 10 from one address and 40 from one network, so it takes 80 addresses in 20
 * networks, not 16 addresses, to use up a day's links.
 */
export const DEFAULT_SHARE_CAPS: ShareCaps = { perDay: 800, perAddress: 10, perNetwork: 40 };

/** The configuration's variables, as wrangler.toml [vars] sets them (text or numbers). */
export interface ShareCapVars {
  SHARE_LINKS_PER_DAY?: unknown;
  SHARE_LINKS_PER_ADDRESS_PER_DAY?: unknown;
  SHARE_LINKS_PER_NETWORK_PER_DAY?: unknown;
}

function capOf(value: unknown, fallback: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** The caps the configuration sets; a missing or malformed variable keeps its default. */
export function shareCaps(vars: ShareCapVars): ShareCaps {
  return {
    perDay: capOf(vars.SHARE_LINKS_PER_DAY, DEFAULT_SHARE_CAPS.perDay),
    perAddress: capOf(vars.SHARE_LINKS_PER_ADDRESS_PER_DAY, DEFAULT_SHARE_CAPS.perAddress),
    perNetwork: capOf(vars.SHARE_LINKS_PER_NETWORK_PER_DAY, DEFAULT_SHARE_CAPS.perNetwork),
  };
}

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

type ShareEnv = Partial<Pick<Env, "SHARE_BUDGET">> & ShareCapVars & { SHARE_LIMITER?: RateLimiter };

async function dailyVerdict(env: ShareEnv, request: Request, now: Date): Promise<BudgetVerdict> {
  const budget = env.SHARE_BUDGET;
  if (!budget) return "ok";
  const caps = shareCaps(env);
  const { address, network } = clientKeys(request);
  const counted: BudgetCap[] = [
    { key: `a:${address}`, cap: caps.perAddress, name: "visitor" },
    { key: `n:${network}`, cap: caps.perNetwork, name: "network" },
  ];
  try {
    const stub = budget.get(budget.idFromName("global"));
    return await stub.take(utcDay(now), counted, caps.perDay);
  } catch (err) {
    console.warn("share budget unavailable; allowing the save", err);
    return "ok";
  }
}

/** Whether this request may create one more saved estimate now, and if not, which limit says no. */
export async function shareVerdict(env: ShareEnv, request: Request, now: Date): Promise<ShareVerdict> {
  if (!(await underMinuteLimit(env.SHARE_LIMITER, clientKeys(request).address))) return "minute";
  return dailyVerdict(env, request, now);
}
