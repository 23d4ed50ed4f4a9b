/** Renders a component inside Mantine's provider and a memory router, as the app does. */
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { theme } from "../../client/theme";

export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  return render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}
