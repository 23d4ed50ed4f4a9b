/**
 * Realistic quotes written the way contractors write them (different trades, project types and
 * layouts: leader dots, "$12k", tab and CSV columns, CSI numbers, exclusion lists, payment terms),
 * each with the lines a careful reader would take from it. The reader tests score the reader
 * against these; the browser tests paste the first one.
 */
import type { DivisionName } from "../../../shared/engine/types";
import type { LineKind } from "../../../shared/quote/types";

const D = {
  GR: "General Requirements",
  SITE: "Site Construction",
  CONC: "Concrete",
  MAS: "Masonry",
  MET: "Metals",
  WOOD: "Wood & Plastics",
  TMP: "Thermal & Moisture Protection",
  OPEN: "Openings",
  FIN: "Finishes",
  SPEC: "Specialties",
  EQ: "Equipment",
  FURN: "Furnishings",
  SPC: "Special Construction",
  CONV: "Conveying Systems",
  MECH: "Mechanical",
  ELEC: "Electrical",
} as const satisfies Record<string, DivisionName>;
type Code = keyof typeof D;

/** One line a careful reader takes from the quote: text it contains, amount, division, kind. */
export interface ExpectedLine {
  text: string;
  amount: number | null;
  division: DivisionName | null;
  kind: LineKind;
}

export interface SampleQuote {
  name: string;
  project: { constructionType: string; state: string; city: string; areaSqFt: number };
  text: string;
  expected: ExpectedLine[];
}

export function e(
  text: string,
  amount: number | null,
  division: Code | null,
  kind: LineKind = "item",
): ExpectedLine {
  return { text, amount, division: division ? D[division] : null, kind };
}

/** A builder's quote for a new 2,400 sq ft house: 25 lines with leader dots and dollar signs. */
export const HOUSE_QUOTE: SampleQuote = {
  name: "new house, general contractor, leader dots",
  project: { constructionType: "single-family", state: "Texas", city: "Austin", areaSqFt: 2400 },
  text: `Hill Country Homes LLC
1200 Ranch Rd, Austin, TX 78704
Phone (512) 555-0142
PROPOSAL #2291 — New residence, 2,400 sq ft, 2 story

Plans, engineering & permits ............ $9,800
Site prep, clearing & grading ........... $14,200
Excavation and backfill ................. $6,500
Concrete foundation and slab ............ $45,300
Framing labor & material ................ $88,000
Roof trusses ............................ $12,400
Roofing - 30 yr architectural shingles .. $16,900
Windows (18) ............................ $21,600
Exterior doors & garage door ............ $7,800
Siding and exterior trim ................ $24,500
Insulation .............................. $8,200
Drywall hang, tape & texture ............ $26,400
Interior doors & trim carpentry ......... $18,700
Cabinets & countertops .................. $32,000
Painting interior/exterior .............. $19,800
Flooring allowance ...................... $22,000
HVAC - 2 systems, ductwork .............. $24,000
Plumbing rough & finish ................. $28,500
Electrical allowance .................... $12k
Light fixture allowance ................. $3,500
Appliance package ....................... $9,400
Driveway and flatwork ................... $11,200
Dumpster & final clean .................. $4,300
Builder's overhead & profit (12%) ....... $56,040
TOTAL ................................... $523,040

Exclusions: landscaping, fencing, window coverings
Payment: 10% deposit at signing, balance in 5 draws.`,
  expected: [
    e("Plans, engineering", 9800, "GR"),
    e("Site prep", 14200, "SITE"),
    e("Excavation", 6500, "SITE"),
    e("Concrete foundation", 45300, "CONC"),
    e("Framing labor", 88000, "WOOD"),
    e("Roof trusses", 12400, "WOOD"),
    e("Roofing", 16900, "TMP"),
    e("Windows", 21600, "OPEN"),
    e("Exterior doors", 7800, "OPEN"),
    e("Siding", 24500, "TMP"),
    e("Insulation", 8200, "TMP"),
    e("Drywall", 26400, "FIN"),
    e("Interior doors", 18700, "OPEN"),
    e("Cabinets", 32000, "WOOD"),
    e("Painting", 19800, "FIN"),
    e("Flooring allowance", 22000, "FIN", "allowance"),
    e("HVAC", 24000, "MECH"),
    e("Plumbing", 28500, "MECH"),
    e("Electrical allowance", 12000, "ELEC", "allowance"),
    e("Light fixture allowance", 3500, "ELEC", "allowance"),
    e("Appliance", 9400, "EQ"),
    e("Driveway", 11200, "SITE"),
    e("Dumpster", 4300, "GR"),
    e("overhead & profit", 56040, null, "markup"),
    e("TOTAL", 523040, null, "total"),
    e("landscaping", null, "SITE", "exclusion"),
    e("fencing", null, "SITE", "exclusion"),
    e("window coverings", null, "FURN", "exclusion"),
  ],
};

const KITCHEN: SampleQuote = {
  name: "kitchen remodel, allowances and k amounts",
  project: { constructionType: "home-improvements", state: "Illinois", city: "Chicago", areaSqFt: 250 },
  text: `KITCHEN REMODEL ESTIMATE
Demo existing kitchen & haul away - 3,800
Electrical: new circuits, 6 recessed lights - 5.2k
Plumbing - relocate sink, new dishwasher line 3,400
Drywall repair and paint 2,900
Cabinets (semi-custom, 28 LF)  18,500
Quartz countertops 7,600
Tile backsplash 1,850
LVP flooring 180 sf  2,700
Appliance allowance  $9k
Lighting fixture allowance  $1,200
Permit  650
Contingency 10%
Not included: moving appliances to garage, wall paper removal`,
  expected: [
    e("Demo", 3800, "SITE"),
    e("Electrical", 5200, "ELEC"),
    e("Plumbing", 3400, "MECH"),
    e("Drywall", 2900, "FIN"),
    e("Cabinets", 18500, "WOOD"),
    e("Quartz countertops", 7600, "WOOD"),
    e("backsplash", 1850, "FIN"),
    e("LVP flooring", 2700, "FIN"),
    e("Appliance allowance", 9000, "EQ", "allowance"),
    e("Lighting fixture allowance", 1200, "ELEC", "allowance"),
    e("Permit", 650, "GR"),
    e("Contingency", 5680, null, "markup"),
    e("moving appliances", null, "EQ", "exclusion"),
    e("wall paper removal", null, "FIN", "exclusion"),
  ],
};

const ROOFING: SampleQuote = {
  name: "roofer's quote for a reroof",
  project: { constructionType: "home-improvements", state: "Florida", city: "Tampa", areaSqFt: 2200 },
  text: `Sunshine Roofing Inc.  Lic# CCC1331234
Re-roof proposal
1. Tear off existing shingles (32 squares), 1 layer: $4,800
2. Replace rotten decking as needed, allowance 10 sheets: $850
3. Synthetic underlayment & ice/water shield: $2,400
4. GAF Timberline HDZ shingles, 32 sq: $11,900
5. New drip edge, pipe boots and step flashing: $1,350
6. Ridge vent 40 LF: $640
7. Dumpster and haul off: $700
8. Roofing permit: $325
Total: $22,965
50% due at start, 50% upon completion.`,
  expected: [
    e("Tear off", 4800, "SITE"),
    e("rotten decking", 850, "WOOD", "allowance"),
    e("underlayment", 2400, "TMP"),
    e("shingles, 32 sq", 11900, "TMP"),
    e("drip edge", 1350, "TMP"),
    e("Ridge vent", 640, "TMP"),
    e("Dumpster", 700, "GR"),
    e("Roofing permit", 325, "GR"),
    e("Total", 22965, null, "total"),
  ],
};

const ELECTRICAL: SampleQuote = {
  name: "electrician's quote, tab separated",
  project: { constructionType: "home-improvements", state: "California", city: "San Diego", areaSqFt: 1800 },
  text: `Bright Line Electric
Upgrade main panel to 200A\t$4,250
Replace 24 outlets and switches, add GFCI\t$1,680
Install 12 LED can lights\t$2,160
EV charger circuit (50A) in garage\t$1,100
Whole-house surge protector\t$385
Smoke/CO detectors hardwired (6)\t$720
Permit and inspection fees\t$410
Patch and paint after work: by owner
Total\t$10,705`,
  expected: [
    e("main panel", 4250, "ELEC"),
    e("outlets and switches", 1680, "ELEC"),
    e("can lights", 2160, "ELEC"),
    e("EV charger", 1100, "ELEC"),
    e("surge protector", 385, "ELEC"),
    e("Smoke/CO detectors", 720, "ELEC"),
    e("Permit", 410, "GR"),
    e("Patch and paint", null, "FIN", "exclusion"),
    e("Total", 10705, null, "total"),
  ],
};

const HVAC: SampleQuote = {
  name: "HVAC replacement with a percent markup",
  project: { constructionType: "home-improvements", state: "Georgia", city: "Atlanta", areaSqFt: 2000 },
  text: `COMFORT AIR — SYSTEM REPLACEMENT
Remove and dispose of existing system        900
3-ton 16 SEER2 heat pump & air handler      11,400
New supply and return ductwork              6,800
Programmable thermostat                        380
Condensate line and safety switch              260
Refrigerant line set                           750
Electrical disconnect & whip                   450
Permit                                         300
Overhead & profit 15%
Total installed                             24,380`,
  expected: [
    e("Remove and dispose", 900, "SITE"),
    e("heat pump", 11400, "MECH"),
    e("ductwork", 6800, "MECH"),
    e("thermostat", 380, "MECH"),
    e("Condensate line", 260, "MECH"),
    e("Refrigerant line set", 750, "MECH"),
    e("Electrical disconnect", 450, "ELEC"),
    e("Permit", 300, "GR"),
    e("Overhead & profit", 3186, null, "markup"),
    e("Total installed", 24380, null, "total"),
  ],
};

const BATHROOM_CSV: SampleQuote = {
  name: "bathroom remodel as CSV with a header",
  project: { constructionType: "home-improvements", state: "Ohio", city: "Columbus", areaSqFt: 80 },
  text: `Description,Qty,Unit Price,Amount
Demolition and disposal,1,"$1,450.00","$1,450.00"
"Plumbing rough-in, new valve and drain",1,"$3,200.00","$3,200.00"
Cement board and waterproofing membrane,1,$980.00,$980.00
"Porcelain tile, floor and shower walls",110,$18.50,"$2,035.00"
Vanity with top (allowance),1,"$1,500.00","$1,500.00"
Toilet and fixtures install,1,$650.00,$650.00
Frameless glass shower door,1,"$1,750.00","$1,750.00"
Exhaust fan and GFCI outlets,1,$540.00,$540.00
Paint,1,$480.00,$480.00
Subtotal,,,"$12,585.00"
Sales tax on materials,,,$412.00
Total,,,"$12,997.00"`,
  expected: [
    e("Demolition", 1450, "SITE"),
    e("Plumbing rough-in", 3200, "MECH"),
    e("waterproofing membrane", 980, "TMP"),
    e("Porcelain tile", 2035, "FIN"),
    e("Vanity", 1500, "WOOD", "allowance"),
    e("Toilet and fixtures", 650, "MECH"),
    e("shower door", 1750, "SPEC"),
    e("Exhaust fan", 540, "MECH"),
    e("Paint", 480, "FIN"),
    e("Subtotal", 12585, null, "total"),
    e("Sales tax", 412, null, "markup"),
    e("Total", 12997, null, "total"),
  ],
};

const OFFICE_CSI: SampleQuote = {
  name: "office building bid by CSI section numbers",
  project: { constructionType: "office-building", state: "Ohio", city: "Columbus", areaSqFt: 20000 },
  text: `BID FORM — Two-story office building, 20,000 GSF
01 00 00  General Requirements          $462,000
03 30 00  Cast-in-place Concrete         $498,000
04 20 00  Unit Masonry                   $176,000
05 12 00  Structural Steel Framing       $585,000
06 10 00  Rough Carpentry                 $41,000
07 50 00  Membrane Roofing               $196,000
08 41 00  Entrances and Storefronts      $338,000
09 29 00  Gypsum Board                   $214,000
09 65 00  Resilient Flooring             $118,000
10 28 00  Toilet Accessories              $24,000
14 21 00  Traction Elevators             $165,000
21 13 00  Fire Suppression Sprinklers     $98,000
22 00 00  Plumbing                       $236,000
23 00 00  HVAC                           $812,000
26 00 00  Electrical                     $655,000
31 00 00  Earthwork                      $142,000
32 12 00  Asphalt Paving                 $121,000
Fee 4.5%                                 $246,000
BASE BID TOTAL                         $5,927,000`,
  expected: [
    e("General Requirements", 462000, "GR"),
    e("Cast-in-place", 498000, "CONC"),
    e("Unit Masonry", 176000, "MAS"),
    e("Structural Steel", 585000, "MET"),
    e("Rough Carpentry", 41000, "WOOD"),
    e("Membrane Roofing", 196000, "TMP"),
    e("Storefronts", 338000, "OPEN"),
    e("Gypsum Board", 214000, "FIN"),
    e("Resilient Flooring", 118000, "FIN"),
    e("Toilet Accessories", 24000, "SPEC"),
    e("Traction Elevators", 165000, "CONV"),
    e("Fire Suppression", 98000, "MECH"),
    e("Plumbing", 236000, "MECH"),
    e("HVAC", 812000, "MECH"),
    e("Electrical", 655000, "ELEC"),
    e("Earthwork", 142000, "SITE"),
    e("Asphalt Paving", 121000, "SITE"),
    e("Fee", 246000, null, "markup"),
    e("BASE BID TOTAL", 5927000, null, "total"),
  ],
};

const BASEMENT: SampleQuote = {
  name: "basement finish with O&P as a percent",
  project: { constructionType: "home-improvements", state: "Colorado", city: "Denver", areaSqFt: 900 },
  text: `Basement finish — 900 sf
- Framing labor & material 8,800
- Rigid foam + batt insulation on exterior walls 3,100
- Electrical rough & trim, 14 recessed cans 7,400
- Plumbing for 3/4 bath 5,900
- Bath fixtures allowance 2,500
- Drywall 1/2" hang tape finish 9,600
- Interior doors (4) & trim 3,950
- Carpet & pad 2,700
- LVP in bath and bar area 1,650
- Paint walls, ceilings & trim 4,800
- Egress window w/ well 4,600
O&P 18% 9,968
Total 65,368
Notes:
Price valid 30 days.
Owner selects finishes by 6/1.`,
  expected: [
    e("Framing", 8800, "WOOD"),
    e("insulation", 3100, "TMP"),
    e("Electrical rough", 7400, "ELEC"),
    e("Plumbing for 3/4 bath", 5900, "MECH"),
    e("Bath fixtures allowance", 2500, "MECH", "allowance"),
    e("Drywall", 9600, "FIN"),
    e("Interior doors", 3950, "OPEN"),
    e("Carpet", 2700, "FIN"),
    e("LVP", 1650, "FIN"),
    e("Paint", 4800, "FIN"),
    e("Egress window", 4600, "OPEN"),
    e("O&P", 9968, null, "markup"),
    e("Total", 65368, null, "total"),
  ],
};

const SCHOOL: SampleQuote = {
  name: "school addition by division names, millions",
  project: { constructionType: "educational", state: "Texas", city: "Houston", areaSqFt: 30000 },
  text: `Elementary school classroom wing, 30,000 SF — GMP summary
Division 1 – General Conditions ............ $1.05M
Division 2 – Sitework ...................... $720,000
Division 3 – Concrete ...................... $690,000
Division 4 – Masonry ....................... $810,000
Division 5 – Metals ........................ $560,000
Division 6 – Wood & Plastics ............... $95,000
Division 7 – Thermal & Moisture ............ $420,000
Division 8 – Doors & Windows ............... $510,000
Division 9 – Finishes ...................... $930,000
Division 10 – Specialties .................. $140,000
Division 11 – Equipment .................... $85,000
Division 12 – Furnishings .................. $60,000
Division 15 – Mechanical ................... $2.1M
Division 16 – Electrical ................... $1.25M
Construction contingency (3%) .............. $298,000
CM fee ..................................... $425,000
Guaranteed maximum price ................... $10,943,000`,
  expected: [
    e("General Conditions", 1050000, "GR"),
    e("Sitework", 720000, "SITE"),
    e("Concrete", 690000, "CONC"),
    e("Masonry", 810000, "MAS"),
    e("Metals", 560000, "MET"),
    e("Wood & Plastics", 95000, "WOOD"),
    e("Thermal & Moisture", 420000, "TMP"),
    e("Doors & Windows", 510000, "OPEN"),
    e("Finishes", 930000, "FIN"),
    e("Specialties", 140000, "SPEC"),
    e("Equipment", 85000, "EQ"),
    e("Furnishings", 60000, "FURN"),
    e("Mechanical", 2100000, "MECH"),
    e("Electrical", 1250000, "ELEC"),
    e("contingency", 298000, null, "markup"),
    e("CM fee", 425000, null, "markup"),
    e("Guaranteed maximum price", 10943000, null, "total"),
  ],
};

const APARTMENTS_TSV: SampleQuote = {
  name: "apartment building pasted from a spreadsheet",
  project: { constructionType: "multi-family", state: "North Carolina", city: "Charlotte", areaSqFt: 48000 },
  text: `Item\tQty\tUnit\tUnit Cost\tTotal
Site utilities (water, sewer, storm)\t1\tLS\t385,000\t385,000
Post-tensioned slab on grade\t16,000\tSF\t14.5\t232,000
Wood framing, 3 stories over podium\t48,000\tSF\t21\t1,008,000
Floor and roof trusses\t1\tLS\t412,000\t412,000
Vinyl windows\t210\tEA\t640\t134,400
Fiber cement siding\t38,000\tSF\t8.75\t332,500
TPO roof\t17,000\tSF\t9.2\t156,400
Drywall\t1\tLS\t690,000\t690,000
Unit cabinets and tops\t60\tEA\t7,800\t468,000
Unit appliances\t60\tEA\t3,100\t186,000
Plumbing\t60\tunits\t11,500\t690,000
HVAC split systems\t60\tunits\t8,900\t534,000
Electrical\t1\tLS\t720,000\t720,000
Elevator\t1\tEA\t148,000\t148,000
Fire sprinkler (NFPA 13R)\t48,000\tSF\t3.6\t172,800`,
  expected: [
    e("Site utilities", 385000, "SITE"),
    e("slab on grade", 232000, "CONC"),
    e("Wood framing", 1008000, "WOOD"),
    e("trusses", 412000, "WOOD"),
    e("Vinyl windows", 134400, "OPEN"),
    e("Fiber cement siding", 332500, "TMP"),
    e("TPO roof", 156400, "TMP"),
    e("Drywall", 690000, "FIN"),
    e("cabinets", 468000, "WOOD"),
    e("appliances", 186000, "EQ"),
    e("Plumbing", 690000, "MECH"),
    e("HVAC", 534000, "MECH"),
    e("Electrical", 720000, "ELEC"),
    e("Elevator", 148000, "CONV"),
    e("Fire sprinkler", 172800, "MECH"),
  ],
};

const CLINIC: SampleQuote = {
  name: "medical clinic fit-out with an exclusions list",
  project: { constructionType: "healthcare", state: "Arizona", city: "Phoenix", areaSqFt: 8000 },
  text: `Clinic tenant improvement — 8,000 sf
Selective demolition: $38,000
Metal stud framing and drywall: $212,000
Acoustical ceilings: $64,000
Doors, frames and hardware: $96,000
Flooring (sheet vinyl, carpet tile): $88,000
Painting and wall protection: $41,000
Casework and countertops: $118,000
Toilet accessories and partitions: $19,000
Medical gas: $72,000
Plumbing: $184,000
HVAC: $356,000
Electrical & lighting: $298,000
Fire alarm: $46,000
Nurse call & low voltage: $63,000
Supervision & general conditions: $142,000
Overhead & profit: $128,000
Total: $2,019,000

EXCLUSIONS
- Medical equipment and installation
- Furniture & window treatments
- Building permit and utility impact fees`,
  expected: [
    e("demolition", 38000, "SITE"),
    e("Metal stud framing and drywall", 212000, "FIN"),
    e("Acoustical ceilings", 64000, "FIN"),
    e("Doors, frames and hardware", 96000, "OPEN"),
    e("Flooring", 88000, "FIN"),
    e("Painting", 41000, "FIN"),
    e("Casework", 118000, "WOOD"),
    e("Toilet accessories", 19000, "SPEC"),
    e("Medical gas", 72000, "MECH"),
    e("Plumbing", 184000, "MECH"),
    e("HVAC", 356000, "MECH"),
    e("Electrical & lighting", 298000, "ELEC"),
    e("Fire alarm", 46000, "ELEC"),
    e("Nurse call", 63000, "ELEC"),
    e("Supervision", 142000, "GR"),
    e("Overhead & profit", 128000, null, "markup"),
    e("Total", 2019000, null, "total"),
    e("Medical equipment", null, "EQ", "exclusion"),
    e("Furniture", null, "FURN", "exclusion"),
    e("Building permit", null, "GR", "exclusion"),
  ],
};

const DECK: SampleQuote = {
  name: "deck and patio, short handwritten style",
  project: { constructionType: "home-improvements", state: "Oregon", city: "Portland", areaSqFt: 400 },
  text: `Deck + patio job
footings/posts  2200
pressure treated framing 4,600
composite decking 9.8k
aluminum railing 3,400
stairs 1,150
concrete patio 12x16 w/ rebar  3,850
haul debris 400
credit - owner supplies deck lights (300)
total 25,100`,
  expected: [
    e("footings", 2200, "CONC"),
    e("framing", 4600, "WOOD"),
    e("composite decking", 9800, "WOOD"),
    e("railing", 3400, "MET"),
    e("stairs", 1150, "WOOD"),
    e("concrete patio", 3850, "CONC"),
    e("haul debris", 400, "GR"),
    e("owner supplies deck lights", -300, "ELEC"),
    e("total", 25100, null, "total"),
  ],
};

/** Every sample quote. */
export const SAMPLE_QUOTES: readonly SampleQuote[] = [
  HOUSE_QUOTE,
  KITCHEN,
  ROOFING,
  ELECTRICAL,
  HVAC,
  BATHROOM_CSV,
  OFFICE_CSI,
  BASEMENT,
  SCHOOL,
  APARTMENTS_TSV,
  CLINIC,
  DECK,
];
