/**
 * A share link to take a project from (a saved estimate's, a Quote Checker result's): the field,
 * its "Use it" button, and what went wrong under them.
 */
import { Button, Group, Text, TextInput } from "@mantine/core";

export interface LinkFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onUse: () => void;
  loading: boolean;
  notice: string | null;
}

export function LinkField({ label, placeholder, value, onChange, onUse, loading, notice }: LinkFieldProps) {
  return (
    <>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          flex={1}
        />
        <Button variant="default" loading={loading} onClick={onUse}>
          Use it
        </Button>
      </Group>
      {notice && (
        <Text size="sm" c="red.8" role="alert">
          {notice}
        </Text>
      )}
    </>
  );
}
