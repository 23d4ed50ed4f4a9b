/**
 * The one share-save flow and the Share button: the saved link when the API saves, the answers
 * link when it cannot (limits, outage), read back as the same project and answers; the button
 * shows the link it made in a copyable field, and a success goes away by itself.
 */
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/api";
import {
  answersLink,
  estimateShareLink,
  FALLBACK_NOTE,
  readAnswersLink,
} from "../../client/components/ShareButton/estimate-link";
import { SHARE_NOTICE_MS, ShareButton } from "../../client/components/ShareButton/ShareButton";
import { createTheme, MantineProvider, mergeThemeOverrides, Popover } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { theme } from "../../client/theme";

// The panel without its fade, and shown although happy-dom lays nothing out (a detached target).
const instant = mergeThemeOverrides(
  theme,
  createTheme({
    components: {
      Popover: Popover.extend({ defaultProps: { transitionProps: { duration: 0 }, hideDetached: false } }),
    },
  }),
);
const renderWithProviders = (ui: ReactElement) =>
  render(<MantineProvider theme={instant}>{ui}</MantineProvider>);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const project = {
  constructionType: "single-family",
  state: "Texas",
  city: "Round Rock",
  timestamp: "2026-11-21T10:00:00.000Z",
};
const answers = [
  { question: "What is the total finished floor area of the home?", answer: "2,400", questionNumber: 1 },
  { question: "Which foundation?", answer: "b", questionNumber: 2 },
  { question: "How many stories?", answer: 2, questionNumber: 3 },
];
const budget = { startDate: "2027-04", landCost: 150_000 };

describe("the answers link", () => {
  it("carries the project, the answers in order and the budget, and reads back the same", () => {
    const url = answersLink("https://c2c.example", project, answers, budget);
    expect(url).toBe(
      "https://c2c.example/cost-estimate?type=single-family&state=Texas&city=Round+Rock&a=2%2C400&a=b&a=2&start=2027-04&land=150000",
    );
    expect(readAnswersLink(new URL(url).searchParams)).toEqual({
      project: { constructionType: "single-family", state: "Texas", city: "Round Rock" },
      answers: [2400, "b", 2],
      budget,
    });
  });

  it("carries the ZIP code the estimate was started with, and reads back only five digits", () => {
    const url = answersLink("https://c2c.example", { ...project, zip: "78664" }, answers);
    expect(new URL(url).searchParams.get("zip")).toBe("78664");
    expect(readAnswersLink(new URL(url).searchParams)?.project).toEqual({
      constructionType: "single-family",
      state: "Texas",
      city: "Round Rock",
      zip: "78664",
    });
    const bad = new URLSearchParams("type=x&state=Ohio&a=b&zip=<b>1</b>");
    expect(readAnswersLink(bad)?.project).toEqual({ constructionType: "x", state: "Ohio", city: "" });
  });

  it("is no answers link without type, state or answers, or with more than ten answers", () => {
    expect(readAnswersLink(new URLSearchParams("id=abc"))).toBeNull();
    expect(readAnswersLink(new URLSearchParams("type=x&a=b"))).toBeNull();
    expect(readAnswersLink(new URLSearchParams(`type=x&state=Ohio&${"a=b&".repeat(11)}`))).toBeNull();
    expect(readAnswersLink(new URLSearchParams("type=x&state=Ohio&a=b&start=soon&land=-5"))?.budget).toEqual({
      startDate: null,
      landCost: null,
    });
  });
});

describe("estimateShareLink", () => {
  it("saves and gives the saved link; an id already saved is shared without saving", async () => {
    const save = vi.fn().mockResolvedValue({ id: "abc123", url: "" });
    const made = await estimateShareLink(project, answers, budget, null, [], save);
    expect(made).toEqual({ url: `${location.origin}/cost-estimate?id=abc123`, id: "abc123" });
    expect(save).toHaveBeenCalledOnce();
    const drawn = [{ question: "sf-area", answer: 2400, source: "page 2" }];
    await estimateShareLink(project, answers, budget, null, drawn, save);
    expect(save).toHaveBeenLastCalledWith(project, answers, budget, drawn);
    save.mockClear();
    save.mockResolvedValue({ id: "abc123", url: "" });
    await estimateShareLink(project, answers, budget, null, [], save);
    const again = await estimateShareLink(project, answers, budget, "abc123", [], save);
    expect(again.url).toBe(`${location.origin}/cost-estimate?id=abc123`);
    expect(save).toHaveBeenCalledOnce();
  });

  it.each([
    [429, "rate_limited"],
    [503, "share_limit_reached"],
    [503, "share_unavailable"],
  ])("gives the answers link when the save is refused with %i (%s)", async (status) => {
    const save = vi.fn().mockRejectedValue(new ApiError(status, "", "Today's share links are used up."));
    const made = await estimateShareLink(project, answers, budget, null, [], save);
    expect(made.id).toBeNull();
    expect(made.fallback).toBe(FALLBACK_NOTE);
    expect(made.url).toBe(answersLink(location.origin, project, answers, budget));
  });

  it("gives the answers link when the network fails, and throws when the answers are refused", async () => {
    const offline = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    expect((await estimateShareLink(project, answers, budget, null, [], offline)).fallback).toBe(
      FALLBACK_NOTE,
    );
    const refused = vi.fn().mockRejectedValue(new ApiError(400, "", "Answer 2 does not fit"));
    await expect(estimateShareLink(project, answers, budget, null, [], refused)).rejects.toThrow();
  });
});

describe("ShareButton", () => {
  it("shows the link it made in a copyable field, and the success goes away by itself", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    renderWithProviders(
      <ShareButton getUrl={async () => "https://c2c.example/cost-estimate?id=abc"} text="x" />,
    );
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    const field = await screen.findByRole("textbox", { name: "Share link" });
    expect(field).toHaveProperty("value", "https://c2c.example/cost-estimate?id=abc");
    expect(field).toHaveProperty("readOnly", true);
    expect(screen.getAllByText("Link copied to clipboard!").length).toBeGreaterThan(0);
    expect(await screen.findByRole("button", { name: "Copy" })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("https://c2c.example/cost-estimate?id=abc");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SHARE_NOTICE_MS + 500);
    });
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Share link" })).toBeNull());
  });

  it("keeps the answers link and its note until it is closed", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText: vi.fn() } });
    const url = answersLink("https://c2c.example", project, answers, budget);
    renderWithProviders(<ShareButton getUrl={async () => ({ url, fallback: FALLBACK_NOTE })} text="x" />);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    expect(await screen.findByText(FALLBACK_NOTE)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SHARE_NOTICE_MS * 2);
    });
    expect(await screen.findByRole("textbox", { name: "Share link" })).toHaveProperty("value", url);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Share link" })).toBeNull());
  });
});
