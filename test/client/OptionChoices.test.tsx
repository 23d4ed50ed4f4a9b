/**
 * Options as a visitor reads them (issue 32): the specification's label (the text before the
 * parenthesis) with the explanation as a quieter second line, pictures only when each option has
 * its own; and the range an answer would give, asked for with the next-question call a short while
 * after the choice settles, shown before Next and never blocking it.
 */
import { act, cleanup, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CostEstimate, QuestionOut } from "../../shared/api/outputs";
import { OptionChoices } from "../../client/components/OptionChoices/OptionChoices";
import { distinctImages, optionLabel, optionNote } from "../../client/components/OptionChoices/option-image";
import { PREVIEW_DELAY_MS, useOptionPreview } from "../../client/components/QuestionFlow/useOptionPreview";
import { renderWithProviders } from "./render";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const FOUNDATION: QuestionOut = {
  id: "sf-foundation",
  questionNumber: 8,
  question: "What kind of foundation will the home sit on?",
  kind: "choice",
  option_a: "Slab on grade (concrete slab, common in the South and West)",
  option_b: "Crawl space (raised floor over a shallow space)",
  option_c: "Full basement (unfinished)",
  option_d: "Not sure",
};

const FINISHES: QuestionOut = {
  id: "sf-finish",
  questionNumber: 2,
  question: "What level of finishes and fixtures do you want?",
  kind: "choice",
  option_a: "Economy (builder-grade, basic fixtures)",
  option_b: "Standard (mid-range)",
  option_c: "Premium (upgraded)",
  option_d: "Luxury (custom)",
};

describe("an option's label and explanation", () => {
  it("keeps the text before the parenthesis as the label and the rest as a second line", () => {
    const slab = FOUNDATION.option_a!;
    expect(optionLabel(slab)).toBe("Slab on grade");
    expect(optionNote(slab)).toBe("Concrete slab, common in the South and West");
    expect(optionNote("Not sure")).toBeNull();
  });

  it("renders both lines, the explanation quieter, in one radio's label", () => {
    renderWithProviders(<OptionChoices question={FOUNDATION} value={null} onChange={() => {}} />);
    const radio = screen.getByRole("radio", { name: /Slab on grade/ });
    const label = radio.closest("label")!;
    expect(label.textContent).toContain("Slab on grade");
    expect(label.textContent).toContain("Concrete slab, common in the South and West");
    const note = screen.getByText("Concrete slab, common in the South and West");
    expect(note.className).toMatch(/note/);
  });

  it("shows pictures only when each option has its own", () => {
    const options = (q: QuestionOut) =>
      (["a", "b", "c", "d"] as const).map((l) => q[`option_${l}`]!).filter(Boolean);
    expect(distinctImages(FOUNDATION.question, options(FOUNDATION))).toBeNull();
    const tiers = distinctImages(FINISHES.question, options(FINISHES))!;
    expect(new Set(tiers.map((i) => i.src)).size).toBe(4);

    renderWithProviders(<OptionChoices question={FOUNDATION} value={null} onChange={() => {}} />);
    expect(document.querySelectorAll("label img")).toHaveLength(0);
    cleanup();
    renderWithProviders(<OptionChoices question={FINISHES} value={null} onChange={() => {}} />);
    expect(document.querySelectorAll("label img")).toHaveLength(4);
  });
});

describe("the preview of an answer", () => {
  const project = {
    constructionType: "single-family",
    state: "Texas",
    city: "Austin",
    timestamp: "2026-11-21T10:00:00.000Z",
  };
  const estimate = (min: number, max: number) => ({ min, max, expected: (min + max) / 2 }) as CostEstimate;

  it("asks once the choice settles, with the tentative answer last, and remembers each answer", async () => {
    vi.useFakeTimers();
    const bodies: Array<{ currentAnswer: string; answers: unknown[] }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init!.body));
        bodies.push(body);
        const range = body.currentAnswer === "a" ? estimate(300_000, 420_000) : estimate(340_000, 470_000);
        return new Response(JSON.stringify({ question: null, costEstimate: range }), { status: 200 });
      }),
    );
    const answers = [{ question: "Area?", answer: 2400, questionNumber: 1 }];
    const { result, rerender } = renderHook(
      ({ draft }: { draft: string | null }) =>
        useOptionPreview({ project, answers, question: FINISHES, questionNumber: 2, draft, enabled: true }),
      { initialProps: { draft: null as string | null } },
    );
    expect(result.current).toBeNull();

    // A quick change of mind asks only for the last choice.
    rerender({ draft: "b" });
    rerender({ draft: "a" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS + 10);
    });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.currentAnswer).toBe("a");
    expect(bodies[0]!.answers).toEqual([
      ...answers,
      { question: FINISHES.question, answer: "a", questionNumber: 2 },
    ]);
    expect(result.current?.estimate).toMatchObject({ min: 300_000, max: 420_000 });

    rerender({ draft: "b" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS + 10);
    });
    expect(result.current?.estimate).toMatchObject({ min: 340_000, max: 470_000 });
    // Back to "a": known already, shown at once without another call.
    rerender({ draft: "a" });
    expect(result.current?.estimate).toMatchObject({ min: 300_000 });
    expect(bodies).toHaveLength(2);
  });

  it("asks nothing while a call is under way or the answer cannot be sent", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderHook(() =>
      useOptionPreview({
        project,
        answers: [],
        question: FINISHES,
        questionNumber: 1,
        draft: "a",
        enabled: false,
      }),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS * 4);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
