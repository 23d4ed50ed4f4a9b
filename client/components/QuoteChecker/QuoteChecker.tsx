/**
 * The Quote Checker (issue "The Quote Checker"): the project, the quote, and the check of the
 * quote against the engine's local range. No lead form and no contractor list: the visitor keeps
 * the questions for their own contractor.
 */
import { QuoteInput } from "../QuoteInput/QuoteInput";
import { QuoteProjectForm } from "../QuoteProjectForm/QuoteProjectForm";
import { QuoteResult } from "../QuoteResult/QuoteResult";
import { BasisNote, SubmitButton, ToolForm } from "../ToolPage/ToolForm";
import { missingInput, useQuoteChecker } from "./useQuoteChecker";

export function QuoteChecker() {
  const { project, setProject, quote, setQuote, result, status, check, assign, startOver } =
    useQuoteChecker();

  return (
    <ToolForm
      result={result}
      status={status}
      estimate={project.estimate}
      shared={{
        intro: (asOf) => `A shared quote check, as it was computed on ${asOf} prices.`,
        again: "Check another quote",
      }}
      onStartOver={startOver}
      renderResult={(shown, here) => (
        <QuoteResult
          check={shown.result}
          body={shown.body}
          onAssign={here && assign}
          basisLabel={here?.basisLabel}
        />
      )}
    >
      <QuoteProjectForm value={project} onChange={setProject} />
      {project.estimate && (
        <BasisNote
          estimate={project.estimate}
          before="The check will use"
          after=", not a typical project's. Changing a field above checks a typical project instead."
        />
      )}
      <QuoteInput value={quote} onChange={setQuote} />
      <SubmitButton
        label="Check quote"
        onClick={check}
        missing={missingInput(project, quote)}
        loading={status.kind === "running"}
      />
    </ToolForm>
  );
}
