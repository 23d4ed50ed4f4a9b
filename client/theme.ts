/** The Mantine theme: one place for colours, fonts and radii. */
import { createTheme, InputWrapper } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  // Shade 8 keeps white-on-primary text above WCAG AA contrast.
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "700" },
  components: {
    // Field descriptions in gray 7, not the default dimmed gray 6, for WCAG AA contrast on white.
    InputWrapper: InputWrapper.extend({
      styles: { description: { color: "var(--mantine-color-gray-7)" } },
    }),
  },
});
