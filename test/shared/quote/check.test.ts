/**
 * The check against a fixed, made-up project range (not the engine's, whose numbers change): a
 * $400K house with the single-family division split, range $340K – $470K.
 */
import { describe, expect, it } from "vitest";
import { DIVISION_NAMES, type DivisionName } from "../../../shared/engine/types";
import { formatMoneyShort } from "../../../shared/format";
import { checkQuote, divisionRanges, readQuote, type ProjectRange } from "../../../shared/quote/index";
import { HOUSE_QUOTE } from "./quotes";

const SHARES = [9, 7, 8, 2, 1, 19, 8, 6, 14, 1, 3, 2, 0.5, 0, 13, 6.5];
const divisions = Object.fromEntries(
  DIVISION_NAMES.map((d, i) => [d, (400_000 * SHARES[i]!) / 100]),
) as Record<DivisionName, number>;
const RANGE: ProjectRange = { min: 340_000, expected: 400_000, max: 470_000, divisions };

const check = (text: string, total?: number) => checkQuote(RANGE, readQuote(text).lines, total);
const division = (c: ReturnType<typeof check>, name: DivisionName) =>
  c.divisions.find((d) => d.division === name);

describe("divisionRanges", () => {
  it("scales each division by the total's ratios, widened by k = 1.5", () => {
    const concrete = divisionRanges(RANGE).find((r) => r.division === "Concrete")!;
    expect(concrete.expected).toBe(32_000);
    // Rounded as shown: to the $1K.
    expect(concrete.min).toBe(Math.round((32_000 * Math.pow(0.85, 1.5)) / 1_000) * 1_000);
    expect(concrete.max).toBe(Math.round((32_000 * Math.pow(470 / 400, 1.5)) / 1_000) * 1_000);
  });
});

describe("flags against the figures as shown", () => {
  it("never flags an amount that reads the same as its range's end", () => {
    // Wood & Plastics: $76K expected, high end $96.8K, shown "$97K"; a $97.3K line reads "$97K" too.
    const c = check("Framing 97,300\nConcrete 32,000\nDrywall 56,000\nRoofing 30,000");
    const wood = division(c, "Wood & Plastics")!;
    expect(formatMoneyShort(wood.compared)).toBe(formatMoneyShort(wood.max));
    expect(wood.flag).toBe("ok");
    expect(c.lines.find((l) => l.description === "Framing")?.large).toBe(false);
  });

  it("flags an amount whose shown figure is past its range's shown end", () => {
    const c = check("Framing 97,600\nConcrete 32,000\nDrywall 56,000\nRoofing 30,000");
    const wood = division(c, "Wood & Plastics")!;
    expect(formatMoneyShort(wood.compared)).toBe("$98K");
    expect(wood.flag).toBe("high");
  });

  it("places a total that reads as the range's end within it", () => {
    expect(check(HOUSE_QUOTE.text, 470_400).total.position).toBe("within");
    expect(check(HOUSE_QUOTE.text, 470_600).total.position).toBe("above");
  });

  it("keeps every shown flag consistent with its shown figures", () => {
    for (let amount = 20_000; amount < 140_000; amount += 137) {
      const wood = division(check(`Framing ${amount}`), "Wood & Plastics")!;
      const [q, lo, hi] = [wood.compared, wood.min, wood.max].map((x) =>
        Number(formatMoneyShort(x).replace(/\D/g, "")),
      );
      expect(wood.flag).toBe(q! < lo! ? "low" : q! > hi! ? "high" : "ok");
    }
  });
});

describe("checkQuote", () => {
  it("places the house quote's stated total within the range and says where", () => {
    const c = check(HOUSE_QUOTE.text);
    expect(c.total).toMatchObject({ quoted: 523_040, source: "stated", position: "above", scope: "whole" });
    expect(c.total.linesSum).toBe(523_040);
    expect(c.summary[0]).toMatch(/^The quote's total of \$523K is above the local range of \$340K – \$470K/);
  });

  it("uses a total given apart over the quote's own and flags a total that does not add up", () => {
    const c = check(HOUSE_QUOTE.text, 410_000);
    expect(c.total).toMatchObject({ quoted: 410_000, source: "given", position: "within" });
    expect(c.questions[0]).toMatch(/The lines add up to \$523K but the total is \$410K/);
  });

  it("spreads markups over the divisions before comparing", () => {
    const c = check("Framing 80,000\nPlumbing 50,000\nOverhead and profit 10%");
    expect(c.markups.rate).toBeCloseTo(0.1);
    expect(division(c, "Wood & Plastics")).toMatchObject({ quoted: 80_000, compared: 88_000, flag: "ok" });
  });

  it("flags divisions with no line as missing and asks about the largest", () => {
    const c = check(
      "Framing 80,000\nDrywall and paint 56,000\nHVAC and plumbing 52,000\nRoofing 30,000\nWindows and doors 24,000\nElectrical 26,000",
    );
    expect(c.total.scope).toBe("whole");
    const missing = c.divisions.filter((d) => d.flag === "missing").map((d) => d.division);
    expect(missing).toContain("General Requirements");
    expect(missing).toContain("Concrete");
    expect(missing).not.toContain("Conveying Systems");
    expect(c.questions.some((q) => q.startsWith("There is no line for General Requirements"))).toBe(true);
  });

  it("flags a high and a low division and marks a line larger than its division's range", () => {
    const c = check(
      "Framing 70,000\nConcrete 90,000\nHVAC 8,000\nPlumbing 20,000\nDrywall 56,000\nRoofing 30,000",
    );
    expect(division(c, "Concrete")?.flag).toBe("high");
    expect(division(c, "Mechanical")?.flag).toBe("low");
    expect(c.lines.find((l) => l.description === "Concrete")?.large).toBe(true);
    expect(c.questions.some((q) => q.startsWith("Concrete is $90K"))).toBe(true);
  });

  it("compares a trade's quote with the range of the divisions it covers", () => {
    const c = check("Tear-off and reroof with architectural shingles $22,000\nGutters $2,400");
    expect(c.total.scope).toBe("partial");
    expect(c.divisions.map((d) => d.division)).toEqual(["Thermal & Moisture Protection"]);
    expect(c.total.expected).toBe(32_000);
    expect(c.divisions.some((d) => d.flag === "missing")).toBe(false);
  });

  it("checks only the total when no lines are given", () => {
    const c = checkQuote(RANGE, [], 300_000);
    expect(c.total.position).toBe("below");
    expect(c.divisions).toEqual([]);
    expect(c.summary.join(" ")).toMatch(/Only a total was given/);
    expect(c.questions.some((q) => q.startsWith("The total is below the local range"))).toBe(true);
  });

  it("asks about exclusions, allowances and contingency", () => {
    const c = check(
      "Framing 80,000\nFlooring allowance 20,000\nContingency 5%\nExclusions: landscaping, appliances",
    );
    const q = c.questions.join("\n");
    expect(q).toMatch(/The quote excludes “landscaping” and “appliances”/);
    expect(q).toMatch(/Allowances total \$20K/);
    expect(q).toMatch(/unused contingency/);
    expect(c.questions.length).toBeLessThanOrEqual(10);
  });

  it("counts lines it cannot place and says so", () => {
    const c = check("Framing 80,000\nMisc. labor 4,000\nMaterials package 12,000");
    expect(c.unplaced).toEqual({ count: 2, amount: 16_000 });
    expect(c.summary.join(" ")).toMatch(/2 lines \(\$16K\) could not be placed/);
  });
});
