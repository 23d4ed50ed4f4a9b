/**
 * The drawing estimate (issue "Drawing Estimate, working"): choose or drop a PDF plan set, read
 * on this device (the file is never uploaded) with a progress bar, review what the drawings say,
 * then continue into the question flow with those answers given. A scan with no text asks for the
 * area instead; a PDF that is no drawing set, a file that is no PDF, or a broken one says so.
 */
import { Alert, Anchor, Button, FileButton, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconFileUpload } from "@tabler/icons-react";
import { lazy, Suspense, useRef, useState, type DragEvent } from "react";
import { Link } from "react-router";
import type { PlanSetProblem } from "./read-plan-set";
import { PageSkeleton } from "../PageSkeleton/PageSkeleton";
import { useDrawingReader } from "./useDrawingReader";
import classes from "./DrawingEstimate.module.css";

const PROBLEMS: Record<PlanSetProblem | "not-drawings", { title: string; text: string }> = {
  "not-pdf": {
    title: "This file is not a PDF",
    text: "The drawing estimate reads PDF plan sets, as CAD and Revit export them. Choose a .pdf file.",
  },
  broken: {
    title: "This PDF could not be read",
    text: "The file looks damaged or incomplete. Export or download it again and choose it here.",
  },
  password: {
    title: "This PDF is protected by a password",
    text: "Open it with its password and save a copy without one, then choose that copy.",
  },
  "too-large": {
    title: "This file is too large to read here",
    text: "Files up to 200 MB are read. Choose a smaller set, or the sheets with the area tabulation, the code summary and the floor plans.",
  },
  "not-drawings": {
    title: "This PDF does not look like a drawing set",
    text: "It has text, but no sheet numbers, plan titles or scales. Choose the plan set itself, or start the conceptual estimate and answer the questions yourself.",
  },
};

function FilePicker({ onFile }: { onFile: (file: File) => void }) {
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      className={classes.drop}
      data-over={over || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="drop-zone"
    >
      <Stack gap="sm" align="center">
        <IconFileUpload size={40} aria-hidden />
        <Text fw={700} ta="center">
          Drop a PDF plan set here
        </Text>
        <FileButton onChange={(f) => f && onFile(f)} accept="application/pdf,.pdf">
          {(props) => (
            <Button {...props} size="md">
              Choose a PDF
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="gray.7" ta="center">
          Read on this device: your drawings are never uploaded. Sets of 60 sheets and 30 MB take a few
          seconds.
        </Text>
      </Stack>
    </div>
  );
}

function Reading({
  file,
  done,
  total,
  onCancel,
}: {
  file: string;
  done: number;
  total: number;
  onCancel: () => void;
}) {
  const value = total > 0 ? Math.round((done / total) * 100) : 0;
  const label = total > 0 ? `Reading page ${done} of ${total}` : "Opening the file";
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Text fw={700} style={{ overflowWrap: "anywhere" }}>
          Reading “{file}”
        </Text>
        <Progress
          value={value}
          size="lg"
          aria-label={label}
          aria-valuetext={label}
          animated={total === 0}
          striped={total === 0}
        />
        <Text size="sm" role="status" aria-live="polite" data-testid="reading-status">
          {label}
        </Text>
        <Button variant="default" w="fit-content" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Paper>
  );
}

function Problem(props: { file: string; title: string; text: string; onAnother: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={props.title}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          “{props.file}”: {props.text}
        </Text>
        <Group gap="sm">
          <Button size="sm" onClick={props.onAnother}>
            Choose another file
          </Button>
          <Anchor component={Link} to="/conceptual-estimate" size="sm">
            Start the conceptual estimate instead
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The review and the scan's form: loaded when a file is chosen (they carry the places data). */
const Review = lazy(() => import("./Review").then((m) => ({ default: m.Review })));

export function DrawingEstimate() {
  const { state, read, reset } = useDrawingReader();
  const top = useRef<HTMLDivElement>(null);
  const another = () => {
    reset();
    top.current?.scrollIntoView({ block: "start" });
  };
  const choose = (file: File) => {
    void import("./Review");
    void read(file);
  };

  return (
    <Stack gap="lg" ref={top} data-testid="drawing-estimate">
      {state.step === "idle" && <FilePicker onFile={choose} />}
      {state.step === "reading" && (
        <Reading file={state.file} done={state.progress.done} total={state.progress.total} onCancel={reset} />
      )}
      {state.step === "problem" && (
        <Problem file={state.file} {...PROBLEMS[state.problem]} onAnother={another} />
      )}
      {(state.step === "scanned" || state.step === "review") && (
        <Suspense fallback={<PageSkeleton kind="drawings" />}>
          <Review state={state} onAnother={another} />
        </Suspense>
      )}
    </Stack>
  );
}
