/**
 * The whole location guide (specification §2 "Location landing page"): header, contents (sidebar
 * or slide-in panel) with scroll-spy, the seven sections, the closing call to action, related
 * searches, sources, and the floating prompt. The worker renders it to HTML and the client
 * hydrates it, so it must render the same from the same content on both sides; client-only
 * pieces (the floating prompt) appear only after effects run.
 */
import { Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { LandingContent } from "../../../shared/content/landing-types";
import { calculatorHref, startEstimate } from "../../landing/start-estimate";
import { locationLabel, track } from "../../tracking";
import { useScrollSpy, useScrollToSection } from "../../landing/use-scroll-spy";
import { ClosingCta, FloatingPrompt, QuickEstimate } from "../LandingCta/LandingCta";
import { LandingHeader } from "../LandingHeader/LandingHeader";
import { LandingSections, guideClasses } from "../LandingSections/LandingSections";
import { MobileToc, TocList } from "../LandingToc/LandingToc";
import { SECTION_IDS } from "../LandingToc/toc-entries";
import classes from "./LandingGuide.module.css";

/** §4/§9: the 45-second timer; here it brings up the floating prompt. */
export const PROMPT_DELAY_MS = 45_000;
/** The prompt also shows once the reader has scrolled this far. */
export const PROMPT_SCROLL_PX = 700;
const DISMISSED_KEY = "landingPromptDismissed";

function usePrompt(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    // Dismissed earlier in this session: the prompt does not come back.
    if (sessionStorageGet(DISMISSED_KEY)) return;
    const show = () => setShown(true);
    const timer = window.setTimeout(show, PROMPT_DELAY_MS);
    const onScroll = () => window.scrollY > PROMPT_SCROLL_PX && show();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  const dismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Without storage the prompt simply stays dismissed for this page view.
    }
  };
  return [shown && !dismissed, dismiss];
}

function sessionStorageGet(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function LandingGuide({ content }: { content: LandingContent }) {
  const navigate = useNavigate();
  const active = useScrollSpy(SECTION_IDS);
  const scrollToSection = useScrollToSection();
  const [promptShown, dismissPrompt] = usePrompt();
  const onStart = (cta: string) => startEstimate(content, navigate, cta);
  // §7: engagement events carry the project type and the location label.
  const where = {
    project_type: content.type.id,
    location: locationLabel(content.city?.name, content.state.name),
  };
  const scrollTo = (id: string) => {
    track("section_navigation", { ...where, section: id });
    scrollToSection(id);
  };
  useEffect(() => {
    track("page_view", { page: "landing", project_type: content.type.id, location: content.locationLabel });
  }, [content.type.id, content.locationLabel]);

  return (
    <>
      <LandingHeader content={content} onStart={onStart} />
      <MobileToc active={active} onChoose={scrollTo} />
      <div className={classes.layout}>
        <aside className={classes.sidebar} aria-label="Guide navigation">
          <Stack gap="lg" className={classes.sticky}>
            <div>
              <Text fw={700} mb="xs">
                Contents
              </Text>
              <TocList active={active} onChoose={scrollTo} label="Table of contents" />
            </div>
            <QuickEstimate typeLabel={content.type.label} href={calculatorHref(content)} onStart={onStart} />
          </Stack>
        </aside>
        <article>
          <LandingSections content={content} />
          <Stack gap="xl" py="lg">
            <ClosingCta href={calculatorHref(content)} onStart={onStart} />
            <section aria-labelledby="related-title">
              <h2 id="related-title" className={guideClasses.h2}>
                Related Construction Cost Information
              </h2>
              <ul className={guideClasses.list}>
                {content.relatedSearches.map((r) => (
                  <li key={r.href}>
                    <Link to={r.href} className={classes.link}>
                      {r.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <footer className={classes.sources}>
              <p>
                <strong>Sources</strong>
              </p>
              {content.sources.map((s) => (
                <p key={s}>{s}</p>
              ))}
            </footer>
          </Stack>
        </article>
      </div>
      {promptShown && (
        <FloatingPrompt href={calculatorHref(content)} onStart={onStart} onDismiss={dismissPrompt} />
      )}
    </>
  );
}
