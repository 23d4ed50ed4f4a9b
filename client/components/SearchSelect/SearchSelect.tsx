/**
 * A searchable single-choice combo box (specification §2 "Combo box behaviour") on Mantine's
 * Combobox, which follows the WAI-ARIA combobox pattern (role="combobox", a listbox of options,
 * aria-activedescendant). Typing filters case-insensitively; with custom input allowed a
 * "Custom: {text}" option is offered; an empty result shows "No options found"; Enter picks the
 * exact match or the first match; Escape closes the list.
 */
import { Combobox, InputBase, useCombobox } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";

export interface SearchSelectProps {
  label: string;
  options: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
  allowCustom?: boolean;
  disabled?: boolean;
  placeholder?: string;
  description?: string;
  /** A message saying why the value cannot be used, shown under the field. */
  error?: string;
}

/** The options shown for a search: matches, plus the custom entry when allowed and not exact. */
export function filterOptions(options: readonly string[], search: string, allowCustom: boolean) {
  const query = search.trim().toLowerCase();
  const matches = query ? options.filter((o) => o.toLowerCase().includes(query)) : [...options];
  const exact = matches.findIndex((o) => o.toLowerCase() === query);
  const custom = allowCustom && query !== "" && exact < 0 ? search.trim() : null;
  return { matches, exact, custom };
}

export function SearchSelect(props: SearchSelectProps) {
  const {
    label,
    options,
    value,
    onChange,
    allowCustom = false,
    disabled,
    placeholder,
    description,
    error,
  } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  // While the visitor types, the input shows their text; otherwise the chosen value, so an outside
  // change of the value (prefill, a cleared city) shows at once.
  const [filtering, setFiltering] = useState(false);

  const { matches, exact, custom } = useMemo(
    () => filterOptions(options, filtering ? search : "", allowCustom),
    [options, search, filtering, allowCustom],
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

  return (
    <Combobox store={combobox} onOptionSubmit={choose} disabled={disabled}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
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
            combobox.closeDropdown();
            setFiltering(false);
          }}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setFiltering(true);
            combobox.openDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={280} style={{ overflowY: "auto" }} aria-label={label}>
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
