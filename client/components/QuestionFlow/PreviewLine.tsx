/**
 * Under the options: the range the chosen answer would give, beside the range now, before Next.
 * It keeps its place while nothing is chosen, so the buttons below do not move.
 */
import { Text } from "@mantine/core";
import type { CostEstimate } from "../../../shared/api/outputs";
import { formatMoneyShort } from "../../../shared/format";
import type { OptionPreview } from "./useOptionPreview";

const range = (e: Pick<CostEstimate, "min" | "max">) =>
  `${formatMoneyShort(e.min)} – ${formatMoneyShort(e.max)}`;

export function PreviewLine({ preview, now }: { preview: OptionPreview | null; now: CostEstimate }) {
  return (
    <Text size="sm" c="gray.8" data-testid="answer-preview" aria-live="polite" mih="1.55em">
      {preview ? (
        <>
          With this answer: <strong>{range(preview.estimate)}</strong> (now {range(now)})
        </>
      ) : (
        "Choose an answer to see how it moves the range."
      )}
    </Text>
  );
}
