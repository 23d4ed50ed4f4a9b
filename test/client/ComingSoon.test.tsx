import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DrawingEstimatePage } from "../../client/pages/ComingSoon.page";
import { errorText } from "../../client/components/ErrorScreen/ErrorScreen";
import { renderWithProviders } from "./render";

afterEach(cleanup);

describe("Coming Soon page", () => {
  it("shows the title, Back to Home and the conceptual estimate promo", () => {
    renderWithProviders(<DrawingEstimatePage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Drawing-based Estimate");
    expect(screen.getByRole("link", { name: "← Back to Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Try Conceptual Estimate" }).getAttribute("href")).toBe(
      "/conceptual-estimate",
    );
  });
});

describe("errorText", () => {
  it("shows an Error's message and stringifies anything else", () => {
    expect(errorText(new Error("boom"))).toBe("boom");
    expect(errorText("plain")).toBe("plain");
  });
});
