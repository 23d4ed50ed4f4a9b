/**
 * The landing page's calls to action (specification §2): store the page's project as projectData
 * (city optional) and go to the start form, which prefills from it.
 */
import type { NavigateFunction } from "react-router";
import type { LandingContent } from "../../shared/content/landing-types";
import { saveProjectData } from "../storage";
import { locationLabel, track } from "../tracking";

/** Where every call to action leads. */
export const CALCULATOR_PATH = "/conceptual-estimate";

/**
 * The calls to action's link: the calculator with the page's project in the query, which the start
 * form adopts, so a click before the app has loaded (an ordinary link then) keeps the project too.
 */
export function calculatorHref(content: LandingContent): string {
  const query = new URLSearchParams({ type: content.type.id, state: content.state.name });
  if (content.city) query.set("city", content.city.name);
  return `${CALCULATOR_PATH}?${query.toString()}`;
}

/** Stores the page's project and navigates to the calculator; `cta` names the button for tracking. */
export function startEstimate(content: LandingContent, navigate: NavigateFunction, cta: string) {
  saveProjectData({
    constructionType: content.type.id,
    state: content.state.name,
    ...(content.city ? { city: content.city.name } : {}),
    timestamp: new Date().toISOString(),
  });
  track("cta_clicked", {
    cta,
    project_type: content.type.id,
    location: locationLabel(content.city?.name, content.state.name),
  });
  void navigate(CALCULATOR_PATH);
}
