/** The guide's seven contents entries and section ids (specification §2). */
export const TOC_ENTRIES = [
  { id: "market-overview", label: "Market Overview" },
  { id: "cost-breakdown", label: "Cost Breakdown" },
  { id: "factors-affecting", label: "Cost Factors" },
  { id: "timeline", label: "Timeline" },
  { id: "budgeting-tips", label: "Budgeting Tips" },
  { id: "common-mistakes", label: "Common Mistakes" },
  { id: "faqs", label: "FAQs" },
] as const;

export type SectionId = (typeof TOC_ENTRIES)[number]["id"];

export const SECTION_IDS: readonly string[] = TOC_ENTRIES.map((e) => e.id);
