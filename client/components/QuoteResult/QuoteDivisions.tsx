/**
 * Each division of the quote against its local range: quoted amount (with the quote's markups
 * spread pro rata), the range, and a flag — low, in range, high, or no line at all.
 */
import { Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatMoneyShort } from "../../../shared/format";
import type { DivisionCheck } from "../../../shared/api/outputs";

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
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="xs">
        <Title order={2} size="h3">
          By division
        </Title>
        <Table.ScrollContainer
          minWidth={520}
          type="native"
          tabIndex={0}
          role="region"
          aria-label="Divisions, scrollable"
        >
          <Table striped aria-label="Divisions of the quote against the local range">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Division</Table.Th>
                <Table.Th ta="right">Quoted</Table.Th>
                <Table.Th ta="right">Local range</Table.Th>
                <Table.Th>Flag</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {divisions.map((d) => (
                <Table.Tr key={d.division} data-flag={d.flag}>
                  <Table.Td>{d.division}</Table.Td>
                  <Table.Td ta="right">{d.lines > 0 ? formatMoneyShort(d.compared) : "—"}</Table.Td>
                  <Table.Td ta="right">
                    {formatMoneyShort(d.min)} – {formatMoneyShort(d.max)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={FLAGS[d.flag].color} variant="light" c="dark.8">
                      {FLAGS[d.flag].label}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="gray.7">
          {markupRate > 0
            ? `Quoted amounts include the quote's markups (${Math.round(markupRate * 100)}%) spread over its divisions. `
            : ""}
          A division's range is the engine's expected amount for it, scaled by the total's low and high ratios
          and widened, since contractors split work between divisions differently.
        </Text>
      </Stack>
    </Paper>
  );
}
