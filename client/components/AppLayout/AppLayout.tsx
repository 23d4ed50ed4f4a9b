/**
 * The frame of every screen: a header with the logo and the navigation (a bar on large screens,
 * a burger menu on small ones that closes when an item is chosen), and the page below it. The
 * home page is served as static HTML with client/home-menu.ts instead of React, which opens the
 * same menu through the same attributes; every other page runs that script too until the app
 * has loaded, and the app takes the menu over as that script left it (docs/decisions/015: no input is
 * dropped). A new page (a link, not Back or Forward) opens at its top, as on any site.
 */
import { AppShell, Burger, Group, Stack, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { NavLink, Outlet, Link, useLocation, useNavigationType } from "react-router";
import { useEffect, useLayoutEffect, useRef } from "react";
import { SiteFooter } from "../SiteFooter/SiteFooter";
import { NAV_ITEMS } from "./nav-items";
import classes from "./AppLayout.module.css";

function Logo() {
  return (
    <UnstyledButton component={Link} to="/" className={classes.logo}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={classes.fullName}>Cost to Construct</span>
      <span className={classes.shortName}>C2C</span>
    </UnstyledButton>
  );
}

function NavItems({ onChoose }: { onChoose?: () => void }) {
  return NAV_ITEMS.map((item) => (
    <NavLink key={item.to} to={item.to} end className={classes.link} onClick={onChoose}>
      {item.label}
      {item.soon && <span className={classes.soon}> (soon)</span>}
    </NavLink>
  ));
}

/** Whether the menu script opened the menu before the app loaded (the page's HTML is still there). */
function openedEarly(): boolean {
  return typeof document !== "undefined" && document.getElementById("mobile-menu")?.hidden === false;
}

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(openedEarly());
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  // The app owns the menu from here on: the menu script stands down.
  useLayoutEffect(() => {
    document.documentElement.dataset.menu = "app";
  }, []);
  // Also close when the route changes by other means (back button, a link in the page), and start
  // a new page at its top (the browser restores the place on Back and Forward).
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    close();
    if (navigation !== "POP" && !window.location.hash) window.scrollTo(0, 0);
  }, [pathname, close, navigation]);

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
            <NavItems />
          </Group>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label={opened ? "Close menu" : "Open menu"}
            aria-expanded={opened}
            aria-controls="mobile-menu"
          />
        </Group>
      </AppShell.Header>
      {/* Always in the page, hidden when closed: the static home page's small script opens it too. */}
      <Stack
        component="nav"
        id="mobile-menu"
        aria-label="Main menu"
        className={classes.mobileMenu}
        gap={2}
        hidden={!opened}
      >
        <NavItems onChoose={close} />
      </Stack>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <SiteFooter />
    </AppShell>
  );
}
