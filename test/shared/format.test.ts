import { describe, expect, it } from "vitest";
import {
  formatAmountCell,
  formatShareCell,
  formatDollars,
  roundToTotal,
  formatMoneyShort,
  formatNumber,
  formatPercent,
  formatSignedPercent,
} from "../../shared/format";

describe("format", () => {
  it("writes millions as $X.XX Mn from 1,000,000 on (spec §5)", () => {
    expect(formatMoneyShort(1_000_000)).toBe("$1.00 Mn");
    expect(formatMoneyShort(2_345_678)).toBe("$2.35 Mn");
  });

  it("writes thousands as $XK from 1,000 on and dollars below", () => {
    expect(formatMoneyShort(999_499)).toBe("$999K");
    expect(formatMoneyShort(1_000)).toBe("$1K");
    expect(formatMoneyShort(999)).toBe("$999");
  });

  it("formats whole dollars, numbers and percents", () => {
    expect(formatDollars(1234567.4)).toBe("$1,234,567");
    expect(formatDollars(-50)).toBe("-$50");
    expect(formatNumber(2400)).toBe("2,400");
    expect(formatPercent(0.1234)).toBe("12.3%");
    expect(formatSignedPercent(13.4)).toBe("+13%");
    expect(formatSignedPercent(-9.6)).toBe("-10%");
    expect(formatSignedPercent(0)).toBe("+0%");
  });
  it("never writes $0K or 0.0% in a table cell (decision record 010)", () => {
    expect(formatAmountCell(0)).toBe("—");
    expect(formatAmountCell(420)).toBe("under $1K");
    expect(formatAmountCell(67_400)).toBe("$67K");
    expect(formatAmountCell(1_234_567)).toBe("$1.23 Mn");
    expect(formatShareCell(0)).toBe("—");
    expect(formatShareCell(0.0002)).toBe("under 0.1%");
    expect(formatShareCell(0.1234)).toBe("12.3%");
  });
});

describe("roundToTotal", () => {
  it("rounds to whole dollars that add up to the total, the largest remainders first", () => {
    expect(roundToTotal([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(roundToTotal([0.5, 0.25, 0.25], 1001)).toEqual([501, 250, 250]);
    expect(roundToTotal([2, 1], 100.4)).toEqual([67, 33]);
  });

  it("counts a negative or non-finite amount as 0, and gives zeros when nothing is positive", () => {
    expect(roundToTotal([-5, 1, Number.NaN], 10)).toEqual([0, 10, 0]);
    expect(roundToTotal([0, 0], 10)).toEqual([0, 0]);
  });
});
