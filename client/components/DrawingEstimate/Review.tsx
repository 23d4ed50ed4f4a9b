/**
 * What follows a reading, loaded when a file is chosen (it carries the places data and the number
 * fields): the review of a drawing set's facts, or the area form of a scan; either continues into
 * the question flow with the drawings' answers stored for the new project.
 */
import { Alert, Button, Group, NumberInput, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Fact } from "../../../shared/drawings/index";
import { formatNumber } from "../../../shared/format";
import { saveDrawnAnswers, type DrawnAnswer } from "../../drawing-answers";
import { readProjectData } from "../../storage";
import { isStartable, startProject, type StartValues } from "../StartForm/start-values";
import { FactsReview } from "./FactsReview";
import { ProjectFields } from "./ProjectFields";
import { answersOf } from "./review-logic";
import type { ReaderState } from "./useDrawingReader";

type Start = (
  project: { type: NonNullable<StartValues["type"]>; state: string; city: string },
  answers: DrawnAnswer[],
) => void;

/** A scan: no text to read, so the visitor types the area from the drawings and goes on. */
function Scanned(props: { file: string; pages: number; onContinue: Start; onAnother: () => void }) {
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

export function Review({
  state,
  onAnother,
}: {
  state: Extract<ReaderState, { step: "scanned" | "review" }>;
  onAnother: () => void;
}) {
  const navigate = useNavigate();
  const start: Start = (project, answers) => {
    startProject(project);
    const stored = readProjectData();
    if (stored.status === "ok" && stored.data.timestamp) saveDrawnAnswers(stored.data.timestamp, answers);
    void navigate("/question-flow");
  };
  return state.step === "scanned" ? (
    <Scanned file={state.file} pages={state.pages} onContinue={start} onAnother={onAnother} />
  ) : (
    <FactsReview
      file={state.file}
      reading={state.reading}
      read={state.read}
      ms={state.ms}
      onContinue={start}
      onAnother={onAnother}
    />
  );
}
