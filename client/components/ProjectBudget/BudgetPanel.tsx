/**
 * "What's in / what's out" (decision record 011): every item of the total project cost with
 * its amount, share and source, the construction cost they are added to, and what is not
 * included (land and financing unless entered; escalation without a start date). The planned
 * start and the land cost are set here and re-price the page at once. Amounts are whole dollars,
 * so construction + items = total can be checked to the dollar.
 */
import { CONTINGENCY_VS_RANGE } from "../../../shared/contingency";
import { Alert, Group, List, NumberInput, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { MAX_LAND_COST } from "../../../shared/api/constants";
import { formatDollars, formatPercent } from "../../../shared/format";
import type { Budget } from "./useBudget";
import { monthLabel, priceLevelLine } from "./budget-text";
import { StartDateSelect } from "./StartDateSelect";
import classes from "./ProjectBudget.module.css";

/** Why an item is not in the total, in plain words. */
function notIncludedNote(id: string, source: string): string {
  if (id === "land") return "Not included: enter a land cost above to add it.";
  if (id === "financing") return "Not included: interest and fees of a construction loan.";
  if (id === "escalation") return `Not included: ${source}. Choose a planned start to add it.`;
  return source;
}

function LandCostInput({ budget: b }: { budget: Budget }) {
  const [draft, setDraft] = useState<number | string>(b.budget.landCost ?? "");
  useEffect(() => {
    const value = typeof draft === "number" ? draft : null;
    if (value === (b.budget.landCost ?? null)) return;
    if (value !== null && (value < 0 || value > MAX_LAND_COST)) return;
    const timer = setTimeout(() => b.setLandCost(value), 500);
    return () => clearTimeout(timer);
  }, [draft, b]);
  return (
    <NumberInput
      label="Land cost (optional)"
      description="Added to the total as its own item"
      prefix="$"
      thousandSeparator=","
      allowNegative={false}
      allowDecimal={false}
      min={0}
      max={MAX_LAND_COST}
      value={draft}
      onChange={setDraft}
      data-testid="land-cost"
      w={{ base: "100%", sm: 220 }}
    />
  );
}

export function BudgetPanel({ budget: b, construction }: { budget: Budget; construction: number }) {
  const p = b.projectCost;
  if (!p) return null;
  const included = p.items.filter((i) => i.included);
  const excluded = p.items.filter((i) => !i.included);
  const share = (amount: number) => formatPercent(p.expected > 0 ? amount / p.expected : 0);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="budget-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="budget-title">
            What&apos;s in / what&apos;s out
          </Title>
          <Text size="sm" c="gray.7" className={classes.intro}>
            The total project cost is the construction cost plus what an owner pays beside the contract.{" "}
            {priceLevelLine(p)}.
          </Text>
        </div>
        {b.editable ? (
          <Group align="flex-end" gap="md" data-print="hide">
            <StartDateSelect value={b.budget.startDate} onChange={b.setStartDate} />
            <LandCostInput budget={b} />
          </Group>
        ) : (
          <Text size="sm">
            Planned start:{" "}
            <strong>{b.budget.startDate ? monthLabel(b.budget.startDate) : "not given"}</strong>
            {b.budget.landCost != null && (
              <>
                {" "}
                · Land cost entered: <strong>{formatDollars(b.budget.landCost)}</strong>
              </>
            )}
          </Text>
        )}
        {b.error && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {b.error}
          </Alert>
        )}
        <div className={classes.scroll}>
          <Table verticalSpacing={6} data-testid="budget-table" className={classes.table}>
            <caption className={classes.caption}>
              What&apos;s in: the total project cost, item by item
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Share</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr data-item="construction">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    Construction cost
                  </Text>
                  <Text size="xs" c="gray.7" className={classes.source}>
                    The 16 CSI divisions in the breakdown: the contractor&apos;s price
                  </Text>
                </Table.Td>
                <Table.Td ta="right" data-amount={construction}>
                  {formatDollars(construction)}
                </Table.Td>
                <Table.Td ta="right">{share(construction)}</Table.Td>
              </Table.Tr>
              {included.map((i) => (
                <Table.Tr key={i.id} data-item={i.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {i.name}
                    </Text>
                    <Text size="xs" c="gray.7" className={classes.source}>
                      Source: {i.source}
                    </Text>
                    {i.id === "contingency" ? (
                      <Text size="xs" c="gray.7" className={classes.source} data-testid="contingency-note">
                        {CONTINGENCY_VS_RANGE}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" data-amount={i.amount ?? 0}>
                    {formatDollars(i.amount ?? 0)}
                  </Table.Td>
                  <Table.Td ta="right">{share(i.amount ?? 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-item="total">
                <Table.Th>Total project cost</Table.Th>
                <Table.Th ta="right" data-amount={p.expected} data-testid="budget-total">
                  {formatDollars(p.expected)}
                </Table.Th>
                <Table.Th ta="right">100.0%</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </div>
        <div>
          <Title order={3} size="h5" id="budget-out-title">
            What&apos;s out
          </Title>
          <List size="sm" spacing={4} aria-labelledby="budget-out-title" data-testid="budget-out">
            {excluded.map((i) => (
              <List.Item key={i.id}>
                <strong>{i.name}</strong>: {notIncludedNote(i.id, i.source)}
              </List.Item>
            ))}
            <List.Item>
              <strong>Sales tax on the owner&apos;s own purchases, moving and operating costs</strong>: not
              estimated.
            </List.Item>
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
