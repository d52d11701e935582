import type { ComponentProps } from "react";

/** A likely duplicate offered for a merge, as a radio row: its name, what identifies it, and why it is offered. */
export function MergeCandidateOption({
  name,
  identity,
  note,
  radio,
}: {
  name: string;
  identity: string;
  note: string;
  radio: ComponentProps<"input">;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary">
      <input type="radio" className="mt-0.5 size-4 shrink-0 accent-primary" {...radio} />
      <span className="grid min-w-0 gap-0.5">
        <span className="break-words font-medium">{name}</span>
        <span className="break-words text-muted-foreground">{identity}</span>
        <span className="text-muted-foreground text-xs">{note}</span>
      </span>
    </label>
  );
}
