/** The mark of an answer a plan set gave (/drawing-estimate): a badge and the drawing's words. */
import { Badge, Group, Text } from "@mantine/core";
import { IconFileDescription } from "@tabler/icons-react";

export function DrawingMark({ source }: { source: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="from-drawings">
      <Badge
        variant="light"
        color="teal"
        size="sm"
        leftSection={<IconFileDescription size={12} aria-hidden />}
        style={{ flexShrink: 0 }}
      >
        From your drawings
      </Badge>
      <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
        {source}
      </Text>
    </Group>
  );
}
