/**
 * The what-if tests' home: a 2,400 sq ft single-family home in Austin, its answers by question id
 * (a question not listed takes option b). The engine's test and the API's walk the same answers.
 */
export const AUSTIN_CHOICES: Readonly<Record<string, string | number>> = {
  "sf-area": 2400,
  "sf-quality": "b",
  "sf-kind": "b",
  "sf-special": "a",
  "sf-foundation": "a",
  "sf-stories": "b",
  "sf-site": "a",
  "sf-exterior": "b",
  "sf-energy": "a",
  "sf-windows": "a",
};
