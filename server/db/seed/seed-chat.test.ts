import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoDatabase } from "../../test/demo-database";
import { conversationReads, conversations, messages } from "../schema/chat";
import { requests } from "../schema/requests";

const { database } = withDemoDatabase();

describe("seedChat", () => {
  it("gives portal clients' requests and a few trips a chat history, each of its subject's client, both sides speaking", async () => {
    const rows = await database.db
      .select({
        id: conversations.id,
        kind: conversations.kind,
        clientId: conversations.clientId,
        requestClient: requests.clientId,
        last: conversations.lastMessageSeq,
      })
      .from(conversations)
      .leftJoin(requests, eq(requests.id, conversations.requestId));
    const requestThreads = rows.filter((r) => r.kind === "request");
    expect(requestThreads.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.kind === "trip").length).toBeGreaterThanOrEqual(1);
    for (const row of requestThreads) expect(row.clientId).toBe(row.requestClient);

    const all = await database.db.select().from(messages);
    for (const row of rows) {
      const thread = all.filter((m) => m.conversationId === row.id).sort((a, b) => a.seq - b.seq);
      expect(thread.length).toBeGreaterThanOrEqual(2);
      expect(thread.at(-1)!.seq).toBe(row.last);
      // Oldest first by time as well as by seq.
      const times = thread.map((m) => m.createdAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      for (const m of thread) expect(m.clientId).toBe(row.clientId);
      // A conversation, not a monologue: the client's user and staff both write, never the same line twice.
      expect(new Set(thread.map((m) => m.senderId)).size).toBe(2);
      const bodies = thread.map((m) => m.body);
      expect(new Set(bodies).size).toBe(bodies.length);
    }
  });

  it("leaves some messages unread for their readers", async () => {
    const reads = await database.db.select().from(conversationReads);
    const convs = await database.db.select().from(conversations);
    const lastOf = new Map(convs.map((c) => [c.id, c.lastMessageSeq]));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.some((r) => r.lastReadSeq < lastOf.get(r.conversationId)!)).toBe(true);
  });
});
