/**
 * Scroll-spy and smooth scrolling for the guide's table of contents (specification §2, §4, §9):
 * the active entry is the last section whose top has passed 120 px from the top of the window.
 */
import { useCallback, useEffect, useState } from "react";

/** §9: "scroll offset 120 px". */
export const SCROLL_SPY_OFFSET = 120;

/** The id of the section the reader is in (the first one before any has been reached). */
export function useScrollSpy(ids: readonly string[]): string {
  const [active, setActive] = useState(ids[0] ?? "");
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = ids[0] ?? "";
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= SCROLL_SPY_OFFSET) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}

/** Scrolls smoothly to a section (instantly when the visitor prefers reduced motion). */
export function useScrollToSection() {
  return useCallback((id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    // The section's own scroll-margin-top keeps it below the fixed header.
    el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    window.history.replaceState(window.history.state, "", `#${id}`);
  }, []);
}
