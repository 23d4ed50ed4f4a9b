/**
 * Browser entry: Mantine's stylesheet, then the app once the browser has painted. Most pages arrive
 * rendered (docs/decisions/005), so the visitor sees the page before any of the app's JavaScript
 * is fetched or run; the app then hydrates it (start.tsx).
 */
import "./mantine-styles";

requestAnimationFrame(() => {
  setTimeout(() => {
    void import("./start").then((app) => app.start());
  }, 0);
});
