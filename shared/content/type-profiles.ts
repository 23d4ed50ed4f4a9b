/**
 * The richer project-type variant of the specification (§3 "Project type": complexity, timeline,
 * specialConsiderations, commonFeatures, longTailKeywords). Complexity and timeline restate the
 * §9 table held in shared/project-types.ts; the lists are our editorial text, written without
 * figures so that every number on a landing page comes from the engine or the places data.
 */
import type { ProjectTypeId } from "../project-types";

/** Editorial detail of one project type. */
export interface TypeProfile {
  /** What one project of the type is called in running text: "a {noun}". */
  noun: string;
  specialConsiderations: string[];
  commonFeatures: string[];
  /** Search phrasings with "{location}" where the place goes. */
  longTailKeywords: string[];
  /** What to know about building this type, for the "{type}-Specific Insights" list. */
  insights: string[];
}

/** §5: the systems phase takes longer when this feature is listed. */
export const TECHNOLOGY_INTEGRATION = "Technology integration";

export const TYPE_PROFILES: Readonly<Record<ProjectTypeId, TypeProfile>> = {
  "single-family": {
    noun: "single family home",
    specialConsiderations: ["Lot grading and utility hookups", "Energy code compliance", "HOA design rules"],
    commonFeatures: ["Attached garage", "Open kitchen and living area", "Primary suite", "Covered porch"],
    longTailKeywords: ["cost to build a house in {location}", "new home construction cost {location}"],
    insights: [
      "Finishes and fixtures are where budgets move most: the same floor plan costs far more with custom selections than with builder-grade ones.",
      "A basement or a complex roofline adds more than its floor area suggests, because it adds excavation, waterproofing and framing labor.",
      "Smaller homes cost more per square foot: kitchens, baths and mechanical systems are fixed costs spread over fewer feet.",
    ],
  },
  "multi-family": {
    noun: "multi-family building",
    specialConsiderations: ["Fire separation between units", "Accessibility requirements", "Parking ratios"],
    commonFeatures: [
      "Stacked units",
      "Shared corridors and stairs",
      "Separate meters per unit",
      "Amenity space",
    ],
    longTailKeywords: ["apartment construction cost {location}", "cost to build a duplex in {location}"],
    insights: [
      "Repetition lowers cost per unit: stacked kitchens and baths share plumbing risers and framing details.",
      "Buildings above three or four stories often move from wood framing to concrete or steel, which changes the cost per square foot step-wise.",
      "Fire separation, sprinklers and accessible routes are code-driven costs that single-family budgets do not carry.",
    ],
  },
  "home-improvements": {
    noun: "home improvement project",
    specialConsiderations: [
      "Hidden conditions behind walls",
      "Living on site during work",
      "Matching existing finishes",
    ],
    commonFeatures: ["Kitchen remodel", "Bathroom remodel", "Room addition", "Basement finishing"],
    longTailKeywords: ["remodel cost {location}", "home renovation cost per square foot {location}"],
    insights: [
      "Remodels carry more unknowns than new work: rot, old wiring or undersized framing appear only once walls are open.",
      "Kitchens and baths cost the most per square foot because they concentrate plumbing, electrical, cabinets and tile in a small area.",
      "Keeping plumbing fixtures where they are avoids a large share of the cost of moving drains and vents.",
    ],
  },
  "office-building": {
    noun: "office building",
    specialConsiderations: [
      "Core and shell versus tenant fit-out",
      "Commercial energy code",
      "Parking and site access",
    ],
    commonFeatures: ["Open-plan floors", "Elevators", "Conference rooms", TECHNOLOGY_INTEGRATION],
    longTailKeywords: [
      "office building construction cost {location}",
      "commercial construction cost per square foot {location}",
    ],
    insights: [
      "Core and shell and tenant improvements are often priced separately; make sure a quote says which it covers.",
      "Mechanical, electrical and data systems take a larger share of an office budget than of a house.",
      "Class A finishes, curtain walls and structured parking raise the cost per square foot well above a basic suburban office.",
    ],
  },
  educational: {
    noun: "school or college building",
    specialConsiderations: [
      "Life-safety and security design",
      "Public bidding rules",
      "Durable, low-maintenance finishes",
    ],
    commonFeatures: ["Classrooms", "Gymnasium or assembly hall", "Science labs", TECHNOLOGY_INTEGRATION],
    longTailKeywords: [
      "school construction cost {location}",
      "cost to build a school per square foot {location}",
    ],
    insights: [
      "Schools are built to last decades, so finishes, roofs and systems are specified for durability, which raises first cost.",
      "Gymnasiums, auditoriums and labs cost more per square foot than classrooms; the program mix drives the total.",
      "Public projects follow bidding and prevailing-wage rules that add time and cost to the schedule.",
    ],
  },
  healthcare: {
    noun: "healthcare facility",
    specialConsiderations: [
      "Infection control",
      "Medical gas and emergency power",
      "State health-department review",
    ],
    commonFeatures: ["Exam and treatment rooms", "Imaging suites", "Redundant power", TECHNOLOGY_INTEGRATION],
    longTailKeywords: [
      "hospital construction cost {location}",
      "medical office building cost per square foot {location}",
    ],
    insights: [
      "Mechanical and electrical systems can be the largest share of a healthcare budget: air changes, medical gases and backup power are required.",
      "Clinics and medical offices cost far less per square foot than hospitals with surgery and inpatient floors.",
      "Health-department plan review and commissioning add months that other building types do not need.",
    ],
  },
};
