/**
 * The day's budget of new share links, kept in one Durable Object (SQLite storage) so every
 * isolate counts against the same numbers: each new link is a KV write, and the Free plan allows
 * 1,000 writes a day. The caps come with each call (worker/share-limit.ts); counts of earlier days
 * are deleted as days pass.
 */
import { DurableObject } from "cloudflare:workers";

/** What the budget says to one more link. */
export type BudgetVerdict = "ok" | "visitor" | "global";

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

  /** Takes one link from the day's budget for `visitor`, unless a limit is reached. */
  take(day: string, visitor: string, perVisitor: number, perDay: number): BudgetVerdict {
    this.ctx.storage.sql.exec("DELETE FROM counts WHERE day <> ?", day);
    if (this.count(day, "*") >= perDay) return "global";
    if (this.count(day, visitor) >= perVisitor) return "visitor";
    this.add(day, "*");
    this.add(day, visitor);
    return "ok";
  }
}
