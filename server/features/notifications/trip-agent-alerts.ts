import { trips } from "../../db/schema/trips";
import type { Change } from "../../kernel/mutate";
import { type NotifyInput, notify, tripAgentIds } from "./notifications.service";

// An alert about something on a trip goes to the trip's agent (the admins when it has none).

/** The trip columns every trip alert's query selects beside its own. */
export const alertTripColumns = { tripId: trips.id, tripTitle: trips.title, ownerId: trips.ownerId };

type AlertRow = { tripId: string; ownerId: string | null };

/**
 * Tells each row's trip agent what `alert` drafts of it (null: nothing to tell, once per dedupe key); answers
 * how many notifications it created.
 */
export async function tellTripAgents<Row extends AlertRow>(
  change: Change,
  rows: readonly Row[],
  alert: (row: Row) => Omit<NotifyInput, "userIds"> | null,
): Promise<number> {
  let told = 0;
  for (const row of rows) {
    const draft = alert(row);
    if (!draft) continue;
    told += await notify(change, {
      ...draft,
      userIds: await tripAgentIds(change.tx, row.tripId, row.ownerId),
    });
  }
  return told;
}
