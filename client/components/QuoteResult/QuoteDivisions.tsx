/**
 * Each division of the quote against its local range: quoted amount (with the quote's markups
 * spread pro rata), the range, and a flag — low, in range, high, or no line at all.
 */
import { Badge, Table, Text } from "@mantine/core";
import { formatMoneyShort } from "../../../shared/format";
import type { DivisionCheck } from "../../../shared/api/outputs";
import { ToolPanel } from "../ToolPage/ToolPanel";
import classes from "./QuoteDivisions.module.css";

export const FLAGS = {
  low: { label: "Low", color: "yellow" },
  ok: { label: "In range", color: "green" },
  high: { label: "High", color: "red" },
  missing: { label: "No line", color: "gray" },
} as const;

export function QuoteDivisions({
  divisions,
  markupRate,
}: {
  divisions: DivisionCheck[];
  markupRate: number;
}) {
  if (divisions.length === 0) return null;
  return (
    <ToolPanel title="By division" gap="xs">
      {/* A table on wide screens; on a phone each division stacks as a card (CSS), so the flag and
            the figures it is decided on are seen together without a sideways scroll. The roles
            keep the table's semantics when its rows are displayed as blocks. */}
      <Table
        striped
        className={classes.stacked}
        role="table"
        aria-label="Divisions of the quote against the local range"
      >
        <Table.Thead>
          <Table.Tr role="row">
            <Table.Th role="columnheader">Division</Table.Th>
            <Table.Th role="columnheader" ta="right">
              Quoted
            </Table.Th>
            <Table.Th role="columnheader" ta="right">
              Local range
            </Table.Th>
            <Table.Th role="columnheader">Flag</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {divisions.map((d) => (
            <Table.Tr key={d.division} data-flag={d.flag} role="row" className={classes.divisionRow}>
              <Table.Td role="cell" className={classes.name}>
                {d.division}
              </Table.Td>
              <Table.Td role="cell" ta="right" data-label="Quoted" className={classes.quoted}>
                {d.lines > 0 ? formatMoneyShort(d.compared) : "—"}
              </Table.Td>
              <Table.Td role="cell" ta="right" data-label="Local range" className={classes.range}>
                {formatMoneyShort(d.min)} – {formatMoneyShort(d.max)}
              </Table.Td>
              <Table.Td role="cell" className={classes.flag}>
                <Badge color={FLAGS[d.flag].color} variant="light" c="dark.8">
                  {FLAGS[d.flag].label}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="gray.7">
        {markupRate > 0
          ? `Quoted amounts include the quote's markups (${Math.round(markupRate * 100)}%) spread over its divisions. `
          : ""}
        A division's range is the engine's expected amount for it, scaled by the total's low and high ratios
        and widened, since contractors split work between divisions differently. Flags compare the amounts as
        shown here, to the nearest $1K.
      </Text>
    </ToolPanel>
  );
}
