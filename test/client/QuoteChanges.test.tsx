/**
 * Quote Changes' page logic in happy-dom, apart from the engine: the form's missing-input message
 * and body, a line placed by hand sent back with the others (earlier hand placements kept, the
 * change-order number kept), the flag in words (a credit smaller than the engine's range is "Credit
 * too small"), and the page's empty state.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PricedChangeOut, QuoteChangesResult } from "../../shared/api/outputs";
import { flagLabel } from "../../client/components/QuoteChanges/ChangeLines";
import {
  missingInput,
  quoteCheckIdOf,
  toBody,
  withTarget,
} from "../../client/components/QuoteChanges/useQuoteChanges";
import { EMPTY_PROJECT } from "../../client/components/QuoteProjectForm/from-estimate";
import { QuoteChangesPage } from "../../client/pages/QuoteChanges.page";
import { renderWithProviders } from "./render";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const match: PricedChangeOut["match"] = {
  kind: "none",
  words: [],
  by: "words",
  questionId: null,
  question: null,
  from: null,
  to: null,
  answer: null,
  fromAnswer: null,
  assumed: false,
  division: null,
  quantity: null,
};

function line(patch: Partial<PricedChangeOut>): PricedChangeOut {
  return {
    description: "x",
    co: null,
    amount: 1000,
    kind: "item",
    removal: false,
    match,
    engine: null,
    flag: null,
    ratio: null,
    note: "",
    questions: [],
    ...patch,
  };
}

const engine = { expected: -20_000, likelyMin: -24_000, likelyMax: -16_000, min: -28_000, max: -14_000 };

describe("Quote Changes page logic", () => {
  it("says what is missing and builds the body", () => {
    expect(missingInput(EMPTY_PROJECT, "CO 1 $5")).toBe("Choose the project type and state.");
    const project = { ...EMPTY_PROJECT, type: "single-family" as const, state: "Texas", city: "Austin" };
    expect(missingInput(project, "  ")).toBe("Paste or type the change order's lines.");
    expect(missingInput(project, "CO 1 $5")).toBeNull();
    expect(toBody({ ...project, areaSqFt: 2400 }, "a $1")).toEqual({
      project: { constructionType: "single-family", state: "Texas", city: "Austin", areaSqFt: 2400 },
      changes: { text: "a $1" },
    });
    expect(quoteCheckIdOf(`https://x/quote-checker?id=${"a".repeat(32)}`)).toBe("a".repeat(32));
    expect(quoteCheckIdOf("nope")).toBeNull();
  });

  it("sends the lines back with the one placed by hand, keeping earlier placements and CO numbers", () => {
    const result = {
      lines: [
        line({ description: "metal roof", co: "3", match: { ...match, kind: "answer", by: "words" } }),
        line({
          description: "misc",
          match: { ...match, kind: "division", by: "visitor", division: "Finishes" },
        }),
        line({ description: "walkthrough" }),
      ],
    } as QuoteChangesResult;
    const body = {
      project: { constructionType: "single-family", state: "Texas", city: null },
      changes: {
        lines: [
          { description: "CO #3: metal roof", amount: 1000 },
          {
            description: "misc",
            amount: 1000,
            target: { kind: "division" as const, division: "Finishes" as const },
          },
          { description: "walkthrough", amount: 1000 },
        ],
      },
    };
    const next = withTarget(result, body, 2, { kind: "answer", questionId: "sf-roof", answer: "b" });
    expect(next.changes.lines).toEqual([
      { description: "CO #3: metal roof", amount: 1000 },
      { description: "misc", amount: 1000, target: { kind: "division", division: "Finishes" } },
      {
        description: "walkthrough",
        amount: 1000,
        target: { kind: "answer", questionId: "sf-roof", answer: "b" },
      },
    ]);
  });

  it("names a small credit 'Credit too small' and a dear addition 'High'", () => {
    expect(flagLabel(line({ amount: -5_000, engine, flag: "high" }))).toBe("Credit too small");
    expect(flagLabel(line({ amount: -40_000, engine, flag: "low" }))).toBe("Large credit");
    const plus = { expected: 10_000, likelyMin: 8_000, likelyMax: 12_000, min: 7_000, max: 14_000 };
    expect(flagLabel(line({ amount: 30_000, engine: plus, flag: "high" }))).toBe("High");
    expect(flagLabel(line({ amount: 10_000, engine: plus, flag: "fair" }))).toBe("Fair");
    expect(flagLabel(line({}))).toBeNull();
  });

  it("shows the page with its form, the price button disabled until something is entered", () => {
    renderWithProviders(<QuoteChangesPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Quote Changes");
    const button = screen.getByRole("button", { name: "Price the changes" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Choose the project type and state.")).toBeTruthy();
  });
});
