/**
 * A priced change order: the baseline and the totals, the summary, the lines, the questions to ask
 * the contractor, and the Download and Share buttons.
 */
import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import type { QuoteChangesRequest, QuoteChangesResult } from "../../../shared/api/outputs";
import { formatMoneyShort } from "../../../shared/format";
import { downloadQuoteChanges, errorMessage, saveQuoteChanges } from "../../api";
import { saveFile } from "../../save-file";
import { ShareButton } from "../ShareButton/ShareButton";
import { ChangeLines, signed } from "./ChangeLines";
import type { LineTarget } from "./useQuoteChanges";

export interface ChangesResultProps {
  result: QuoteChangesResult;
  body: QuoteChangesRequest;
  onPlace?: (index: number, target: LineTarget) => void;
  /** Which estimate the baseline came from, in words, when the page knows it. */
  basisLabel?: string | null;
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="gray.7">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

export function ChangesResult({ result: r, body, onPlace, basisLabel }: ChangesResultProps) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const place = r.project.city ? `${r.project.city}, ${r.project.state}` : r.project.state;
  const basis =
    r.basis.kind === "answers"
      ? `${basisLabel ?? "your estimate"} (${r.basis.answered} answers)`
      : `a typical project of ${r.areaSqFt.toLocaleString("en-US")} sq ft${r.project.quality ? `, ${r.project.quality}` : ""}`;

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(
        await downloadQuoteChanges(body),
        `change-order-check-${new Date().toISOString().slice(0, 10)}.xlsx`,
      );
    } catch (err) {
      console.error("Download failed", err);
      setDownloadError(`The download failed: ${errorMessage(err, "Please try again.")}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg" component="section" aria-label="Priced change order">
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            The change order against {basis}
          </Title>
          <Text size="sm" c="gray.8">
            {place} · prices as of {r.asOf}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Figure
              label="Baseline estimate"
              value={formatMoneyShort(r.baseline.expected)}
              detail={`likely ${formatMoneyShort(r.baseline.likelyMin)} – ${formatMoneyShort(r.baseline.likelyMax)}`}
            />
            <Figure
              label="Change order, markups included"
              value={signed(r.totals.quoted)}
              detail={`${r.totals.workLines} line${r.totals.workLines === 1 ? "" : "s"} of work, ${r.totals.placed} placed`}
            />
            <Figure
              label="The engine, same changes"
              value={r.totals.priced > 0 ? signed(r.totals.pricedEngine) : "—"}
              detail={
                r.totals.priced > 0
                  ? `for ${r.totals.priced} priced lines asking ${signed(r.totals.pricedQuoted)}`
                  : undefined
              }
            />
          </SimpleGrid>
          <List size="sm" spacing={4} data-testid="changes-summary">
            {r.summary.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <ChangeLines result={r} onPlace={onPlace} />
      {r.questions.length > 0 && (
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="xs">
            <Title order={2} size="h3">
              Questions to ask the contractor
            </Title>
            <List type="ordered" spacing="xs" data-testid="changes-questions">
              {r.questions.map((q) => (
                <List.Item key={q}>{q}</List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      )}
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
          text={`Change order check: ${signed(r.totals.quoted)} against an estimate of ${formatMoneyShort(r.baseline.expected)}`}
          getUrl={async () => (await saveQuoteChanges(body)).url}
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
