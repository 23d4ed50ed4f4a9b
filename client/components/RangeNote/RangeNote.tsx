/**
 * What the range means (decision record 010): its real percentages around the expected cost and
 * the estimate class, explained in one sentence — in the text, and on the class badge as well,
 * which opens the same sentence on hover, focus or tap.
 */
import { Badge, Popover, Stack, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import type { ResultFigures } from "../ResultsView/figures";

/** The class badge: hover, focus or tap shows what the class means. */
export function EstimateClassBadge(props: { estimateClass: number; text: string; size?: "sm" | "lg" }) {
  const { estimateClass, text, size = "lg" } = props;
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          aria-label={`Class ${estimateClass} estimate: what this means`}
          onMouseEnter={() => setOpened(true)}
          onMouseLeave={() => setOpened(false)}
          onFocus={() => setOpened(true)}
          onBlur={() => setOpened(false)}
          onClick={() => setOpened((o) => !o)}
          data-testid="class-badge"
          style={{ flexShrink: 0 }}
        >
          <Badge variant="outline" color="blue" size={size} style={{ cursor: "help" }}>
            Class {estimateClass} estimate
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The caption under the range: percentages, then the class in one sentence, with the badge. */
export function RangeNote({ figures: f }: { figures: ResultFigures }) {
  return (
    <Stack gap={6} align="flex-start" data-testid="range-note">
      {f.estimateClass && f.classText && (
        <EstimateClassBadge estimateClass={f.estimateClass} text={f.classText} />
      )}
      {f.likelyText && (
        <Text size="md" fw={600} data-testid="likely-range">
          {f.likelyText}
        </Text>
      )}
      <Text size="sm" c="gray.8">
        {f.caption} {f.classText}
      </Text>
    </Stack>
  );
}
