/**
 * The project start form (specification §2 "Project start form", §5): a project type, a state from
 * a searchable list and a city from that state's list or typed freely. "Continue to Questions"
 * stays disabled until all three are set; changing the state clears a city not in its list. On
 * submit the project data is stored and the visitor goes to the question flow. A project stored by
 * a landing page (city optional) prefills the form.
 */
import { Button, Paper, Stack, Text } from "@mantine/core";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { CUSTOM_CITY_RULE, customCityName } from "../../../shared/api/text";
import { citiesOf, findCityOrAlias, findState, STATES } from "../../../shared/places";
import { isProjectTypeId, type ProjectTypeId } from "../../../shared/project-types";
import { readProjectData, saveProjectData, saveProgress } from "../../storage";
import { locationLabel, track } from "../../tracking";
import { ProjectTypePicker } from "../ProjectTypePicker/ProjectTypePicker";
import { SearchSelect } from "../SearchSelect/SearchSelect";

const STATE_NAMES = STATES.map((s) => s.name);

/** The form's starting values from stored project data, if any is usable. */
function initialValues() {
  const stored = readProjectData();
  if (stored.status !== "ok") return { type: null, state: null, city: null };
  const { constructionType, state, city } = stored.data;
  const foundState = findState(state);
  const listed = foundState && city ? findCityOrAlias(foundState, city) : undefined;
  return {
    type: isProjectTypeId(constructionType) ? constructionType : null,
    state: foundState?.name ?? null,
    city: foundState && city ? (listed?.name ?? city.trim()) || null : null,
  };
}

export function StartForm() {
  const navigate = useNavigate();
  const [initial] = useState(initialValues);
  const [type, setType] = useState<ProjectTypeId | null>(initial.type);
  const [state, setState] = useState<string | null>(initial.state);
  const [city, setCity] = useState<string | null>(initial.city);
  const cities = useMemo(() => (state ? citiesOf(state).map((c) => c.name) : []), [state]);
  // decision record 012: a city that is not listed is plain text of at most 60 characters.
  const cityRefused = Boolean(state && city && !findCityOrAlias(state, city) && !customCityName(city));
  const ready = Boolean(type && state && city) && !cityRefused;

  // Warm the question flow's code while the visitor finishes the form, so Continue is instant.
  useEffect(() => {
    if (type) void import("../../pages/QuestionFlow.page");
  }, [type]);

  const changeState = (next: string | null) => {
    setState(next);
    // §5: changing the state clears a city that is not in the new state's list.
    if (city && !(next && findCityOrAlias(next, city))) setCity(null);
  };

  // A typed city: the listed city it names ("Brooklyn" → New York City), else a custom city,
  // title-cased (decision record 012); text the rule refuses is kept so the field says why.
  const chooseCity = (text: string | null) => {
    const typed = text?.trim() ?? "";
    if (!typed || !state) return setCity(null);
    setCity(findCityOrAlias(state, typed)?.name ?? customCityName(typed) ?? typed);
  };
  const resolveCity = useMemo(
    () => (text: string) => (state ? findCityOrAlias(state, text)?.name : undefined),
    [state],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!type || !state || !city || !ready) return;
    const timestamp = new Date().toISOString();
    saveProjectData({ constructionType: type, state, city, timestamp });
    saveProgress(timestamp, []);
    track("cta_clicked", {
      cta: "continue_to_questions",
      project_type: type,
      location: locationLabel(city, state),
    });
    void navigate("/question-flow");
  };

  return (
    <Paper component="form" onSubmit={submit} withBorder p={{ base: "md", sm: "xl" }} radius="md" noValidate>
      <Stack gap="lg">
        <ProjectTypePicker value={type} onChange={setType} />
        <SearchSelect
          label="State"
          placeholder="Search for a state"
          options={STATE_NAMES}
          value={state}
          onChange={changeState}
        />
        <SearchSelect
          label="City"
          placeholder={state ? "Search or type your city" : "Choose a state first"}
          description="Pick a listed city or type your own."
          options={cities}
          value={city}
          onChange={chooseCity}
          resolve={resolveCity}
          allowCustom
          disabled={!state}
          error={cityRefused ? `${CUSTOM_CITY_RULE}.` : undefined}
        />
        <Stack gap={4}>
          <Button type="submit" size="md" disabled={!ready}>
            Continue to Questions
          </Button>
          {!ready && !cityRefused && (
            <Text size="sm" c="gray.7">
              Choose a project type, a state and a city to continue.
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
