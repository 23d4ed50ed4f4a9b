import { afterEach, describe, expect, it } from "vitest";
import { closeOption, editDistance, filterOptions } from "../../client/components/SearchSelect/SearchSelect";
import { optionImage, optionLabel } from "../../client/components/OptionChoices/option-image";
import { clearJourney, readProgress, readProjectData, saveProgress } from "../../client/storage";
import { ApiError, errorMessage } from "../../client/api";

afterEach(() => localStorage.clear());

describe("filterOptions", () => {
  it("filters case-insensitively and offers a custom entry when nothing matches exactly", () => {
    expect(filterOptions(["Ohio", "Texas"], "OH", true)).toEqual({
      matches: ["Ohio"],
      exact: -1,
      custom: "OH",
    });
    expect(filterOptions(["Ohio", "Texas"], "texas", true)).toEqual({
      matches: ["Texas"],
      exact: 0,
      custom: null,
    });
    expect(filterOptions(["Ohio"], "zzz", false)).toEqual({ matches: [], exact: -1, custom: null });
  });
  it("lists the matches before the custom entry, and asks about a likely typo first", () => {
    const cities = ["Austin", "Houston", "Dallas", "San Antonio", "Pflugerville"];
    expect(filterOptions(cities, "Aust", true)).toEqual({ matches: ["Austin"], exact: -1, custom: "Aust" });
    expect(filterOptions(cities, "Austn", true)).toEqual({
      matches: [],
      exact: -1,
      custom: "Austn",
      suggestion: "Austin",
    });
    expect(filterOptions(cities, "Plfugerville", true).suggestion).toBe("Pflugerville");
    // a real place that is not a typo of a listed one is a custom city, asked about nothing
    expect(filterOptions(cities, "Round Rock", true)).toEqual({
      matches: [],
      exact: -1,
      custom: "Round Rock",
    });
  });
  it("counts edits, swaps of neighbours as one, and gives up past the limit", () => {
    expect(editDistance("austn", "austin")).toBe(1);
    expect(editDistance("autsin", "austin")).toBe(1);
    expect(editDistance("dalas", "dallas")).toBe(1);
    expect(editDistance("boston", "austin")).toBe(3);
    expect(closeOption(["Waco", "Austin"], "Wac")).toBeNull(); // too short to guess
    expect(closeOption(["Austin", "Dallas"], "Houston")).toBeNull();
  });
});

describe("option images and labels", () => {
  it("shows the text before a parenthesis and picks an illustration by meaning", () => {
    expect(optionLabel("Economy (builder-grade, basic fixtures)")).toBe("Economy");
    expect(optionImage("What level of finishes do you want?", "Luxury (custom)").src).toBe(
      "/images/options/tier-4.svg",
    );
    expect(optionImage("Which special feature matters most to you?", "Swimming pool").alt).toBe(
      "Swimming pool",
    );
    expect(optionImage("Anything", "Not sure (use the typical mix)").src).toBe(
      "/images/options/not-sure.svg",
    );
  });
});

describe("storage", () => {
  it("tells missing, unparseable and valid project data apart", () => {
    expect(readProjectData()).toEqual({ status: "missing" });
    localStorage.setItem("projectData", "{not json");
    expect(readProjectData()).toEqual({ status: "invalid" });
    localStorage.setItem("projectData", JSON.stringify({ constructionType: "educational", state: "Ohio" }));
    expect(readProjectData()).toMatchObject({ status: "ok", data: { state: "Ohio" } });
  });
  it("keeps progress only for the same project, and Retake clears everything", () => {
    const answer = { question: "Q", answer: "a", questionNumber: 1 };
    saveProgress("t1", [answer]);
    expect(readProgress("t1")).toEqual({ answers: [answer], kept: [] });
    expect(readProgress("t2")).toEqual({ answers: [], kept: [] });
    clearJourney();
    expect(readProgress("t1")).toEqual({ answers: [], kept: [] });
  });
});

describe("errorMessage", () => {
  it("prefers the server's message, then the error's, then the fallback", () => {
    expect(errorMessage(new ApiError(500, "Internal Server Error", "Engine down"), "x")).toBe("Engine down");
    expect(errorMessage(new ApiError(503, "Service Unavailable", undefined), "x")).toBe(
      "API request failed: 503 Service Unavailable",
    );
    expect(errorMessage("odd", "Failed to load questions. Please try again.")).toBe(
      "Failed to load questions. Please try again.",
    );
  });
});
