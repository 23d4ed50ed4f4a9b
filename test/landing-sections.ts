/** The landing page's seven section ids, as the specification (§2) names them: one list for the
 *  worker, client and browser tests, written from the spec rather than imported from the code. */
export const SPEC_SECTION_IDS = [
  "market-overview",
  "cost-breakdown",
  "factors-affecting",
  "timeline",
  "budgeting-tips",
  "common-mistakes",
  "faqs",
] as const;
