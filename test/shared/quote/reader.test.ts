/**
 * The line reader on realistic quotes (test/shared/quote/quotes.ts): each expected line must be
 * found with its amount, division and kind; lines the reader invents count against it.
 */
import { describe, expect, it } from "vitest";
import {
  cleanDescription,
  findAmounts,
  lineAmount,
  parseAmount,
  readLines,
  readQuote,
} from "../../../shared/quote/index";
import type { QuoteLine } from "../../../shared/quote/index";
import { HELD_OUT_QUOTES } from "./held-out";
import { SAMPLE_QUOTES, type ExpectedLine, type SampleQuote } from "./quotes";

// The shared zone has no DOM or Node types; the count goes to the test log.
declare const console: { info(message: string): void };

/** Expected lines matched to read lines by text; the misses and the read lines nobody expected. */
function score(read: QuoteLine[], expected: readonly ExpectedLine[]) {
  const unused = [...read];
  const misses: string[] = [];
  let correct = 0;
  for (const x of expected) {
    const i = unused.findIndex((l) => l.description.toLowerCase().includes(x.text.toLowerCase()));
    if (i < 0) {
      misses.push(`not found: ${x.text}`);
      continue;
    }
    const [line] = unused.splice(i, 1);
    const ok = line!.amount === x.amount && line!.division === x.division && line!.kind === x.kind;
    if (ok) correct += 1;
    else
      misses.push(
        `${x.text}: got ${line!.amount} ${line!.division} ${line!.kind}, expected ${x.amount} ${x.division} ${x.kind}`,
      );
  }
  for (const l of unused) misses.push(`unexpected: ${l.description} ${l.amount}`);
  return { correct, total: expected.length + unused.length, misses };
}

function scoreSet(title: string, quotes: readonly SampleQuote[]) {
  describe(title, () => {
    let correct = 0;
    let total = 0;
    for (const quote of quotes) {
      it(`reads every line of the ${quote.name} quote`, () => {
        const result = score(readQuote(quote.text).lines, quote.expected);
        correct += result.correct;
        total += result.total;
        expect(result.misses).toEqual([]);
      });
    }
    it("reports how many lines it placed correctly", () => {
      console.info(`${title}: ${correct} of ${total} lines placed correctly in ${quotes.length} quotes`);
      expect(total).toBeGreaterThan(0);
    });
  });
}

// Twelve quotes the dictionary was tuned on, and three written afterwards and scored before any
// change (44 of 46 lines right on the first run; the two misses were then fixed in general form:
// owner-furnished items with an installation price, and FRP wall panels).
scoreSet("reader on 12 tuned quotes", SAMPLE_QUOTES);
scoreSet("reader on 3 held-out quotes", HELD_OUT_QUOTES);

it("has at least 10 sample quotes of different trades and types", () => {
  expect(SAMPLE_QUOTES.length + HELD_OUT_QUOTES.length).toBeGreaterThanOrEqual(10);
  expect(new Set(SAMPLE_QUOTES.map((q) => q.project.constructionType)).size).toBeGreaterThanOrEqual(5);
});

describe("amounts", () => {
  it.each([
    ["Concrete foundation and slab .... $45,300", 45300],
    ["Framing labor & material 88,000", 88000],
    ["Electrical allowance $12k", 12000],
    ["Mechanical $2.1M", 2100000],
    ["Credit for owner tile (1,500)", -1500],
    ["Credit -$750", -750],
    ["Drywall 4,200 sf @ $2.10/sf = $8,820", 8820],
    ["Roofing, 30 year shingles $16,900 (incl. tear-off)", 16900],
    ["Permit 650", 650],
    ["Framing\t88000", 88000],
  ])("reads %s as %d", (line, amount) => {
    expect(lineAmount(line)?.value).toBe(amount);
  });

  it.each([
    "Install 200 amp panel",
    "2x6 walls at 16 in o.c.",
    "30 year architectural shingles",
    "6 mil vapor barrier",
    "Section 3",
    "Quote #10442",
    "Austin, TX 78704",
    "Call (512) 555-0142",
    "Valid until March 1, 2027",
    "Overhead 10%",
    "Living area 2,400 sq ft",
  ])("finds no amount in %s", (line) => {
    expect(findAmounts(line)).toEqual([]);
  });

  it("parses typed amounts and rejects text", () => {
    expect(parseAmount("$45,300.00")).toBe(45300);
    expect(parseAmount("12k")).toBe(12000);
    expect(parseAmount("(1,200)")).toBe(-1200);
    expect(parseAmount("=1+1")).toBeNull();
    expect(parseAmount("")).toBeNull();
  });
});

describe("readQuote edge cases", () => {
  it("skips payment terms and notes", () => {
    const { lines } = readQuote("Framing 10,000\nDeposit due at signing $5,000\nTerms:\nPrice valid 30 days");
    expect(lines.map((l) => l.description)).toEqual(["Framing"]);
  });

  it("treats a section total equal to its lines as a total, not more work", () => {
    const { lines } = readQuote("Panel upgrade 3,000\nWiring 9,000\nTotal electrical 12,000\nPlumbing 8,000");
    expect(lines.map((l) => l.kind)).toEqual(["item", "item", "total", "item"]);
  });

  it("keeps at most 300 lines", () => {
    const text = Array.from({ length: 320 }, (_, i) => `Drywall area ${i} $1,000`).join("\n");
    const read = readQuote(text);
    expect(read.lines).toHaveLength(300);
    expect(read.truncated).toBe(true);
  });

  it("reads lines sent as data, keeping a division the visitor chose", () => {
    const lines = readLines([
      { description: "Framing labor", amount: 88000 },
      { description: "Misc. items", amount: 2000, division: "Finishes" },
      { description: "Overhead & profit 10%", amount: null },
    ]);
    expect(lines.map((l) => [l.division, l.kind, l.amount])).toEqual([
      ["Wood & Plastics", "item", 88000],
      ["Finishes", "item", 2000],
      [null, "markup", 9000],
    ]);
  });

  it("keeps hostile text as plain text", () => {
    const { lines } = readQuote('=HYPERLINK("http://x") $500\n<script>alert(1)</script> drywall $700');
    expect(lines.map((l) => l.amount)).toEqual([500, 700]);
    expect(lines[1]!.description).toContain("<script>");
  });
});

describe("cleanDescription", () => {
  it("drops leader dots and rules but keeps dots and underscores inside words", () => {
    expect(cleanDescription("Framing labor ........")).toBe("Framing labor");
    expect(cleanDescription("Roofing . . . . ")).toBe("Roofing");
    expect(cleanDescription("Siding ______")).toBe("Siding");
    expect(cleanDescription('<img onerror="window.__x=1"> drywall')).toBe(
      '<img onerror="window.__x=1"> drywall',
    );
  });
});
