/**
 * The sources registry: every source a parameter cites, listed once with its publisher, title,
 * year, link and what it backs. `kind` says how we may use it: public figures build parameters;
 * figures from licensed cost databases quoted in trade press are for cross-checking only
 * (calibration tests), never parameters. Every entry is the publisher's own document (publisher,
 * title, year, link); internal notes and copies on document-sharing sites are not sources (a test
 * checks every list a visitor sees). A figure without such a source is a judgement in the data
 * files, with its reason, not an entry here.
 */

/** How a source may be used. */
export type SourceKind = "public" | "cross-check only (licensed database)";

/** One entry of the sources registry. */
export interface EngineSource {
  id: string;
  publisher: string;
  title: string;
  year: number;
  url: string;
  kind: SourceKind;
  /** What the engine uses it for. */
  backs: string;
}

/** Every source the engine's parameters and calibration cite. */
export const ENGINE_SOURCES = [
  {
    id: "nahb-cost-2024",
    publisher: "National Association of Home Builders (NAHB)",
    title: "Cost of Constructing a Home—2024 (Cost of Construction Survey, January 2025)",
    year: 2025,
    url: "https://www.nahb.org/blog/2025/01/cost-of-construction-survey-2024",
    kind: "public",
    backs:
      "Single-family base cost ($162/sq ft, 2,647 sq ft average home), stage shares, roofing and siding amounts; " +
      "a home's design fee (1.5%) and permit, impact, water and sewer fees (1.8% + 1.5% + 1.5%)",
  },
  {
    id: "census-soc-2024",
    publisher:
      "National Association of Home Builders (NAHB), analysis of the U.S. Census Bureau's Survey of Construction",
    title:
      "How Do Median Square-Foot Prices Differ by Region? (single-family detached homes started in 2024)",
    year: 2025,
    url: "https://www.nahb.org/blog/2025/10/square-foot-prices",
    kind: "public",
    backs: "Single-family calibration: median contract price of contractor-built homes, $166/sq ft",
  },
  {
    id: "icc-bvd-2025",
    publisher: "International Code Council (ICC)",
    title: "Building Valuation Data, 2025 edition (national table)",
    year: 2025,
    url: "https://www.iccsafe.org/products-and-services/i-codes/code-development-process/building-valuation-data/",
    kind: "public",
    backs:
      "Base cost of multi-family, office, school and hospital buildings; construction-type ratios; basement and garage costs per sq ft",
  },
  {
    id: "icc-bvd-2026-08",
    publisher: "International Code Council (ICC)",
    title: "Building Valuation Data, August 2026",
    year: 2026,
    url: "https://www.iccsafe.org/wp-content/uploads/BVD-BSJ-AUG2026.pdf",
    kind: "public",
    backs: "Single-family cross-check: R-3 type VB $177.63/sq ft (excludes site work)",
  },
  {
    id: "cost-vs-value-2024",
    publisher: "Remodeling magazine / JLC (Zonda, HomeTech data)",
    title: "Cost vs. Value Report 2024, national averages",
    year: 2024,
    url: "https://www.remodeling.hw.net/cost-vs-value/2024/",
    kind: "public",
    backs: "Home-improvement scope costs: kitchen and bathroom remodels",
  },
  {
    id: "dod-ufc-3-701",
    publisher: "U.S. Department of Defense",
    title: "UFC 3-701-06 / UFS 3-701-01 DoD Facilities Pricing Guide (size adjustment)",
    year: 2006,
    url: "https://www.wbdg.org/dod/ufc/ufc-3-701-01",
    kind: "public",
    backs: "Size economies (size ratio 0.51 gives factor 1.08)",
  },
  {
    id: "turner-bci-2019q1",
    publisher: "Turner Construction Company",
    title: "Turner Building Cost Index, 2019 First Quarter Forecast (annual averages 2006–2018)",
    year: 2019,
    url: "https://www.turnerconstruction.com/cost-index",
    kind: "public",
    backs: "Escalation of calibration costs set in 2006–2012 (annual averages of the index)",
  },
  {
    id: "turner-bci-2025",
    publisher: "Turner Construction Company",
    title: "Turner Building Cost Index, second quarter 2025 (+3.82% year on year)",
    year: 2025,
    url: "https://www.turnerconstruction.com/cost-index",
    kind: "public",
    backs: "Escalation of 2024 figures to the 2025 price level",
  },
  {
    id: "nahb-sqft-prices",
    publisher: "National Association of Home Builders (NAHB), Eye on Housing / NAHBNow",
    title:
      "Sale and contract prices per square foot of new single-family homes started (analyses of the Census Survey of Construction, 2013–2024 editions)",
    year: 2025,
    url: "https://www.nahb.org/blog/2025/10/square-foot-prices",
    kind: "public",
    backs:
      "Escalation of published single-family costs to the price level (residential costs rose faster than nonresidential ones in 2021–2022)",
  },
  {
    id: "aace-18r-97",
    publisher: "AACE International",
    title:
      "Recommended Practice 18R-97, Cost Estimate Classification System, as applied in engineering, procurement and construction for the process industries (revision of August 7, 2020)",
    year: 2020,
    url: "https://www.pathlms.com/aace/courses/2928/documents/3803",
    kind: "public",
    backs: "Range widths by estimate class (class 5 toward class 4)",
  },
  {
    id: "rsmeans-size-2024",
    publisher: "Gordian (RSMeans)",
    title: "2024 Square Foot Project Size Modifiers (free PDF): typical sizes, median total project costs",
    year: 2024,
    url: "https://www.rsmeans.com/",
    kind: "cross-check only (licensed database)",
    backs: "Calibration only: multi-family $258, office $263, schools $279 per sq ft at typical sizes",
  },
  {
    id: "gordian-k12-2024",
    publisher: "Gordian (RSMeans data), published by Building Design + Construction",
    title: "K-12 school construction costs for 2024",
    year: 2024,
    url: "https://www.bdcnetwork.com/k-12-school-construction-costs-2024",
    kind: "cross-check only (licensed database)",
    backs: "Calibration only: elementary school $239.21/sq ft, national",
  },
  {
    id: "gordian-hospital-2023",
    publisher: "Gordian (RSMeans data), published by Building Design + Construction",
    title: "Healthcare construction costs for 2023 (three-story hospital model)",
    year: 2023,
    url: "https://www.bdcnetwork.com/healthcare-construction-costs-2023",
    kind: "cross-check only (licensed database)",
    backs: "Calibration only: three-story hospital $419.18/sq ft, national, 2023",
  },
  {
    id: "delaware-dfm-ae-fees",
    publisher: "State of Delaware, Division of Facilities Management",
    title: "A/E fee schedule for prime designers, basic services per AIA B101-2017",
    year: 2017,
    url: "https://dfm.delaware.gov/profsrv/fee-schedule.shtml",
    kind: "public",
    backs:
      "Design fees as a share of construction cost by complexity (A: health; B: school, office, apartments, public safety)",
  },
  {
    id: "dod-ufc-4-171-05",
    publisher: "U.S. Department of Defense",
    title:
      "UFC 4-171-05, design guide for U.S. Army Reserve facilities (1 January 2005, change 25 October 2006), section 3-12.5: the DD Form 1391 construction contingency, 5% for new construction",
    year: 2006,
    url: "https://www.wbdg.org/ffc/dod/unified-facilities-criteria-ufc",
    kind: "public",
    backs: "Owner's contingency for new apartment buildings: 5%, as public owners budget new construction",
  },
  {
    id: "tt-cost-trends-2026",
    publisher: "Turner & Townsend",
    title: "Chicago office cost trends 2026: bid inflation (national escalation forecast for 2026: 3.5-4.0%)",
    year: 2026,
    url: "https://marketintelligence.turnerandtownsend.com/chicago-office-cost-trends-2026/bid-inflation",
    kind: "public",
    backs: "Escalation in 2026: the middle of the national forecast, 3.75% a year",
  },
  {
    id: "tt-usmi-q2-2025",
    publisher: "Turner & Townsend",
    title: "US market intelligence Q2 2025: escalation forecast (2025 4.0%, 2027 3.75%)",
    year: 2025,
    url: "https://marketintelligence.turnerandtownsend.com/usmi-q2-2025/escalation-forecast",
    kind: "public",
    backs: "Escalation in 2027: 3.75% a year",
  },
  {
    id: "tt-usmi-q2-2024",
    publisher: "Turner & Townsend",
    title:
      "US market intelligence Q2 2024: escalation forecast (long-term about 3.0%, ±2.0 points over longer horizons)",
    year: 2024,
    url: "https://marketintelligence.turnerandtownsend.com/usmi-q2-2024-summer/escalation-forecast",
    kind: "public",
    backs:
      "Escalation after 2027 (3.0% a year, the long-term rate) and the forecast's error (±2 points a year)",
  },
  {
    id: "hud-4000-1-203k-contingency",
    publisher: "U.S. Department of Housing and Urban Development (HUD), Federal Housing Administration",
    title:
      "Single Family Housing Policy Handbook 4000.1, II.A.8.a: Standard 203(k) rehabilitation, Contingency Reserve (at least 10% of repair and improvement costs for a home 30 years or older, at most 20%; edition in force in 2025)",
    year: 2025,
    url: "https://www.hud.gov/program_offices/administration/hudclips/handbooks/hsgh",
    kind: "public",
    backs:
      "Owner's contingency of a remodel: 10%, the reserve HUD requires for the hidden conditions of rehabilitating an older home",
  },
  {
    id: "census-soc-2024-sf-time",
    publisher:
      "National Association of Home Builders (NAHB), Eye on Housing: analysis of the U.S. Census Bureau's Survey of Construction",
    title:
      "Single-Family Homes Are Built Faster in 2024 (homes completed in 2024: 9.1 months from permit to completion)",
    year: 2025,
    url: "https://eyeonhousing.org/2025/09/single-family-homes-are-built-faster-in-2024/",
    kind: "public",
    backs: "Construction duration of a single-family home, for escalation to the midpoint",
  },
  {
    id: "census-soc-2022-mf-time",
    publisher:
      "National Association of Home Builders (NAHB), Eye on Housing: analysis of the U.S. Census Bureau's Survey of Construction",
    title:
      "Dramatic Apartment Construction Time Lengthening in 2022 (19.8 months from authorization to completion)",
    year: 2023,
    url: "https://eyeonhousing.org/2023/08/dramatic-apartment-construction-time-lengthening-in-2022/",
    kind: "public",
    backs: "Construction duration of a multifamily building, for escalation to the midpoint",
  },
  {
    id: "c2c-calibration-2026",
    publisher: "C2C (Cost to Construct), published calibration set",
    title:
      "Accuracy: the published costs of real US projects the engine is fitted and tested on, each with its own source and the engine's answer",
    year: 2026,
    url: "/accuracy",
    kind: "public",
    backs:
      "Base cost of each kind of building, the location dispersion and the residual error, fitted on two thirds of the set",
  },
] as const satisfies readonly EngineSource[];

/** Ids of the registry's sources. */
export type SourceId = (typeof ENGINE_SOURCES)[number]["id"];

/** The ids, for the parameter schema. */
export const SOURCE_IDS = ENGINE_SOURCES.map((s) => s.id) as [SourceId, ...SourceId[]];
