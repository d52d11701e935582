import {
  CalendarClock,
  Clock,
  IdCard,
  MessageSquareWarning,
  PlaneTakeoff,
  Receipt,
  Ticket,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import {
  cockpitHref,
  cockpitKindLabels,
  cockpitText,
  dueLabel,
  NO_DEADLINES,
} from "#domain/dashboard/cockpit";
import type { CockpitCounts, CockpitItem } from "#domain/dashboard/dashboard.schema";
import {
  COCKPIT_COUNT_CAP,
  COCKPIT_ITEMS_PER_KIND,
  type CockpitKind,
  cockpitKinds,
} from "#domain/dashboard/dashboard-values";
import { clockIn, todayIn } from "#domain/dates";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { useAgencyTimeZone } from "../../../lib/agency-today";
import { cn } from "../../../lib/utils";

const icons: Record<CockpitKind, ReactNode> = {
  "offer-expiring": <Clock />,
  "invoice-due": <Receipt />,
  "time-limit": <Ticket />,
  "segment-status": <PlaneTakeoff />,
  "passport-expiring": <IdCard />,
  "request-unanswered": <MessageSquareWarning />,
};

const countLabel = (n: number) => (n >= COCKPIT_COUNT_CAP ? `${COCKPIT_COUNT_CAP}+` : String(n));

/** A pressed-or-not button, for the kind filter. */
function Chip({ pressed, onClick, children }: { pressed: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-xs transition-colors",
        "focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2",
        pressed ? "border-primary bg-primary text-primary-foreground" : "border-input hover:bg-accent",
      )}
    >
      {children}
    </button>
  );
}

/** When, in words and as a date: "Tomorrow · 12 May 2026 12:00". */
function When({ item, now }: { item: CockpitItem; now: Date }) {
  const timeZone = useAgencyTimeZone();
  const at = new Date(item.dueAt);
  // The day and time as the agency reads them, wherever the browser is.
  const time = item.allDay ? "" : ` ${clockIn(timeZone, at)}`;
  const late = item.overdue || (!item.allDay && at.getTime() < now.getTime());
  return (
    <span className={cn("shrink-0 text-right text-xs", late ? "text-destructive" : "text-muted-foreground")}>
      <span className="block font-medium text-sm">{dueLabel(item, now, timeZone)}</span>
      {item.kind === "request-unanswered"
        ? null
        : `${formatTripDate(item.allDay ? item.dueDate : todayIn(timeZone, at))}${time}`}
    </span>
  );
}

/**
 * Every date an agent must not miss, soonest first, each linking to where it is handled; filterable by kind.
 * Each kind lists its soonest COCKPIT_ITEMS_PER_KIND, and says so when there are more.
 */
export function DeadlineCockpit({
  items,
  counts,
  now,
}: {
  items: CockpitItem[];
  counts: CockpitCounts;
  now: Date;
}) {
  const [kind, setKind] = useState<CockpitKind | null>(null);
  const today = todayIn(useAgencyTimeZone(), now);
  const shown = kind ? items.filter((item) => item.kind === kind) : items;
  const more = cockpitKinds.filter(
    (k) => (kind === null || kind === k) && counts[k] > COCKPIT_ITEMS_PER_KIND,
  );
  const total = cockpitKinds.reduce((sum, k) => sum + counts[k], 0);
  return (
    <div className="grid grid-cols-1 gap-4">
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        <Chip pressed={kind === null} onClick={() => setKind(null)}>
          All <span className="tabular-nums">{total}</span>
        </Chip>
        {cockpitKinds.map((k) => (
          <Chip key={k} pressed={kind === k} onClick={() => setKind(kind === k ? null : k)}>
            {cockpitKindLabels[k]} <span className="tabular-nums">{countLabel(counts[k])}</span>
          </Chip>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">{NO_DEADLINES}</p>
      ) : (
        <ul className="min-w-0 divide-y">
          {shown.map((item) => (
            <li
              key={`${item.kind}-${item.id}-${item.tripId ?? ""}`}
              className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <span aria-hidden className="mt-0.5 text-muted-foreground [&_svg]:size-4">
                {icons[item.kind] ?? <CalendarClock />}
              </span>
              <div className="min-w-0 flex-1">
                <Link
                  to={cockpitHref(item)}
                  className="font-medium text-sm underline-offset-4 hover:underline"
                >
                  {cockpitText(item, today)}
                </Link>
                <p className="break-words text-muted-foreground text-xs">
                  {[
                    item.clientName,
                    item.amountCents !== null && item.currency
                      ? `${formatMoney(item.amountCents, item.currency)} to pay`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <When item={item} now={now} />
            </li>
          ))}
        </ul>
      )}
      {more.length > 0 ? (
        <p className="text-muted-foreground text-xs">
          Showing the {COCKPIT_ITEMS_PER_KIND} soonest of{" "}
          {more.map((k) => `${countLabel(counts[k])} ${cockpitKindLabels[k].toLowerCase()}`).join(", ")}.
        </p>
      ) : null}
    </div>
  );
}
