/** The top navigation's entries (specification §2, "Top navigation"). */
export const NAV_ITEMS = [
  { to: "/", label: "Home" },
  { to: "/conceptual-estimate", label: "Conceptual Estimate" },
  { to: "/drawing-estimate", label: "Drawing Estimate" },
  { to: "/quote-checker", label: "Quote Checker" },
  { to: "/quote-changes", label: "Quote Changes" },
] as const;
