/**
 * The results page's headline (decision record 011): the total project cost with its range and
 * price level, and right under it the construction cost that the division table adds up to.
 */
import { Loader, Stack, Text } from "@mantine/core";
import { formatMoneyShort } from "../../../shared/format";
import type { ProjectCost } from "../../../shared/api/outputs";
import { priceLevelLine } from "./budget-text";

export interface BudgetHeadlineProps {
  projectCost: ProjectCost;
  /** The construction (hard) cost: the division table's total. */
  construction: number;
  pricing: boolean;
}

export function BudgetHeadline({ projectCost: p, construction, pricing }: BudgetHeadlineProps) {
  return (
    <Stack gap={2} aria-live="polite" aria-busy={pricing}>
      <Text>
        Total project cost:{" "}
        <Text span fw={800} fz={28} data-testid="project-total">
          {formatMoneyShort(p.expected)}
        </Text>{" "}
        {pricing && <Loader size="xs" aria-label="Updating the budget" />}
      </Text>
      <Text size="sm" data-testid="project-range">
        Range {formatMoneyShort(p.min)} - {formatMoneyShort(p.max)} · {priceLevelLine(p)}
      </Text>
      <Text>
        Construction cost:{" "}
        <Text span fw={700} fz={20} data-testid="total">
          {formatMoneyShort(construction)}
        </Text>{" "}
        <Text span size="sm" c="gray.7">
          (the 16 divisions below; soft costs, escalation and land are in "What's in / what's out")
        </Text>
      </Text>
    </Stack>
  );
}
