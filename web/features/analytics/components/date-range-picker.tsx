import { useId } from "react";
import { ANALYTICS_PRESET_MONTHS, presetOf } from "#domain/analytics/analytics-range";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { AnalyticsRangeState } from "./use-analytics-range";

function DateField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id} className="font-normal text-muted-foreground text-xs">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        className="w-full sm:w-40"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // A cleared field keeps the last date: the range always has both ends.
        onChange={(e) => {
          if (e.target.value) onChange(e.target.value);
        }}
      />
      {error ? (
        <p id={errorId} className="max-w-64 text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** From and To dates and the 12 / 24 months presets; every chart of the tab follows them. */
export function DateRangePicker({ state }: { state: AnalyticsRangeState }) {
  const pressed = state.range ? presetOf(state.range, state.today) : null;
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Date range</legend>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-start">
        <DateField
          label="From"
          value={state.from}
          error={state.issue?.field === "from" ? state.issue.message : null}
          onChange={(from) => state.setDates({ from })}
        />
        <DateField
          label="To"
          value={state.to}
          error={state.issue?.field === "to" ? state.issue.message : null}
          onChange={(to) => state.setDates({ to })}
        />
      </div>
      <fieldset className="flex gap-2">
        <legend className="sr-only">Presets</legend>
        {ANALYTICS_PRESET_MONTHS.map((months) => (
          <Button
            key={months}
            type="button"
            size="sm"
            variant={pressed === months ? "default" : "outline"}
            aria-pressed={pressed === months}
            onClick={() => state.choosePreset(months)}
          >
            {months} months
          </Button>
        ))}
      </fieldset>
    </fieldset>
  );
}
