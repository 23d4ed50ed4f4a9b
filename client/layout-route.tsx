/**
 * The frame route every screen sits in (the app layout, with the generic error screen). Its own
 * module so the worker can render a landing page inside the same frame without importing the
 * other pages.
 */
import type { RouteObject } from "react-router";
import { AppLayout } from "./components/AppLayout/AppLayout";
import { ErrorScreen } from "./components/ErrorScreen/ErrorScreen";

/** The layout route around the given child routes. */
export function layoutRoute(children: RouteObject[]): RouteObject {
  return { element: <AppLayout />, errorElement: <ErrorScreen />, children };
}
