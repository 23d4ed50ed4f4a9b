/**
 * Short climate and economy descriptions per state, shown on the landing pages (the specification's
 * section 3: "short climate and economy descriptions per state exist, with defaults"). No packaged
 * public data set carries them, so they are editorial: qualitative one-liners without figures, our
 * judgement (source "c2c-editorial"), with a default for any state left without one.
 */
import type { PlacesSourceId } from "./sources";

/** Provenance of every description below. */
export const STATE_PROFILE_PROVENANCE = {
  source: "c2c-editorial" satisfies PlacesSourceId,
  asOf: "2026-11",
  judgement:
    "Qualitative summaries of well-known climate and market traits, written for landing pages; no figures are quoted, so none needs a citation. Natural hazards (hurricane, flood, seismic, wildfire, tornado) are left out: they differ within a state, so a statewide sentence would be wrong for many of its cities, and no per-place hazard data set is in the places data yet.",
} as const;

/** Climate text for a state without its own. */
export const DEFAULT_CLIMATE =
  "Four-season climate; local weather, soils and frost depth shape foundations and the building season.";
/** Economy text for a state without its own. */
export const DEFAULT_ECONOMY =
  "A mixed regional economy; local labor availability and material delivery drive construction prices.";

/** [climate, economy] by USPS code. */
export const STATE_DESCRIPTIONS: Readonly<Record<string, readonly [string, string]>> = {
  AL: [
    "Hot, humid summers and mild winters.",
    "Aerospace, auto manufacturing and logistics; labor costs below the national average.",
  ],
  AK: [
    "Subarctic to arctic: long, cold winters, permafrost in the north, a short building season.",
    "Energy, fisheries and government; remote logistics make materials costly.",
  ],
  AZ: [
    "Hot desert climate with intense summer heat and little rain; cooling loads dominate.",
    "Fast-growing metros, semiconductors and tourism; active homebuilding.",
  ],
  AR: [
    "Humid subtropical: hot summers and mild winters.",
    "Retail, poultry and logistics headquarters; modest construction costs.",
  ],
  CA: [
    "From mild on the coast to hot in the inland valleys and alpine in the mountains.",
    "Technology, entertainment, trade and agriculture; high labor, land and permit costs.",
  ],
  CO: [
    "Semi-arid with cold, snowy winters and strong sun; wide swings with altitude.",
    "Aerospace, energy, tourism and a growing Front Range tech sector.",
  ],
  CT: [
    "Humid continental: cold winters and warm summers.",
    "Insurance, finance and defense manufacturing; high-cost labor market.",
  ],
  DE: [
    "Humid subtropical to continental, with mild winters.",
    "Corporate services, chemicals, poultry and tourism.",
  ],
  FL: [
    "Hot and humid, subtropical to tropical.",
    "Tourism, retirement migration, trade and steady homebuilding.",
  ],
  GA: [
    "Humid subtropical: long hot summers and mild winters.",
    "Logistics, film, agriculture and the Atlanta services economy.",
  ],
  HI: [
    "Tropical and mild year-round.",
    "Tourism, defense and government; materials are shipped in, so costs run high.",
  ],
  ID: [
    "Semi-arid with cold, snowy winters in the north and mountains.",
    "Agriculture, technology and fast population growth around Boise.",
  ],
  IL: [
    "Humid continental: cold winters, hot humid summers, freeze-thaw cycles.",
    "Finance, manufacturing, logistics and agriculture; union labor in the Chicago area.",
  ],
  IN: [
    "Humid continental: cold winters and warm, humid summers.",
    "Manufacturing, pharmaceuticals and logistics; moderate costs.",
  ],
  IA: [
    "Humid continental: cold winters and warm summers.",
    "Agriculture, food processing, insurance and manufacturing.",
  ],
  KS: ["Continental: hot summers and cold winters.", "Aviation manufacturing, agriculture and energy."],
  KY: [
    "Humid subtropical to continental; four distinct seasons.",
    "Auto manufacturing, logistics hubs, bourbon and healthcare.",
  ],
  LA: ["Hot, humid subtropical.", "Energy, petrochemicals, ports and tourism."],
  ME: [
    "Cold, snowy winters and mild summers; deep frost lines.",
    "Tourism, forestry, fisheries and shipbuilding; seasonal labor constraints.",
  ],
  MD: [
    "Humid subtropical to continental.",
    "Federal government, biotech, defense and the Port of Baltimore.",
  ],
  MA: [
    "Cold, snowy winters and warm summers.",
    "Education, healthcare, biotech and finance; a high-cost labor market.",
  ],
  MI: [
    "Cold winters with lake-effect snow and warm summers.",
    "Auto manufacturing, engineering and agriculture.",
  ],
  MN: [
    "Long, very cold winters and warm summers; deep frost lines.",
    "Healthcare, medical devices, finance and agriculture; strong union trades.",
  ],
  MS: ["Hot, humid subtropical.", "Manufacturing, agriculture and shipbuilding; low labor costs."],
  MO: [
    "Continental: hot, humid summers and cold winters.",
    "Healthcare, financial services, manufacturing and agriculture.",
  ],
  MT: [
    "Cold, snowy winters and a short building season in the mountains.",
    "Agriculture, energy, tourism and a growing remote-work population.",
  ],
  NE: ["Continental: cold winters and hot summers.", "Agriculture, insurance, rail and food processing."],
  NV: [
    "Hot, dry desert in the south; cold high desert in the north.",
    "Tourism, gaming, logistics and mining; active construction in Las Vegas and Reno.",
  ],
  NH: [
    "Cold, snowy winters and mild summers.",
    "Advanced manufacturing, healthcare and tourism; tight skilled-labor supply.",
  ],
  NJ: [
    "Humid continental to subtropical.",
    "Pharmaceuticals, logistics, finance and ports; high labor costs.",
  ],
  NM: [
    "Arid to semi-arid; hot summers, cool winters, high desert and mountains.",
    "Government and national laboratories, energy and tourism.",
  ],
  NY: [
    "Cold, snowy winters upstate, milder on the coast.",
    "Finance, media, healthcare and tourism; among the highest construction costs.",
  ],
  NC: [
    "Humid subtropical, cooler in the mountains.",
    "Banking, research, technology and manufacturing; fast-growing metros.",
  ],
  ND: [
    "Very cold winters and warm summers; a short building season.",
    "Energy, agriculture and manufacturing.",
  ],
  OH: [
    "Humid continental: cold winters and warm, humid summers.",
    "Manufacturing, healthcare, finance and logistics; moderate costs.",
  ],
  OK: ["Continental to subtropical, with hot summers.", "Energy, aerospace, agriculture and government."],
  OR: [
    "Mild, wet winters west of the Cascades; dry and colder to the east.",
    "Technology, forestry, agriculture and ports.",
  ],
  PA: [
    "Humid continental: cold winters and warm summers.",
    "Healthcare, education, manufacturing and energy.",
  ],
  RI: ["Humid continental.", "Healthcare, education, tourism and defense manufacturing."],
  SC: ["Hot, humid subtropical.", "Auto and aerospace manufacturing, tourism and ports."],
  SD: ["Continental: cold winters and hot summers.", "Agriculture, financial services and tourism."],
  TN: [
    "Humid subtropical; mild winters and hot summers.",
    "Healthcare, music and entertainment, logistics and auto manufacturing.",
  ],
  TX: [
    "Hot summers statewide; humid in the east and on the Gulf, arid in the west.",
    "Energy, technology, healthcare and trade; fast growth and active homebuilding.",
  ],
  UT: [
    "Semi-arid with cold, snowy winters and hot summers.",
    "Technology, outdoor recreation and a young, growing population.",
  ],
  VT: [
    "Cold, snowy winters and mild summers; a short building season.",
    "Tourism, agriculture and small manufacturing.",
  ],
  VA: [
    "Humid subtropical, cooler in the mountains.",
    "Federal government and defense, technology and ports.",
  ],
  WA: [
    "Mild, wet west of the Cascades; dry with cold winters to the east.",
    "Technology, aerospace, trade and agriculture; high labor costs around Seattle.",
  ],
  WV: ["Humid continental with cold winters in the mountains.", "Energy, chemicals, healthcare and tourism."],
  WI: ["Cold, snowy winters and warm summers.", "Manufacturing, dairy, healthcare and insurance."],
  WY: ["Cold, windy, semi-arid with a short building season.", "Energy, mining, agriculture and tourism."],
};
