/**
 * The Share button of the live panel and the results page: asks the caller for the link (the
 * results page saves the estimate first), shares or copies it, and says what happened — "Link copied
 * to clipboard!", or what failed with the link to copy by hand.
 */
import { Alert, Button, CopyButton, Group, Stack, TextInput, type ButtonProps } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../api";
import { shareLink } from "./share";

export interface ShareButtonProps extends Pick<ButtonProps, "variant" | "size" | "fullWidth"> {
  /** Resolves the URL to share (may save the estimate first). */
  getUrl: () => Promise<string>;
  text: string;
  onShared?: () => void;
}

type Notice = { kind: "ok"; text: string } | { kind: "error"; text: string; url?: string };

export function ShareButton({ getUrl, text, onShared, ...buttonProps }: ShareButtonProps) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const share = async () => {
    setBusy(true);
    setNotice(null);
    let url: string;
    try {
      url = await getUrl();
    } catch (err) {
      console.error("Could not create a share link", err);
      setNotice({
        kind: "error",
        text: `Could not create a share link: ${errorMessage(err, "Please try again.")}`,
      });
      setBusy(false);
      return;
    }
    const outcome = await shareLink(url, text);
    setBusy(false);
    if (outcome === "copied") setNotice({ kind: "ok", text: "Link copied to clipboard!" });
    else if (outcome === "share-failed" || outcome === "copy-failed") {
      setNotice({ kind: "error", text: "Could not share the link automatically. Copy it from here:", url });
    }
    if (outcome === "shared" || outcome === "copied") onShared?.();
  };

  return (
    <Stack gap="xs">
      <Button
        leftSection={<IconShare size={18} aria-hidden />}
        loading={busy}
        onClick={() => void share()}
        {...buttonProps}
      >
        Share
      </Button>
      <div role="status" aria-live="polite">
        {notice && (
          <Alert
            color={notice.kind === "ok" ? "green" : "red"}
            variant="light"
            p="xs"
            withCloseButton
            onClose={() => setNotice(null)}
            closeButtonLabel="Dismiss"
          >
            <Stack gap={6}>
              {notice.text}
              {notice.kind === "error" && notice.url && (
                <Group gap="xs" wrap="nowrap">
                  <TextInput
                    aria-label="Share link"
                    value={notice.url}
                    readOnly
                    flex={1}
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <CopyButton value={notice.url}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="default" onClick={copy}>
                        {copied ? "Copied" : "Copy"}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
      </div>
    </Stack>
  );
}
