/**
 * A priced change order: the baseline and the totals, the summary, the lines, the questions to ask
 * the contractor, and the Download and Share buttons.
 */
import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { QuoteChangesRequest, QuoteChangesResult } from "../../../shared/api/outputs";
import { formatMoneyShort } from "../../../shared/format";
import { downloadQuoteChanges, saveQuoteChanges } from "../../api";
import { QuestionsCard, ResultActions, SummaryList } from "../ToolPage/ResultParts";
import { ToolPanel } from "../ToolPage/ToolPanel";
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
  const place = r.project.city ? `${r.project.city}, ${r.project.state}` : r.project.state;
  const basis =
    r.basis.kind === "answers"
      ? `${basisLabel ?? "your estimate"} (${r.basis.answered} answers)`
      : `a typical project of ${r.areaSqFt.toLocaleString("en-US")} sq ft${r.project.quality ? `, ${r.project.quality}` : ""}`;

  return (
    <Stack gap="lg" component="section" aria-label="Priced change order">
      <ToolPanel title={<>The change order against {basis}</>} gap="sm">
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
        <SummaryList sentences={r.summary} testId="changes-summary" size="sm" />
      </ToolPanel>
      <ChangeLines result={r} onPlace={onPlace} />
      {r.questions.length > 0 && <QuestionsCard questions={r.questions} testId="changes-questions" />}
      <ResultActions
        download={() => downloadQuoteChanges(body)}
        filename="change-order-check"
        shareText={`Change order check: ${signed(r.totals.quoted)} against an estimate of ${formatMoneyShort(r.baseline.expected)}`}
        shareUrl={async () => (await saveQuoteChanges(body)).url}
      />
    </Stack>
  );
}
