import { useId } from "react";
import { Label } from "../ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import type { BoundList } from "./bound-list";

const ALL = "__all__";

/** A list filter over a fixed set of values, "All …" first (no filter). */
export function FilterSelect<K extends string, V extends string>({
  list,
  field,
  label,
  showLabel = false,
  allLabel,
  options,
  labels,
  className = "w-40",
}: {
  list: BoundList<K, V>;
  field: K;
  /** The control's name: a visible label above it with showLabel, else its aria-label. */
  label: string;
  showLabel?: boolean;
  allLabel: string;
  options: readonly V[];
  /** Each value's words; a value without one shows as it is (currency codes). */
  labels?: Partial<Record<V, string>>;
  /** The trigger's width. */
  className?: string;
}) {
  const id = useId();
  const select = (
    <Select
      value={list.state[field] ?? ALL}
      onValueChange={(v) => list.update({ [field]: v === ALL ? undefined : v } as { [P in K]?: V })}
    >
      <SelectTrigger
        id={showLabel ? id : undefined}
        className={className}
        aria-label={showLabel ? undefined : label}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels?.[option] ?? option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
  if (!showLabel) return select;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="font-normal text-muted-foreground text-xs">
        {label}
      </Label>
      {select}
    </div>
  );
}
