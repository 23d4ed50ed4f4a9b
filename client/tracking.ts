/**
 * Engagement tracking (specification §7): events go to a global tracking function only when the
 * site owner installs one (decision record 013: no third-party scripts by default). Without one,
 * tracking does nothing. A failing tracker never breaks the page.
 */

/** The spec's events plus the journey's own milestones. */
export type TrackingEvent =
  | "page_view"
  | "cta_clicked"
  | "section_navigation"
  | "question_answered"
  | "estimate_completed"
  | "estimate_downloaded"
  | "estimate_shared";

export interface TrackingParams {
  project_type?: string;
  location?: string;
  [key: string]: string | number | boolean | undefined;
}

type Tracker = (command: "event", event: string, params: TrackingParams) => void;

/** Sends an event to `window.gtag` when a tracker is installed. */
export function track(event: TrackingEvent, params: TrackingParams = {}) {
  const tracker = (globalThis as { gtag?: unknown }).gtag;
  if (typeof tracker !== "function") return;
  try {
    (tracker as Tracker)("event", event, params);
  } catch (err) {
    console.error("Tracking failed", err);
  }
}

/** "Austin, Texas": the location label the events carry. */
export function locationLabel(city: string | undefined, state: string): string {
  return city ? `${city}, ${state}` : state;
}
