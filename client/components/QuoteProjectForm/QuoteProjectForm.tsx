/**
 * The project a quote is for: type, state, city, gross area and quality, entered here or taken in
 * one click from the visitor's last estimate or from a saved estimate's share link.
 */
import { Button, Group, NumberInput, Select } from "@mantine/core";
import { useMemo, useState } from "react";
import { citiesOf, findCity, STATES } from "../../../shared/places";
import { PROJECT_TYPES, type ProjectTypeId } from "../../../shared/project-types";
import { errorMessage, loadEstimate } from "../../api";
import { SearchSelect } from "../SearchSelect/SearchSelect";
import {
  estimateIdOf,
  lastEstimateProject,
  savedEstimateProject,
  type Quality,
  type QuoteProjectValues,
} from "./from-estimate";
import { ToolPanel } from "../ToolPage/ToolPanel";
import { LinkField } from "./LinkField";

const STATE_NAMES = STATES.map((s) => s.name);
const TYPE_OPTIONS = PROJECT_TYPES.map((t) => ({ value: t.id, label: t.label }));
const QUALITY_OPTIONS = [
  { value: "economy", label: "Economy" },
  { value: "standard", label: "Standard" },
  { value: "premium", label: "Premium" },
  { value: "luxury", label: "Luxury" },
];

export interface QuoteProjectFormProps {
  value: QuoteProjectValues;
  onChange: (value: QuoteProjectValues) => void;
}

export function QuoteProjectForm({ value, onChange }: QuoteProjectFormProps) {
  const [last] = useState(lastEstimateProject);
  const [link, setLink] = useState("");
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cities = useMemo(() => (value.state ? citiesOf(value.state).map((c) => c.name) : []), [value.state]);
  const set = (patch: Partial<QuoteProjectValues>) => onChange({ ...value, ...patch });

  const changeState = (state: string | null) =>
    set({ state, city: value.city && state && findCity(state, value.city) ? value.city : null });

  const takeSaved = async () => {
    const id = estimateIdOf(link);
    if (!id) {
      setNotice("Paste a share link of an estimate (…/cost-estimate?id=…) or its 32-character id.");
      return;
    }
    setLoading(true);
    setNotice(null);
    try {
      const project = savedEstimateProject(await loadEstimate(id));
      if (project) onChange(project);
      else setNotice("That saved estimate has no project we can use.");
    } catch (err) {
      setNotice(`Could not load that estimate: ${errorMessage(err, "Please try again.")}`);
    } finally {
      setLoading(false);
    }
  };

  return (
    <ToolPanel title="1. Your project" gap="md">
      {last && (
        <Button variant="light" w="fit-content" onClick={() => onChange(last)}>
          Use my last estimate
        </Button>
      )}
      <LinkField
        label="Or a saved estimate's share link"
        placeholder="https://…/cost-estimate?id=…"
        value={link}
        onChange={setLink}
        onUse={() => void takeSaved()}
        loading={loading}
        notice={notice}
      />
      <Select
        label="Project type"
        placeholder="Choose a project type"
        data={TYPE_OPTIONS}
        value={value.type}
        onChange={(type) => set({ type: type as ProjectTypeId | null })}
        allowDeselect={false}
      />
      <SearchSelect
        label="State"
        placeholder="Search for a state"
        options={STATE_NAMES}
        value={value.state}
        onChange={changeState}
      />
      <SearchSelect
        label="City"
        placeholder={value.state ? "Search or type your city" : "Choose a state first"}
        options={cities}
        value={value.city}
        onChange={(city) => set({ city })}
        allowCustom
        disabled={!value.state}
      />
      <Group grow align="flex-start">
        <NumberInput
          label="Gross floor area (sq ft)"
          description="Leave empty for a typical size"
          value={value.areaSqFt ?? ""}
          onChange={(n) => set({ areaSqFt: typeof n === "number" && n > 0 ? n : null })}
          min={1}
          thousandSeparator=","
          allowDecimal={false}
        />
        <Select
          label="Quality"
          description="Leave empty if not sure"
          placeholder="Not sure"
          data={QUALITY_OPTIONS}
          value={value.quality}
          onChange={(q) => set({ quality: q as Quality | null })}
          clearable
        />
      </Group>
    </ToolPanel>
  );
}
