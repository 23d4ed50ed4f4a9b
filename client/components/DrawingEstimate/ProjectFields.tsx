/**
 * The project a plan set is for: its type and place, prefilled from what the drawings say (the
 * title block's city and state, the type the code summary names) and chosen as on the start form,
 * with the same rules (a listed city, or a custom one within decision record 012's rule).
 */
import { Stack } from "@mantine/core";
import { useMemo } from "react";
import { CUSTOM_CITY_RULE, customCityName } from "../../../shared/api/text";
import { citiesOf, findCityOrAlias, STATES } from "../../../shared/places";
import type { ProjectTypeId } from "../../../shared/project-types";
import { ProjectTypePicker } from "../ProjectTypePicker/ProjectTypePicker";
import { SearchSelect } from "../SearchSelect/SearchSelect";
import { isRefusedCity, type StartValues } from "../StartForm/start-values";

const STATE_NAMES = STATES.map((s) => s.name);

export function ProjectFields({
  value,
  onChange,
}: {
  value: StartValues;
  onChange: (v: StartValues) => void;
}) {
  const { type, state, city } = value;
  const cities = useMemo(() => (state ? citiesOf(state).map((c) => c.name) : []), [state]);
  const resolveCity = useMemo(
    () => (text: string) => (state ? findCityOrAlias(state, text)?.name : undefined),
    [state],
  );
  return (
    <Stack gap="lg">
      <ProjectTypePicker value={type} onChange={(t: ProjectTypeId) => onChange({ ...value, type: t })} />
      <SearchSelect
        label="State"
        placeholder="Search for a state"
        options={STATE_NAMES}
        value={state}
        onChange={(next) =>
          onChange({ ...value, state: next, city: city && next && findCityOrAlias(next, city) ? city : null })
        }
      />
      <SearchSelect
        label="City"
        placeholder={state ? "Search or type your city" : "Choose a state first"}
        description="Pick a listed city or type your own."
        options={cities}
        value={city}
        onChange={(text) => {
          const typed = text?.trim() ?? "";
          onChange({
            ...value,
            city:
              !typed || !state
                ? null
                : (findCityOrAlias(state, typed)?.name ?? customCityName(typed) ?? typed),
          });
        }}
        resolve={resolveCity}
        allowCustom
        disabled={!state}
        error={isRefusedCity(state, city) ? `${CUSTOM_CITY_RULE}.` : undefined}
      />
    </Stack>
  );
}
