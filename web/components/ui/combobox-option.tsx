import { CheckIcon } from "lucide-react";
import { cn } from "../../lib/utils";
import type { ComboboxOption } from "./combobox-filter";

/** Height of one option row in px (matches the `h-8` class). Rows are fixed-height so long lists can be windowed. */
export const ROW_HEIGHT = 32;

/** One option of a Combobox's windowed list, placed at its own row's offset. */
export function ComboboxOptionRow({
  id,
  option,
  index,
  count,
  selected,
  active,
  onActivate,
  onSelect,
}: {
  id: string;
  option: ComboboxOption;
  index: number;
  count: number;
  selected: boolean;
  active: boolean;
  onActivate: () => void;
  onSelect: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: options never take focus; the keyboard drives them from the search box via aria-activedescendant.
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      aria-setsize={count}
      aria-posinset={index + 1}
      data-slot="combobox-option"
      data-active={active || undefined}
      className={cn(
        "absolute inset-x-0 flex h-8 cursor-default select-none items-center gap-2 rounded-sm px-2 text-sm",
        active && "bg-accent text-accent-foreground",
      )}
      style={{ top: index * ROW_HEIGHT }}
      onPointerDown={(event) => event.preventDefault()}
      onPointerMove={onActivate}
      onClick={onSelect}
    >
      <CheckIcon
        aria-hidden="true"
        className={cn("size-4 shrink-0", selected ? "opacity-100" : "opacity-0")}
      />
      <span className="min-w-0 flex-1 truncate">{option.label}</span>
      {option.hint ? <span className="shrink-0 text-muted-foreground text-xs">{option.hint}</span> : null}
    </div>
  );
}
