/**
 * Which light illustration goes with an answer option (specification §2: "Options are shown with
 * images"). Images are chosen by the option's words first (tiers, "Not sure", "None", stories),
 * then by the question's subject; each has alt text naming what it shows.
 */

export interface OptionImage {
  src: string;
  alt: string;
}

const image = (name: string, alt: string): OptionImage => ({ src: `/images/options/${name}.svg`, alt });

const BY_OPTION: Array<[RegExp, OptionImage]> = [
  [/^not sure/i, image("not-sure", "Question mark")],
  [/^(no|none|neither)\b/i, image("none", "Crossed-out circle")],
];

/** Things an option names itself, whatever the question (special features, large spaces). */
const BY_OPTION_WORDS: Array<[RegExp, OptionImage]> = [
  [/pool|natatorium/i, image("pool", "Swimming pool")],
  [/elevator|escalator/i, image("elevator", "Elevator")],
  [/solar|geothermal|net-zero|leed/i, image("leaf", "Green leaf")],
  [/garage|carport|parking/i, image("car", "Car")],
  [/basement/i, image("foundation", "Foundation below ground")],
  [/generator|smart home|data room|server|power/i, image("bolt", "Lightning bolt")],
  [/outdoor|field|playground|terrace|roof deck|green roof/i, image("site", "Outdoor space")],
  [
    /mri|ct scanner|x-ray|radiology|surgery|operating|emergency|trauma|pharmacy/i,
    image("medical", "Medical cross"),
  ],
  [/lab|gym|auditorium|kitchen|cafeteria|classroom/i, image("school", "Graduation cap")],
];

const TIERS: Array<[RegExp, OptionImage]> = [
  [/luxury|trophy|signature|flagship|high-end|platinum|research-grade/i, image("tier-4", "Diamond")],
  [/premium|class a|upgraded|enhanced|gold/i, image("tier-3", "Three stars")],
  [/standard|class b|typical|silver|certified/i, image("tier-2", "Two stars")],
  [/economy|basic|class c|minimum|shell/i, image("tier-1", "One star")],
];

const STORIES: Array<[RegExp, OptionImage]> = [
  [/^(one|single)\b/i, image("house-1", "One-story building")],
  [/^(two|split)/i, image("house-2", "Two-story building")],
  [/./, image("tower", "Multi-story building")],
];

const BY_QUESTION: Array<[RegExp, OptionImage]> = [
  [/basement|foundation|below-grade/i, image("foundation", "Foundation below ground")],
  [/structure|frame/i, image("frame", "Building frame")],
  [/walls|façade|facade|siding/i, image("wall", "Brick wall")],
  [/roof/i, image("roof", "Roof")],
  [/heat|cool|hvac/i, image("hvac", "Ventilation fan")],
  [/energy|sustainab|solar/i, image("leaf", "Green leaf")],
  [/garage|parking/i, image("car", "Car")],
  [/site|lot\b/i, image("site", "Building site")],
  [/window|door/i, image("window", "Window")],
  [/elevator/i, image("elevator", "Elevator")],
  [/bath/i, image("bath", "Bathtub")],
  [
    /bed|imaging|emergency|operating|healthcare|backup power|redundan|specialised/i,
    image("medical", "Medical cross"),
  ],
  [/school|lab|classroom|student|food|athletic|large spaces|technology/i, image("school", "Graduation cap")],
];

const GENERIC = image("blueprint", "Floor plan");

/** The illustration for an option of a question. */
export function optionImage(question: string, option: string): OptionImage {
  for (const [re, img] of BY_OPTION) if (re.test(option)) return img;
  if (/special|large spaces|which .* matters/i.test(question)) {
    for (const [re, img] of BY_OPTION_WORDS) if (re.test(option)) return img;
  }
  if (/stor(y|ies)/i.test(question)) {
    for (const [re, img] of STORIES) if (re.test(option)) return img;
  }
  if (/level of|class|finish|quality|build-out|built out|sustainab|energy/i.test(question)) {
    for (const [re, img] of TIERS) if (re.test(option)) return img;
  }
  for (const [re, img] of BY_QUESTION) if (re.test(question)) return img;
  return GENERIC;
}

/** Specification §3: the text before a parenthesis is what is displayed. */
export function optionLabel(option: string): string {
  const cut = option.indexOf("(");
  return (cut > 0 ? option.slice(0, cut) : option).trim();
}

/** The explanation in an option's parenthesis, shown as a quieter second line; null when none. */
export function optionNote(option: string): string | null {
  const m = /\(([^)]+)\)\s*$/.exec(option.trim());
  if (!m || option.indexOf("(") <= 0) return null;
  const note = m[1]!.trim();
  return note ? note.charAt(0).toUpperCase() + note.slice(1) : null;
}

/**
 * The options' illustrations when each option gets its own; otherwise none (one picture repeated
 * on every card tells the options apart no better than none).
 */
export function distinctImages(question: string, options: readonly string[]): OptionImage[] | null {
  const images = options.map((o) => optionImage(question, o));
  return new Set(images.map((i) => i.src)).size === images.length ? images : null;
}
