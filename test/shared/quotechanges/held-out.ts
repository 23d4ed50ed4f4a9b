/**
 * Held-out change orders: written after the dictionary's change-order phrases were committed and
 * never used to tune them (the git history shows this file coming after that commit). Each work
 * line says what a person reading it would say it changes. Their scores are measured, not tuned:
 * test/shared/quotechanges/held-out.test.ts, and the results in shared/quotechanges/README.md.
 */
import type { SampleChangeOrder } from "./change-orders";

export const HELD_OUT_CHANGE_ORDERS: SampleChangeOrder[] = [
  {
    name: "held-out residential, Charlotte (10 lines)",
    project: {
      constructionType: "single-family",
      state: "North Carolina",
      city: "Charlotte",
      areaSqFt: 3000,
    },
    text: [
      "Change Order No. 5 — Patel residence",
      "CO5-A  Owner upgrade: LP SmartSide lap siding in lieu of vinyl ............ $11,900",
      "CO5-B  Add gas fireplace w/ stone surround, family room ................... $6,850",
      "CO5-C  Delete third garage bay (credit) ................................... ($14,000)",
      "CO5-D  Solar PV array, 8 kW, roof mounted ................................. $26,400",
      "CO5-E  Extend primary bedroom 12' x 15' bump-out (180 sf) ................. $39,600",
      "CO5-F  Owner change: geothermal heat pump in place of gas furnace ......... $31,000",
      "CO5-G  Add 14 recessed can lights + dimmers ............................... $2,380",
      "CO5-H  Lighting fixture allowance overage ................................. $1,940",
      "CO5-I  Hardwood flooring upgrade, 900 sf @ $6.50/sf ....................... $5,850",
      "CO5-J  Credit: omit irrigation system ..................................... ($3,600)",
      "Markup 12% ................................................................ $13,649",
    ].join("\n"),
    expected: [
      { kind: "answer", questionId: "sf-exterior", answer: "b" },
      { kind: "division", division: "Specialties" },
      { kind: "answer", questionId: "sf-garage", answer: "b" },
      { kind: "addition", questionId: "sf-energy", answer: "d" },
      { kind: "area", change: 180 },
      { kind: "answer", questionId: "sf-hvac", answer: "d" },
      { kind: "division", division: "Electrical" },
      { kind: "division", division: "Electrical" },
      { kind: "division", division: "Finishes" },
      { kind: "division", division: "Site Construction" },
    ],
  },
  {
    name: "held-out school, Denver (6 lines)",
    project: { constructionType: "educational", state: "Colorado", city: "Denver", areaSqFt: 60000 },
    text: [
      "COR #014  Revised scope per Addendum 3",
      "014.01 Add synthetic turf practice field and 6-lane track ........... $1,240,000",
      "014.02 Value engineering: EIFS in lieu of brick veneer at gym ........ ($186,000)",
      "014.03 Add (4) STEM classrooms with makerspace casework ............. $410,000",
      "014.04 Upgrade to LEED Gold certification ........................... $520,000",
      "014.05 Delete central kitchen, provide warming kitchen only ......... ($640,000)",
      "014.06 Additional fire alarm devices per fire marshal review ......... $38,700",
      "GC fee 4% ............................................................ $55,308",
    ].join("\n"),
    expected: [
      { kind: "answer", questionId: "ed-fields", answer: "c" },
      { kind: "answer", questionId: "ed-facade", answer: "a" },
      { kind: "answer", questionId: "ed-labs", answer: "c" },
      { kind: "answer", questionId: "ed-green", answer: "c" },
      { kind: "answer", questionId: "ed-kitchen", answer: "a" },
      { kind: "division", division: "Electrical" },
    ],
  },
  {
    name: "held-out office, Chicago (6 lines)",
    project: { constructionType: "office-building", state: "Illinois", city: "Chicago", areaSqFt: 40000 },
    text: [
      "PCO 22 — Tenant revisions",
      "22-1  Upgrade build-out to high-end finishes per tenant ......... $385,000",
      "22-2  Add server room with backup generator .................... $142,000",
      "22-3  Credit: delete 2 of 4 elevators .......................... ($260,000)",
      "22-4  Add 2,500 sf to 3rd floor (infill of atrium) ............. $412,500",
      "22-5  Change roof to green roof (vegetated) ..................... $198,000",
      "22-6  Allowance adjustment - signage ........................... $8,200",
      "Overhead & profit 8% ....................................... $87,654",
    ].join("\n"),
    expected: [
      { kind: "answer", questionId: "of-fitout", answer: "c" },
      { kind: "answer", questionId: "of-special", answer: "d" },
      { kind: "answer", questionId: "of-elevators", answer: "a" },
      { kind: "area", change: 2500 },
      { kind: "answer", questionId: "of-roof", answer: "c" },
      { kind: "division", division: "Specialties" },
    ],
  },
];
