/**
 * The Quote Checker page in happy-dom with the API stubbed: the check computed by the shared code
 * against a made-up range, so the page is tested apart from the engine's numbers.
 */
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DIVISION_NAMES,
  type DivisionName,
  type QuoteCheckResult,
  type SavedEstimate,
} from "../../shared/api/outputs";
import { checkQuote, readQuote } from "../../shared/quote/index";
import { QuoteCheckerPage } from "../../client/pages/QuoteChecker.page";
import { piecesToLines } from "../../client/components/QuoteInput/pdf-text";
import {
  estimateIdOf,
  keepBasis,
  qualityOf,
  savedEstimateProject,
  type QuoteProjectValues,
} from "../../client/components/QuoteProjectForm/from-estimate";
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
    basis: { kind: "typical", answered: 0 },
    dataVersion: "test",
    asOf: "2025",
  };
}

const ANSWERS = [
  { question: "What is the total finished floor area of the home?", answer: 3100, questionNumber: 1 },
  { question: "What level of finishes and fixtures do you want?", answer: "c", questionNumber: 2 },
];

/** A saved estimate as GET /api/estimates/{id} answers it (only what the page reads). */
const SAVED = {
  id: "78bd80e86db28b52b4cd28bfd214cf22",
  recordVersion: 1,
  savedAt: "2026-11-21T10:00:00.000Z",
  dataVersion: "test",
  projectData: { constructionType: "single-family", state: "Texas", city: "Austin", timestamp: null },
  answers: ANSWERS,
  costEstimate: { min: 612_000, expected: 700_000, max: 834_000, sq_ft: 3100, sqFtAnswered: true },
};

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

describe("a check against an estimate's own answers", () => {
  const fromEstimate: QuoteProjectValues = {
    type: "single-family",
    state: "Texas",
    city: "Austin",
    areaSqFt: 3100,
    quality: "premium",
    estimate: { source: "saved", id: SAVED.id, answers: ANSWERS, min: 612_000, max: 834_000 },
  };

  it("sends the estimate's answers with the check", () => {
    expect(toBody(fromEstimate, { mode: "total", text: "", total: 700_000 }).project.answers).toEqual(
      ANSWERS,
    );
  });

  it("sends the ZIP code a saved estimate was started with, and drops it with the estimate", () => {
    const saved = { ...SAVED, projectData: { ...SAVED.projectData, zip: "78701" } };
    const values = savedEstimateProject(saved as unknown as SavedEstimate)!;
    expect(values.estimate?.zip).toBe("78701");
    expect(toBody(values, { mode: "total", text: "", total: 700_000 }).project).toMatchObject({
      zip: "78701",
    });
    const changed = keepBasis({ ...values, city: "Dallas" }, values);
    expect(toBody(changed, { mode: "total", text: "", total: 700_000 }).project).not.toHaveProperty("zip");
    const old = savedEstimateProject(SAVED as unknown as SavedEstimate)!;
    expect(toBody(old, { mode: "total", text: "", total: 700_000 }).project).not.toHaveProperty("zip");
  });

  it("leaves the estimate when a field is changed by hand, and keeps it otherwise", () => {
    expect(keepBasis({ ...fromEstimate }, fromEstimate).estimate).toBe(fromEstimate.estimate);
    expect(keepBasis({ ...fromEstimate, areaSqFt: 2000 }, fromEstimate).estimate).toBeNull();
    expect(keepBasis({ ...fromEstimate, city: "Dallas" }, fromEstimate).estimate).toBeNull();
    const other = { ...fromEstimate, city: "Dallas", estimate: { ...fromEstimate.estimate!, id: "x" } };
    expect(keepBasis(other, fromEstimate).estimate?.id).toBe("x");
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

  it("uses a saved estimate's link: says which estimate and range, and checks against its answers", async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes("/api/estimates/"))
        return new Response(JSON.stringify(SAVED), { status: 200 });
      const body = JSON.parse(String(init!.body));
      const check = fakeCheck("Framing 80,000");
      return new Response(
        JSON.stringify({
          ...check,
          basis: body.project.answers
            ? { kind: "answers", answered: body.project.answers.length }
            : check.basis,
        }),
        { status: 200 },
      );
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<QuoteCheckerPage />, { path: "/quote-checker" });
    fireEvent.change(screen.getByLabelText("Or a saved estimate's share link"), {
      target: { value: `https://c2c.example/cost-estimate?id=${SAVED.id}` },
    });
    fireEvent.click(screen.getByRole("button", { name: "Use it" }));
    const note = await screen.findByTestId("project-basis");
    expect(note.textContent).toContain("your saved estimate (…14cf22)");
    expect(note.textContent).toContain("2 answers and its range of $612K – $834K");

    fireEvent.change(screen.getByLabelText(/Quote lines/), { target: { value: "Framing 80,000" } });
    fireEvent.click(screen.getByRole("button", { name: "Check quote" }));
    const basis = await screen.findByTestId("quote-basis");
    expect(basis.textContent).toBe(
      "Checked against your saved estimate (…14cf22): the range of its 2 answers for Austin, Texas, not a typical project's.",
    );
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes("/api/quote-check"))!;
    expect(JSON.parse(String(sent[1]!.body)).project.answers).toEqual(ANSWERS);
  });

  it("shows every division's flag beside the figures it was decided on", async () => {
    const text = "Framing 33,400\nConcrete 10,000\nPlumbing 30,000";
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(fakeCheck(text)), { status: 200 }));
    localStorage.setItem(
      "projectData",
      JSON.stringify({
        constructionType: "single-family",
        state: "Texas",
        city: "Austin",
        timestamp: "2026-01-01T00:00:00Z",
      }),
    );
    renderWithProviders(<QuoteCheckerPage />, { path: "/quote-checker" });
    fireEvent.change(screen.getByLabelText(/Quote lines/), { target: { value: text } });
    fireEvent.click(screen.getByRole("button", { name: "Check quote" }));
    const table = await screen.findByRole("table", {
      name: "Divisions of the quote against the local range",
    });
    const rows = [...table.querySelectorAll("tbody tr")];
    expect(rows.length).toBeGreaterThan(0);
    const dollars = (s: string) => Number(s.replace(/[^\d.]/g, "")) * (s.includes("Mn") ? 1000 : 1);
    for (const row of rows) {
      const [, quoted, range] = [...row.querySelectorAll("td")].map((td) => td.textContent ?? "");
      if (quoted === "—") continue;
      const [lo, hi] = range!.split(" – ").map(dollars);
      const q = dollars(quoted!);
      expect(row.getAttribute("data-flag")).toBe(q < lo! ? "low" : q > hi! ? "high" : "ok");
    }
    expect(screen.getByTestId("quote-basis").textContent).toBe(
      "Checked against a typical single family home of 2,400 sq ft in Austin, Texas.",
    );
  });
});
