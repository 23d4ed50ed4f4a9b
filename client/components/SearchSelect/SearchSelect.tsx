/**
 * A searchable single-choice combo box (specification §2 "Combo box behaviour") on Mantine's
 * Combobox, which follows the WAI-ARIA combobox pattern (role="combobox", a listbox of options,
 * aria-activedescendant). Typing filters case-insensitively; with custom input allowed a
 * "Custom: {text}" option is offered; an empty result shows "No options found"; Enter picks the
 * exact match or the first match; Escape closes the list. Issue 13: another name of an option
 * ("Brooklyn" for New York City) lists that option first; with custom input allowed, what was typed
 * is kept when the field loses focus; the list always opens below the field, never over the one
 * above it, and is only as tall as the room below.
 *
 * docs/decisions/010: a field that arrives rendered is a plain text field until the app loads; text typed into
 * it by then is adopted when the app starts (the form it sits in adopts the value): still being
 * typed (the field has focus), it stays the search, and the list opens as focusing the field opens
 * it, unless the text already names a value (an option, or any text in a field that takes any):
 * then the list opens with the next key, as typing opens it (opening it at once could catch a
 * click meant for what it covers). Text in a field left before then is kept as if the field had
 * been left, and text naming no option stays shown.
 */
import { Combobox, InputBase, useCombobox } from "@mantine/core";
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
  return { matches, exact, custom };
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

  const { matches, exact, custom } = useMemo(
    () => filterOptions(options, filtering ? search : "", allowCustom, resolve),
    [options, search, filtering, allowCustom, resolve],
  );

  // Enter picks the exact match, else the first match (Mantine's Enter clicks the selected option).
  useEffect(() => {
    if (!combobox.dropdownOpened || !filtering) return;
    if (matches.length > 0) combobox.selectOption(Math.max(exact, 0));
    else if (custom) combobox.selectOption(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run on what changes the list only
  }, [matches, exact, custom, combobox.dropdownOpened, filtering]);

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

  return (
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
          {custom && (
            <Combobox.Option value={custom} key="__custom">
              Custom: {custom}
            </Combobox.Option>
          )}
          {matches.length === 0 && !custom && <Combobox.Empty>No options found</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
