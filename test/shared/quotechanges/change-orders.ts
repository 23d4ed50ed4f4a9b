/**
 * Change orders written the way contractors write them (CO numbers, leader dots, credits in
 * parentheses, allowance overages, markups), used to build and tune the dictionary's change-order
 * phrases. Each line that is work says what it should be matched to; the held-out change orders
 * (held-out.ts) were written after the dictionary was done and never tuned on.
 */

/** What a work line should be matched to: an answer (question id and letter), an area change, a division. */
export type Expected =
  | { kind: "answer" | "addition"; questionId: string; answer: string }
  | { kind: "area"; change: number }
  | { kind: "division"; division: string };

export interface SampleChangeOrder {
  name: string;
  project: { constructionType: string; state: string; city: string; areaSqFt?: number };
  text: string;
  /** Per work line (items and allowances, in order): what it changes. */
  expected: Expected[];
}

export const SAMPLE_CHANGE_ORDERS: SampleChangeOrder[] = [
  {
    name: "residential, Austin (10 lines)",
    project: { constructionType: "single-family", state: "Texas", city: "Austin", areaSqFt: 2400 },
    text: [
      "CHANGE ORDER #3 — Miller Residence",
      "CO #3-1: upgrade to impact-rated windows ...... $14,500",
      "CO #3-2  Add 200 sf screened porch  $38,000",
      "CO #3-3  Credit: delete basement finish ($9,500)",
      "CO #3-4  Owner-requested quartz upgrade, allowance overage $3,200",
      "CO #3-5  Standing seam metal roof in lieu of architectural shingles ... $21,000",
      "CO #3-6  Add 300 sf bonus room over garage  $41,500",
      "CO #3-7  Switch HVAC to ductless mini-split system  $9,800",
      "CO #3-8  Add (1) additional full bathroom  $24,000",
      "CO #3-9  Additional 120 lf of privacy fence  $4,200",
      "CO #3-10 Tankless water heater in lieu of 50 gal tank  $2,650",
      "Subtotal  $149,350",
      "Contractor overhead & profit on changes 15%  $22,403",
      "TOTAL THIS CHANGE ORDER $171,753",
    ].join("\n"),
    expected: [
      { kind: "answer", questionId: "sf-windows", answer: "d" },
      { kind: "addition", questionId: "sf-special", answer: "c" },
      { kind: "answer", questionId: "sf-basement-finish", answer: "a" },
      { kind: "division", division: "Wood & Plastics" },
      { kind: "answer", questionId: "sf-roof", answer: "b" },
      { kind: "area", change: 300 },
      { kind: "answer", questionId: "sf-hvac", answer: "c" },
      { kind: "answer", questionId: "sf-baths", answer: "c" },
      { kind: "division", division: "Site Construction" },
      { kind: "division", division: "Mechanical" },
    ],
  },
  {
    name: "school, Columbus (6 lines)",
    project: { constructionType: "educational", state: "Ohio", city: "Columbus", areaSqFt: 80000 },
    text: [
      "Proposed Change Order PCO-007",
      "PCO 7.1 Add secure vestibule at main entry per RFI 42 ....... $186,000",
      "PCO 7.2 Upgrade HVAC from packaged RTUs to VRF system ....... $1,450,000",
      "PCO 7.3 Credit - delete natatorium, revise to gymnasium and auditorium only ($1,050,000)",
      "PCO 7.4 Add 6,000 sf classroom wing ...... $2,150,000",
      "PCO 7.5 Unsuitable soils: over-excavation and lime stabilization ..... $96,500",
      "PCO 7.6 Owner-directed technology allowance overage (classroom AV) $41,000",
      "General contractor fee on changes 5%  $194,675",
      "Bond & insurance 1.5%  $58,403",
    ].join("\n"),
    expected: [
      { kind: "answer", questionId: "ed-security", answer: "c" },
      { kind: "answer", questionId: "ed-hvac", answer: "b" },
      { kind: "answer", questionId: "ed-assembly", answer: "c" },
      { kind: "area", change: 6000 },
      { kind: "division", division: "Site Construction" },
      { kind: "answer", questionId: "ed-security", answer: "b" },
    ],
  },
];
