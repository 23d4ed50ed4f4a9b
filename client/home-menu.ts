/**
 * The home page's only script (issue 14: the home page is static HTML rendered at build time from
 * the same components, so it needs no React): opens and closes the phone menu the way AppLayout
 * does, through the same attributes (aria-expanded, the label, Mantine's data-opened, hidden).
 * Every other rendered page runs it too until the app has loaded (docs/decisions/015: a control
 * that ignored a tap would drop input); AppLayout then marks the document (data-menu="app") and
 * takes the menu over. Another button of the page tapped before then (a landing page's Contents
 * on a phone) is pressed again for the visitor once the app has taken the page over.
 */
const burger = document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]');
const menu = document.getElementById("mobile-menu");

function setOpen(open: boolean) {
  if (!burger || !menu) return;
  burger.setAttribute("aria-expanded", String(open));
  burger.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  burger.querySelector(".mantine-Burger-burger")?.toggleAttribute("data-opened", open);
  menu.hidden = !open;
}

const appOwnsMenu = () => document.documentElement.dataset.menu === "app";

burger?.addEventListener("click", () => {
  if (!appOwnsMenu()) setOpen(burger.getAttribute("aria-expanded") !== "true");
});
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && !appOwnsMenu()) setOpen(false);
});

// Buttons only the app can run, tapped before it has loaded: pressed again once it has (a form's
// submit button needs no app; the menu is handled above).
const waiting: HTMLButtonElement[] = [];
document.addEventListener(
  "click",
  (e) => {
    if (appOwnsMenu() || !(e.target instanceof Element)) return;
    const button = e.target.closest("button");
    if (!button || button === burger || (button.type === "submit" && button.form)) return;
    if (!waiting.includes(button)) waiting.push(button);
  },
  true,
);
new MutationObserver((_, observer) => {
  if (!appOwnsMenu()) return;
  observer.disconnect();
  for (const button of waiting.splice(0)) if (button.isConnected) button.click();
}).observe(document.documentElement, { attributes: true, attributeFilter: ["data-menu"] });
