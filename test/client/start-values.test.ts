/**
 * The start form's one rule for values given as text (issue 31): what the visitor typed before the
 * app loaded, what a form submitted before then sent, and a stored project are read alike.
 */
import { afterEach, describe, expect, it } from "vitest";
import { isStartable, startValues, takeSubmittedStart } from "../../client/components/StartForm/start-values";
import { readProgress, readProjectData } from "../../client/storage";

afterEach(() => localStorage.clear());

describe("startValues", () => {
  it("reads a type, a state by name or code in any case, and a listed, other-named or custom city", () => {
    expect(startValues({ type: "single-family", state: "texas", city: " austin " })).toEqual({
      type: "single-family",
      state: "Texas",
      city: "Austin",
    });
    expect(startValues({ type: "office-building", state: "NY", city: "Brooklyn" })).toEqual({
      type: "office-building",
      state: "New York",
      city: "New York City",
    });
    expect(startValues({ state: "Texas", city: "dripping springs" }).city).toBe("Dripping Springs");
  });

  it("keeps what it cannot read as typed, so the form can show it and say why", () => {
    expect(startValues({ type: "castle", state: "Tex", city: "" })).toEqual({
      type: null,
      state: null,
      city: null,
    });
    expect(startValues({ state: "", city: "Springfield" }).city).toBe("Springfield");
    const refused = startValues({ type: "single-family", state: "Texas", city: "Town <b>" });
    expect(refused.city).toBe("Town <b>");
    expect(isStartable(refused)).toBe(false);
  });
});

describe("the optional ZIP code", () => {
  it("keeps its digits, at most five, and is absent when none is given", () => {
    expect(
      startValues({ type: "office-building", state: "Illinois", city: "Nashville", zip: " 62263 " }).zip,
    ).toBe("62263");
    expect(startValues({ state: "Illinois", zip: "62-2635" }).zip).toBe("62263");
    expect(startValues({ state: "Illinois", zip: "" })).not.toHaveProperty("zip");
  });

  it("travels with a form sent before the app loaded, and alone starts nothing", () => {
    expect(takeSubmittedStart("?type=office-building&state=illinois&city=nashville&zip=62263")).toBe(
      "/question-flow",
    );
    const stored = readProjectData();
    expect(stored.status === "ok" && stored.data).toMatchObject({ state: "Illinois", zip: "62263" });
    localStorage.clear();
    expect(takeSubmittedStart("?zip=62263")).toBeNull();
  });
});

describe("takeSubmittedStart", () => {
  it("stores the project a form sent before the app loaded and starts a fresh flow", () => {
    expect(takeSubmittedStart("?type=multi-family&state=colorado&city=denver")).toBe("/question-flow");
    const stored = readProjectData();
    expect(stored.status === "ok" && stored.data).toMatchObject({
      constructionType: "multi-family",
      state: "Colorado",
      city: "Denver",
    });
    const timestamp = stored.status === "ok" ? stored.data.timestamp : "";
    expect(readProgress(timestamp ?? "").answers).toEqual([]);
  });

  it("sends values that cannot start a project back to the form, and ignores other queries", () => {
    expect(takeSubmittedStart("?type=single-family&state=Texs&city=Austin")).toBe(
      "/conceptual-estimate?type=single-family&state=Texs&city=Austin",
    );
    expect(readProjectData().status).toBe("missing");
    expect(takeSubmittedStart("?q=3")).toBeNull();
  });
});
