/**
 * The question flow screen (specification §2 "Question flow"): questions on the left, the live
 * estimate on the right (stacked on phones), the error banner of the catalogue (§8), and the
 * loading screens — shown only when a call is slow, since answers normally arrive at once.
 */
import { Alert, Button, Grid, Group, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { formatMoneyShort } from "../../../shared/format";
import { projectTypeById } from "../../../shared/project-types";
import { LiveEstimate } from "../LiveEstimate/LiveEstimate";
import { LoadingScreen, useSlow } from "../LoadingScreen/LoadingScreen";
import { PageSkeleton } from "../PageSkeleton/PageSkeleton";
import { LiveBudget } from "../ProjectBudget/LiveBudget";
import { readBudget } from "../../storage";
import { estimateShareLink } from "../ShareButton/estimate-link";
import { shareText } from "../ShareButton/share";
import classes from "./QuestionPanel.module.css";
import { PreviewLine } from "./PreviewLine";
import { boundsError, QuestionPanel } from "./QuestionPanel";
import { useOptionPreview } from "./useOptionPreview";
import { EditingNote } from "./EditingNote";
import { DrawnHere, DrawnSoFar } from "./FromDrawings";
import { RetakeButton } from "./RetakeButton";
import { useQuestionFlow } from "./useQuestionFlow";

// With all ten answers given, the live panel shows what moves the cost (loaded only then).
const WhatIfPanel = lazy(() => import("../WhatIf/WhatIfPanel").then((m) => ({ default: m.WhatIfPanel })));

export function QuestionFlow() {
  const flow = useQuestionFlow();
  const slow = useSlow(flow.busy !== null);
  const { project, current } = flow;
  const preview = useOptionPreview({
    project,
    answers: flow.answers,
    question: current?.question ?? null,
    questionNumber: flow.questionNumber,
    draft: flow.draft,
    enabled: flow.busy === null && !(current && boundsError(current.question, flow.draft)),
  });
  const type = project ? projectTypeById(project.constructionType) : undefined;
  // Mid-flow Share saves the answers so far (a partial estimate) and shares its link.
  const shareSoFar = async () => {
    if (!project) throw new Error("No project yet");
    return estimateShareLink(project, flow.answers, readBudget(), null, flow.drawn);
  };

  // A failure is shown where the visitor is looking: the banner scrolls into view (phones).
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (flow.error) bannerRef.current?.scrollIntoView({ block: "start" });
  }, [flow.error]);

  const banner = flow.error && (
    <Alert
      ref={bannerRef}
      className={classes.panel}
      color={flow.error.retry ? "blue" : "red"}
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={flow.error.retry ? "We could not load your questions" : "Something went wrong"}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        {flow.error.message}
        {flow.error.retry && (
          <Group gap="sm">
            <Button size="xs" onClick={flow.retry}>
              Try again
            </Button>
            <RetakeButton size="xs" onRetake={flow.retake} confirm={flow.hasProgress} />
          </Group>
        )}
      </Stack>
    </Alert>
  );

  if (!project || !current) {
    return (
      <Stack gap="md">
        {slow && flow.busy === "init" && <LoadingScreen variant="prepare" />}
        {banner}
        {!flow.error && <PageSkeleton kind="questions" />}
      </Stack>
    );
  }

  const estimate = current.estimate;
  return (
    <>
      {slow && flow.busy === "final" && <LoadingScreen variant="finalize" />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {banner}
            {/* On phones the live panel sits below the questions; this bar keeps the range in view. */}
            <Text
              hiddenFrom="md"
              size="sm"
              aria-hidden="true"
              data-testid="phone-range"
              className={classes.phoneRange}
            >
              Estimated range:{" "}
              <strong>
                {formatMoneyShort(estimate.min)} - {formatMoneyShort(estimate.max)}
              </strong>
            </Text>
            {flow.editing && (
              <EditingNote
                what={type?.label ?? project.constructionType}
                where={[project.city, project.state].filter(Boolean).join(", ")}
              />
            )}
            <DrawnHere drawn={flow.drawn} current={current.question} draft={flow.draft} />
            <QuestionPanel
              question={current.question}
              questionNumber={flow.questionNumber}
              draft={flow.draft}
              onDraft={flow.setDraft}
              busy={flow.busy}
              slow={slow}
              onNext={() => void flow.next()}
              onPrevious={flow.previous}
              onRetake={flow.retake}
              confirmRetake={flow.answeredAny}
              editing={flow.editing}
              preview={<PreviewLine preview={preview} now={estimate} />}
            />
            <DrawnSoFar
              drawn={flow.drawn}
              asked={flow.asked}
              answers={flow.answers}
              onChange={(n) => flow.go(n)}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <LiveEstimate
            typeId={project.constructionType}
            typeLabel={type?.label ?? project.constructionType}
            location={`${project.city}, ${project.state}`}
            estimate={estimate}
            initial={flow.initial}
            previous={flow.estimateBefore}
            locationFigure={current.location}
            kinds={current.kinds}
            shareUrl={shareSoFar}
            shareText={shareText(estimate.expected ?? estimate.max)}
            budget={<LiveBudget project={project} answers={flow.answers} projectCost={current.projectCost} />}
          />
          {flow.finished && (
            <Suspense fallback={null}>
              <Stack mt="lg">
                <WhatIfPanel project={project} answers={flow.finished} budget={readBudget()} compact />
              </Stack>
            </Suspense>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
