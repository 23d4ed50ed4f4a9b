/**
 * Flags and questions for a change order. A line is low, fair or high against the engine's 80%
 * range of the same change (10th to 90th percentile, the range every estimate shows); a credit is
 * judged by its size, so a credit smaller than the engine's range of what the deletion saves is
 * "low" — the credit that is too small. The questions are what an owner can ask a contractor
 * about markups on changes, credits and allowances; they state no typical rates, because the
 * rate that binds is the one in the owner's own contract.
 */
import { formatDollars } from "../format";
import { signedMoney, type Figures } from "../whatif/index";
import type { ChangeFlag, ChangeLine, PricedChange } from "./types";

/**
 * The line's flag and its amount over the engine's expected change. "high" means the line costs
 * the owner more than the engine's range: an addition priced above it, or a credit smaller than
 * it (the credit that is too small); "low" the other way.
 */
export function flagOf(
  amount: number | null,
  engine: Figures | null,
): { flag: ChangeFlag | null; ratio: number | null } {
  if (amount === null || engine === null || engine.expected === 0) return { flag: null, ratio: null };
  const ratio = Math.round((amount / engine.expected) * 100) / 100;
  const lo = Math.min(engine.min, engine.max);
  const hi = Math.max(engine.min, engine.max);
  return { flag: amount > hi ? "high" : amount < lo ? "low" : "fair", ratio };
}

const range = (e: Figures) => `likely ${signedMoney(e.likelyMin)} to ${signedMoney(e.likelyMax)}`;

/** Why a line has no placement, in plain words. */
export function lineNote(line: ChangeLine): string {
  if (line.kind === "markup") return "A markup on the change order's work.";
  if (line.kind === "total") return "A total of the change order; not counted with its lines.";
  if (line.kind === "exclusion") return "An exclusion: work the change order does not include.";
  return "Not placed: pick the question or division this line changes to price it.";
}

/** The questions to ask about one line. */
export function lineQuestions(l: PricedChange): string[] {
  const out: string[] = [];
  const e = l.engine;
  const amount = l.amount;
  if (e && amount !== null && l.flag && l.flag !== "fair") {
    const times = l.ratio !== null && l.ratio >= 1.5 ? `, ${l.ratio.toFixed(1)}× the engine's figure` : "";
    if (e.expected < 0 && amount > 0) {
      out.push(
        `The engine prices this change as a saving here (${signedMoney(e.expected)}, ${range(e)}), but it is charged at ${formatDollars(amount)}. ` +
          "Ask what makes it cost more, and for its breakdown.",
      );
    } else if (e.expected < 0 && l.flag === "high") {
      out.push(
        `The credit of ${formatDollars(Math.abs(amount))} is smaller than what the engine prices taking this out at (${signedMoney(e.expected)}, ${range(e)}). ` +
          "Ask how it was figured: does it return the full cost of the work deleted, with its share of overhead and profit, and which part was already bought or built?",
      );
    } else if (e.expected < 0) {
      out.push(
        `The credit is larger than the engine's ${signedMoney(e.expected)} (${range(e)}): check that it deletes only what you agreed and that nothing else is quietly dropped from the scope.`,
      );
    } else if (l.flag === "high") {
      out.push(
        `Priced at ${formatDollars(amount)}${times}: the engine puts this change at ${signedMoney(e.expected)} here (${range(e)}). ` +
          "Ask for its breakdown — quantities, labour, materials, and the markup included.",
      );
    } else {
      out.push(
        `Below the engine's ${signedMoney(e.expected)} (${range(e)}): ask whether it includes everything the change needs (removal, patching, finishes, permits) or is an allowance that may grow.`,
      );
    }
  }
  if (l.kind === "allowance") {
    out.push(
      "An allowance overage is your selection's cost minus the allowance your contract carries: ask for the invoice or quote of the selection, the allowance amount, and whether your contract allows markup on the overage.",
    );
  }
  if ((l.kind === "item" || l.kind === "allowance") && !e && l.match.kind !== "none") {
    out.push("Ask for the quantities and unit prices behind this line.");
  }
  if (amount !== null && amount < 0 && !e) {
    out.push(
      "Ask how the credit was figured and whether it includes the overhead and profit on the work deleted.",
    );
  }
  return out;
}

/** The questions about the whole change order. */
export function changeQuestions(lines: PricedChange[]): string[] {
  const out: string[] = [];
  const markups = lines.filter((l) => l.kind === "markup");
  const credits = lines.filter((l) => (l.amount ?? 0) < 0 && l.kind !== "markup");
  if (markups.length > 0) {
    const rates = markups.flatMap((m) => (m.amount !== null ? [m.amount] : []));
    const total = rates.reduce((s, x) => s + x, 0);
    out.push(
      `The change order adds markups of ${formatDollars(total)} (${markups.map((m) => m.description).join("; ")}). ` +
        "Ask which rate your contract sets for changes, whether the line prices already include overhead and profit (marked up twice), and whether the same rate comes off the credits.",
    );
  } else if (lines.some((l) => l.kind === "item")) {
    out.push(
      "No markup line: ask whether each price already includes overhead and profit, so it is not added again on the final bill.",
    );
  }
  if (credits.length > 0 && markups.length > 0) {
    out.push(
      "Credits should carry the same overhead and profit as additions: ask that the markup be applied to the net change, not only to the additions.",
    );
  }
  if (lines.some((l) => l.kind === "allowance")) {
    out.push(
      "For each allowance line, ask for the allowance in your contract and the cost of your selection, so the overage can be checked.",
    );
  }
  if (lines.some((l) => l.kind === "item" || l.kind === "allowance")) {
    out.push(
      "Ask whether the change order adds days to the schedule, and whether time-related costs (supervision, rentals) are in these prices or will come later.",
    );
  }
  return out;
}
