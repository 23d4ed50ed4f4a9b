/**
 * The providers around every screen, shared by the browser entry and the worker's server renderer
 * so both build the same tree (hydration needs the same markup): Mantine's provider with the
 * theme, and the landing data the worker embedded in the page, if any.
 */
import { MantineProvider } from "@mantine/core";
import { StrictMode, type ReactNode } from "react";
import type { LandingPayload } from "../shared/content/landing-types";
import { LandingSeedContext } from "./landing/landing-data";
import { theme } from "./theme";

export function App({ seed, children }: { seed: LandingPayload | null; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <LandingSeedContext value={seed}>{children}</LandingSeedContext>
      </MantineProvider>
    </StrictMode>
  );
}
