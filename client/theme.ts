/** The Mantine theme: one place for colours, fonts and radii. */
import { createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  // Shade 8 keeps white-on-primary text above WCAG AA contrast.
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "700" },
});
