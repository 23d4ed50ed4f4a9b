/**
 * The check of a quote: where the total sits, the divisions with their flags, the questions to ask
 * the contractor, the lines as read, and the Download and Share buttons. Every text from the quote
 * is rendered as text by React, never as HTML.
 */
import { Stack } from "@mantine/core";
import type { DivisionName, QuoteCheckRequest, QuoteCheckResult } from "../../../shared/api/outputs";
import { formatMoneyShort } from "../../../shared/format";
import { downloadQuoteCheck, saveQuoteCheck } from "../../api";
import { QuestionsCard, ResultActions } from "../ToolPage/ResultParts";
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
  return (
    <Stack gap="lg" component="section" aria-label="Quote check">
      <QuoteTotal check={check} basisLabel={basisLabel} />
      <QuoteDivisions divisions={check.divisions} markupRate={check.markups.rate} />
      <QuestionsCard questions={check.questions} testId="quote-questions" />
      <QuoteLines lines={check.lines} onAssign={onAssign} />
      <ResultActions
        download={() => downloadQuoteCheck(body)}
        filename="quote-check"
        shareText={`Quote check: ${formatMoneyShort(check.total.quoted)} against a local range of ${formatMoneyShort(check.total.min)} – ${formatMoneyShort(check.total.max)}`}
        shareUrl={async () => (await saveQuoteCheck(body)).url}
      />
    </Stack>
  );
}
