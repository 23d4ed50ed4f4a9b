/**
 * Browser entry: Mantine's stylesheet, then the app once the browser has painted. Most pages arrive
 * rendered (docs/decisions/008), so the visitor sees the page before any of the app's JavaScript
 * is fetched or run; the app then hydrates it (start.tsx). React DOM is evaluated in a task of its
 * own before the rest of the app, so neither evaluation blocks input for long.
 */
import "./mantine-styles";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

requestAnimationFrame(() => {
  void nextTask()
    .then(() => import("react-dom/client"))
    .then(nextTask)
    .then(() => import("./start"))
    .then((app) => app.start());
});
