/**
 * /drawing-estimate: the specification's title "Drawing-based Estimate" on a tool's page
 * (ToolPage: the Back to Home link and the promo for the conceptual estimate), with the working
 * tool. The build renders it with a skeleton in place of the tool (`skeleton`).
 */
import { DrawingEstimate } from "../components/DrawingEstimate/DrawingEstimate";
import { PageSkeleton } from "../components/PageSkeleton/PageSkeleton";
import { ToolPage } from "../components/ToolPage/ToolPage";

export function DrawingEstimatePage({ skeleton = false }: { skeleton?: boolean }) {
  return (
    <ToolPage
      title="Drawing-based Estimate"
      intro="Choose your PDF plan set: we read the area, stories, rooms and materials its sheets state, show you where each came from, and start your estimate with those answers given."
      promo="No drawings yet?"
    >
      {skeleton ? <PageSkeleton kind="drawings" /> : <DrawingEstimate />}
    </ToolPage>
  );
}
