/**
 * The quote, in one of three forms: its lines pasted as text (or CSV), an uploaded PDF or text
 * file whose text is read here in the browser and shown for review, or only its total. Nothing is
 * uploaded anywhere: a file's text goes into the box below, and only that text is checked.
 */
import {
  Alert,
  Button,
  FileButton,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { MAX_QUOTE_TEXT } from "../../../shared/api/constants";
import { ToolPanel } from "../ToolPage/ToolPanel";
import { NoTextError, pdfText } from "./pdf-text";

/** Largest file read. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type QuoteMode = "paste" | "upload" | "total";

export interface QuoteValues {
  mode: QuoteMode;
  text: string;
  total: number | null;
}

export const SCANNED_MESSAGE =
  "We could not read any text in this PDF: it looks like a scanned or photographed page. Type or paste the quote's lines below, enter its total, or ask the contractor for the quote as a PDF made from their software.";

/** The text of a chosen file: a PDF's text layer, or a text or CSV file as is. */
async function fileText(file: File): Promise<string> {
  if (file.size > MAX_FILE_BYTES)
    throw new Error("That file is larger than 5 MB; a quote's PDF is usually far smaller.");
  const isPdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  return isPdf ? pdfText(await file.arrayBuffer()) : file.text();
}

export interface QuoteInputProps {
  value: QuoteValues;
  onChange: (value: QuoteValues) => void;
}

export function QuoteInput({ value, onChange }: QuoteInputProps) {
  const [reading, setReading] = useState(false);
  const [fileNotice, setFileNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const set = (patch: Partial<QuoteValues>) => onChange({ ...value, ...patch });

  const choose = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    setFileNotice(null);
    try {
      const text = (await fileText(file)).slice(0, MAX_QUOTE_TEXT);
      onChange({ ...value, text });
      setFileNotice({ kind: "ok", text: `Read ${file.name}. Check the text below, then press Check quote.` });
    } catch (err) {
      console.error("Reading the quote file failed", err);
      const text =
        err instanceof NoTextError
          ? SCANNED_MESSAGE
          : `Could not read ${file.name}: ${err instanceof Error ? err.message : "unknown error"}. Paste its text instead.`;
      setFileNotice({ kind: "error", text });
    } finally {
      setReading(false);
    }
  };

  return (
    <ToolPanel title="2. The quote" gap="md">
      <SegmentedControl
        aria-label="How to give the quote"
        value={value.mode}
        onChange={(mode) => set({ mode: mode as QuoteMode })}
        data={[
          { value: "paste", label: "Paste" },
          { value: "upload", label: "Upload" },
          { value: "total", label: "Total only" },
        ]}
        fullWidth
      />
      {value.mode === "upload" && (
        <Stack gap="xs">
          <Text size="sm">
            A PDF or text file of the quote. Its text is read on your device and never sent anywhere else.
          </Text>
          <FileButton
            onChange={(f) => void choose(f)}
            accept="application/pdf,.pdf,text/plain,.txt,text/csv,.csv"
          >
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={18} aria-hidden />}
                loading={reading}
                w="fit-content"
              >
                Choose a PDF or text file
              </Button>
            )}
          </FileButton>
          <div role="status" aria-live="polite">
            {fileNotice && (
              <Alert color={fileNotice.kind === "ok" ? "green" : "orange"} variant="light" p="xs">
                {fileNotice.text}
              </Alert>
            )}
          </div>
        </Stack>
      )}
      {value.mode !== "total" && (
        <Textarea
          label="Quote lines"
          description="One line per item, as on the quote: “Concrete foundation and slab …. $45,300”, “Electrical allowance $12k”, or CSV with a description and an amount column."
          placeholder={"Framing labor & material 88,000\nRoofing ........ $16,900\nElectrical allowance $12k"}
          autosize
          minRows={8}
          maxRows={20}
          maxLength={MAX_QUOTE_TEXT}
          value={value.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
        />
      )}
      <NumberInput
        label={value.mode === "total" ? "Quoted total" : "Quoted total (optional)"}
        description={value.mode === "total" ? undefined : "Only if it is not on a line of the quote"}
        prefix="$"
        thousandSeparator=","
        min={1}
        allowDecimal={false}
        value={value.total ?? ""}
        onChange={(n) => set({ total: typeof n === "number" && n > 0 ? n : null })}
      />
    </ToolPanel>
  );
}
