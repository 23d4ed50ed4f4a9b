/**
 * /quote-checker: the specification's title "Quote Checker" on a tool's page (ToolPage: the Back
 * to Home link and the promo for the conceptual estimate), with the working tool in place of the
 * "coming soon" description. The build renders it with a skeleton in place of the tool
 * (`skeleton`).
 */
import { PageSkeleton } from "../components/PageSkeleton/PageSkeleton";
import { QuoteChecker } from "../components/QuoteChecker/QuoteChecker";
import { ToolPage } from "../components/ToolPage/ToolPage";

export function QuoteCheckerPage({ skeleton = false }: { skeleton?: boolean }) {
  return (
    <ToolPage
      title="Quote Checker"
      intro="Paste or upload a contractor's quote and see where its total and each division sit against the local cost range for a project like yours, with the questions to ask before you sign."
      promo="No quote yet?"
    >
      {skeleton ? <PageSkeleton kind="quote" /> : <QuoteChecker />}
    </ToolPage>
  );
}
