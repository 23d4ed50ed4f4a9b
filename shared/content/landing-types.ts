/**
 * The landing page's content as data (specification §3 "Page content" plus the sections of §2
 * "Location landing page"). The worker builds it from the places data and the engine, renders it
 * into HTML and embeds it as JSON; the client hydrates from exactly that object, so it needs no
 * engine or places code of its own. Types only: importing this module costs the client nothing.
 */

export type { LandingPrefix } from "../app-paths";

/** A label with its value and where the value comes from, for the "Current Market Data" list. */
export interface MarketFact {
  label: string;
  value: string;
  /** Short citation of the value's source. */
  source: string;
}

/** One of the four cost components (§9 share ranges) with the engine's figures for this place. */
export interface BreakdownComponent {
  name: string;
  /** The specification's typical share, "15-25%". */
  typicalShare: string;
  /** The engine's share of this type's budget, "18%". */
  engineShare: string;
  /** The engine's amount for a typical-size project here, "$147K". */
  amount: string;
  text: string;
}

/** One titled paragraph (cost factors, timeline phases). */
export interface TitledText {
  title: string;
  text: string;
}

/** One numbered timeline phase (§5: durations driven by complexity). */
export interface TimelinePhase extends TitledText {
  duration: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface RelatedLink {
  label: string;
  href: string;
}

/** §3 "projectSpecificContent" of the richer project-type variant. */
export interface ProjectSpecificContent {
  complexity: string;
  timeline: string;
  specialConsiderations: string[];
  commonFeatures: string[];
}

/** Five figures of a range: 10th, 25th, 50th, 75th and 90th percentile. */
export interface LandingFive {
  min: number;
  likelyMin: number;
  expected: number;
  likelyMax: number;
  max: number;
}

/** One kind of building of the type at its typical size, construction cost. */
export interface LandingKind {
  label: string;
  typicalSqFt: number;
  /** Whole dollars per sq ft: 80% range (min, max) and likely range (likelyMin, likelyMax). */
  perSqFt: LandingFive;
  /** perSqFt × typicalSqFt. */
  total: LandingFive;
}

/**
 * The engine's numbers for this type and place, for the page and the structured data: every kind
 * at its typical size (construction cost), the most common kind as the reference project (its
 * total and per-sq-ft range are `total` and `perSqFt`), and the calculator's first estimate with
 * every kind and size mixed, for a footnote.
 */
export interface LandingFigures {
  /** The reference project's size (the most common kind's typical size). */
  typicalSqFt: number;
  /** The reference project's construction cost: 10th percentile, median, 90th percentile. */
  total: { min: number; expected: number; max: number };
  perSqFt: { min: number; expected: number; max: number };
  /** The most common kind: its label and its index in `kinds`. */
  reference: { label: string; index: number };
  kinds: LandingKind[];
  /** The headline: from the lowest kind's likely low to the highest kind's likely high, per sq ft. */
  headline: { min: number; max: number };
  /** The calculator's first estimate (kind and size unknown), per sq ft at the mix's size. */
  mixture: { sqFt: number; perSqFt: { min: number; expected: number; max: number } };
  /** Economy tier's expected to luxury tier's expected cost per sq ft, here. */
  tierBand: { min: number; max: number };
  /** The location multiplier the calculator applies for the type here, to hundredths. */
  locationFactor: number;
  factorScope: "city" | "state";
  /** Whole percent against the national average, of the same hundredths. */
  vsNationalPercent: number;
  dataAsOf: string;
  dataVersion: string;
}

/** A published project of the calibration set on a landing page, with its source link. */
export interface LocalProject {
  id: string;
  name: string;
  /** "Austin, Texas". */
  place: string;
  year: number;
  areaSqFt: number;
  /** Published cost per sq ft at today's price level and the page's place, whole dollars. */
  perSqFt: number;
  basis: "construction" | "total-project";
  publisher: string;
  /** The source's http(s) link; "" when it has none. */
  url: string;
}

/**
 * The real projects of the page's type in its state (scope "state"), or, when the state has none,
 * in its census division (scope "division"); and the reference class at the place.
 */
export interface LocalEvidence {
  scope: "state" | "division";
  state: string;
  division: string | null;
  /** How many there are (the list shows the newest LOCAL_LIMIT). */
  count: number;
  projects: LocalProject[];
  /** The type's projects of the census division (the nation when fewer than five), per sq ft here. */
  referenceClass: {
    where: string;
    count: number;
    p10: number | null;
    p25: number | null;
    median: number | null;
    p75: number | null;
    p90: number | null;
  };
}

/** Everything a landing page shows, for one type and place. */
export interface LandingContent {
  /** "/estimate/single-family/texas/austin": the canonical path of every prefix variant. */
  canonicalPath: string;
  type: { id: string; label: string };
  state: { name: string; code: string; iso: string; slug: string };
  city: { name: string; slug: string } | null;
  /** "Austin, Texas" or "Texas". */
  locationLabel: string;
  /** ISO date the content and data were last updated; also the sitemap's lastmod. */
  updated: string;
  title: string;
  description: string;
  keywords: string[];
  intro: string;
  /** What the kinds table shows, and the calculator's first estimate (every kind mixed) as a footnote. */
  kindsNote: string;
  badges: { guide: string; costRange: string };
  chips: { updated: string; readTime: string; complexity: string; timeline: string };
  marketInsights: MarketFact[];
  contextualInsights: string[];
  typeInsights: string[];
  costBreakdown: BreakdownComponent[];
  costBreakdownNote: string;
  factors: TitledText[];
  timeline: TimelinePhase[];
  timelineNote: string;
  budgetingTips: string[];
  commonMistakes: string[];
  faqs: Faq[];
  relatedSearches: RelatedLink[];
  projectSpecificContent: ProjectSpecificContent;
  figures: LandingFigures;
  /** Real projects of this type in this state (or its region), with links: shared/content/local-evidence.ts. */
  localEvidence: LocalEvidence;
  /** Where the figures come from, in words. */
  sources: string[];
}

/** What /api/landing answers: the content of a path, or a 404. */
export type LandingPayload =
  { status: 200; path: string; content: LandingContent } | { status: 404; path: string };

/**
 * What a page embeds for hydration: the same without the path, which is the document's own (one
 * prebuilt page serves every prefix and variation of its URL, and every 404 shares one answer).
 */
export type EmbeddedLandingPayload = { status: 200; content: LandingContent } | { status: 404 };
