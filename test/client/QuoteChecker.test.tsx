/**
 * The Quote Checker page in happy-dom with the API stubbed: the check computed by the shared code
 * against a made-up range, so the page is tested apart from the engine's numbers.
 */
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DIVISION_NAMES, type DivisionName, type QuoteCheckResult } from "../../shared/api/outputs";
import { checkQuote, readQuote } from "../../shared/quote/index";
import { QuoteCheckerPage } from "../../client/pages/QuoteChecker.page";
import { piecesToLines } from "../../client/components/QuoteInput/pdf-text";
import { estimateIdOf, qualityOf } from "../../client/components/QuoteProjectForm/from-estimate";
import { missingInput, toBody } from "../../client/components/QuoteChecker/useQuoteChecker";
import { renderWithProviders } from "./render";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const divisions = Object.fromEntries(DIVISION_NAMES.map((d) => [d, 400_000 / 16])) as Record<
  DivisionName,
  number
>;

function fakeCheck(text: string): QuoteCheckResult {
  const c = checkQuote({ min: 340_000, expected: 400_000, max: 470_000, divisions }, readQuote(text).lines);
  return {
    ...c,
    project: {
      constructionType: "single-family",
      state: "Texas",
      city: "Austin",
      areaSqFt: 2400,
      areaGiven: true,
      quality: null,
    },
    skipped: 0,
    truncated: false,
    estimateClass: 4,
    dataVersion: "test",
    asOf: "2025",
  };
}

describe("piecesToLines", () => {
  it("puts PDF text pieces back into lines by position, keeping wide gaps", () => {
    const piece = (str: string, x: number, y: number, width = str.length * 5) => ({
      str,
      transform: [10, 0, 0, 10, x, y],
      width,
    });
    const lines = piecesToLines([
      piece("$45,300", 400, 700),
      piece("Concrete foundation", 50, 700.5),
      piece("Framing", 50, 686),
      piece("88,000", 400, 686),
    ]);
    expect(lines).toEqual(["Concrete foundation  $45,300", "Framing  88,000"]);
  });
});

describe("project from an estimate", () => {
  it("reads the quality from the finish-level answer and the id from a share link", () => {
    expect(
      qualityOf([
        { question: "What level of finishes and fixtures do you want?", answer: "c", questionNumber: 2 },
      ]),
    ).toBe("premium");
    expect(qualityOf([{ question: "What level of finishes?", answer: "e", questionNumber: 2 }])).toBeNull();
    const area = {
      question: "What is the total finished floor area of the home?",
      answer: 2400,
      questionNumber: 1,
    };
    expect(
      qualityOf([
        area,
        { question: "Which building class are you aiming for?", answer: "a", questionNumber: 2 },
      ]),
    ).toBe("economy");
    expect(estimateIdOf("https://c2c.example/cost-estimate?id=78BD80E86DB28B52B4CD28BFD214CF22")).toBe(
      "78bd80e86db28b52b4cd28bfd214cf22",
    );
    expect(estimateIdOf("not a link")).toBeNull();
  });

  it("builds the API body and says what is missing", () => {
    const project = {
      type: "single-family" as const,
      state: "Texas",
      city: "Austin",
      areaSqFt: 2400,
      quality: null,
    };
    expect(missingInput({ ...project, type: null }, { mode: "paste", text: "x", total: null })).toMatch(
      /project type/,
    );
    expect(missingInput(project, { mode: "paste", text: " ", total: null })).toMatch(/Paste/);
    expect(toBody(project, { mode: "total", text: "ignored", total: 400_000 })).toEqual({
      project: { constructionType: "single-family", state: "Texas", city: "Austin", areaSqFt: 2400 },
      quote: { total: 400_000 },
    });
  });
});

describe("QuoteCheckerPage", () => {
  it("keeps the specification's title, Back to Home and the promo", () => {
    renderWithProviders(<QuoteCheckerPage />, { path: "/quote-checker" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Quote Checker");
    expect(screen.getByRole("link", { name: "← Back to Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Try Conceptual Estimate" }).getAttribute("href")).toBe(
      "/conceptual-estimate",
    );
  });

  it("checks a pasted quote from the last estimate and shows HTML in a line as text", async () => {
    localStorage.setItem(
      "projectData",
      JSON.stringify({
        constructionType: "single-family",
        state: "Texas",
        city: "Austin",
        timestamp: "2026-01-01T00:00:00Z",
      }),
    );
    const text = "Framing 80,000\n<img src=x onerror=alert(1)> drywall $5,000\nMisc. items 2,000";
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify(fakeCheck(text)), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<QuoteCheckerPage />, { path: "/quote-checker" });
    fireEvent.change(screen.getByLabelText(/Quote lines/), { target: { value: text } });
    fireEvent.click(screen.getByRole("button", { name: "Check quote" }));
    await waitFor(() => expect(screen.getByTestId("total-position").textContent).toMatch(/local range/));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body.project).toMatchObject({ constructionType: "single-family", state: "Texas", city: "Austin" });
    expect(screen.getByText("<img src=x onerror=alert(1)> drywall")).toBeTruthy();
    expect(document.querySelector("img[src='x']")).toBeNull();
    expect(screen.getByRole("combobox", { name: /Division of “Misc. items”/ })).toBeTruthy();
    expect(screen.getByTestId("quote-questions").children.length).toBeGreaterThan(0);
  });
});
