/**
 * Retake (specification §2): clears the journey and returns to the form. Once the visitor has
 * answered a question it asks first (issue 13), so a slip does not lose their answers.
 */
import { Button, Group, Modal, Stack, Text, type ButtonProps } from "@mantine/core";
import { useState } from "react";

export function RetakeButton(
  props: { onRetake: () => void; confirm: boolean; disabled?: boolean } & Pick<ButtonProps, "size">,
) {
  const { onRetake, confirm, disabled, size } = props;
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size={size}
        onClick={() => (confirm ? setConfirming(true) : onRetake())}
        disabled={disabled}
      >
        Retake
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Start over?"
        centered
        radius="md"
        padding="lg"
        size="md"
        overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
        styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
      >
        <Stack gap="lg">
          <Text>Your answers so far will be cleared, and you start again from the project form.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Keep my answers
            </Button>
            <Button color="red" onClick={onRetake}>
              Start over
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
