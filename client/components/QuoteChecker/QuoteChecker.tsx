/**
 * The Quote Checker (issue "The Quote Checker"): the project, the quote, and the check of the
 * quote against the engine's local range. No lead form and no contractor list: the visitor keeps
 * the questions for their own contractor.
 */
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { formatMoneyShort } from "../../../shared/format";
import { QuoteInput } from "../QuoteInput/QuoteInput";
import { basisName } from "../QuoteProjectForm/from-estimate";
import { QuoteProjectForm } from "../QuoteProjectForm/QuoteProjectForm";
import { QuoteResult } from "../QuoteResult/QuoteResult";
import { missingInput, useQuoteChecker } from "./useQuoteChecker";

const answerCount = (n: number) => `${n} answer${n === 1 ? "" : "s"}`;

export function QuoteChecker() {
  const { project, setProject, quote, setQuote, result, status, check, assign, startOver } =
    useQuoteChecker();
  const missing = missingInput(project, quote);
  const resultRef = useRef<HTMLDivElement>(null);
  const checking = status.kind === "running";

  // Bring the result into view on a phone, where it sits below the form.
  useEffect(() => {
    if (result && !result.shared) resultRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [result]);

  if (result?.shared) {
    return (
      <Stack gap="lg">
        <Text>A shared quote check, as it was computed on {result.result.asOf} prices.</Text>
        <QuoteResult check={result.result} body={result.body} />
        <Button variant="light" w="fit-content" onClick={startOver}>
          Check another quote
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <QuoteProjectForm value={project} onChange={setProject} />
      {project.estimate && (
        <Text size="sm" data-testid="project-basis" role="status">
          The check will use {basisName(project.estimate)}: its {answerCount(project.estimate.answers.length)}{" "}
          and its range of {formatMoneyShort(project.estimate.min)} – {formatMoneyShort(project.estimate.max)}
          , not a typical project's. Changing a field above checks a typical project instead.
        </Text>
      )}
      <QuoteInput value={quote} onChange={setQuote} />
      <Stack gap={4}>
        <Button
          size="md"
          onClick={check}
          disabled={Boolean(missing)}
          loading={checking}
          w={{ base: "100%", sm: "fit-content" }}
        >
          Check quote
        </Button>
        {missing && (
          <Text size="sm" c="gray.7">
            {missing}
          </Text>
        )}
      </Stack>
      {status.kind === "error" && (
        <Alert color="red" variant="light" role="alert">
          {status.message}
        </Alert>
      )}
      <div ref={resultRef}>
        {result && (
          <QuoteResult
            check={result.result}
            body={result.body}
            onAssign={assign}
            basisLabel={result.body.project.answers && project.estimate ? basisName(project.estimate) : null}
          />
        )}
      </div>
    </Stack>
  );
}
