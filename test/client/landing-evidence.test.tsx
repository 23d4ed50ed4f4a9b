/** Landing pages list the set's real projects of their type in their state, with links (issue 27). */
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LandingSeedContext } from "../../client/landing/landing-data";
import { LandingPage } from "../../client/pages/Landing.page";
import { theme } from "../../client/theme";
import { buildLandingContent } from "../../shared/content/landing";
import { landingTargetOf } from "../../shared/content/landing-route";

function renderAt(path: string) {
  const content = buildLandingContent(landingTargetOf(path)!, 2026);
  const router = createMemoryRouter(
    [{ path: "/estimate/:projectType/:state/:city?", element: <LandingPage /> }],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <LandingSeedContext value={{ status: 200, path, content }}>
        <RouterProvider router={router} />
      </LandingSeedContext>
    </MantineProvider>,
  );
  return content;
}

describe("landing pages' real projects", () => {
  afterEach(cleanup);

  it.each([
    ["/estimate/educational/texas", "Texas"],
    ["/estimate/healthcare/california", "California"],
  ])("%s lists real projects of %s, each linked to its source", (path, state) => {
    const content = renderAt(path);
    const block = screen.getByTestId("local-evidence");
    expect(within(block).getByRole("heading", { level: 3 }).textContent).toContain(`Projects in ${state}`);
    const items = within(block).getAllByTestId("local-project");
    expect(items.length).toBe(content.localEvidence.projects.length);
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const [i, item] of items.entries()) {
      const p = content.localEvidence.projects[i]!;
      expect(item.textContent).toContain(`, ${state}, ${p.year}`);
      expect(within(item).getByRole("link", { name: p.name }).getAttribute("href")).toBe(p.url);
    }
    expect(block.textContent).toMatch(/the middle one costs \$[\d,]+ per sq ft and half fall between/);
  });

  it("says so when the state has none, and shows its region's", () => {
    renderAt("/estimate/educational/vermont");
    const block = screen.getByTestId("local-evidence");
    expect(block.textContent).toContain("None of the published educational institution projects");
    expect(block.textContent).toContain("New England census division");
  });
});
