/**
 * The project a tool's form holds: the visitor's last estimate when there is one, else empty. A
 * field changed by hand leaves the estimate it came from (`keepBasis`): the tool then uses a
 * typical project. `replace` sets the fields as given, estimate and all.
 */
import { useCallback, useState } from "react";
import { EMPTY_PROJECT, keepBasis, lastEstimateProject, type QuoteProjectValues } from "./from-estimate";

export function useQuoteProject() {
  const [project, replace] = useState<QuoteProjectValues>(() => lastEstimateProject() ?? EMPTY_PROJECT);
  const setProject = useCallback(
    (next: QuoteProjectValues) => replace((previous) => keepBasis(next, previous)),
    [],
  );
  return { project, setProject, replace };
}
