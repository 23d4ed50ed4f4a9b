/**
 * The quote's lines as read: amount, kind and division. A line the reader could not place has a
 * highlighted select to choose its division; any work line's division can be corrected, and each
 * change checks the quote again.
 */
import { Badge, NativeSelect, Table, Text } from "@mantine/core";
import { DIVISION_NAMES } from "../../../shared/api/constants";
import type { CheckedLine, DivisionName } from "../../../shared/api/outputs";
import { formatDollars } from "../../../shared/format";
import { ToolPanel } from "../ToolPage/ToolPanel";
import classes from "./QuoteResult.module.css";

/** A line's kind in words (a quote's lines and a change order's). */
export const KIND_LABEL = {
  item: "Work",
  allowance: "Allowance",
  exclusion: "Excluded",
  markup: "Markup",
  total: "Total",
} as const;

export interface QuoteLinesProps {
  lines: CheckedLine[];
  /** Called with a line's index and its new division; absent when the check is read-only. */
  onAssign?: (index: number, division: DivisionName | null) => void;
}

export function QuoteLines({ lines, onAssign }: QuoteLinesProps) {
  if (lines.length === 0) return null;
  const unplaced = lines.filter(
    (l) => (l.kind === "item" || l.kind === "allowance") && l.division === null,
  ).length;
  return (
    <ToolPanel title="Lines read from the quote" gap="xs">
      {unplaced > 0 && onAssign && (
        <Text size="sm" role="note">
          {unplaced} line{unplaced === 1 ? "" : "s"} could not be placed: choose a division for{" "}
          {unplaced === 1 ? "it" : "each"} to complete the check.
        </Text>
      )}
      <Table.ScrollContainer
        minWidth={560}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Lines, scrollable"
      >
        <Table aria-label="Lines of the quote">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Division</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, i) => {
              const work = line.kind === "item" || line.kind === "allowance";
              const missing = work && line.division === null;
              return (
                <Table.Tr key={i} className={missing ? classes.unplaced : undefined}>
                  <Table.Td>
                    {line.description}
                    {line.large && (
                      <Badge ml="xs" color="red.9" variant="outline" size="sm">
                        Unusually large
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{line.amount === null ? "—" : formatDollars(line.amount)}</Table.Td>
                  <Table.Td>{KIND_LABEL[line.kind]}</Table.Td>
                  <Table.Td miw={190}>
                    {work && onAssign ? (
                      <NativeSelect
                        aria-label={`Division of “${line.description}”`}
                        size="xs"
                        value={line.division ?? ""}
                        onChange={(e) => onAssign(i, (e.currentTarget.value || null) as DivisionName | null)}
                        data={[
                          { value: "", label: "Choose a division…" },
                          ...DIVISION_NAMES.map((d) => ({ value: d, label: d })),
                        ]}
                        error={missing}
                      />
                    ) : (
                      (line.division ?? "—")
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ToolPanel>
  );
}
