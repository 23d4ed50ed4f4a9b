/** The Coming Soon tools of the specification's route table (the Quote Checker now works). */
import { ComingSoon } from "../components/ComingSoon/ComingSoon";

export function DrawingEstimatePage() {
  return (
    <ComingSoon
      title="Drawing-based Estimate"
      description="Upload your plans and get an estimate built from the quantities in your drawings."
      plannedFeatures={[
        "Upload PDF floor plans, elevations and sections",
        "Areas and quantities measured from the drawings",
        "A division-by-division estimate priced for your city",
      ]}
    />
  );
}

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
