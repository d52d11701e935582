import { SearchInput } from "./search-input";

/** A list's search box: the magnifier, the label and the placeholder; the list hook debounces it. */
export function ListSearch({
  label,
  placeholder = label,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <SearchInput
      className="w-full max-w-sm"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
