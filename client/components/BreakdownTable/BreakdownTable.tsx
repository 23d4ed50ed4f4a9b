/**
 * "Cost Breakdown by Division" (specification §2, §9): Division, Amount (in thousands) and % of
 * Total, largest first; the top three emphasised; a coloured marker and bar sized against the
 * largest division with the legend Highest / Lower; the caption states the range's real percentages
 * (decision record 010). Cells carry their unit ("$67K", "under $1K", "—").
 */
import { Paper, Table, Text, Title } from "@mantine/core";
import { formatAmountCell, formatShareCell } from "../../../shared/format";
import type { DivisionRow } from "../../results";
import classes from "./BreakdownTable.module.css";

const shade = (color: string) => `var(--mantine-color-${color}-${color === "gray" ? 5 : 6})`;

/** The §9 colours from the largest to the smallest share. */
const LEGEND = ["red", "orange", "yellow", "blue", "cyan", "gray"];

export function BreakdownTable({ rows, caption }: { rows: DivisionRow[]; caption: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      aria-labelledby="breakdown-title"
    >
      <Title order={2} size="h3" id="breakdown-title" mb="sm">
        Cost Breakdown by Division
      </Title>
      <div className={classes.legend} aria-hidden="true">
        <Text size="xs" c="gray.7">
          Highest
        </Text>
        <span
          className={classes.gradient}
          style={{ background: `linear-gradient(90deg, ${LEGEND.map(shade).join(", ")})` }}
        />
        <Text size="xs" c="gray.7">
          Lower
        </Text>
      </div>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={6} captionSide="bottom" className={classes.table}>
          <Table.Caption c="gray.7">
            Amounts split the expected cost. {caption} Bars show each division against the largest.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Division</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
              <Table.Th scope="col" ta="right">
                % of Total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.name} data-top={row.top || undefined} className={classes.row}>
                <Table.Td>
                  <div className={classes.division}>
                    <span
                      className={classes.marker}
                      style={{ background: shade(row.color) }}
                      aria-hidden="true"
                    />
                    <span className={row.top ? classes.topName : undefined}>{row.name}</span>
                  </div>
                  <div className={classes.track} aria-hidden="true">
                    <div
                      className={classes.bar}
                      style={{ width: `${Math.max(row.ratio * 100, 1)}%`, background: shade(row.color) }}
                    />
                  </div>
                </Table.Td>
                <Table.Td ta="right" fw={row.top ? 800 : 400} style={{ whiteSpace: "nowrap" }}>
                  {formatAmountCell(row.amount)}
                </Table.Td>
                <Table.Td ta="right" fw={row.top ? 800 : 400} style={{ whiteSpace: "nowrap" }}>
                  {formatShareCell(row.share)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
