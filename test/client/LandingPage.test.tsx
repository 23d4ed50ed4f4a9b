/**
 * The landing page on the client: it renders the guide from the payload the worker embedded, and
 * an embedded 404 sends the visitor to /404 (spec §4: "An invalid route goes to /404").
 */
import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LandingSeedContext } from "../../client/landing/landing-data";
import { LandingPage } from "../../client/pages/Landing.page";
import { theme } from "../../client/theme";
import { buildLandingContent } from "../../shared/content/landing";
import { landingTargetOf } from "../../shared/content/landing-route";
import type { LandingPayload } from "../../shared/content/landing-types";
import { SPEC_SECTION_IDS } from "../landing-sections";

function renderAt(path: string, seed: LandingPayload) {
  const router = createMemoryRouter(
    [
      { path: "/estimate/:projectType/:state/:city?", element: <LandingPage /> },
      { path: "/404", element: <h1>Page not found</h1> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider theme={theme}>
      <LandingSeedContext value={seed}>
        <RouterProvider router={router} />
      </LandingSeedContext>
    </MantineProvider>,
  );
}

describe("LandingPage", () => {
  it("renders the guide from the embedded payload, with the seven sections", () => {
    const path = "/estimate/single-family/texas/austin";
    const content = buildLandingContent(landingTargetOf(path)!, 2026);
    const { container } = renderAt(path, { status: 200, path, content });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Single Family Home Construction Costs in Austin, Texas",
    );
    const ids = [...container.querySelectorAll("section[id]")].map((s) => s.id);
    expect(ids).toEqual(SPEC_SECTION_IDS);
    expect(screen.getAllByRole("link", { name: /costs in/ }).length).toBeLessThanOrEqual(6);
  });

  it("goes to /404 when the worker said the page does not exist", async () => {
    const path = "/estimate/castle/texas";
    renderAt(path, { status: 404, path });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});
