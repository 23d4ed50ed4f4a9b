/**
 * The pieces of a tool's form and result area that the Quote Checker and Quote Changes share: the
 * note on which estimate the tool uses, the submit button with what is missing, and the frame of
 * the form and its result (ToolForm): the error, the result brought into view on a phone with the
 * estimate it used, or a shared result in place of the form with its "start over" button.
 */
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useEffect, useRef, type ReactNode } from "react";
import { formatMoneyShort } from "../../../shared/format";
import { basisName, type EstimateBasis } from "../QuoteProjectForm/from-estimate";
import type { ToolOutcome, ToolResult, ToolStatus } from "./useToolRun";

const answerCount = (n: number) => `${n} answer${n === 1 ? "" : "s"}`;

/** "{before} your last estimate: its 2 answers and its range of $300K – $500K{after}". */
export function BasisNote({
  estimate,
  before,
  after,
}: {
  estimate: EstimateBasis;
  before: string;
  after: string;
}) {
  return (
    <Text size="sm" data-testid="project-basis" role="status">
      {before} {basisName(estimate)}: its {answerCount(estimate.answers.length)} and its range of{" "}
      {formatMoneyShort(estimate.min)} – {formatMoneyShort(estimate.max)}
      {after}
    </Text>
  );
}

/** The submit button, disabled with the reason shown under it while something is missing. */
export function SubmitButton({
  label,
  onClick,
  missing,
  loading,
}: {
  label: string;
  onClick: () => void;
  missing: string | null;
  loading: boolean;
}) {
  return (
    <Stack gap={4}>
      <Button
        size="md"
        onClick={onClick}
        disabled={Boolean(missing)}
        loading={loading}
        w={{ base: "100%", sm: "fit-content" }}
      >
        {label}
      </Button>
      {missing && (
        <Text size="sm" c="gray.7">
          {missing}
        </Text>
      )}
    </Stack>
  );
}

/** The status's error, if any. */
function ToolError({ status }: { status: ToolStatus }) {
  if (status.kind !== "error") return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {status.message}
    </Alert>
  );
}

/**
 * Where a tool's result shows: a new result computed here is brought into view (on a phone it
 * sits below the form); a shared one is shown in place of the form.
 */
function ResultInView({ result, children }: { result: { shared: boolean } | null; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result && !result.shared) ref.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [result]);
  return <div ref={ref}>{children}</div>;
}

/** Which estimate a result used, in words, when it was sent with the form's estimate's answers. */
function resultBasis(body: { project: { answers?: unknown } }, estimate: EstimateBasis | null | undefined) {
  return body.project.answers && estimate ? basisName(estimate) : null;
}

/** A shared result: what it is, the result, and the button back to an empty form. */
function SharedResult({
  intro,
  again,
  onStartOver,
  children,
}: {
  intro: ReactNode;
  again: string;
  onStartOver: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Text>{intro}</Text>
      {children}
      <Button variant="light" w="fit-content" onClick={onStartOver}>
        {again}
      </Button>
    </Stack>
  );
}

/** A result computed on this page: the visitor may correct it, and it names the estimate it used. */
export interface ResultHere {
  /** Which estimate the result used, in words, when it was sent with the form's estimate's answers. */
  basisLabel: string | null;
}

export interface ToolFormProps<Body, Result> {
  result: ToolResult<Body, Result> | null;
  status: ToolStatus;
  /** The form's estimate, if it was taken from one. */
  estimate: EstimateBasis | null | undefined;
  /** A shared result's intro, from the date of its prices, and its button back to an empty form. */
  shared: { intro: (asOf: string) => string; again: string };
  onStartOver: () => void;
  /** The result; `here` only for one computed on this page, not for a shared one. */
  renderResult: (shown: ToolOutcome<Body, Result>, here?: ResultHere) => ReactNode;
  /** The form's panels and its submit button. */
  children: ReactNode;
}

/**
 * A tool's form and its result: a shared result is shown in place of the form; otherwise the form,
 * the status's error, and the result computed here, brought into view.
 */
export function ToolForm<Body extends { project: { answers?: unknown } }, Result extends { asOf: string }>({
  result,
  status,
  estimate,
  shared,
  onStartOver,
  renderResult,
  children,
}: ToolFormProps<Body, Result>) {
  if (result?.shared) {
    return (
      <SharedResult intro={shared.intro(result.result.asOf)} again={shared.again} onStartOver={onStartOver}>
        {renderResult(result)}
      </SharedResult>
    );
  }
  return (
    <Stack gap="lg">
      {children}
      <ToolError status={status} />
      <ResultInView result={result}>
        {result && renderResult(result, { basisLabel: resultBasis(result.body, estimate) })}
      </ResultInView>
    </Stack>
  );
}
