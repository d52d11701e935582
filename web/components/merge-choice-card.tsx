import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/utils";
import { Badge } from "./ui/badge";
import { Spinner } from "./ui/spinner";

/**
 * One of the two records of a merge (clients, passengers) as a radio card: "Keep <name>" chooses it as
 * the one that stays; below, what tells the two apart and what hangs off it, to compare side by side.
 */
export function MergeChoiceCard({
  name,
  kept,
  radio,
  meta,
  details,
  counts,
}: {
  name: string;
  kept: boolean;
  /** The radio input's props (react-hook-form's register plus value). */
  radio: ComponentProps<"input">;
  /** A small line under the name (kind, when it was added). */
  meta?: ReactNode;
  details: [label: string, value: string | null][];
  /** What hangs off the record, in words: "2 trips and 1 booking". */
  counts: string;
}) {
  return (
    <div
      className={cn(
        "grid content-start gap-3 rounded-lg border p-4 text-sm",
        kept ? "border-primary ring-1 ring-primary" : "border-dashed",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <label className="flex min-w-0 cursor-pointer items-start gap-2 font-medium">
          <input type="radio" className="mt-0.5 size-4 shrink-0 accent-primary" {...radio} />
          <span className="min-w-0 break-words">
            Keep <span className="font-semibold">{name}</span>
          </span>
        </label>
        {kept ? <Badge variant="success">Stays</Badge> : <Badge variant="outline">Merged away</Badge>}
      </div>
      {meta ? <p className="text-muted-foreground text-xs">{meta}</p> : null}
      <dl className="grid gap-1">
        {details.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={cn("break-words", !value && "text-muted-foreground")}>{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <p>{counts}</p>
    </div>
  );
}

/** Where a record's card goes while its details are on their way. */
export function MergeChoiceCardLoading() {
  return (
    <div className="flex h-40 items-center justify-center gap-2 rounded-lg border text-muted-foreground text-sm">
      <Spinner />
      Loading
    </div>
  );
}
