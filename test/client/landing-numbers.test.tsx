/**
 * Numbers a visitor can check on every landing page type (issue 32, "Done when"): rendered for the
 * six types in a state and in a city, the headline range per sq ft never spans more than ten
 * times its low end, and every per-sq-ft range times the size stated beside it gives the total
 * shown beside it (within 1%, or the money format's own rounding: "$21K" stands for $20,500 to
 * $21,499).
 */
import { MantineProvider } from "@mantine/core";
import { cleanup, render, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LandingSeedContext } from "../../client/landing/landing-data";
import { LandingPage } from "../../client/pages/Landing.page";
import { theme } from "../../client/theme";
import { buildLandingContent } from "../../shared/content/landing";
import { landingTargetOf } from "../../shared/content/landing-route";
import { PROJECT_TYPES } from "../../shared/project-types";

function renderAt(path: string) {
  const content = buildLandingContent(landingTargetOf(path)!, 2026);
  const router = createMemoryRouter(
    [{ path: "/estimate/:projectType/:state/:city?", element: <LandingPage /> }],
    { initialEntries: [path] },
  );
  cleanup();
  const view = render(
    <MantineProvider theme={theme}>
      <LandingSeedContext value={{ status: 200, path, content }}>
        <RouterProvider router={router} />
      </LandingSeedContext>
    </MantineProvider>,
  );
  return { view, content };
}

/** "$1,402" → 1402, "$16.56 Mn" → 16,560,000, "$56K" → 56,000, with the half unit the text rounds to. */
function money(text: string): { value: number; halfUnit: number } {
  const m = /^\$([\d,.]+)\s*(Mn|K)?$/.exec(text.trim());
  if (!m) throw new Error(`not a money figure: '${text}'`);
  const n = Number(m[1]!.replace(/,/g, ""));
  if (m[2] === "Mn") return { value: n * 1e6, halfUnit: 5_000 };
  if (m[2] === "K") return { value: n * 1e3, halfUnit: 500 };
  return { value: n, halfUnit: 0.5 };
}

/** "$414-$921" → the two figures. */
function range(text: string) {
  const parts = text.split(/-(?=\$)/);
  expect(parts, text).toHaveLength(2);
  return parts.map(money) as [ReturnType<typeof money>, ReturnType<typeof money>];
}

/** Per sq ft × area against a total shown: within 1%, or within the total's display rounding. */
function expectMultipliesOut(perSqFt: number, area: number, shown: ReturnType<typeof money>, what: string) {
  const product = perSqFt * area;
  const miss = Math.abs(product - shown.value);
  expect(
    miss <= Math.max(0.01 * product, shown.halfUnit + 0.5),
    `${what}: ${perSqFt} × ${area} vs ${shown.value}`,
  ).toBe(true);
}

const PLACES = ["texas", "california/los-angeles"];

describe("landing page numbers", () => {
  for (const type of PROJECT_TYPES) {
    for (const place of PLACES) {
      const path = `/estimate/${type.id}/${place}`;
      it(`${path}: a usable headline, and per sq ft × size = total`, () => {
        const { view } = renderAt(path);
        // the headline badge: "Construction cost $A-$B per sq ft, likely, by kind"
        const badge = within(view.container).getByTestId("headline-range");
        const head = /(\$[\d,]+-\$[\d,]+) per sq ft/.exec(badge.textContent ?? "");
        expect(head, badge.textContent ?? "").not.toBeNull();
        const [lo, hi] = range(head![1]!);
        expect(hi.value, `${path} headline ${head![1]}`).toBeLessThanOrEqual(10 * lo.value);

        // every kind's row: likely per sq ft × its typical size = the likely total beside it
        const rows = within(
          view.container.querySelector("[data-testid=kind-costs]") as HTMLElement,
        ).getAllByTestId("kind-row");
        expect(rows.length).toBeGreaterThanOrEqual(3);
        for (const row of rows) {
          const size = Number(
            /([\d,]+) sq ft/.exec(row.querySelector("th")!.textContent!)![1]!.replace(/,/g, ""),
          );
          const [pLo, pHi] = range(within(row).getByTestId("kind-likely").textContent!);
          const [tLo, tHi] = range(within(row).getByTestId("kind-total").textContent!);
          expectMultipliesOut(pLo.value, size, tLo, `${path} ${row.textContent} low`);
          expectMultipliesOut(pHi.value, size, tHi, `${path} ${row.textContent} high`);
          const [r10, r90] = range(within(row).getByTestId("kind-range").textContent!);
          expect(r10.value).toBeLessThanOrEqual(pLo.value);
          expect(r90.value).toBeGreaterThanOrEqual(pHi.value);
        }

        // the market data: the typical project's per sq ft, its size and its total agree
        const fact = (label: string) =>
          [...view.container.querySelectorAll("dt")].find((dt) => dt.textContent === label)
            ?.nextElementSibling?.textContent ?? "";
        const psf = fact("Construction cost per sq ft, typical project");
        const total = fact("Construction cost, typical project");
        const size = Number(/\(([\d,]+) sq ft ×/.exec(total)![1]!.replace(/,/g, ""));
        const psfRanges = [...psf.matchAll(/(\$[\d,]+)-(\$[\d,]+)/g)].map((m) => [
          money(m[1]!),
          money(m[2]!),
        ]);
        const totalRanges = [...total.matchAll(/(\$[\d,.]+(?: Mn|K)?)-(\$[\d,.]+(?: Mn|K)?)/g)].map((m) => [
          money(m[1]!),
          money(m[2]!),
        ]);
        expect(psfRanges).toHaveLength(2);
        expect(totalRanges).toHaveLength(2);
        psfRanges.forEach(([a, b], i) => {
          expectMultipliesOut(a!.value, size, totalRanges[i]![0]!, `${path} fact ${i} low`);
          expectMultipliesOut(b!.value, size, totalRanges[i]![1]!, `${path} fact ${i} high`);
        });
      });
    }
  }
});
