/**
 * How the guides' contingency advice and the estimate's owner's contingency differ, in the one
 * sentence both the landing pages and the project budget show (issue 32): the landing pages keep
 * the specification's advice (10-20%, 15-25% for very complex buildings, and a 10% price buffer),
 * the total project cost holds a smaller owner's contingency by type (decision record 011), and
 * neither contradicts the other.
 */
export const CONTINGENCY_VS_RANGE =
  "The estimate's range already carries its own uncertainty, so the owner's contingency in the total project cost is only for changes and surprises and is smaller than the 10-20% (15-25% for very complex buildings) that guides advise on a single figure.";
