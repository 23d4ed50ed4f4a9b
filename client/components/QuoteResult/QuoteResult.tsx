/**
 * The check of a quote: where the total sits, the divisions with their flags, the questions to ask
 * the contractor, the lines as read, and the Download and Share buttons. Every text from the quote
 * is rendered as text by React, never as HTML.
 */
import { Alert, Button, Group, List, Paper, Stack, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import type { DivisionName, QuoteCheckRequest, QuoteCheckResult } from "../../../shared/api/outputs";
import { formatMoneyShort } from "../../../shared/format";
import { downloadQuoteCheck, errorMessage, saveQuoteCheck } from "../../api";
import { saveFile } from "../../save-file";
import { ShareButton } from "../ShareButton/ShareButton";
import { QuoteDivisions } from "./QuoteDivisions";
import { QuoteLines } from "./QuoteLines";
import { QuoteTotal } from "./QuoteTotal";

export interface QuoteResultProps {
  check: QuoteCheckResult;
  body: QuoteCheckRequest;
  onAssign?: (index: number, division: DivisionName | null) => void;
  /** Which estimate the check's answers came from, in words, when the page knows it. */
  basisLabel?: string | null;
}

export function QuoteResult({ check, body, onAssign, basisLabel }: QuoteResultProps) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(await downloadQuoteCheck(body), `quote-check-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch (err) {
      console.error("Download failed", err);
      setDownloadError(`The download failed: ${errorMessage(err, "Please try again.")}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg" component="section" aria-label="Quote check">
      <QuoteTotal check={check} basisLabel={basisLabel} />
      <QuoteDivisions divisions={check.divisions} markupRate={check.markups.rate} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="xs">
          <Title order={2} size="h3">
            Questions to ask the contractor
          </Title>
          <List type="ordered" spacing="xs" data-testid="quote-questions">
            {check.questions.map((q) => (
              <List.Item key={q}>{q}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <QuoteLines lines={check.lines} onAssign={onAssign} />
      <Group align="flex-start">
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          Download
        </Button>
        <ShareButton
          variant="default"
          text={`Quote check: ${formatMoneyShort(check.total.quoted)} against a local range of ${formatMoneyShort(check.total.min)} – ${formatMoneyShort(check.total.max)}`}
          getUrl={async () => (await saveQuoteCheck(body)).url}
        />
      </Group>
      {downloadError && (
        <Alert color="red" variant="light" role="alert">
          {downloadError}
        </Alert>
      )}
    </Stack>
  );
}
