/**
 * /quote-changes: the title "Quote Changes" on a tool's page (ToolPage: the Back to Home link and
 * the promo for the conceptual estimate), with the working tool in place of its former Coming
 * Soon page. The build renders it with a skeleton in place of the tool (`skeleton`).
 */
import { PageSkeleton } from "../components/PageSkeleton/PageSkeleton";
import { QuoteChanges } from "../components/QuoteChanges/QuoteChanges";
import { ToolPage } from "../components/ToolPage/ToolPage";

export function QuoteChangesPage({ skeleton = false }: { skeleton?: boolean }) {
  return (
    <ToolPage
      title="Quote Changes"
      intro="Paste a contractor's change order and see what each line changes in your estimate, what the engine prices that change at here, and whether the price is low, fair or high — with the questions to ask about markups, credits and allowances."
      promo="No estimate yet?"
    >
      {skeleton ? <PageSkeleton kind="changes" /> : <QuoteChanges />}
    </ToolPage>
  );
}
