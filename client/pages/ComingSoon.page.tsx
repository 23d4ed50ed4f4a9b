/** The three Coming Soon tools of the specification's route table. */
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

export function QuoteCheckerPage() {
  return (
    <ComingSoon
      title="Quote Checker"
      description="Paste a contractor's quote and see where it sits against the local cost range for a project like yours."
      plannedFeatures={[
        "Compare a quote's total with the range for your city",
        "See which divisions look high or low",
        "Questions to ask your contractor before you sign",
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
