/**
 * The home page's only script (issue 14: the home page is static HTML rendered at build time from
 * the same components, so it needs no React): opens and closes the phone menu the way AppLayout
 * does, through the same attributes (aria-expanded, the label, Mantine's data-opened, hidden).
 * Every other page runs it too until the app has loaded (docs/decisions/010: a menu that ignored a tap would
 * drop input); AppLayout then marks the document (data-menu="app") and takes the menu over.
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
