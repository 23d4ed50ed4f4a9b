/**
 * Each page's sheet number and title from its title block: the number is the largest text that
 * reads like one ("A-101", "A2.1", "S-201"); the title is the largest short line with a drawing
 * word ("FIRST FLOOR PLAN", "CODE ANALYSIS").
 */
import type { Line, Sheet } from "./types";

const SHEET_NUMBER = /^(?:SHEET(?:\s*(?:NO\.?|NUMBER))?:?\s*)?([A-Z]{1,3}[-.]?\d{1,3}(?:\.\d{1,2})?[A-Z]?)$/i;
export const TITLE_WORDS =
  /\b(PLANS?|ELEVATIONS?|SECTIONS?|SCHEDULES?|COVER|TITLE SHEET|CODE|DETAILS?|ANALYSIS|NOTES|SITE|DEMOLITION|INDEX|SUMMARY|SPECIFICATIONS)\b/i;

/** The sheets of a set, one per page that has lines; pages without text get "page N". */
export function readSheets(lines: readonly Line[], pages: number): Sheet[] {
  const byPage = new Map<number, Line[]>();
  for (const l of lines) {
    let g = byPage.get(l.page);
    if (!g) byPage.set(l.page, (g = []));
    g.push(l);
  }
  const sheets: Sheet[] = [];
  for (let page = 1; page <= pages; page++) {
    let number: Line | undefined;
    let numberText = "";
    let title: Line | undefined;
    for (const l of byPage.get(page) ?? []) {
      for (const seg of l.text.split(" | ")) {
        const m = SHEET_NUMBER.exec(seg);
        if (m && (!number || l.size > number.size || (l.size === number.size && l.y < number.y))) {
          number = l;
          numberText = m[1]!.toUpperCase();
        } else if (!m && seg.length <= 60 && TITLE_WORDS.test(seg) && !/\d\s*(SF|SQ)/i.test(seg)) {
          if (!title || l.size > title.size) title = { ...l, text: seg };
        }
      }
    }
    const t = title?.text.toUpperCase();
    const name = [numberText, t].filter(Boolean).join(" ") || `page ${page}`;
    sheets.push({ page, ...(numberText ? { number: numberText } : {}), ...(t ? { title: t } : {}), name });
  }
  return sheets;
}
