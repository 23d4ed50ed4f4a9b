/**
 * The errors of share links, for saved estimates and quote checks alike: a KV failure is 503
 * `share_unavailable`, and a new link a limit refused (worker/share-limit.ts) is 429 or 503 with
 * Retry-After. `what` names the thing shared ("estimate", "check"), which keeps working either way.
 */
import { StoreUnavailableError } from "./estimate-store";
import { ApiError } from "./errors";
import { secondsToNextDay, SHARE_LIMIT_PERIOD_SECONDS, type ShareVerdict } from "./share-limit";

/** KV failures become 503 `share_unavailable`; anything else goes on to the error handler. */
export async function withStore<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof StoreUnavailableError)) throw err;
    console.error(`share store unavailable (${what})`, err.cause);
    throw new ApiError(
      "share_unavailable",
      `Share links are unavailable right now; the ${what} itself still works. Please try again later.`,
    );
  }
}

/** The error for a new link a limit refused. */
export function refusal(what: string, verdict: Exclude<ShareVerdict, "ok">, now: Date): ApiError {
  if (verdict === "minute") {
    return new ApiError(
      "rate_limited",
      "Too many new share links from your connection in the last minute. Please try again in a minute.",
      undefined,
      { "Retry-After": String(SHARE_LIMIT_PERIOD_SECONDS) },
    );
  }
  const retry = { "Retry-After": String(secondsToNextDay(now)) };
  if (verdict === "visitor" || verdict === "network") {
    const who = verdict === "visitor" ? "Your connection has" : "Connections on your network have";
    return new ApiError(
      "rate_limited",
      `${who} created today's share links. Links already made still work; please try again tomorrow.`,
      undefined,
      retry,
    );
  }
  return new ApiError(
    "share_limit_reached",
    `Today's share links are used up. Your ${what} still works and you can download it; please try sharing again tomorrow.`,
    undefined,
    retry,
  );
}
