/**
 * The project start form (specification §2 "Project start form", §5): a project type, a state from
 * a searchable list and a city from that state's list or typed freely. "Continue to Questions"
 * stays disabled until all three are set; changing the state clears a city not in its list. On
 * submit the project data is stored and the visitor goes to the question flow. A project stored by
 * a landing page (city optional) prefills the form.
 *
 * No input is dropped (docs/decisions/015): the form arrives rendered (008) and is a real form
 * before the app loads: native radios and text fields, and a Continue that submits it to
 * /question-flow (start.tsx stores the project it names; a field left empty gets the browser's own
 * message). The first render matches that HTML; just after it, before the browser paints, the form
 * adopts what its fields hold (typed or picked before the app loaded), else the query's values,
 * else the stored project, and only then applies the rules above.
 */
import { Button, Paper, Stack, Text } from "@mantine/core";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { CUSTOM_CITY_RULE, customCityName } from "../../../shared/api/text";
import { citiesOf, findCityOrAlias, STATES } from "../../../shared/places";
import type { ProjectTypeId } from "../../../shared/project-types";
import { readProjectData, saveProjectData } from "../../storage";
import { ProjectTypePicker } from "../ProjectTypePicker/ProjectTypePicker";
import { SearchSelect } from "../SearchSelect/SearchSelect";
import { useZipCheck, ZipField } from "./ZipField";
import {
  hasText,
  isRefusedCity,
  isStartable,
  START_FIELDS,
  startProject,
  startValues,
  zipText,
  type StartText,
  type StartValues,
} from "./start-values";

const STATE_NAMES = STATES.map((s) => s.name);

/** The stored project's values, if one is usable (a landing page stores no city). */
function storedValues(): StartValues {
  const stored = readProjectData();
  if (stored.status !== "ok") return { type: null, state: null, city: null };
  const { constructionType, state, city, zip } = stored.data;
  const values = startValues({ type: constructionType, state, city, zip });
  return { ...values, city: values.state ? values.city : null };
}

/** What the form's fields hold: typed or picked before the app loaded, or nothing. */
function fieldText(form: HTMLFormElement | null): StartText {
  const field = (name: string) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "";
  return {
    type: form?.querySelector<HTMLInputElement>('input[name="type"]:checked')?.value ?? null,
    state: field("state"),
    city: field("city"),
    zip: field("zip"),
  };
}

export function StartForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  // Until the form has adopted its values (just after the first render) every field is usable, as
  // in the HTML the page arrives with.
  const [adopted, setAdopted] = useState(false);
  const [type, setType] = useState<ProjectTypeId | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const [zip, setZip] = useState<string | null>(null);
  // A known ZIP fills a state and a city not chosen yet (its place, by the city rules below).
  const zipCheck = useZipCheck(zip, state, (found) => {
    setState((chosen) => chosen ?? found.state);
    setCity(
      (chosen) =>
        chosen ??
        findCityOrAlias(found.state, found.place)?.name ??
        customCityName(found.place) ??
        found.place,
    );
  });
  const cities = useMemo(() => (state ? citiesOf(state).map((c) => c.name) : []), [state]);
  // decision record 012: a city that is not listed is plain text of at most 60 characters.
  const cityRefused = isRefusedCity(state, city);
  // a ZIP is optional, but one that is typed must be known and in the state chosen
  const zipBlocks = zip !== null && zipCheck.status !== "ok";
  const ready = isStartable({ type, state, city }) && !zipBlocks;

  useLayoutEffect(() => {
    const typed = fieldText(form.current);
    const params = new URLSearchParams(search);
    const sent: StartText = Object.fromEntries(START_FIELDS.map((f) => [f, params.get(f)]));
    const values = hasText(typed) ? startValues(typed) : hasText(sent) ? startValues(sent) : storedValues();
    // A landing page's link (followed before its app had loaded) stores its project, as the
    // hydrated call to action does, so the project is the stored one either way.
    if (!hasText(typed) && hasText(sent) && values.type && values.state) {
      saveProjectData({
        constructionType: values.type,
        state: values.state,
        ...(values.city ? { city: values.city } : {}),
        timestamp: new Date().toISOString(),
      });
    }
    setType(values.type);
    setState(values.state);
    setCity(values.city);
    setZip(zipText(values.zip));
    setAdopted(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render
  }, []);

  // The query's values are the form's now: drop them, so a reload starts from what is stored.
  useEffect(() => {
    if (hasText(Object.fromEntries(new URLSearchParams(search))))
      void navigate({ search: "" }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render
  }, []);

  // Warm the question flow's code while the visitor finishes the form, so Continue is instant.
  useEffect(() => {
    if (type) void import("../../pages/QuestionFlow.page");
  }, [type]);

  const changeState = (next: string | null) => {
    setState(next);
    // §5: changing the state clears a city that is not in the new state's list.
    if (state && city && !(next && findCityOrAlias(next, city))) setCity(null);
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
    const values = { type, state, city };
    if (!isStartable(values) || zipBlocks) return;
    startProject({ ...values, zip });
    void navigate("/question-flow");
  };

  return (
    <Paper
      component="form"
      ref={form}
      method="get"
      action="/question-flow"
      onSubmit={submit}
      withBorder
      p={{ base: "md", sm: "xl" }}
      radius="md"
    >
      <Stack gap="lg">
        <ProjectTypePicker value={type} onChange={setType} name="type" required />
        <SearchSelect
          label="State"
          name="state"
          placeholder="Search for a state"
          options={STATE_NAMES}
          value={state}
          onChange={changeState}
          required
        />
        <SearchSelect
          label="City"
          name="city"
          placeholder={state ? "Search or type your city" : "Choose a state first"}
          description="Pick a listed city or type your own."
          options={cities}
          value={city}
          onChange={chooseCity}
          resolve={resolveCity}
          allowCustom
          required
          disabled={adopted && !state}
          error={cityRefused ? `${CUSTOM_CITY_RULE}.` : undefined}
        />
        <ZipField value={zip} onChange={setZip} check={zipCheck} />
        <Stack gap={4}>
          <Button type="submit" size="md" disabled={adopted && !ready}>
            Continue to Questions
          </Button>
          {!ready && !cityRefused && (
            <Text size="sm" c="gray.7">
              {!zipBlocks || !isStartable({ type, state, city })
                ? "Choose a project type, a state and a city to continue."
                : zipCheck.status === "checking"
                  ? "Checking the ZIP code…"
                  : "Fix the ZIP code, or leave it empty, to continue."}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
