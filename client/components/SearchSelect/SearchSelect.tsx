/**
 * A searchable single-choice combo box (specification §2 "Combo box behaviour") on Mantine's
 * Combobox, which follows the WAI-ARIA combobox pattern (role="combobox", a listbox of options,
 * aria-activedescendant). Typing filters case-insensitively; with custom input allowed a
 * "Custom: {text}" option is offered after the listed matches, and a likely typo of a listed option
 * ("Austn") is asked about first ("Did you mean Austin?"); an empty result shows "No options
 * found"; Enter picks the exact match or the first match; Escape closes the list. Issue 13: another name of an option
 * ("Brooklyn" for New York City) lists that option first; with custom input allowed, what was typed
 * is kept when the field loses focus; the list always opens below the field, never over the one
 * above it, and is only as tall as the room below.
 *
 * docs/decisions/015: a field that arrives rendered is a plain text field until the app loads; text typed into
 * it by then is adopted when the app starts (the form it sits in adopts the value): still being
 * typed (the field has focus), it stays the search, and the list opens as focusing the field opens
 * it, unless the text already names a value (an option, or any text in a field that takes any):
 * then the list opens with the next key, as typing opens it (opening it at once could catch a
 * click meant for what it covers). Text in a field left before then is kept as if the field had
 * been left, and text naming no option stays shown.
 */
import { Anchor, Combobox, InputBase, Text, useCombobox } from "@mantine/core";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

export interface SearchSelectProps {
  label: string;
  /** The field's name in its form (what a submit before the app loads sends). */
  name?: string;
  required?: boolean;
  options: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
  allowCustom?: boolean;
  disabled?: boolean;
  placeholder?: string;
  description?: string;
  /** A message saying why the value cannot be used, shown under the field. */
  error?: string;
  /** The option another name stands for ("Brooklyn" → "New York City"), if any. */
  resolve?: (text: string) => string | undefined;
}

/** The least room the list takes below the field; the page scrolls if the window has less. */
const MIN_LIST_HEIGHT = 160;
const MAX_LIST_HEIGHT = 280;

/** The options shown for a search: matches, plus the custom entry when allowed and not exact. */
export function filterOptions(
  options: readonly string[],
  search: string,
  allowCustom: boolean,
  resolve?: (text: string) => string | undefined,
) {
  const query = search.trim().toLowerCase();
  const matches = query ? options.filter((o) => o.toLowerCase().includes(query)) : [...options];
  const alias = query ? resolve?.(search) : undefined;
  if (alias && options.includes(alias)) {
    // The typed text names a listed option: offer it first, and no custom entry.
    const ordered = [alias, ...matches.filter((o) => o !== alias)];
    const exactAt = ordered.findIndex((o) => o.toLowerCase() === query);
    return { matches: ordered, exact: exactAt >= 0 ? exactAt : 0, custom: null };
  }
  const exact = matches.findIndex((o) => o.toLowerCase() === query);
  const custom = allowCustom && query !== "" && exact < 0 ? search.trim() : null;
  // A likely typo of a listed option ("Austn") is asked about before the custom entry.
  const suggestion = custom && matches.length === 0 ? closeOption(options, custom) : null;
  return suggestion ? { matches, exact, custom, suggestion } : { matches, exact, custom };
}

/**
 * Edits (insert, delete, change, swap of neighbours) that turn a into b, up to `limit`; a larger
 * count is returned as limit + 1.
 */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The listed option a typed name most likely misspells: one edit away for names of 4–7 letters,
 * two for longer ones (shorter names are too often other real places), the closest first.
 */
export function closeOption(options: readonly string[], typed: string): string | null {
  const text = typed.trim().toLowerCase();
  if (text.length < 4) return null;
  const limit = text.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const option of options) {
    const d = editDistance(text, option.toLowerCase(), limit);
    if (d < bestDistance) [best, bestDistance] = [option, d];
  }
  return best;
}

export function SearchSelect(props: SearchSelectProps) {
  const {
    label,
    name,
    required,
    options,
    value,
    onChange,
    allowCustom = false,
    disabled,
    placeholder,
    description,
    error,
    resolve,
  } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  // While the visitor types, the input shows their text; otherwise the chosen value, so an outside
  // change of the value (prefill, a cleared city) shows at once.
  const [filtering, setFiltering] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  /** The option a text names: exactly (any case), or by another name of it. */
  const namedOption = (text: string) => {
    const typed = text.trim();
    if (!typed) return undefined;
    return options.find((o) => o.toLowerCase() === typed.toLowerCase()) ?? resolve?.(typed);
  };

  // Text typed before the app loaded (see above); on a fresh render the field holds the value.
  useLayoutEffect(() => {
    const field = input.current;
    const text = field?.value ?? "";
    if (!field) return;
    const focused = document.activeElement === field;
    if (focused && !(text && (namedOption(text) || allowCustom))) combobox.openDropdown();
    if (text === (value ?? "")) return;
    if (focused) {
      setSearch(text);
      setFiltering(true);
    } else if (!namedOption(text) && !allowCustom) {
      setSearch(text);
      setFiltering(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render
  }, []);

  const { matches, exact, custom, suggestion } = useMemo(
    () => filterOptions(options, filtering ? search : "", allowCustom, resolve),
    [options, search, filtering, allowCustom, resolve],
  );

  // Nothing is selected while typing, so ArrowDown starts at the first listed match (a selection
  // made for Enter would send ArrowDown past it, onto "Custom: …"). Enter with nothing selected
  // picks the exact match, else the first match, else the suggested option, else the custom entry;
  // with an option selected, Mantine's Enter picks it.
  useEffect(() => {
    combobox.resetSelectedOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run on what changes the list only
  }, [matches, custom, suggestion]);
  const enterPick = matches[Math.max(exact, 0)] ?? suggestion ?? custom;

  const choose = (next: string) => {
    onChange(next);
    setFiltering(false);
    combobox.closeDropdown();
  };

  /** Leaving the field keeps what was typed: a custom value, or an option named exactly. */
  const keepTyped = () => {
    const text = search.trim();
    if (!filtering || !text) return;
    const named = namedOption(text);
    if (named) onChange(named);
    else if (allowCustom) onChange(text);
  };

  // A custom value kept although it looks like a typo of a listed option: ask once more.
  const kept = allowCustom && !filtering && value && !namedOption(value) ? closeOption(options, value) : null;

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={choose}
        disabled={disabled}
        position="bottom-start"
        middlewares={{
          flip: false,
          shift: false,
          size: {
            apply({ availableHeight, elements }) {
              const room = Math.max(MIN_LIST_HEIGHT, Math.min(MAX_LIST_HEIGHT, availableHeight - 12));
              elements.floating.style.setProperty("--list-max-height", `${room}px`);
            },
          },
        }}
      >
        <Combobox.Target withExpandedAttribute>
          <InputBase
            ref={input}
            label={label}
            name={name}
            required={required}
            withAsterisk={false}
            description={description}
            error={error}
            styles={{ description: { color: "var(--mantine-color-gray-7)" } }}
            placeholder={placeholder}
            disabled={disabled}
            value={filtering ? search : (value ?? "")}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
            autoComplete="off"
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onKeyDown={(event) => {
              const enter = event.key === "Enter" && !event.nativeEvent.isComposing;
              if (!enter || !combobox.dropdownOpened || !filtering) return;
              if (combobox.getSelectedOptionIndex() !== -1 || !enterPick) return;
              event.preventDefault();
              choose(enterPick);
            }}
            onBlur={() => {
              keepTyped();
              combobox.closeDropdown();
              setFiltering(false);
            }}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setSearch(text);
              setFiltering(true);
              combobox.openDropdown();
              // Text that names an option is that option at once: the next field needs no extra step.
              const named = namedOption(text);
              if (named && named !== value) onChange(named);
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options
            style={{ maxHeight: `var(--list-max-height, ${MAX_LIST_HEIGHT}px)`, overflowY: "auto" }}
            aria-label={label}
          >
            {matches.map((option) => (
              <Combobox.Option value={option} key={option} active={option === value}>
                {option}
              </Combobox.Option>
            ))}
            {suggestion && (
              <Combobox.Option value={suggestion} key="__suggestion">
                Did you mean {suggestion}?
              </Combobox.Option>
            )}
            {custom && (
              <Combobox.Option value={custom} key="__custom">
                Custom: {custom}
              </Combobox.Option>
            )}
            {matches.length === 0 && !custom && <Combobox.Empty>No options found</Combobox.Empty>}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {kept && (
        <Text size="sm" mt={4}>
          Did you mean{" "}
          <Anchor component="button" type="button" size="sm" onClick={() => onChange(kept)}>
            {kept}
          </Anchor>
          ?
        </Text>
      )}
    </>
  );
}
