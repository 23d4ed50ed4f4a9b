/**
 * The drawing reader's cost for a 60-page plan set: the four test sets' sheets repeated to 60 pages,
 * each made as dense as a real sheet with general notes and dimension strings (about 1,350 text
 * runs a page, some rotated). Timed: joining runs into lines alone, and the whole reading (lines,
 * sheets, facts) with the answers. The budget is 50 ms for the whole reading. Also the API's
 * validation of the same items as a request body.
 */
import * as v from "valibot";
import { DrawingFactsInputSchema } from "../../shared/api/drawings";
import { drawingAnswers, joinLines, readDrawings, type TextItem } from "../../shared/drawings/index";
import { scatter } from "../shared/drawings/build";
import { FIXTURES } from "../shared/drawings/fixtures";
import { SCHOOL } from "../shared/drawings/held-out";

const NOTES = [
  "ALL WORK SHALL COMPLY WITH THE CODES AND ORDINANCES OF THE AUTHORITY HAVING JURISDICTION.",
  "CONTRACTOR SHALL VERIFY ALL DIMENSIONS AND CONDITIONS IN THE FIELD BEFORE STARTING WORK.",
  "DIMENSIONS ARE TO FACE OF STUD OR FACE OF CONCRETE UNLESS NOTED OTHERWISE.",
  "PROVIDE FIRE BLOCKING AT ALL CONCEALED SPACES PER CODE.",
  "PROVIDE SOLID BLOCKING FOR ALL WALL-MOUNTED ACCESSORIES, CASEWORK AND GRAB BARS.",
  "SEE STRUCTURAL DRAWINGS FOR ALL HEADER, BEAM AND COLUMN SIZES.",
];

const sets = [...FIXTURES.map((f) => f.items), SCHOOL.items];
const sheets: TextItem[][] = sets.flatMap((items) => {
  const pages = Math.max(...items.map((i) => i.page));
  return Array.from({ length: pages }, (_, p) => items.filter((i) => i.page === p + 1));
});

const items: TextItem[] = [];
for (let page = 1; page <= 60; page++) {
  const base = sheets[(page - 1) % sheets.length]!;
  items.push(...base.map((i) => ({ ...i, page })));
  for (let n = 0; n < 60; n++)
    items.push(...scatter(page, `${n + 1}. ${NOTES[n % NOTES.length]}`, 1700, 1600 - n * 11, 6));
  for (let d = 0; d < 300; d++) {
    const rotation = d % 3 === 0 ? 90 : 0;
    items.push(
      ...scatter(
        page,
        `${(d % 30) + 2}'-${d % 12}"`,
        150 + (d % 25) * 60,
        150 + Math.floor(d / 25) * 110,
        6,
        rotation,
      ),
    );
  }
}
const body = JSON.parse(JSON.stringify({ items })) as unknown;
const lines = joinLines(items);
if (items.length < 60_000 || lines.length < 10_000)
  throw new Error(`the bench set has ${items.length} runs, ${lines.length} lines`);
const reading = readDrawings(items);
// Four projects in one set: their types and areas disagree, so the reading is mostly conflicts.
if (reading.facts.length < 20 || reading.conflicts.length < 1)
  throw new Error("the bench set reads too little");

export default [
  {
    name: `drawings: join ${items.length} runs of 60 pages into lines`,
    fn: () => joinLines(items),
    options: { samples: 30 },
  },
  {
    name: "drawings: read a 60-page set (lines, sheets, facts, answers)",
    fn: () => drawingAnswers(readDrawings(items)),
    options: { samples: 30 },
  },
  {
    // What POST /api/drawings/facts adds before reading: the body's validation (the JSON parse aside).
    name: `drawings: validate the API body of the same set (${items.length} items, valibot)`,
    fn: () => v.parse(DrawingFactsInputSchema, body),
    options: { samples: 30 },
  },
];
