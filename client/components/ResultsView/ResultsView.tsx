/**
 * The results page (specification §2 "Cost estimate page"): the error panel with Try Again, or the
 * summary, the breakdown table and the three panels. Download saves the API's workbook as
 * `cost-estimate-{timestamp}.xlsx`; Share saves the estimate and shares its `/cost-estimate?id=…`
 * link. A failed download is told, not only logged (decision record 013).
 */
import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { BudgetInput, WhatIf } from "../../../shared/api/outputs";
import { downloadEstimate, errorMessage, finalEstimate, type ScenarioAnswers } from "../../api";
import { locationLabel, track } from "../../tracking";
import { saveDrawnAnswers } from "../../drawing-answers";
import { saveBudget, saveFinal, saveProgress, saveProjectData } from "../../storage";
import { AnswersList } from "../AnswersList/AnswersList";
import { BreakdownTable } from "../BreakdownTable/BreakdownTable";
import { BudgetHeadline } from "../ProjectBudget/BudgetHeadline";
import { BudgetPanel } from "../ProjectBudget/BudgetPanel";
import { ComparablesPanel, type VisitorPerSqFt } from "../Comparables/Comparables";
import { useBudget } from "../ProjectBudget/useBudget";
import type { EditingState } from "../QuestionFlow/EditingNote";
import { PartialResults } from "./PartialResults";
import { PrintHeader } from "./PrintHeader";
import { LoadingScreen, useSlow } from "../LoadingScreen/LoadingScreen";
import { PageSkeleton } from "../PageSkeleton/PageSkeleton";
import { AdditionsPanel, OverviewPanel, RequirementsPanel } from "../ResultPanels/ResultPanels";
import { ResultsSummary } from "../ResultsSummary/ResultsSummary";
import { estimateShareLink } from "../ShareButton/estimate-link";
import { shareText } from "../ShareButton/share";
import { ShareButton } from "../ShareButton/ShareButton";
import { resultFigures } from "./figures";
import { useResults, type ResultData } from "./useResults";
import classes from "./ResultsView.module.css";
import { saveFile } from "../../save-file";
import { MAX_SCENARIOS } from "../../../shared/api/constants";
import { formatMoneyShort } from "../../../shared/format";
import type { ChangeActions } from "../WhatIf/WhatIfPanel";
import { changeTitle } from "../WhatIf/change-title";

// What moves your cost and the comparison load after the page: not part of its first load.
const WhatIfPanel = lazy(() => import("../WhatIf/WhatIfPanel").then((m) => ({ default: m.WhatIfPanel })));
const ScenariosPanel = lazy(() => import("../Scenarios/ScenariosPanel"));

const panelFallback = (
  <Paper withBorder radius="md" p="lg" role="status" aria-busy="true" aria-label="Loading">
    <Stack gap="xs">
      <Skeleton height={22} width="40%" />
      <Skeleton height={14} width="80%" />
      <Skeleton height={14} width="70%" />
    </Stack>
  </Paper>
);

/** A scenario's answers as the comparison sends them: bare values in order. */
const valuesOf = (answers: readonly { answer: string | number }[]): ScenarioAnswers =>
  answers.map((a) => a.answer);
const sameValues = (a: ScenarioAnswers, b: ScenarioAnswers) =>
  a.length === b.length && a.every((x, i) => String(x) === String(b[i]));

/** "+$41K" / "-$12K". */
const signed = (n: number) => (n === 0 ? "$0" : `${n > 0 ? "+" : "-"}${formatMoneyShort(Math.abs(n))}`);

/**
 * Edit from the results page: the answers become the flow's progress (a shared estimate becomes the
 * visitor's own journey) and the flow opens at the question, in edit mode.
 */
function useEdit(data: ResultData) {
  const navigate = useNavigate();
  return (questionNumber: number, edit = true) => {
    const timestamp = data.sharedId ? new Date().toISOString() : data.project.timestamp;
    saveProjectData({ ...data.project, timestamp });
    saveProgress(timestamp, data.answers);
    // A shared estimate's drawn answers stay marked in the flow (this browser's own are stored already).
    if (data.sharedId && data.drawn.length > 0) saveDrawnAnswers(timestamp, data.drawn);
    // The question flow names the estimate being edited and leads back to it unchanged.
    const back = data.sharedId ? `/cost-estimate?id=${encodeURIComponent(data.sharedId)}` : "/cost-estimate";
    const state: EditingState | undefined =
      edit && data.costEstimate
        ? { editing: { min: data.costEstimate.min, max: data.costEstimate.max, back } }
        : undefined;
    void navigate(`/question-flow?q=${questionNumber}${edit ? "&edit=1" : ""}`, { state });
  };
}

/** The visitor's construction ranges per sq ft, as the comparables compare them. */
function visitorPerSqFt(data: ResultData): VisitorPerSqFt | null {
  const c = data.comparables;
  const e = data.costEstimate;
  if (!c || !e || !(e.sq_ft > 0)) return null;
  const per = (x: number) => Math.round(x / e.sq_ft);
  return {
    ...c.range.construction,
    likely: e.likely ? { min: per(e.likely.min), max: per(e.likely.max) } : null,
    expected: per(e.expected),
  };
}

/** What the page around the estimate offers: the change applied and Undo, Apply, Compare. */
interface ChangesProps {
  /** The change that gave this estimate (null: the estimate as loaded) and the note after Undo. */
  applied: WhatIf | null;
  undone: boolean;
  onUndo: () => void;
  onApply: (w: WhatIf, budget: BudgetInput) => void;
  applying: string | null;
  applyError: string | null;
  /** Move the focus to the note about the change when the page shows (after Apply or Undo). */
  focusNote: boolean;
  scenarios: readonly ScenarioAnswers[];
  onCompare: (w: WhatIf) => void;
  onRemoveScenario: (index: number) => void;
}

function ChangeNote({ changes, total }: { changes: ChangesProps; total: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (changes.focusNote) ref.current?.focus();
  }, [changes.focusNote]);
  const w = changes.applied;
  if (!w && !changes.undone) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color={w ? "blue" : "gray"}
      variant="light"
      data-testid="change-note"
      data-print="hide"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {w ? (
            <>
              Applied: <strong>{changeTitle(w)}</strong> ({signed(w.constructionDelta.expected)}). The tiles,
              the table and the budget now show this estimate: {formatMoneyShort(total)}.
            </>
          ) : (
            "Undone: the page shows the estimate as it was."
          )}
        </Text>
        {w && (
          <Button size="xs" variant="white" onClick={changes.onUndo} data-testid="undo-change">
            Undo
          </Button>
        )}
      </Group>
    </Alert>
  );
}

function Results({ data, changes }: { data: ResultData; changes: ChangesProps }) {
  const figures = useMemo(() => resultFigures(data), [data]);
  const visitor = useMemo(() => visitorPerSqFt(data), [data]);
  const edit = useEdit(data);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [sharedId, setSharedId] = useState(data.sharedId);
  const budget = useBudget(data);
  const params = {
    project_type: data.project.constructionType,
    location: locationLabel(data.project.city, data.project.state),
  };

  useEffect(() => track("page_view", { page: "cost-estimate", ...params }), []); // eslint-disable-line react-hooks/exhaustive-deps

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const blob = await downloadEstimate(
        {
          projectData: data.project,
          answers: data.answers,
          costBreakdown: data.costBreakdown,
          requirements: data.requirements,
        },
        budget.budget,
      );
      saveFile(blob, `cost-estimate-${Date.now()}.xlsx`);
      track("estimate_downloaded", params);
    } catch (err) {
      console.error("Download failed", err);
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const shareUrl = async () => {
    // A changed budget is another estimate: it gets its own link.
    const link = await estimateShareLink(
      data.project,
      data.answers,
      budget.budget,
      budget.editable ? null : sharedId,
      data.drawn,
    );
    if (link.id) setSharedId(link.id);
    return link;
  };

  const actions: ChangeActions = {
    onApply: (w) => changes.onApply(w, budget.budget),
    applying: changes.applying,
    onCompare: changes.onCompare,
    compared: (w) => changes.scenarios.some((s) => sameValues(s, valuesOf(w.answers))),
    compareFull: changes.scenarios.length >= MAX_SCENARIOS,
  };

  return (
    <Stack gap="xl">
      <PrintHeader sharedId={sharedId} />
      <ChangeNote changes={changes} total={figures.total} />
      <ResultsSummary
        figures={figures}
        headline={
          budget.projectCost && (
            <BudgetHeadline
              projectCost={budget.projectCost}
              construction={figures.total}
              pricing={budget.pricing}
            />
          )
        }
        onDownload={() => void download()}
        downloading={downloading}
        downloadNotice={
          downloadFailed && (
            <Alert color="red" variant="light" p="xs" role="alert" maw={320}>
              Download failed. Please try again in a moment.
            </Alert>
          )
        }
        share={
          <ShareButton
            getUrl={shareUrl}
            text={shareText(figures.total)}
            onShared={() => track("estimate_shared", params)}
          />
        }
      />
      <BudgetPanel budget={budget} construction={figures.total} />
      <div data-print="hide">
        <Stack gap="xl">
          {changes.applyError && (
            <Alert color="red" variant="light" role="alert" title="The change could not be applied">
              {changes.applyError}
            </Alert>
          )}
          <Suspense fallback={panelFallback}>
            <WhatIfPanel
              project={data.project}
              answers={data.answers}
              budget={budget.budget}
              actions={actions}
            />
          </Suspense>
          {changes.scenarios.length > 1 && (
            <Suspense fallback={panelFallback}>
              <ScenariosPanel
                project={data.project}
                budget={budget.budget}
                scenarios={changes.scenarios}
                onRemove={changes.onRemoveScenario}
              />
            </Suspense>
          )}
        </Stack>
      </div>
      {data.comparables && visitor && <ComparablesPanel comparables={data.comparables} visitor={visitor} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <BreakdownTable rows={figures.rows} caption={figures.caption} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <RequirementsPanel figures={figures} />
            <OverviewPanel figures={figures} />
            <AdditionsPanel figures={figures} />
          </Stack>
        </Grid.Col>
      </Grid>
      <AnswersList answered={data} range={figures.range} onEdit={edit} />
    </Stack>
  );
}

function PartialView({ data }: { data: ResultData }) {
  const figures = useMemo(() => resultFigures(data), [data]);
  const edit = useEdit(data);
  return <PartialResults data={data} figures={figures} onEdit={edit} />;
}

export function ResultsView() {
  const state = useResults();
  const slow = useSlow(state.status === "loading");
  if (state.status === "loading") {
    return slow ? <LoadingScreen variant="finalize" /> : <PageSkeleton kind="results" />;
  }
  if (state.status === "invalid-link") {
    return (
      <Paper withBorder radius="md" p="xl" maw={560} mx="auto" role="alert">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            This estimate link is not valid
          </Title>
          <Text>
            The link may be mistyped, or the estimate it pointed to has expired. You can make a new estimate
            in about 5 minutes.
          </Text>
          <Button component={Link} to="/conceptual-estimate">
            Start a new estimate
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (state.status === "error") {
    return (
      <Paper withBorder radius="md" p="xl" maw={560} mx="auto" role="alert">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            Unable to Load Cost Estimate
          </Title>
          <Text>{state.message}</Text>
          <Button onClick={() => window.location.reload()}>Try Again</Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <div className={classes.print}>
      {state.data.partial ? <PartialView data={state.data} /> : <ResultsWithChanges data={state.data} />}
    </div>
  );
}

interface Snapshot {
  data: ResultData;
  applied: WhatIf | null;
}

/** Keeps the visitor's own journey in step with the page (a reload, Edit and the flow see it). */
function persist(d: ResultData) {
  if (!d.stored || !d.costEstimate) return;
  saveFinal(d.answers, d.costEstimate);
  saveProgress(d.project.timestamp, d.answers);
  saveBudget(d.budget);
}

/**
 * The results page with what moves its cost: Apply re-prices the page with a change's answers
 * (POST /api/final-estimate, as the start date and land cost do) and Undo goes back a step; the
 * comparison keeps A (the estimate as loaded) and up to two what-ifs.
 */
function ResultsWithChanges({ data }: { data: ResultData }) {
  const [stack, setStack] = useState<Snapshot[]>([{ data, applied: null }]);
  const [applying, setApplying] = useState<string | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [note, setNote] = useState<{ undone: boolean; focus: boolean }>({ undone: false, focus: false });
  const [scenarios, setScenarios] = useState<ScenarioAnswers[]>(() =>
    data.compare.length > 0 ? [valuesOf(data.answers), ...data.compare].slice(0, MAX_SCENARIOS) : [],
  );
  const current = stack.at(-1)!;

  const apply = async (w: WhatIf, budget: BudgetInput) => {
    if (applying) return;
    setApplying(`${w.questionId}:${String(w.to.answer)}`);
    setApplyError(null);
    try {
      const base = current.data;
      const final = await finalEstimate(base.project, w.answers, budget);
      const next: ResultData = {
        ...base,
        answers: w.answers,
        costBreakdown: final.costBreakdown,
        requirements: Array.isArray(final.requirements) ? final.requirements : [],
        costEstimate: final.costEstimate,
        projectCost: final.projectCost,
        comparables: final.comparables ?? null,
        budget,
        sharedId: null,
        generated: new Date(),
        compare: [],
      };
      persist(next);
      setStack((s) => [...s, { data: next, applied: w }]);
      setNote({ undone: false, focus: true });
    } catch (err) {
      console.error("Applying the change failed", err);
      setApplyError(errorMessage(err, "Please try again."));
    } finally {
      setApplying(null);
    }
  };

  const undo = () => {
    if (stack.length < 2) return;
    const previous = stack.at(-2)!;
    persist(previous.data);
    setStack((s) => s.slice(0, -1));
    setApplyError(null);
    setNote({ undone: previous.applied === null, focus: true });
  };

  const changes: ChangesProps = {
    applied: current.applied,
    undone: note.undone,
    onUndo: undo,
    onApply: (w, budget) => void apply(w, budget),
    applying,
    applyError,
    focusNote: note.focus,
    scenarios,
    onCompare: (w) =>
      setScenarios((s) => {
        const list = s.length > 0 ? s : [valuesOf(stack[0]!.data.answers)];
        const added = valuesOf(w.answers);
        if (list.length >= MAX_SCENARIOS || list.some((x) => sameValues(x, added))) return list;
        return [...list, added];
      }),
    onRemoveScenario: (index) =>
      setScenarios((s) => {
        const left = s.filter((_, i) => i !== index);
        return left.length > 1 ? left : [];
      }),
  };
  // Each estimate is a page of its own: its budget and panels start from its own figures.
  return <Results key={stack.length} data={current.data} changes={changes} />;
}
