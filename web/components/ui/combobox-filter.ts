// What a Combobox offers for what is typed, when it filters its own options (no server search).

export type ComboboxOption = {
  value: string;
  label: string;
  /** Secondary text shown at the end of the row (e.g. an IATA code); also searched. */
  hint?: string;
};

function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** Case- and accent-insensitive match on label and hint; options whose label starts with the query come first. */
export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const q = normalize(query);
  if (q === "") return [...options];
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const label = normalize(option.label);
    if (label.startsWith(q)) starts.push(option);
    else if (label.includes(q) || (option.hint !== undefined && normalize(option.hint).includes(q))) {
      contains.push(option);
    }
  }
  return starts.concat(contains);
}
