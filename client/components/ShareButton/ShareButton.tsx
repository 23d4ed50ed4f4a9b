/**
 * The Share button of the live panel, the results page and the Quote Checker: asks the caller for
 * the link (which may save first), shares or copies it, and shows the link it made in a copyable
 * field, in a panel that floats over the page so nothing around the button moves. The panel says
 * what happened — "Link copied to clipboard!", or what failed — and goes away by itself after a
 * success (unless the pointer or focus is in it), on Escape, a click elsewhere or its close button.
 * The button keeps its width while it works.
 */
import {
  Alert,
  Button,
  CloseButton,
  CopyButton,
  Group,
  Popover,
  Stack,
  Text,
  TextInput,
  type ButtonProps,
} from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../api";
import type { ShareableLink } from "./estimate-link";
import { shareLink } from "./share";
import classes from "./ShareButton.module.css";

export interface ShareButtonProps extends Pick<ButtonProps, "variant" | "size" | "fullWidth"> {
  /** Resolves the URL to share (may save first), or a link with a note on why it is a fallback. */
  getUrl: () => Promise<string | ShareableLink>;
  text: string;
  onShared?: () => void;
}

/** How long a success stays in view, unless the pointer or focus is in it. */
export const SHARE_NOTICE_MS = 8000;

type Notice =
  | { kind: "ok"; text: string; url: string; note?: string }
  | { kind: "error"; text: string; url?: string; note?: string };

export function ShareButton({ getUrl, text, onShared, ...buttonProps }: ShareButtonProps) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);

  // A success goes away by itself; an error stays until it is closed.
  useEffect(() => {
    if (notice?.kind !== "ok" || notice.note) return;
    let timer: ReturnType<typeof setTimeout>;
    const later = () => {
      timer = setTimeout(() => {
        const el = panel.current;
        if (el && (el.matches(":hover") || el.contains(document.activeElement))) later();
        else setNotice(null);
      }, SHARE_NOTICE_MS);
    };
    later();
    return () => clearTimeout(timer);
  }, [notice]);

  const share = async () => {
    setBusy(true);
    setNotice(null);
    let link: ShareableLink;
    try {
      const got = await getUrl();
      link = typeof got === "string" ? { url: got } : got;
    } catch (err) {
      console.error("Could not create a share link", err);
      setNotice({
        kind: "error",
        text: `Could not create a share link: ${errorMessage(err, "Please try again.")}`,
      });
      setBusy(false);
      return;
    }
    const outcome = await shareLink(link.url, text);
    setBusy(false);
    const { url, fallback: note } = link;
    if (outcome === "copied") setNotice({ kind: "ok", text: "Link copied to clipboard!", url, note });
    else if (outcome === "shared") setNotice({ kind: "ok", text: "Link shared.", url, note });
    else if (outcome === "aborted") setNotice({ kind: "ok", text: "Your link:", url, note });
    else
      setNotice({
        kind: "error",
        text: "Could not share the link automatically. Copy it from here:",
        url,
        note,
      });
    if (outcome === "shared" || outcome === "copied") onShared?.();
  };

  return (
    <div className={buttonProps.fullWidth ? classes.wide : undefined}>
      <Popover
        opened={notice !== null}
        onChange={(opened) => !opened && setNotice(null)}
        onDismiss={() => setNotice(null)}
        position="bottom-start"
        width="min(360px, calc(100vw - 16px))"
        withArrow
        shadow="md"
        trapFocus={false}
        returnFocus
        middlewares={{ flip: true, shift: { padding: 8 } }}
        // The panel is rendered into a live region that is always there, so screen readers hear it.
        withinPortal={region !== null}
        portalProps={region ? { target: region } : undefined}
      >
        <Popover.Target>
          <Button
            leftSection={<IconShare size={18} aria-hidden />}
            loading={busy}
            onClick={() => void share()}
            className={classes.button}
            {...buttonProps}
          >
            Share
          </Button>
        </Popover.Target>
        <Popover.Dropdown p="xs" className={classes.dropdown}>
          <div ref={panel}>
            {notice && (
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text size="sm" fw={600} c={notice.kind === "ok" ? "green.9" : "red.9"}>
                    {notice.text}
                  </Text>
                  <CloseButton size="sm" aria-label="Dismiss" onClick={() => setNotice(null)} />
                </Group>
                {notice.note && (
                  <Alert color="blue" variant="light" p={6}>
                    <Text size="xs">{notice.note}</Text>
                  </Alert>
                )}
                {notice.url && (
                  <Group gap="xs" wrap="nowrap">
                    <TextInput
                      aria-label="Share link"
                      value={notice.url}
                      readOnly
                      flex={1}
                      size="xs"
                      onFocus={(e) => e.currentTarget.select()}
                    />
                    <CopyButton value={notice.url}>
                      {({ copied, copy }) => (
                        <Button size="xs" variant="default" onClick={copy} miw={70}>
                          {copied ? "Copied" : "Copy"}
                        </Button>
                      )}
                    </CopyButton>
                  </Group>
                )}
              </Stack>
            )}
          </div>
        </Popover.Dropdown>
      </Popover>
      <div ref={setRegion} role="status" aria-live="polite" className={classes.region} />
    </div>
  );
}
