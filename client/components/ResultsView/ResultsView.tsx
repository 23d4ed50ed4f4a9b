/**
 * The results page (specification §2 "Cost estimate page"): the error panel with Try Again, or the
 * summary, the breakdown table and the three panels. Download saves the API's workbook as
 * `cost-estimate-{timestamp}.xlsx`; Share saves the estimate and shares its `/cost-estimate?id=…`
 * link. A failed download is told, not only logged (decision record 013).
 */
import { Alert, Button, Grid, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { downloadEstimate } from "../../api";
import { locationLabel, track } from "../../tracking";
import { saveProgress, saveProjectData } from "../../storage";
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

function Results({ data }: { data: ResultData }) {
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
    );
    if (link.id) setSharedId(link.id);
    return link;
  };

  return (
    <Stack gap="xl">
      <PrintHeader sharedId={sharedId} />
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
      <AnswersList project={data.project} answers={data.answers} range={figures.range} onEdit={edit} />
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
      {state.data.partial ? <PartialView data={state.data} /> : <Results data={state.data} />}
    </div>
  );
}
