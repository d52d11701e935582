import { useId } from "react";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import type { BoundList } from "./bound-list";

/** One end of a date range: a labelled date box, empty for no limit. */
function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    // min-w-0: at phone width the two date boxes share the row instead of pushing past it.
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="font-normal text-muted-foreground text-xs">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        className="w-full sm:w-40"
        value={value ?? ""}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  );
}

/** A list's date-range filter over two of its fields: side by side at phone width, each end bounded by the other. */
export function DateRangeFilter<K extends string>({
  list,
  fields: [fromField, toField],
  labels: [fromLabel, toLabel],
}: {
  list: BoundList<K, string>;
  fields: readonly [K, K];
  labels: readonly [string, string];
}) {
  const from = list.state[fromField];
  const to = list.state[toField];
  const set = (field: K) => (value: string | undefined) =>
    list.update({ [field]: value } as { [P in K]?: string });
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-end">
      <DateFilter label={fromLabel} value={from} max={to} onChange={set(fromField)} />
      <DateFilter label={toLabel} value={to} min={from} onChange={set(toField)} />
    </div>
  );
}
