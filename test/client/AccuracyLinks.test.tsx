/** The ways to the /accuracy page (decision record 006): the home page's figures and the results. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ResultsSummary } from "../../client/components/ResultsSummary/ResultsSummary";
import type { ResultFigures } from "../../client/components/ResultsView/figures";
import { SiteFacts } from "../../client/components/SiteFacts/SiteFacts";
import { renderWithProviders } from "./render";

afterEach(cleanup);

const FIGURES = {
  typeLabel: "Single Family",
  location: "Austin, Texas",
  total: 500_000,
  range: { min: 400_000, max: 650_000 },
  sqFt: 2_400,
  perSqFt: { min: 167, max: 271 },
  rows: [],
  additions: [],
  requirements: [],
  questionsAnswered: 10,
  generated: "November 22, 2026",
} as unknown as ResultFigures;

describe("links to /accuracy", () => {
  it("the home page's figures end with a plain link to every project we test against", () => {
    renderWithProviders(<SiteFacts />);
    const link = screen.getByRole("link", { name: "See every project we test against" });
    expect(link.getAttribute("href")).toBe("/accuracy");
    expect(link.closest("p")?.textContent).toBe("How accurate are we? See every project we test against");
  });

  it("the results page has the link under the cost range", () => {
    renderWithProviders(
      <ResultsSummary
        figures={FIGURES}
        share={null}
        onDownload={() => {}}
        downloading={false}
        downloadNotice={null}
      />,
    );
    const link = screen.getByRole("link", { name: "See every project we test against" });
    expect(link.getAttribute("href")).toBe("/accuracy");
    expect(link.closest("p")?.textContent).toMatch(/^How often does the real cost fall inside our range\?/);
  });
});
