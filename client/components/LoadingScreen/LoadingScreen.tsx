/**
 * The two full-screen loading screens of the question flow (specification §2, §4, §9): "Preparing
 * your cost journey" while the first question loads, and "Finalizing Your Estimate". Steps rotate
 * every 2 s (1.8 s when finalizing), tips every 3 s, and progress creeps up to a cap of 92% (95%).
 * Answers are instant, so callers show these only when a call is actually slow.
 */
import { Center, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import classes from "./LoadingScreen.module.css";

export type LoadingVariant = "prepare" | "finalize";

const VARIANTS = {
  prepare: {
    title: "Preparing your cost journey",
    stepMs: 2000,
    cap: 92,
    steps: [
      "Reading your project type",
      "Applying local cost factors",
      "Choosing the questions that matter most",
      "Setting your starting cost range",
    ],
  },
  finalize: {
    title: "Finalizing Your Estimate",
    stepMs: 1800,
    cap: 95,
    steps: [
      "Combining your ten answers",
      "Pricing the sixteen divisions",
      "Adding the extras you chose",
      "Checking the cost range",
    ],
  },
} as const;

/** Tips shown while waiting; they rotate every 3 s (§4). */
export const LOADING_TIPS = [
  "Tip: keep 10–20% of your budget as a contingency for surprises.",
  "Tip: finishes and mechanical systems move the cost more than most people expect.",
  'Tip: answering "Not sure" keeps the range honest instead of guessing.',
  "Tip: get at least three contractor quotes and compare them with your range.",
];
const TIP_MS = 3000;

export function LoadingScreen({ variant }: { variant: LoadingVariant }) {
  const config = VARIANTS[variant];
  const [tick, setTick] = useState(0);
  const [tip, setTip] = useState(0);
  const [progress, setProgress] = useState(8);

  useEffect(() => {
    const steps = setInterval(() => setTick((t) => t + 1), config.stepMs);
    const tips = setInterval(() => setTip((t) => t + 1), TIP_MS);
    // Creeps toward the cap and never reaches 100% before the call returns.
    const bar = setInterval(
      () => setProgress((p) => Math.min(config.cap, p + (config.cap - p) * 0.12 + 1)),
      250,
    );
    return () => [steps, tips, bar].forEach(clearInterval);
  }, [config]);

  const step = config.steps[tick % config.steps.length];
  return (
    <div className={classes.overlay} role="status" aria-live="polite" aria-label={config.title}>
      <Center h="100%">
        <Paper withBorder shadow="md" p="xl" radius="lg" maw={460} w="90%">
          <Stack gap="md">
            <Title order={2}>{config.title}</Title>
            <Progress.Root size="md">
              <Progress.Section value={Math.round(progress)} aria-label="Progress" animated />
            </Progress.Root>
            <Text fw={600}>{step}…</Text>
            <Text size="sm" c="gray.7">
              {LOADING_TIPS[tip % LOADING_TIPS.length]}
            </Text>
          </Stack>
        </Paper>
      </Center>
    </div>
  );
}

/** True once `active` has lasted longer than `delayMs` (so fast calls show no loading screen). */
export function useSlow(active: boolean, delayMs = 300): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active, delayMs]);
  return active && slow;
}
