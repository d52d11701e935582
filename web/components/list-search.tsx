import { SearchIcon } from "lucide-react";
import { Input } from "./ui/input";

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
    <div className="relative w-full max-w-sm">
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
