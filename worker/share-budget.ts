/**
 * The day's budget of new share links, kept in one Durable Object (SQLite storage) so every
 * isolate counts against the same numbers: each new link is a KV write, and the Free plan allows
 * 1,000 writes a day. The caps come with each call (worker/share-limit.ts, from the worker's
 * configuration); counts of earlier days are deleted as days pass.
 */
import { DurableObject } from "cloudflare:workers";

/** What the budget says to one more link: ok, or the cap that refuses it. */
export type BudgetVerdict = "ok" | "visitor" | "network" | "global";

/** One count a new link adds to, and the most it may reach in a day. */
export interface BudgetCap {
  key: string;
  cap: number;
  /** What the verdict names when this cap refuses. */
  name: "visitor" | "network";
}

export class ShareBudget extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS counts (day TEXT NOT NULL, key TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (day, key))",
    );
  }

  private count(day: string, key: string): number {
    const row = this.ctx.storage.sql
      .exec<{ n: number }>("SELECT n FROM counts WHERE day = ? AND key = ?", day, key)
      .toArray()[0];
    return row?.n ?? 0;
  }

  private add(day: string, key: string): void {
    this.ctx.storage.sql.exec(
      "INSERT INTO counts (day, key, n) VALUES (?, ?, 1) ON CONFLICT (day, key) DO UPDATE SET n = n + 1",
      day,
      key,
    );
  }

  /**
   * Takes one link from the day's budget unless a cap is reached: the day's total (`perDay`) or
   * one of `caps` (the visitor's address, its network). Counts only links it lets through.
   */
  take(day: string, caps: readonly BudgetCap[], perDay: number): BudgetVerdict {
    this.ctx.storage.sql.exec("DELETE FROM counts WHERE day <> ?", day);
    if (this.count(day, "*") >= perDay) return "global";
    for (const { key, cap, name } of caps) if (this.count(day, key) >= cap) return name;
    this.add(day, "*");
    for (const { key } of caps) this.add(day, key);
    return "ok";
  }
}
