/**
 * The guide's table of contents (specification §2): a list whose active entry follows the scroll
 * position, shown as a sidebar on large screens and, on small ones, as a sticky toggle button that
 * opens a slide-in panel which closes when an entry is chosen (or on Escape). Entries are real
 * #anchors, so they also work without JavaScript.
 */
import { Button, CloseButton, Group, Text } from "@mantine/core";
import { useEffect, useState, type MouseEvent } from "react";
import { TOC_ENTRIES } from "./toc-entries";
import classes from "./LandingToc.module.css";

interface TocProps {
  active: string;
  onChoose: (id: string) => void;
}

/** The seven entries as a list of links. */
export function TocList({ active, onChoose, label }: TocProps & { label: string }) {
  const choose = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    onChoose(id);
  };
  return (
    <nav aria-label={label}>
      <ul className={classes.list}>
        {TOC_ENTRIES.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className={classes.link}
              aria-current={entry.id === active ? "true" : undefined}
              onClick={(e) => choose(e, entry.id)}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Small screens: a sticky "Contents" toggle and the slide-in panel. */
export function MobileToc({ active, onChoose }: TocProps) {
  const [open, setOpen] = useState(false);
  const current = TOC_ENTRIES.find((e) => e.id === active)?.label ?? TOC_ENTRIES[0].label;
  const choose = (id: string) => {
    setOpen(false);
    onChoose(id);
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <div className={classes.bar}>
      <Button
        variant="default"
        size="sm"
        fullWidth
        justify="space-between"
        aria-expanded={open}
        aria-controls="toc-panel"
        onClick={() => setOpen((o) => !o)}
      >
        Contents: {current}
      </Button>
      {open && (
        <>
          <button
            type="button"
            className={classes.backdrop}
            aria-label="Close contents"
            onClick={() => setOpen(false)}
          />
          <div id="toc-panel" className={classes.panel}>
            <Group justify="space-between" mb="sm">
              <Text fw={700}>Contents</Text>
              <CloseButton aria-label="Close contents panel" onClick={() => setOpen(false)} />
            </Group>
            <TocList active={active} onChoose={choose} label="Table of contents (panel)" />
          </div>
        </>
      )}
    </div>
  );
}
