/**
 * Edit from the results page opens a question in edit mode; this note says which estimate is
 * being edited (the project, the place and the range the results showed) and leads back to it
 * unchanged.
 */
import { Anchor, Paper, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { formatMoneyShort } from "../../../shared/format";

/** What the results page passes along with Edit. */
export interface EditingState {
  editing: { min: number; max: number; back: string };
}

function editingOf(state: unknown): EditingState["editing"] | null {
  const e = (state as Partial<EditingState> | null)?.editing;
  return e && typeof e.min === "number" && typeof e.max === "number" && typeof e.back === "string" ? e : null;
}

export function EditingNote({ what, where }: { what: string; where: string }) {
  const editing = editingOf(useLocation().state);
  return (
    <Paper withBorder radius="md" p="sm" bg="blue.0" data-testid="editing-note" role="note">
      <Text size="sm">
        <strong>Editing your estimate:</strong> {what} in {where}
        {editing && (
          <>
            , {formatMoneyShort(editing.min)} – {formatMoneyShort(editing.max)}
          </>
        )}
        . Change this answer and choose Update estimate; your other answers are kept.{" "}
        <Anchor component={Link} to={editing?.back ?? "/cost-estimate"} size="sm">
          Back to the estimate unchanged
        </Anchor>
      </Text>
    </Paper>
  );
}
