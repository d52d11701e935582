import { type ComponentProps, Fragment, type ReactNode } from "react";
import { MergeChoiceCardLoading } from "./merge-choice-card";
import { MergeOutcome } from "./merge-outcome";

/**
 * A merge's choice of the record that stays: the two side by side as radio cards (a card still loading
 * meanwhile), then what the merge would move.
 */
export function MergeSurvivorChoice({
  legend,
  showLegend = false,
  ids,
  card,
  outcome,
}: {
  legend: string;
  /** A visible legend, for a form where the choice follows other fields. */
  showLegend?: boolean;
  ids: readonly string[];
  /** The record's radio card; null while its summary is not known yet. */
  card: (id: string) => ReactNode;
  outcome: ComponentProps<typeof MergeOutcome>;
}) {
  return (
    <>
      <fieldset className="grid gap-3">
        <legend className={showLegend ? "mb-1 font-medium text-sm" : "sr-only"}>{legend}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ids.map((id) => (
            <Fragment key={id}>{card(id) ?? <MergeChoiceCardLoading />}</Fragment>
          ))}
        </div>
      </fieldset>
      <MergeOutcome {...outcome} />
    </>
  );
}

/** The choice step's submit: "Merge…", held until the preview for this choice says nothing blocks it. */
export function mergeChoiceSubmit(current: { blockedReason: string | null } | undefined) {
  return {
    busy: false,
    submitLabel: "Merge…",
    submitVariant: "destructive" as const,
    submitDisabled: !current || current.blockedReason !== null,
  };
}
