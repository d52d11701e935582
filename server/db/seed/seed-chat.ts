import type { Faker } from "@faker-js/faker";
import { asc, eq, isNotNull } from "drizzle-orm";
import type { RequestCategory } from "#domain/requests/request-values";
import type { DbOrTx } from "../client";
import { users } from "../schema/auth";
import { conversationReads, conversations, messages } from "../schema/chat";
import { clients } from "../schema/clients";
import { trips } from "../schema/trips";
import { seededRequests } from "./seed-requests";

const MINUTE = 60_000;
/** The share of portal clients' requests that have a chat; a few of the demo client's trips get a thread. */
const REQUEST_SHARE = 0.85;
const TRIP_THREADS = 4;

const OPENERS: Record<RequestCategory, string> = {
  new_trip: "Hi! Just checking you received our request for a new trip.",
  date_change: "Hello, any news about moving the dates?",
  add_service: "Hi, could you confirm the extra service was added?",
  cancel_trip: "Hello, we are waiting for the cancellation details.",
  support: "Hi, could you have a look at this when you have a moment?",
};
const CLIENT_LINES = [
  "Thank you, that sounds good.",
  "Could you send me the updated itinerary?",
  "Perfect, we will wait for your confirmation.",
  "Is there any extra cost for this?",
  "Great, thanks a lot for your help!",
];
const AGENT_LINES = [
  "Hello! I'm looking into it now and will get back to you today.",
  "I checked with the airline: it is possible, I'll send you the options.",
  "Done: the updated documents are in the trip's Documents tab.",
  "There is a small fee of 45 EUR per person. Shall I go ahead?",
  "All confirmed. Have a wonderful trip!",
];
const TRIP_LINES = [
  [
    "Your e-tickets are ready, you can find them under Documents.",
    "Thank you! Is breakfast included at the hotel?",
  ],
  ["Yes, breakfast is included every day.", "Wonderful, see you after the trip!"],
];

interface Line {
  senderId: string | null;
  senderName: string;
  body: string;
  at: Date;
}

/**
 * Chat histories: most of the requests seedRequests wrote (client and agent in turn, after the
 * request was filed) and a few trips of the demo client. Read marks leave some unread on each side.
 */
export async function seedChat(tx: DbOrTx, faker: Faker): Promise<void> {
  const now = Date.now();
  const requestRows = await seededRequests(tx);
  const people = await tx.select({ id: users.id, name: users.name, role: users.role }).from(users);
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const fallbackAgent = people.find((p) => p.role === "agent") ?? people.find((p) => p.role === "admin");
  if (!fallbackAgent) return;

  const threads: { kind: "request" | "trip"; subjectId: string; clientId: string; lines: Line[] }[] = [];
  for (const request of requestRows) {
    // Only a client with a portal account can chat: without one, a thread would be the agent talking alone.
    const clientUser = request.clientUserId;
    if (clientUser === null || !faker.datatype.boolean(REQUEST_SHARE)) continue;
    const agentId = request.assigneeId ?? fallbackAgent.id;
    const count = faker.number.int({ min: 2, max: 6 });
    // Each side's lines drawn without repeats, so no thread says the same thing twice.
    const clientLines = faker.helpers.shuffle([...CLIENT_LINES]);
    const agentLines = faker.helpers.shuffle([...AGENT_LINES]);
    let at = request.createdAt.getTime() + faker.number.int({ min: 5, max: 120 }) * MINUTE;
    const lines: Line[] = [];
    for (let i = 0; i < count; i++) {
      const fromClient = i % 2 === 0;
      const senderId = fromClient ? clientUser : agentId;
      const pool = fromClient ? clientLines : agentLines;
      const body = i === 0 ? OPENERS[request.category] : (pool[Math.floor(i / 2) % pool.length] ?? pool[0]!);
      lines.push({
        senderId,
        senderName: nameOf.get(senderId) ?? "Agent",
        body,
        at: new Date(Math.min(at, now)),
      });
      at += faker.number.int({ min: 3, max: 600 }) * MINUTE;
    }
    threads.push({ kind: "request", subjectId: request.id, clientId: request.clientId, lines });
  }

  const tripRows = await tx
    .select({ id: trips.id, clientId: trips.clientId, ownerId: trips.ownerId, clientUserId: clients.userId })
    .from(trips)
    .innerJoin(clients, eq(clients.id, trips.clientId))
    .where(isNotNull(clients.userId))
    .orderBy(asc(trips.startDate), asc(trips.id))
    .limit(TRIP_THREADS);
  for (const trip of tripRows) {
    const agentId = trip.ownerId ?? fallbackAgent.id;
    let at = now - faker.number.int({ min: 2, max: 20 }) * 24 * 60 * MINUTE;
    const lines: Line[] = [];
    for (const [agentLine, clientLine] of TRIP_LINES) {
      for (const [senderId, body] of [
        [agentId, agentLine],
        [trip.clientUserId, clientLine],
      ] as const) {
        lines.push({
          senderId,
          senderName: nameOf.get(senderId ?? "") ?? "Client",
          body: body!,
          at: new Date(at),
        });
        at += faker.number.int({ min: 10, max: 240 }) * MINUTE;
      }
    }
    threads.push({ kind: "trip", subjectId: trip.id, clientId: trip.clientId, lines });
  }
  if (threads.length === 0) return;

  const created = await tx
    .insert(conversations)
    .values(
      threads.map((thread) => ({
        kind: thread.kind,
        clientId: thread.clientId,
        ...(thread.kind === "request" ? { requestId: thread.subjectId } : { tripId: thread.subjectId }),
        createdAt: thread.lines[0]!.at,
      })),
    )
    .returning({ id: conversations.id });
  const reads: (typeof conversationReads.$inferInsert)[] = [];
  for (const [index, thread] of threads.entries()) {
    const conversationId = created[index]!.id;
    // In order: seq follows the insert, so the thread reads oldest first.
    const inserted = await tx
      .insert(messages)
      .values(
        thread.lines.map((line) => ({
          conversationId,
          clientId: thread.clientId,
          ...line,
          createdAt: line.at,
        })),
      )
      .returning({ seq: messages.seq, senderId: messages.senderId });
    const last = inserted.at(-1)!;
    await tx
      .update(conversations)
      .set({ lastMessageAt: thread.lines.at(-1)!.at, lastMessageSeq: last.seq })
      .where(eq(conversations.id, conversationId));
    // Each participant has read up to their own last message: what the other side wrote after it is unread.
    const lastOwn = new Map<string, number>();
    for (const row of inserted) if (row.senderId) lastOwn.set(row.senderId, row.seq);
    for (const [userId, seq] of lastOwn) reads.push({ conversationId, userId, lastReadSeq: seq });
  }
  if (reads.length > 0) await tx.insert(conversationReads).values(reads);
}
