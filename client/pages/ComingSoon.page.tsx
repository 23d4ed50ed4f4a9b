/**
 * The Coming Soon tools of the specification's route table (the Quote Checker and the Drawing
 * Estimate now work).
 */
import { ComingSoon } from "../components/ComingSoon/ComingSoon";

export function QuoteChangesPage() {
  return (
    <ComingSoon
      title="Quote Changes"
      description="Track change orders against your original quote and see how each one moves your total."
      plannedFeatures={[
        "Log change orders as they come in",
        "See the running total against the original quote",
        "Spot changes priced above the local range",
      ]}
    />
  );
}
