/**
 * The drawing estimate (issue "Drawing Estimate, working"): choose or drop a PDF plan set, read
 * on this device (the file is never uploaded) with a progress bar, review what the drawings say,
 * then continue into the question flow with those answers given. A scan with no text asks for the
 * area instead; a PDF that is no drawing set, a file that is no PDF, or a broken one says so.
 */
import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  NumberInput,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconFileUpload } from "@tabler/icons-react";
import { useRef, useState, type DragEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Fact } from "../../../shared/drawings/index";
import { formatNumber } from "../../../shared/format";
import { saveDrawnAnswers, type DrawnAnswer } from "../../drawing-answers";
import { readProjectData } from "../../storage";
import { isStartable, startProject, type StartValues } from "../StartForm/start-values";
import { FactsReview } from "./FactsReview";
import { answersOf } from "./review-logic";
import { ProjectFields } from "./ProjectFields";
import type { PlanSetProblem } from "./read-plan-set";
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

/** A scan: no text to read, so the visitor types the area from the drawings and goes on. */
function Scanned(props: {
  file: string;
  pages: number;
  onContinue: (
    project: { type: NonNullable<StartValues["type"]>; state: string; city: string },
    answers: DrawnAnswer[],
  ) => void;
  onAnother: () => void;
}) {
  const [project, setProject] = useState<StartValues>({ type: null, state: null, city: null });
  const [area, setArea] = useState<number | null>(null);
  const areaOk = area !== null && area >= 100 && area <= 5_000_000;
  const go = () => {
    if (!isStartable(project) || !areaOk) return;
    const name = project.type === "home-improvements" ? "workArea" : "grossArea";
    const fact: Fact = {
      name,
      value: area,
      page: 1,
      sheet: "",
      words: `${formatNumber(area)} SF, typed from the scanned drawings`,
    };
    const answers = answersOf([fact], project.type).map((a) => ({
      ...a,
      source: `typed by you from your scanned drawings (${props.file})`,
    }));
    props.onContinue(project, answers);
  };
  return (
    <Stack gap="lg">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        styles={{ title: { color: "var(--mantine-color-dark-7)" } }}
        title="This PDF is a scan: it has no text to read"
        role="alert"
      >
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          “{props.file}” ({props.pages === 1 ? "1 page" : `${props.pages} pages`}) holds pictures of the
          sheets, not their text, so nothing can be read from it on this device. Type the building's floor
          area from the drawings (the area tabulation or the cover sheet) and go on; the questions ask the
          rest. A PDF exported from CAD or Revit can be read.
        </Text>
      </Alert>
      <NumberInput
        label="Floor area from your drawings (sq ft)"
        description="Gross floor area of the building, or the area of work for a remodel."
        value={area ?? ""}
        onChange={(v) => setArea(typeof v === "number" ? v : null)}
        min={100}
        max={5_000_000}
        thousandSeparator=","
        allowNegative={false}
        decimalScale={0}
        error={area !== null && !areaOk ? "Enter an area from 100 to 5,000,000 sq ft" : undefined}
        w={{ base: "100%", sm: 320 }}
      />
      <ProjectFields value={project} onChange={setProject} />
      <Group gap="sm">
        <Button size="md" disabled={!isStartable(project) || !areaOk} onClick={go}>
          Continue to Questions
        </Button>
        <Button size="md" variant="default" onClick={props.onAnother}>
          Read another file
        </Button>
      </Group>
    </Stack>
  );
}

export function DrawingEstimate() {
  const navigate = useNavigate();
  const { state, read, reset } = useDrawingReader();
  const top = useRef<HTMLDivElement>(null);

  const start = (
    project: { type: NonNullable<StartValues["type"]>; state: string; city: string },
    answers: DrawnAnswer[],
  ) => {
    startProject(project);
    const stored = readProjectData();
    if (stored.status === "ok" && stored.data.timestamp) saveDrawnAnswers(stored.data.timestamp, answers);
    void navigate("/question-flow");
  };
  const another = () => {
    reset();
    top.current?.scrollIntoView({ block: "start" });
  };

  return (
    <Stack gap="lg" ref={top} data-testid="drawing-estimate">
      {state.step === "idle" && <FilePicker onFile={(f) => void read(f)} />}
      {state.step === "reading" && (
        <Reading file={state.file} done={state.progress.done} total={state.progress.total} onCancel={reset} />
      )}
      {state.step === "problem" && (
        <Problem file={state.file} {...PROBLEMS[state.problem]} onAnother={another} />
      )}
      {state.step === "scanned" && (
        <Scanned file={state.file} pages={state.pages} onContinue={start} onAnother={another} />
      )}
      {state.step === "review" && (
        <FactsReview
          file={state.file}
          reading={state.reading}
          read={state.read}
          ms={state.ms}
          onContinue={start}
          onAnother={another}
        />
      )}
    </Stack>
  );
}
