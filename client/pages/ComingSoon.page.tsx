/** The Coming Soon tool of the specification's route table (the Quote Checker and Quote Changes now work). */
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
