/**
 * What a page that needs the app shows until its content is ready (docs/decisions/015: the question flow,
 * results and Quote Checker were blank for seconds): grey blocks in the page's layout, with a
 * status that names what is loading. The build renders it inside the site's frame (prerender.tsx),
 * so the frame and the skeleton paint at once; the page shows the same skeleton while its data
 * loads, so nothing jumps when the app takes over. No controls: nothing here can ignore input.
 */
import { Grid, Stack, VisuallyHidden } from "@mantine/core";
import classes from "./PageSkeleton.module.css";

export type SkeletonKind = "questions" | "results" | "quote" | "changes" | "drawings";

const LABELS: Record<SkeletonKind, string> = {
  questions: "Loading your questions",
  results: "Loading your cost estimate",
  quote: "Loading the Quote Checker",
  changes: "Loading Quote Changes",
  drawings: "Loading the Drawing Estimate",
};

function Block({ h, w = "100%" }: { h: number; w?: number | string }) {
  return <span className={classes.block} style={{ height: h, width: w }} />;
}

function Questions() {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md" className={classes.panel}>
          <Block h={14} w="30%" />
          <Block h={30} w="85%" />
          <Block h={16} w="60%" />
          {[0, 1, 2, 3].map((i) => (
            <Block key={i} h={64} />
          ))}
          <Block h={42} w={140} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md" className={classes.panel}>
          <Block h={48} w={48} />
          <Block h={14} w="50%" />
          <Block h={36} w="80%" />
          <Block h={12} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function Results() {
  return (
    <Stack gap="lg">
      <Block h={34} w="60%" />
      <Block h={18} w="40%" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm" className={classes.panel}>
            <Block h={48} w="50%" />
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Block key={i} h={22} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm" className={classes.panel}>
            <Block h={18} w="70%" />
            <Block h={42} />
            <Block h={42} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Quote() {
  return (
    <Stack gap="lg">
      <Stack gap="md" className={classes.panel}>
        <Block h={24} w="40%" />
        {[0, 1, 2, 3].map((i) => (
          <Block key={i} h={36} />
        ))}
      </Stack>
      <Stack gap="md" className={classes.panel}>
        <Block h={24} w="40%" />
        <Block h={160} />
      </Stack>
      <Block h={42} w={160} />
    </Stack>
  );
}

function Drawings() {
  return (
    <Stack gap="md" className={classes.panel} align="center">
      <Block h={40} w={40} />
      <Block h={18} w="40%" />
      <Block h={42} w={160} />
      <Block h={14} w="70%" />
    </Stack>
  );
}

export function PageSkeleton({ kind }: { kind: SkeletonKind }) {
  return (
    <div data-skeleton={kind} role="status" aria-busy="true">
      <VisuallyHidden>{LABELS[kind]}</VisuallyHidden>
      <div aria-hidden="true">
        {kind === "questions" ? (
          <Questions />
        ) : kind === "results" ? (
          <Results />
        ) : kind === "drawings" ? (
          <Drawings />
        ) : (
          <Quote />
        )}
      </div>
    </div>
  );
}
