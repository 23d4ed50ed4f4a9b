/** The results page's "Real projects like yours" panel: the dot plot, its table, the five nearest rows. */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Comparable, Comparables } from "../../shared/api/outputs";
import { ComparablesPanel, logTicks, webLink } from "../../client/components/Comparables/Comparables";
import { likelySentence } from "../../client/results";
import { renderWithProviders } from "./render";

function comparable(i: number, position: Comparable["position"]): Comparable {
  return {
    id: `case-${i}`,
    name: `School ${i}`,
    city: "Austin",
    state: "Texas",
    average: null,
    year: 2020 + (i % 5),
    areaSqFt: 100000 + i,
    kind: "High school",
    sameKind: true,
    nearness: "state",
    cost: { amount: 30_000_000, basis: i % 2 ? "total-project" : "construction", includes: "" },
    perSqFt: { published: 300, today: 340, here: 330 + i },
    escalation: { factor: 1.13, fromYear: 2020, toPriceLevel: "2025-12" },
    location: { project: 0.9, visitor: 0.9, factor: 1 },
    position,
    comparedWith: "construction",
    source: {
      publisher: "Publisher",
      title: "Title",
      year: 2020,
      url: i === 3 ? "javascript:alert(1)" : `https://example.com/${i}`,
    },
  };
}

const points = Array.from({ length: 12 }, (_, i) => ({
  id: `case-${i}`,
  name: `School ${i}`,
  year: 2020,
  place: "Austin, Texas",
  url: `https://example.com/${i}`,
  perSqFt: 200 + 30 * i,
  basis: (i % 3 ? "construction" : "total-project") as "construction" | "total-project",
}));

const data: Comparables = {
  priceLevel: "2025-12",
  place: { state: "Texas", city: "Pflugerville", division: "West South Central", multiplier: 0.9 },
  kind: "High school",
  browse: "/accuracy?type=educational&kind=high#every-project",
  range: { construction: { min: 250, max: 480 }, "total-project": { min: 300, max: 600 } },
  nearest: Array.from({ length: 8 }, (_, i) => comparable(i, i === 2 ? "above" : "inside")),
  referenceClass: {
    kind: "High school",
    division: "West South Central",
    count: points.length,
    thin: false,
    tried: [{ kind: "High school", division: "West South Central", count: points.length }],
    widened: [],
    stats: { all: null, construction: null, totalProject: null },
    points,
  },
  note: "",
};

describe("ComparablesPanel", () => {
  afterEach(cleanup);
  it("draws every project of the class as a dot, linked, over the likely and 80% ranges, with the median", () => {
    renderWithProviders(
      <ComparablesPanel
        comparables={data}
        visitor={{ min: 250, max: 480, likely: { min: 300, max: 400 }, expected: 350 }}
      />,
    );
    const plot = screen.getByTestId("comparables-plot");
    expect(plot.getAttribute("role")).toBe("group");
    expect(plot.querySelectorAll("circle")).toHaveLength(points.length);
    expect(plot.querySelectorAll("a[href^='https://example.com/']")).toHaveLength(points.length);
    expect(plot.querySelector("desc")!.textContent).toContain("likely range $300 to $400");
    expect(plot.textContent).toContain("Your median $350");
    // The table alternative lists every dot.
    const table = screen.getByRole("table", { hidden: true });
    expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(points.length + 1);
  });

  it("lists the five nearest with links (http only), place, year, area, $/sq ft here, basis and position", () => {
    renderWithProviders(
      <ComparablesPanel comparables={data} visitor={{ min: 250, max: 480, likely: null, expected: 350 }} />,
    );
    const rows = screen.getAllByTestId("comparable-row");
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByRole("link", { name: "School 0" }).getAttribute("href")).toBe(
      "https://example.com/0",
    );
    expect(rows[0]!.textContent).toMatch(/Austin, Texas · 2020 · 100,000 sq ft/);
    expect(rows[0]!.textContent).toContain("$330/sq ft");
    expect(rows[0]!.textContent).toContain("construction · inside your range");
    expect(rows[1]!.textContent).toContain("total project");
    expect(rows[2]!.textContent).toContain("above your range");
    expect(within(rows[3]!).queryByRole("link")).toBeNull();
    expect(webLink("javascript:alert(1)")).toBeUndefined();
  });

  it("marks log ticks at 1, 2 and 5 × powers of ten", () => {
    expect(logTicks(150, 1200)).toEqual([200, 500, 1000]);
    expect(logTicks(110, 560)).toEqual([200, 300, 500]);
    expect(logTicks(110, 190)).toEqual([150]);
  });
});

describe("likelySentence", () => {
  it("words the likely range beside the 80% range for a homeowner", () => {
    expect(likelySentence({ min: 300_000, max: 420_000 }, { min: 248_000, max: 580_000 })).toBe(
      "Half of projects like yours land in $300K - $420K; 8 in 10 in $248K - $580K.",
    );
    expect(likelySentence(undefined, { min: 1, max: 2 })).toBeNull();
  });
});
