/**
 * The pieces of a tool's result that the Quote Checker and Quote Changes share: the summary's
 * sentences, the card of questions to ask the contractor, and the Download and Share buttons (the
 * download's failure shown under them). Every text from the document is rendered as text by
 * React, never as HTML.
 */
import { Alert, Button, Group, List, type ListProps } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../api";
import { saveFile } from "../../save-file";
import { ShareButton } from "../ShareButton/ShareButton";
import { ToolPanel } from "./ToolPanel";

/** The result's summary, a sentence an item. */
export function SummaryList({
  sentences,
  testId,
  ...props
}: { sentences: readonly string[]; testId: string } & Pick<ListProps, "size" | "mt">) {
  return (
    <List spacing={4} {...props} data-testid={testId}>
      {sentences.map((s) => (
        <List.Item key={s}>{s}</List.Item>
      ))}
    </List>
  );
}

/** "Questions to ask the contractor", numbered. */
export function QuestionsCard({ questions, testId }: { questions: readonly string[]; testId: string }) {
  return (
    <ToolPanel title="Questions to ask the contractor" gap="xs">
      <List type="ordered" spacing="xs" data-testid={testId}>
        {questions.map((q) => (
          <List.Item key={q}>{q}</List.Item>
        ))}
      </List>
    </ToolPanel>
  );
}

export interface ResultActionsProps {
  /** The workbook's bytes. */
  download: () => Promise<Blob>;
  /** The file's name before its date: "quote-check" saves quote-check-2026-11-27.xlsx. */
  filename: string;
  /** The share sheet's text. */
  shareText: string;
  /** Saves the result and gives its link. */
  shareUrl: () => Promise<string>;
}

/** Download (the workbook, named by today's date) and Share. */
export function ResultActions({ download, filename, shareText, shareUrl }: ResultActionsProps) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const save = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(await download(), `${filename}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch (err) {
      console.error("Download failed", err);
      setDownloadError(`The download failed: ${errorMessage(err, "Please try again.")}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Group align="flex-start">
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={downloading}
          onClick={() => void save()}
        >
          Download
        </Button>
        <ShareButton variant="default" text={shareText} getUrl={shareUrl} />
      </Group>
      {downloadError && (
        <Alert color="red" variant="light" role="alert">
          {downloadError}
        </Alert>
      )}
    </>
  );
}
