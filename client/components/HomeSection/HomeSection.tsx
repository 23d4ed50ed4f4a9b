/** A section of the home page under its heading, which names the section (aria-labelledby). */
import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function HomeSection({
  headingId,
  title,
  children,
}: {
  /** The heading's id, unique on the page: "tools-heading". */
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
