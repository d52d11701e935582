import type { DashboardScope } from "#domain/dashboard/dashboard-values";
import { cn } from "../../../lib/utils";
import { useAlerts } from "../api/get-alerts";
import { DashboardSection } from "./dashboard-section";
import { DeadlineCockpit } from "./deadline-cockpit";
import { SpecAlerts } from "./spec-alerts";

const scopeLabels: Record<DashboardScope, string> = { mine: "Mine", all: "Whole agency" };

/** Mine / Whole agency, as two pressed-or-not buttons. */
function ScopeSwitch({ scope, onChange }: { scope: DashboardScope; onChange(scope: DashboardScope): void }) {
  return (
    <fieldset className="inline-flex min-w-0 rounded-md border p-0.5">
      <legend className="sr-only">Whose deadlines</legend>
      {(["mine", "all"] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={scope === value}
          onClick={() => onChange(value)}
          className={cn(
            "h-7 cursor-pointer rounded px-2.5 text-xs transition-colors",
            "focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1",
            scope === value ? "bg-primary text-primary-foreground" : "hover:bg-accent",
          )}
        >
          {scopeLabels[value]}
        </button>
      ))}
    </fieldset>
  );
}

/** The Alerts tab: SPEC's three alerts (the agency's), then the deadline cockpit of the chosen scope. */
export function AlertsTab({
  scope,
  onScopeChange,
  now,
}: {
  scope: DashboardScope;
  onScopeChange(scope: DashboardScope): void;
  now: Date;
}) {
  const query = useAlerts(scope);
  const data = query.data;
  const state = {
    loading: query.isPending,
    error: query.isError && !data ? "Error fetching alerts" : null,
    onRetry: () => void query.refetch(),
  };
  return (
    <div className="grid grid-cols-1 gap-4">
      <DashboardSection title="Alerts" empty={null} {...state}>
        {data ? <SpecAlerts figures={data} /> : null}
      </DashboardSection>
      <DashboardSection
        title="Deadlines"
        actions={<ScopeSwitch scope={scope} onChange={onScopeChange} />}
        empty={null}
        {...state}
      >
        {data ? (
          <div className={cn("transition-opacity", query.isPlaceholderData && "opacity-60")}>
            <DeadlineCockpit items={data.cockpit.items} counts={data.cockpit.counts} now={now} />
          </div>
        ) : null}
      </DashboardSection>
    </div>
  );
}
