import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { todayIn } from "#domain/dates";
import { PASSPORT_VALIDITY_MONTHS, timeLimitDueSoon } from "#domain/notifications/notification-rules";
import { passportExpiring, timeLimitDue } from "#domain/notifications/system-alert-drafts";
import { passengerName } from "#domain/passengers/passenger-format";
import type { AppContext } from "../../context";
import { notificationPreferences } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import { notifications } from "../../db/schema/notifications";
import { passengers } from "../../db/schema/passengers";
import { itineraries } from "../../db/schema/segments";
import { tripTimeLimits } from "../../db/schema/trip-time-limits";
import { tripPassengers, trips } from "../../db/schema/trips";
import { type Change, SYSTEM } from "../../kernel/mutate";
import { passengerNameColumns } from "../passengers";
import { tellUnreadChats } from "./chat-unread-notices";
import { type DigestItem, digestMail } from "./notification-mails";
import { NOTIFICATION_ENTITY, recordJobRun } from "./notification-records";
import { alertTripColumns, tellTripAgents } from "./trip-agent-alerts";
import { upcomingTrip } from "./upcoming-trip";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The digest lists at most this many; it counts the rest. */
const DIGEST_LIST_MAX = 50;

// The standing conditions the jobs watch, as use cases the kernel runs for the server (SYSTEM): each tells
// its people once (dedupe keys), whatever the period, and answers how many notifications it created.

/** Passengers of upcoming trips whose passport ends before the trip's end plus six months (`today`: the agency's). */
export async function tellPassportsExpiring(change: Change, today: string): Promise<number> {
  const rows = await change.tx
    .select({
      passengerId: passengers.id,
      ...passengerNameColumns,
      documentExpiry: passengers.documentExpiry,
      tripEnd: trips.endDate,
      ...alertTripColumns,
    })
    .from(trips)
    .innerJoin(tripPassengers, eq(tripPassengers.tripId, trips.id))
    .innerJoin(passengers, eq(passengers.id, tripPassengers.passengerId))
    .where(
      and(
        upcomingTrip(today),
        sql`${passengers.documentExpiry} < ${trips.endDate} + make_interval(months => ${PASSPORT_VALIDITY_MONTHS})`,
        // Already told (the owner's row by its key): skipped here rather than refused one by one.
        sql`not exists (select 1 from ${notifications} n where n.user_id = ${trips.ownerId}
          and n.dedupe_key = 'passport:' || ${passengers.id} || ':' || ${passengers.documentExpiry} || ':' || ${trips.id})`,
      ),
    );
  const told = await tellTripAgents(change, rows, (row) => ({
    ...passportExpiring({ ...row, passengerName: passengerName(row), today }),
    dedupeKey: `passport:${row.passengerId}:${row.documentExpiry}:${row.tripId}`,
  }));
  await recordJobRun(change, told, "Told trip agents of passports expiring too soon");
  return told;
}

/**
 * Time limits of upcoming trips that fall within 48 hours (or passed less than a day ago), their day and time
 * read on the clock of `timeZone`, the agency's.
 */
export async function tellTimeLimitsDue(change: Change, now: Date, timeZone: string): Promise<number> {
  const rows = await change.tx
    .select({
      itineraryId: tripTimeLimits.itineraryId,
      kind: tripTimeLimits.kind,
      date: tripTimeLimits.dueDate,
      time: tripTimeLimits.dueTime,
      airline: tripTimeLimits.airline,
      recordLocator: itineraries.recordLocator,
      ...alertTripColumns,
    })
    .from(tripTimeLimits)
    .innerJoin(trips, eq(trips.id, tripTimeLimits.tripId))
    .innerJoin(itineraries, eq(itineraries.id, tripTimeLimits.itineraryId))
    .where(
      and(
        // The days that can hold such a limit, on the due-date index; the hour is checked below.
        sql`${tripTimeLimits.dueDate} between ${todayIn(timeZone, now.getTime() - DAY_MS)}::date and ${todayIn(timeZone, now.getTime() + 2 * DAY_MS)}::date`,
        inArray(trips.status, ["planning", "confirmed"]),
      ),
    )
    .orderBy(asc(tripTimeLimits.dueDate));
  const told = await tellTripAgents(change, rows, (row) =>
    timeLimitDueSoon(row.date, row.time, now, timeZone)
      ? {
          ...timeLimitDue({ ...row, now, timeZone }),
          // Re-imports replace the rows: the key is what the limit says, not its row id.
          dedupeKey: `time-limit:${row.tripId}:${row.itineraryId}:${row.kind}:${row.date}:${row.time ?? ""}`,
        }
      : null,
  );
  await recordJobRun(change, told, "Told trip agents of time limits falling due");
  return told;
}

/** After the digest mail went out: its notifications are marked mailed, so the next one skips them. */
export async function recordDigestMailed(
  { tx, audit }: Change,
  recipient: { id: string; email: string },
  notificationIds: readonly string[],
  now: Date,
): Promise<void> {
  await tx
    .update(notifications)
    .set({ emailedAt: now })
    .where(inArray(notifications.id, [...notificationIds]));
  const n = notificationIds.length;
  await audit({
    action: "update",
    entity: NOTIFICATION_ENTITY,
    entityId: null,
    summary: `Mailed the daily digest of ${n} unread notification${n === 1 ? "" : "s"} to ${recipient.email}`,
    details: { userId: recipient.id },
  });
}

/** The notification jobs as the registry runs them: each run is one change of the server's (SYSTEM). */
export function createNotificationJobsService(ctx: AppContext) {
  const { db } = ctx;
  return {
    passportsExpiring: (now: Date) =>
      ctx.kernel.mutate(SYSTEM, (c) => tellPassportsExpiring(c, todayIn(ctx.config.agencyTimeZone, now))),
    timeLimitsDue: (now: Date) =>
      ctx.kernel.mutate(SYSTEM, (c) => tellTimeLimitsDue(c, now, ctx.config.agencyTimeZone)),
    unreadChats: (now: Date) => ctx.kernel.mutate(SYSTEM, (c) => tellUnreadChats(c, now)),

    /**
     * The daily digest: each user who turned it on gets one mail of their unread notifications not mailed
     * before, each with its link; those are then marked mailed. A mail that fails leaves them for the next day.
     */
    async dailyDigest(now: Date): Promise<number> {
      const recipients = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(notificationPreferences)
        .innerJoin(users, eq(users.id, notificationPreferences.userId))
        .where(
          and(
            eq(notificationPreferences.emailDigest, true),
            sql`coalesce(${users.banned}, false) = false`,
            sql`exists (select 1 from ${notifications} n where n.user_id = ${users.id}
              and n.read_at is null and n.emailed_at is null and n.created_at <= ${now.toISOString()}::timestamptz)`,
          ),
        );
      const base = ctx.config.publicUrl;
      let mailed = 0;
      for (const recipient of recipients) {
        const pending = and(
          eq(notifications.userId, recipient.id),
          isNull(notifications.readAt),
          isNull(notifications.emailedAt),
          lte(notifications.createdAt, now),
        );
        const rows = await db
          .select({
            id: notifications.id,
            message: notifications.message,
            subject: notifications.subject,
            link: notifications.link,
            createdAt: notifications.createdAt,
          })
          .from(notifications)
          .where(pending)
          .orderBy(desc(notifications.createdAt), desc(notifications.id));
        if (rows.length === 0) continue;
        const items: DigestItem[] = rows.slice(0, DIGEST_LIST_MAX).map((row) => ({
          message: row.message,
          subject: row.subject,
          url: row.link ? `${base}${row.link}` : null,
          createdAt: row.createdAt,
        }));
        try {
          await ctx.mailer.send(
            digestMail({
              to: recipient.email,
              name: recipient.name,
              items,
              more: rows.length - items.length,
              notificationsUrl: `${base}/notifications?unread=true`,
              settingsUrl: `${base}/settings`,
            }),
          );
        } catch (err) {
          ctx.log.error({ err, userId: recipient.id }, "could not mail a notification digest");
          continue;
        }
        // A mail cannot be taken back: it goes first, and its notifications are marked in a change of their own.
        const ids = rows.map((r) => r.id);
        await ctx.kernel.mutate(SYSTEM, (c) => recordDigestMailed(c, recipient, ids, now));
        mailed++;
      }
      return mailed;
    },
  };
}
