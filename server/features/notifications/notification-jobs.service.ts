import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import * as drafts from "#domain/notifications/notification-messages";
import { PASSPORT_VALIDITY_MONTHS, timeLimitDueSoon } from "#domain/notifications/notification-rules";
import { passengerName } from "#domain/passengers/passenger-format";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { requestCategoryLabels } from "#domain/requests/request-values";
import { writeAudit } from "../../audit/audit";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { notificationPreferences } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import { conversations, messages } from "../../db/schema/chat";
import { clients } from "../../db/schema/clients";
import { notifications } from "../../db/schema/notifications";
import { passengers } from "../../db/schema/passengers";
import { requests } from "../../db/schema/requests";
import { itineraries } from "../../db/schema/segments";
import { tripTimeLimits } from "../../db/schema/trip-time-limits";
import { tripPassengers, trips } from "../../db/schema/trips";
import { type DigestItem, digestMail } from "./notification-mails";
import { adminIds, NOTIFICATION_ENTITY, notifyInTx, tripAgentIds } from "./notifications.service";
import { dayOf, upcomingTrip } from "./upcoming-trip";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * Who is looking at a conversation: the open thread marks each new message read as it arrives (the chat
 * feature's read marker), so a message still unread by a participant after this long was not seen.
 */
export const CHAT_UNREAD_GRACE_MS = 60_000;
/** Messages older than this are no longer worth a notification (a participant away for days reads Chat). */
const CHAT_UNREAD_WINDOW_MS = DAY_MS;
/** The digest lists at most this many; it counts the rest. */
const DIGEST_LIST_MAX = 50;

/** The standing conditions the jobs watch; each tells its people once (dedupe keys), whatever the period. */
export function createNotificationJobsService(ctx: AppContext) {
  const { db } = ctx;

  async function publish(events: readonly PublishedEvent[]) {
    for (const event of events) await ctx.hub.publish(event);
  }

  /** One audit row per run that told anyone: what the job did, without a row per notification. */
  async function recordRun(tx: DbOrTx, events: readonly PublishedEvent[], summary: string) {
    if (events.length === 0) return;
    await writeAudit(tx, {
      userId: null,
      action: "create",
      entity: NOTIFICATION_ENTITY,
      summary: `${summary} (${events.length} notification${events.length === 1 ? "" : "s"})`,
    });
  }

  return {
    /** Passengers of upcoming trips whose passport ends before the trip's end plus six months. */
    async passportsExpiring(now: Date): Promise<number> {
      const events = await db.transaction(async (tx) => {
        const rows = await tx
          .select({
            passengerId: passengers.id,
            title: passengers.title,
            firstName: passengers.firstName,
            surname: passengers.surname,
            documentExpiry: passengers.documentExpiry,
            tripId: trips.id,
            tripTitle: trips.title,
            tripEnd: trips.endDate,
            ownerId: trips.ownerId,
          })
          .from(trips)
          .innerJoin(tripPassengers, eq(tripPassengers.tripId, trips.id))
          .innerJoin(passengers, eq(passengers.id, tripPassengers.passengerId))
          .where(
            and(
              upcomingTrip(dayOf(now)),
              sql`${passengers.documentExpiry} < ${trips.endDate} + make_interval(months => ${PASSPORT_VALIDITY_MONTHS})`,
              // Already told (the owner's row by its key): skipped here rather than refused one by one.
              sql`not exists (select 1 from ${notifications} n where n.user_id = ${trips.ownerId}
                and n.dedupe_key = 'passport:' || ${passengers.id} || ':' || ${passengers.documentExpiry} || ':' || ${trips.id})`,
            ),
          );
        const out: PublishedEvent[] = [];
        for (const row of rows) {
          out.push(
            ...(await notifyInTx(tx, {
              ...drafts.passportExpiring({ ...row, passengerName: passengerName(row), today: dayOf(now) }),
              userIds: await tripAgentIds(tx, row.tripId, row.ownerId),
              dedupeKey: `passport:${row.passengerId}:${row.documentExpiry}:${row.tripId}`,
            })),
          );
        }
        await recordRun(tx, out, "Told trip agents of passports expiring too soon");
        return out;
      });
      await publish(events);
      return events.length;
    },

    /** Time limits of upcoming trips that fall within 48 hours (or passed less than a day ago). */
    async timeLimitsDue(now: Date): Promise<number> {
      const events = await db.transaction(async (tx) => {
        const rows = await tx
          .select({
            itineraryId: tripTimeLimits.itineraryId,
            kind: tripTimeLimits.kind,
            date: tripTimeLimits.dueDate,
            time: tripTimeLimits.dueTime,
            airline: tripTimeLimits.airline,
            recordLocator: itineraries.recordLocator,
            tripId: trips.id,
            tripTitle: trips.title,
            ownerId: trips.ownerId,
          })
          .from(tripTimeLimits)
          .innerJoin(trips, eq(trips.id, tripTimeLimits.tripId))
          .innerJoin(itineraries, eq(itineraries.id, tripTimeLimits.itineraryId))
          .where(
            and(
              // The days that can hold such a limit, on the due-date index; the hour is checked below.
              sql`${tripTimeLimits.dueDate} between ${dayOf(now.getTime() - DAY_MS)}::date and ${dayOf(now.getTime() + 2 * DAY_MS)}::date`,
              inArray(trips.status, ["planning", "confirmed"]),
            ),
          )
          .orderBy(asc(tripTimeLimits.dueDate));
        const out: PublishedEvent[] = [];
        for (const row of rows) {
          if (!timeLimitDueSoon(row.date, row.time, now)) continue;
          out.push(
            ...(await notifyInTx(tx, {
              ...drafts.timeLimitDue({ ...row, now }),
              userIds: await tripAgentIds(tx, row.tripId, row.ownerId),
              // Re-imports replace the rows: the key is what the limit says, not its row id.
              dedupeKey: `time-limit:${row.tripId}:${row.itineraryId}:${row.kind}:${row.date}:${row.time ?? ""}`,
            })),
          );
        }
        await recordRun(tx, out, "Told trip agents of time limits falling due");
        return out;
      });
      await publish(events);
      return events.length;
    },

    /**
     * Agent messages: each participant of a conversation (its client's portal user, the request's assignee or
     * the trip's owner, staff who wrote in it; the admins when no staff takes part) who has messages from
     * others unread for longer than the grace period hears of them once per unread run.
     */
    async unreadChats(now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - CHAT_UNREAD_GRACE_MS);
      const windowStart = new Date(now.getTime() - CHAT_UNREAD_WINDOW_MS);
      const events = await db.transaction(async (tx) => {
        const recent = await tx
          .select({
            id: conversations.id,
            kind: conversations.kind,
            requestId: conversations.requestId,
            tripId: conversations.tripId,
            clientUserId: clients.userId,
            assigneeId: requests.assigneeId,
            category: requests.category,
            ownerId: trips.ownerId,
            tripTitle: trips.title,
          })
          .from(conversations)
          .innerJoin(clients, eq(clients.id, conversations.clientId))
          .leftJoin(requests, eq(requests.id, conversations.requestId))
          .leftJoin(trips, eq(trips.id, conversations.tripId))
          .where(gt(conversations.lastMessageAt, windowStart));
        if (recent.length === 0) return [];
        const staffSenders = await tx
          .selectDistinct({ conversationId: messages.conversationId, userId: messages.senderId })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderId))
          .where(
            and(
              inArray(
                messages.conversationId,
                recent.map((c) => c.id),
              ),
              inArray(users.role, ["admin", "agent"]),
            ),
          );
        let admins: string[] | null = null;
        const pairs: { conversationId: string; userId: string }[] = [];
        for (const conversation of recent) {
          const staff = new Set<string>();
          if (conversation.assigneeId) staff.add(conversation.assigneeId);
          if (conversation.ownerId) staff.add(conversation.ownerId);
          for (const s of staffSenders)
            if (s.conversationId === conversation.id && s.userId) staff.add(s.userId);
          if (staff.size === 0) {
            admins ??= await adminIds(tx);
            for (const id of admins) staff.add(id);
          }
          const people = new Set(staff);
          if (conversation.clientUserId) people.add(conversation.clientUserId);
          for (const userId of people) pairs.push({ conversationId: conversation.id, userId });
        }
        if (pairs.length === 0) return [];
        const values = sql.join(
          pairs.map((p) => sql`(${p.conversationId}::uuid, ${p.userId}::uuid)`),
          sql`, `,
        );
        const result = (await tx.execute(sql`
          select p.conversation_id as "conversationId", p.user_id as "userId",
            coalesce(r.last_read_seq, 0)::text as "lastRead", s.unread, s.sender as "senderName"
          from (values ${values}) as p(conversation_id, user_id)
          left join conversation_reads r on r.conversation_id = p.conversation_id and r.user_id = p.user_id
          cross join lateral (
            select count(*)::int as unread, (array_agg(m.sender_name order by m.seq desc))[1] as sender
            from messages m
            where m.conversation_id = p.conversation_id and m.seq > coalesce(r.last_read_seq, 0)
              and m.sender_id is distinct from p.user_id
              and m.created_at > ${windowStart.toISOString()}::timestamptz
              and m.created_at <= ${cutoff.toISOString()}::timestamptz
          ) s
          where s.unread > 0`)) as unknown as {
          rows: {
            conversationId: string;
            userId: string;
            lastRead: string;
            unread: number;
            senderName: string;
          }[];
        };
        const byId = new Map(recent.map((c) => [c.id, c]));
        const out: PublishedEvent[] = [];
        for (const row of result.rows) {
          const conversation = byId.get(row.conversationId);
          if (!conversation) continue;
          const onTrip = conversation.kind === "trip";
          const id = onTrip ? conversation.tripId : conversation.requestId;
          if (!id) continue;
          const label = onTrip
            ? `Trip ${conversation.tripTitle ?? ""}`.trim()
            : `${conversation.category ? requestCategoryLabels[conversation.category] : "Your"} request`;
          out.push(
            ...(await notifyInTx(tx, {
              ...drafts.chatUnread({
                kind: conversation.kind,
                id,
                label,
                senderName: row.senderName,
                unread: row.unread,
              }),
              userIds: [row.userId],
              // Once per run of unread messages: reading the thread moves the marker, and the next run is new.
              dedupeKey: `chat:${row.conversationId}:${row.lastRead}`,
            })),
          );
        }
        await recordRun(tx, out, "Told participants of unread chat messages");
        return out;
      });
      await publish(events);
      return events.length;
    },

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
        await db.transaction(async (tx) => {
          await tx
            .update(notifications)
            .set({ emailedAt: now })
            .where(
              inArray(
                notifications.id,
                rows.map((r) => r.id),
              ),
            );
          await writeAudit(tx, {
            userId: null,
            action: "update",
            entity: NOTIFICATION_ENTITY,
            entityId: null,
            summary: `Mailed the daily digest of ${rows.length} unread notification${rows.length === 1 ? "" : "s"} to ${recipient.email}`,
            details: { userId: recipient.id },
          });
        });
        mailed++;
      }
      return mailed;
    },
  };
}
