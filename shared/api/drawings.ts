/**
 * The drawing reader's part of the contract (issue "Drawing Estimate, working"): POST
 * /api/drawings/facts takes a PDF plan set's positioned text items, as any PDF library reads them,
 * and answers the facts shared/drawings finds, each with its page, sheet and words, the conflicts
 * it refused to resolve, and the facts as the conversation's answers. The browser reads the same
 * items itself (the file never leaves the device); this route is for integrators.
 */
import * as v from "valibot";

/** Most text items a body may hold: a dense 60-page set has about 80,000 runs. */
export const MAX_DRAWING_ITEMS = 100_000;
/** Highest page number accepted. */
export const MAX_DRAWING_PAGES = 500;
/** Longest text of one item: runs are words or a line at most. */
export const MAX_DRAWING_STRING = 500;
/** Largest body of POST /api/drawings/facts (the body guard's allowance for the path). */
export const MAX_DRAWING_BODY_BYTES = 8 * 1024 * 1024;
/** Coordinates beyond this are not on any sheet (a 36 × 48 in sheet is 2,592 × 3,456 pt). */
const MAX_COORDINATE = 100_000;

/**
 * A number from `min` to `max`, finite, or whole when `whole`; each message names the field
 * (`what`): "size must be at most 1000".
 */
const between = (what: string, min: number, max: number, whole = false) =>
  v.pipe(
    v.number(`${what} must be a number`),
    whole ? v.integer(`${what} must be a whole number`) : v.finite(`${what} must be a finite number`),
    v.minValue(min, `${what} must be at least ${min}`),
    v.maxValue(max, `${what} must be at most ${max}`),
  );

const coordinate = (what: string) => between(what, -MAX_COORDINATE, MAX_COORDINATE);

/** One run of text as the PDF places it (PDF user space, points, y upwards). */
export const DrawingTextItemSchema = v.object({
  page: v.pipe(
    between("page", 1, MAX_DRAWING_PAGES, true),
    v.description("1-based page number."),
    v.examples([3]),
  ),
  str: v.pipe(
    v.string("str must be a string"),
    v.maxLength(MAX_DRAWING_STRING, `str is longer than ${MAX_DRAWING_STRING} characters`),
    v.description("The run's text (PDF.js: item.str)."),
    v.examples(["TOTAL CONDITIONED 2,450 SF"]),
  ),
  x: v.pipe(coordinate("x"), v.description("The run's origin: the text matrix's e (transform[4]).")),
  y: v.pipe(coordinate("y"), v.description("The run's origin: the text matrix's f (transform[5]).")),
  size: v.pipe(
    between("size", 0, 1000),
    v.description("Font size in points: the length of the matrix's first column, √(a² + b²)."),
  ),
  rotation: v.optional(
    v.pipe(
      between("rotation", -360, 360),
      v.description("Degrees counter-clockwise from the x axis; 90 for text reading upwards."),
    ),
  ),
  width: v.optional(
    v.pipe(
      between("width", 0, MAX_COORDINATE),
      v.description("The run's advance width in points (PDF.js: item.width)."),
    ),
  ),
});

/** POST /api/drawings/facts. */
export const DrawingFactsInputSchema = v.pipe(
  v.object({
    items: v.pipe(
      v.array(DrawingTextItemSchema, "items must be a list of { page, str, x, y, size }"),
      v.maxLength(MAX_DRAWING_ITEMS, `items holds at most ${MAX_DRAWING_ITEMS.toLocaleString("en-US")} runs`),
      v.description("Every text run of the set, in any order."),
    ),
    pageCount: v.optional(
      v.pipe(
        between("pageCount", 1, MAX_DRAWING_PAGES, true),
        v.description("The PDF's page count, pages without text included (a scan has items: [])."),
      ),
    ),
  }),
  v.check(
    (b) => b.pageCount === undefined || b.items.every((i) => i.page <= b.pageCount!),
    "an item's page is beyond pageCount",
  ),
);
export type DrawingFactsInput = v.InferInput<typeof DrawingFactsInputSchema>;

const PlaceSchema = v.object({
  street: v.optional(v.string()),
  city: v.string(),
  state: v.pipe(v.string(), v.description("Two-letter code.")),
  zip: v.optional(v.string()),
});

const FactSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.description('What the fact says: "grossArea", "stories", "occupancy"…')),
    value: v.pipe(
      v.union([v.string(), v.number(), v.boolean(), PlaceSchema]),
      v.description("A number (areas in sq ft, counts), a word (materials, systems), a yes/no or a place."),
    ),
    page: v.pipe(v.number(), v.description("1-based page it is on.")),
    sheet: v.pipe(v.string(), v.description('The sheet: "A-101 FIRST FLOOR PLAN", or "page 3".')),
    words: v.pipe(v.string(), v.description("The words it came from, as joined on the sheet.")),
    level: v.optional(v.pipe(v.string(), v.description('For floor areas: the floor ("FIRST FLOOR").'))),
    pages: v.optional(v.pipe(v.array(v.number()), v.description("Every page a count or sum came from."))),
    mentions: v.optional(v.pipe(v.number(), v.description("Lines of its page naming the value."))),
  }),
  v.metadata({ ref: "DrawingFact" }),
);

/** The answer of POST /api/drawings/facts. */
export const DrawingFactsSchema = v.object({
  pages: v.pipe(v.number(), v.description("Pages of the set.")),
  pagesWithText: v.pipe(v.number(), v.description("Pages with any text: 0 for a scanned set.")),
  isDrawingSet: v.pipe(
    v.boolean(),
    v.description("True when the text reads like a drawing set (sheet numbers, plan titles, scales)."),
  ),
  sheets: v.array(
    v.object({
      page: v.number(),
      number: v.optional(v.string()),
      title: v.optional(v.string()),
      name: v.string(),
    }),
  ),
  facts: v.array(FactSchema),
  conflicts: v.pipe(
    v.array(v.object({ name: v.string(), facts: v.array(FactSchema), reason: v.string() })),
    v.description("Facts that disagree; none of them is chosen."),
  ),
  type: v.optional(v.pipe(v.string(), v.description("The project type the drawings name (a type id)."))),
  place: v.optional(PlaceSchema),
  answers: v.pipe(
    v.array(
      v.object({
        question: v.pipe(v.string(), v.description('The question id ("sf-area").')),
        answer: v.pipe(v.union([v.string(), v.number()]), v.description("An option letter or a number.")),
        facts: v.array(FactSchema),
      }),
    ),
    v.description(
      "The facts as the conversation's answers: give each as an answer record when the conversation asks its question.",
    ),
  ),
});
export type DrawingFacts = v.InferOutput<typeof DrawingFactsSchema>;
