/**
 * A tool's bordered panel under its heading: a step of the form ("1. Your project") or a part of
 * the result ("By division"), the same frame in the Quote Checker and Quote Changes.
 */
import { Paper, Stack, Title, type MantineSpacing } from "@mantine/core";
import type { ReactNode } from "react";

export function ToolPanel({
  title,
  gap,
  children,
}: {
  title: ReactNode;
  /** The space between the heading and what follows it. */
  gap: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap={gap}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
