/**
 * Quote Changes (issue 28): the baseline estimate, the change order's lines as the contractor
 * wrote them, and each line priced against the estimate. No lead form and no contractor list.
 */
import { Button, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { LinkField } from "../QuoteProjectForm/LinkField";
import { QuoteProjectForm } from "../QuoteProjectForm/QuoteProjectForm";
import { BasisNote, SubmitButton, ToolForm } from "../ToolPage/ToolForm";
import { ToolPanel } from "../ToolPage/ToolPanel";
import { ChangesResult } from "./ChangesResult";
import { missingInput, useQuoteChanges } from "./useQuoteChanges";

const EXAMPLE = [
  "CO #3: upgrade to impact-rated windows ...... $14,500",
  "Add 200 sf screened porch $38,000",
  "Credit: delete basement finish ($22,000)",
  "Owner-requested quartz upgrade, allowance overage $3,200",
  "Overhead & profit on changes 10% $6,370",
].join("\n");

function FromQuoteCheck({ onTake }: { onTake: (link: string) => Promise<string | null> }) {
  const [link, setLink] = useState("");
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const take = async () => {
    setLoading(true);
    setNotice(await onTake(link));
    setLoading(false);
  };
  return (
    <Stack gap={4}>
      <LinkField
        label="Or a Quote Checker result's share link"
        placeholder="https://…/quote-checker?id=…"
        value={link}
        onChange={setLink}
        onUse={() => void take()}
        loading={loading}
        notice={notice}
      />
    </Stack>
  );
}

export function QuoteChanges() {
  const { project, setProject, text, setText, result, status, price, place, takeQuoteCheck, startOver } =
    useQuoteChanges();
  const pricing = status.kind === "running";

  return (
    <ToolForm
      result={result}
      status={status}
      estimate={project.estimate}
      shared={{
        intro: (asOf) => `A shared change-order check, as it was priced on ${asOf} prices.`,
        again: "Price another change order",
      }}
      onStartOver={startOver}
      renderResult={(shown, here) => (
        <ChangesResult
          result={shown.result}
          body={shown.body}
          onPlace={here && place}
          basisLabel={here?.basisLabel}
        />
      )}
    >
      <QuoteProjectForm value={project} onChange={setProject} />
      <FromQuoteCheck onTake={takeQuoteCheck} />
      {project.estimate && (
        <BasisNote
          estimate={project.estimate}
          before="The changes will be priced against"
          after=". Changing a field above prices them against a typical project instead."
        />
      )}
      <ToolPanel title="2. The change order" gap="sm">
        <Textarea
          label="The change order's lines"
          description="One change per line, as the contractor wrote it: credits in parentheses or marked “credit”, allowances, markups, CO numbers."
          placeholder={EXAMPLE}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={18}
        />
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setText(EXAMPLE)}>
          Try an example
        </Button>
      </ToolPanel>
      <SubmitButton
        label="Price the changes"
        onClick={price}
        missing={missingInput(project, text)}
        loading={pricing}
      />
      {pricing && !result && (
        <Text size="sm" role="status">
          Pricing the change order…
        </Text>
      )}
    </ToolForm>
  );
}
