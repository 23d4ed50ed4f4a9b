/**
 * The planned construction start (decision record 011): a native select of the months the API
 * accepts, with "Not planned yet" for today's price level. Native, so phones show their own picker.
 */
import { NativeSelect } from "@mantine/core";
import { useMemo } from "react";
import { startOptions } from "./budget-text";

export interface StartDateSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  size?: "xs" | "sm" | "md";
  label?: string;
}

export function StartDateSelect({
  value,
  onChange,
  disabled,
  size = "sm",
  label = "Planned construction start",
}: StartDateSelectProps) {
  const options = useMemo(() => startOptions(), []);
  return (
    <NativeSelect
      label={label}
      size={size}
      value={value ?? ""}
      disabled={disabled}
      data-testid="start-date"
      onChange={(e) => onChange(e.currentTarget.value || null)}
      data={[{ value: "", label: "Not planned yet (today's prices)" }, ...options]}
    />
  );
}
