/**
 * The three side panels of the results page (specification §2): "Project Requirements" (the items
 * with a count, cost-range lines hidden, a final line with the construction cost range), "Project
 * Overview" (type, location, generated date, construction cost in full) and "Additions from Base
 * Model". The total project cost is the budget's (components/ProjectBudget).
 */
import { Badge, Group, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDollars, formatMoneyShort } from "../../../shared/format";
import { formatAddition } from "../../results";
import type { ResultFigures } from "../ResultsView/figures";

function Panel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function RequirementsPanel({ figures: f }: { figures: ResultFigures }) {
  return (
    <Panel
      id="requirements-title"
      title={
        <Group gap="xs" component="span">
          Project Requirements
          <Badge variant="filled" color="blue" size="lg" aria-label={`${f.requirements.length} items`}>
            {f.requirements.length}
          </Badge>
        </Group>
      }
    >
      <List spacing={4} size="sm">
        {f.requirements.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text fw={700} size="sm" data-testid="requirements-range">
        Construction Cost Range: {formatMoneyShort(f.range.min)} - {formatMoneyShort(f.range.max)}
      </Text>
    </Panel>
  );
}

export function OverviewPanel({ figures: f }: { figures: ResultFigures }) {
  const rows: Array<[string, string]> = [
    ["Type", f.typeLabel],
    ["Location", f.location],
    ["Generated", f.generated],
    ["Construction cost", formatDollars(f.total)],
  ];
  return (
    <Panel id="overview-title" title="Project Overview">
      <Table variant="vertical" withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="45%" fw={400} c="gray.7">
                {label}
              </Table.Th>
              <Table.Td fw={700} data-testid={`overview-${label}`}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Panel>
  );
}

export function AdditionsPanel({ figures: f }: { figures: ResultFigures }) {
  return (
    <Panel id="additions-title" title="Additions from Base Model">
      {f.additions.length === 0 ? (
        <Text size="sm">No specific additions detected</Text>
      ) : (
        <Stack gap={6}>
          {f.additions.map((a) => (
            <Group key={a.name} justify="space-between" wrap="nowrap">
              <Text size="sm">{a.name}</Text>
              <Text size="sm" fw={700}>
                {formatAddition(a.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
