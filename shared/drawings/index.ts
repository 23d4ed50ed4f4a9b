/**
 * The drawing reader (issue "Drawing Estimate, working"): a PDF plan set's positioned text items in,
 * facts out, each with its page, sheet and words; and the facts as the conversation's answers.
 * Pure: the browser feeds it the text of unpdf, an API caller the text of any PDF library.
 */
export * from "./types";
export { readDrawings, AREA_TOLERANCE } from "./reader";
export { joinLines, fromPdfJs, clean, type PdfJsTextItem } from "./lines";
export { readSheets } from "./sheets";
export { drawingAnswers, type DrawingAnswers, type DrawingAnswer } from "./answers";
