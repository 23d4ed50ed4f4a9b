import { describe, expect, it } from "vitest";
import { PROJECT_TYPES, prettifySlug, projectTypeFromSlug } from "../../shared/project-types";

describe("project types", () => {
  it("has the six types of the specification with their labels", () => {
    expect(PROJECT_TYPES.map((t) => [t.id, t.label])).toEqual([
      ["single-family", "Single Family Home"],
      ["multi-family", "Multi-Family Home"],
      ["home-improvements", "Home Improvements"],
      ["office-building", "Office Building"],
      ["educational", "Educational Institution"],
      ["healthcare", "Healthcare Facility"],
    ]);
  });

  it("keeps the specification's section 9 table", () => {
    const healthcare = PROJECT_TYPES.find((t) => t.id === "healthcare");
    expect(healthcare?.specCostPerSqFt).toEqual({ min: 400, max: 1000 });
    expect(healthcare?.timelineMonths).toEqual({ min: 24, max: 48 });
    expect(healthcare?.complexity).toBe("extremely high");
  });

  it("maps an alternative phrasing slug to its canonical type", () => {
    expect(projectTypeFromSlug("apartment-building")?.id).toBe("multi-family");
    expect(projectTypeFromSlug("Single-Family")?.id).toBe("single-family");
    expect(projectTypeFromSlug("spaceship")).toBeUndefined();
  });

  it("no two types share an alternative name", () => {
    const names = PROJECT_TYPES.flatMap((t) => t.alternativeNames);
    expect(new Set(names).size).toBe(names.length);
  });

  it("prettifies slugs as the specification does", () => {
    expect(prettifySlug("single-family")).toBe("Single Family");
    expect(prettifySlug("new-york")).toBe("New York");
    expect(prettifySlug("st-louis")).toBe("St Louis");
  });
});
