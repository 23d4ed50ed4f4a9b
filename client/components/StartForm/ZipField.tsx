/**
 * The start form's optional ZIP code (issue 30): five digits that the worker resolves to a place,
 * county and state (GET /api/zip; the ZIP table never reaches the browser). A known ZIP of the
 * chosen state says where it is; an unknown one, or one of another state, says so, and the form
 * waits until it is fixed or cleared. Empty, it changes nothing: state and city work as before.
 */
import { Loader, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { errorMessage, lookupZip } from "../../api";

/** What the form knows of the ZIP typed. */
export type ZipCheck =
  | { status: "none" }
  | { status: "checking" }
  | { status: "ok"; place: string; county: string; state: string }
  | { status: "error"; message: string };

/** A ZIP the worker knows: its place, county and state. */
export interface ZipFound {
  place: string;
  county: string;
  state: string;
}

/**
 * Checks a ZIP against the state chosen (or none) as the visitor types it; `onFound` hears each
 * known ZIP once its answer arrives (the form fills a state and city not chosen yet from it).
 */
export function useZipCheck(
  zip: string | null,
  state: string | null,
  onFound: (found: ZipFound) => void,
): ZipCheck {
  const key = `${zip ?? ""}|${state ?? ""}`;
  const [answer, setAnswer] = useState<{ key: string; check: ZipCheck } | null>(null);
  const heard = useRef(onFound);
  useEffect(() => {
    heard.current = onFound;
  });
  useEffect(() => {
    if (!zip || zip.length < 5) return;
    let current = true;
    lookupZip(zip, state).then(
      (found) => {
        if (!current) return;
        const known = { place: found.place, county: found.county, state: found.state.name };
        setAnswer({ key, check: { status: "ok", ...known } });
        heard.current(known);
      },
      (err: unknown) => {
        if (current)
          setAnswer({
            key,
            check: { status: "error", message: errorMessage(err, "This ZIP code could not be checked.") },
          });
      },
    );
    return () => {
      current = false;
    };
  }, [zip, state, key]);
  if (!zip) return { status: "none" };
  if (zip.length < 5) return { status: "error", message: "A ZIP code has five digits." };
  return answer?.key === key ? answer.check : { status: "checking" };
}

export function ZipField({
  value,
  onChange,
  check,
}: {
  value: string | null;
  onChange: (zip: string | null) => void;
  check: ZipCheck;
}) {
  // the message shows once the visitor leaves the field or has typed five digits
  const [left, setLeft] = useState(false);
  const error = check.status === "error" && (left || value?.length === 5) ? check.message : undefined;
  const where =
    check.status === "ok"
      ? `${check.place}, ${check.county}, ${check.state}`
      : "Optional: your county's prices.";
  return (
    <TextInput
      label="ZIP code"
      name="zip"
      description={where}
      placeholder="e.g. 62263"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      pattern="[0-9]{5}"
      value={value ?? ""}
      onChange={(event) => {
        setLeft(false);
        onChange(event.currentTarget.value.replace(/\D/g, "").slice(0, 5) || null);
      }}
      onBlur={() => setLeft(true)}
      error={error}
      rightSection={
        check.status === "checking" ? <Loader size="xs" aria-label="Checking the ZIP code" /> : null
      }
      w={{ base: "100%", xs: 340 }}
    />
  );
}
