/**
 * The site's top navigation (specification §2, "Top navigation"): the app's header and the
 * worker-rendered /accuracy page show the same entries. `soon` marks tools not built yet.
 */
export const NAV_ITEMS = [
  { to: "/", label: "Home", soon: false },
  { to: "/conceptual-estimate", label: "Conceptual Estimate", soon: false },
  { to: "/drawing-estimate", label: "Drawing Estimate", soon: false },
  { to: "/quote-checker", label: "Quote Checker", soon: false },
  { to: "/quote-changes", label: "Quote Changes", soon: false },
] as const;
