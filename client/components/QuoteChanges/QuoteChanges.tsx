/**
 * Quote Changes (issue 28): the baseline estimate, the change order's lines as the contractor
 * wrote them, and each line priced against the estimate. No lead form and no contractor list.
 */
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { formatMoneyShort } from "../../../shared/format";
import { basisName } from "../QuoteProjectForm/from-estimate";
import { QuoteProjectForm } from "../QuoteProjectForm/QuoteProjectForm";
import { ChangesResult } from "./ChangesResult";
import { missingInput, useQuoteChanges } from "./useQuoteChanges";

const EXAMPLE = [
  "CO #3: upgrade to impact-rated windows ...... $14,500",
  "Add 200 sf screened porch $38,000",
  "Credit: delete basement finish ($22,000)",
  "Owner-requested quartz upgrade, allowance overage $3,200",
  "Overhead & profit on changes 10% $6,370",
].join("\n");

const answerCount = (n: number) => `${n} answer${n === 1 ? "" : "s"}`;

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
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Or a Quote Checker result's share link"
          placeholder="https://…/quote-checker?id=…"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          flex={1}
        />
        <Button variant="default" loading={loading} onClick={() => void take()}>
          Use it
        </Button>
      </Group>
      {notice && (
        <Text size="sm" c="red.8" role="alert">
          {notice}
        </Text>
      )}
    </Stack>
  );
}

export function QuoteChanges() {
  const { project, setProject, text, setText, result, status, price, place, takeQuoteCheck, startOver } =
    useQuoteChanges();
  const missing = missingInput(project, text);
  const resultRef = useRef<HTMLDivElement>(null);
  const pricing = status.kind === "running";

  useEffect(() => {
    if (result && !result.shared) resultRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [result]);

  if (result?.shared) {
    return (
      <Stack gap="lg">
        <Text>A shared change-order check, as it was priced on {result.result.asOf} prices.</Text>
        <ChangesResult result={result.result} body={result.body} />
        <Button variant="light" w="fit-content" onClick={startOver}>
          Price another change order
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <QuoteProjectForm value={project} onChange={setProject} />
      <FromQuoteCheck onTake={takeQuoteCheck} />
      {project.estimate && (
        <Text size="sm" data-testid="project-basis" role="status">
          The changes will be priced against {basisName(project.estimate)}: its{" "}
          {answerCount(project.estimate.answers.length)} and its range of{" "}
          {formatMoneyShort(project.estimate.min)} – {formatMoneyShort(project.estimate.max)}. Changing a
          field above prices them against a typical project instead.
        </Text>
      )}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            2. The change order
          </Title>
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
        </Stack>
      </Paper>
      <Stack gap={4}>
        <Button
          size="md"
          onClick={price}
          disabled={Boolean(missing)}
          loading={pricing}
          w={{ base: "100%", sm: "fit-content" }}
        >
          Price the changes
        </Button>
        {missing && (
          <Text size="sm" c="gray.7">
            {missing}
          </Text>
        )}
      </Stack>
      {pricing && !result && (
        <Text size="sm" role="status">
          Pricing the change order…
        </Text>
      )}
      {status.kind === "error" && (
        <Alert color="red" variant="light" role="alert">
          {status.message}
        </Alert>
      )}
      <div ref={resultRef}>
        {result && (
          <ChangesResult
            result={result.result}
            body={result.body}
            onPlace={place}
            basisLabel={result.body.project.answers && project.estimate ? basisName(project.estimate) : null}
          />
        )}
      </div>
    </Stack>
  );
}
