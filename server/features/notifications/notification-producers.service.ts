import { and, eq, inArray } from "drizzle-orm";
import { roleLabels } from "#domain/auth/role";
import {
  requestStatusChanged,
  ticketChanged,
  ticketCommented,
} from "#domain/notifications/agent-message-drafts";
import { isScheduleChange } from "#domain/notifications/notification-rules";
import {
  requestAssigned,
  requestFiled,
  roleRequested,
  scheduleChanged,
  ticketAssigned,
} from "#domain/notifications/system-alert-drafts";
import type { RequestCategory, RequestStatus } from "#domain/requests/request-values";
import { requestCategoryLabels, requestStatusLabels } from "#domain/requests/request-values";
import { segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import type { Change } from "../../kernel/mutate";
import { adminIds, clientUserIds, notify, tripAgentIds } from "./notifications.service";
import { alertTripColumns, tellTripAgents } from "./trip-agent-alerts";
import { upcomingTrip } from "./upcoming-trip";

// What other features call, inside their own change, when something happens that someone must hear of:
// `await notifyX(change, …)` writes the notifications in the change's transaction and emits their events with
// it. Offers, invoices and bookings have theirs in offer-notification-producers.service.ts,
// invoice-notification-producers.service.ts and booking-notification-producers.service.ts.

/** Someone signed up asking for admin or agent access: the admins hear of it. */
export async function notifyRoleRequested(
  change: Change,
  facts: { userId: string; email: string; role: "admin" | "agent" },
): Promise<void> {
  await notify(change, {
    ...roleRequested({ email: facts.email, roleLabel: roleLabels[facts.role] }),
    userIds: await adminIds(change.tx),
  });
}

/** A client user filed a request: the agent of its trip when it names one, else the admins (who assign). */
export async function notifyRequestFiled(
  change: Change,
  facts: {
    requestId: string;
    clientName: string;
    category: RequestCategory;
    details: string;
    tripId: string | null;
  },
): Promise<void> {
  const { tx } = change;
  await notify(change, {
    ...requestFiled({ ...facts, categoryLabel: requestCategoryLabels[facts.category] }),
    userIds: facts.tripId ? await tripAgentIds(tx, facts.tripId) : await adminIds(tx),
  });
}

/** A request was given to someone other than who did it. */
export async function notifyRequestAssigned(
  change: Change,
  facts: {
    requestId: string;
    assigneeId: string;
    actorId: string;
    clientName: string;
    category: RequestCategory;
  },
): Promise<void> {
  if (facts.assigneeId === facts.actorId) return;
  await notify(change, {
    ...requestAssigned({ ...facts, categoryLabel: requestCategoryLabels[facts.category] }),
    userIds: [facts.assigneeId],
  });
}

/** A request's status moved: the client's portal user hears of it. */
export async function notifyRequestStatus(
  change: Change,
  facts: { requestId: string; clientId: string; category: RequestCategory; status: RequestStatus },
): Promise<void> {
  await notify(change, {
    ...requestStatusChanged({
      requestId: facts.requestId,
      categoryLabel: requestCategoryLabels[facts.category],
      statusLabel: requestStatusLabels[facts.status],
    }),
    userIds: await clientUserIds(change.tx, facts.clientId),
  });
}

/** A comment on a ticket: its reporter hears of it, or, when the reporter wrote it, its assignee. */
export async function notifyTicketComment(
  change: Change,
  facts: {
    ticketId: string;
    title: string;
    reporterId: string | null;
    assigneeId: string | null;
    authorId: string;
    authorName: string;
  },
): Promise<void> {
  const recipient = facts.authorId === facts.reporterId ? facts.assigneeId : facts.reporterId;
  if (!recipient || recipient === facts.authorId) return;
  await notify(change, {
    ...ticketCommented({ ticketId: facts.ticketId, title: facts.title, authorName: facts.authorName }),
    userIds: [recipient],
  });
}

/** A ticket's status or assignee changed: its reporter hears what changed; a new assignee that it is theirs. */
export async function notifyTicketChanged(
  change: Change,
  facts: {
    ticketId: string;
    title: string;
    reporterId: string | null;
    actorId: string;
    change: string;
    newAssigneeId: string | null;
  },
): Promise<void> {
  if (facts.reporterId && facts.reporterId !== facts.actorId) {
    await notify(change, {
      ...ticketChanged({ ticketId: facts.ticketId, title: facts.title, change: facts.change }),
      userIds: [facts.reporterId],
    });
  }
  if (facts.newAssigneeId && facts.newAssigneeId !== facts.actorId) {
    await notify(change, {
      ...ticketAssigned({ ticketId: facts.ticketId, title: facts.title }),
      userIds: [facts.newAssigneeId],
    });
  }
}

/**
 * Flight segments whose status may have changed (`before`: the status they had): each one now UN, NO, TK or
 * HX on an upcoming trip tells the trip's agent, once per version of the segment.
 */
export async function notifyScheduleChanges(
  change: Change,
  changes: readonly { segmentId: string; before: string | null }[],
  /** The agency's day: a trip ended before it is no longer upcoming. */
  today: string,
): Promise<void> {
  if (changes.length === 0) return;
  const rows = await change.tx
    .select({
      id: segments.id,
      status: segments.status,
      version: segments.version,
      airline: segments.airline,
      flightNumber: segments.flightNumber,
      origin: segments.origin,
      destination: segments.destination,
      departureLocal: segments.departureLocal,
      ...alertTripColumns,
    })
    .from(segments)
    .innerJoin(trips, eq(trips.id, segments.tripId))
    .where(
      and(
        inArray(
          segments.id,
          changes.map((c) => c.segmentId),
        ),
        eq(segments.segmentType, "flight"),
        upcomingTrip(today),
      ),
    );
  const before = new Map(changes.map((c) => [c.segmentId, c.before]));
  await tellTripAgents(change, rows, (row) =>
    row.status && isScheduleChange(before.get(row.id), row.status)
      ? {
          ...scheduleChanged({ ...row, status: row.status.toUpperCase() }),
          dedupeKey: `schedule:${row.id}:${row.version}`,
        }
      : null,
  );
}
