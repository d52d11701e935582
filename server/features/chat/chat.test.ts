import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  type ChatList,
  chatListSchema,
  type MessagePage,
  messagePageSchema,
  messageSchema,
} from "#domain/chat/chat.schema";
import {
  CHAT_ATTACHMENT_TOO_LARGE_MESSAGE,
  CHAT_ATTACHMENT_UNSUPPORTED_MESSAGE,
  MESSAGE_ATTACHMENT_MAX_BYTES,
} from "#domain/chat/chat-values";
import type { RealtimeEvent, SocketMessage } from "#domain/realtime/event.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { conversations, messages } from "../../db/schema/chat";
import { requests } from "../../db/schema/requests";
import { storedFiles } from "../../db/schema/stored-files";
import type { Viewer } from "../../realtime/hub";
import { withCastApp } from "../../test/cast-app";
import { multipartForm } from "../../test/multipart";
import { PDF, WEBP } from "../../test/sample-files";
import { issues, MISSING_ID, makeTrip, type Session } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();

async function makeRequest(clientId: string, assigneeId: string | null = null): Promise<string> {
  const [row] = await t.database.db
    .insert(requests)
    .values({ clientId, category: "date_change", details: "Move the trip a week later", assigneeId })
    .returning({ id: requests.id });
  return row!.id;
}

const send = (who: Session, path: string, message: unknown) =>
  call(who, "POST", `/api/chats/${path}/messages`, { message });
const page = async (who: Session, path: string, query = ""): Promise<MessagePage> => {
  const res = await call(who, "GET", `/api/chats/${path}/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return messagePageSchema.parse(res.json());
};
const recent = async (who: Session, query = ""): Promise<ChatList> => {
  const res = await call(who, "GET", `/api/chats${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return chatListSchema.parse(res.json());
};

const attach = (
  who: Session,
  path: string,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer },
) => {
  const body = multipartForm(fields, file);
  return call(who, "POST", `/api/chats/${path}/attachments`, body.payload, {
    "content-type": body.contentType,
  });
};

describe("writing and reading a request's chat", () => {
  it("trims the message, refuses blank ones naming the field, and creates the conversation once", async () => {
    const requestId = await makeRequest(cast.clientA.clientId);
    const path = `request/${requestId}`;
    expect((await page(cast.clientA, path)).conversationId).toBeNull();

    for (const blank of ["", "   ", "\n\t "]) {
      const res = await send(cast.clientA, path, blank);
      expect(res.statusCode).toBe(400);
      expect(issues(res)["body.message"]).toBe("Type a message");
    }
    const missing = await call(cast.clientA, "POST", `/api/chats/${path}/messages`, {});
    expect(missing.statusCode).toBe(400);
    expect(issues(missing)).toHaveProperty(["body.message"]);
    const tooLong = await send(cast.clientA, path, "x".repeat(4001));
    expect(tooLong.statusCode).toBe(400);
    expect(issues(tooLong)["body.message"]).toMatch(/under 4000/);

    const first = await send(cast.clientA, path, "  Can we move it a week?  ");
    expect(first.statusCode, first.body).toBe(201);
    const message = messageSchema.parse(first.json());
    expect(message.message).toBe("Can we move it a week?");
    expect(message.senderName).toBe("Test client");
    expect((await send(cast.agent, path, "Yes, done.")).statusCode).toBe(201);

    const thread = await page(cast.agent, path);
    expect(thread.items.map((m) => m.message)).toEqual(["Can we move it a week?", "Yes, done."]);
    expect(thread.hasMore).toBe(false);
    const rows = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.requestId, requestId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lastMessageSeq).toBe(thread.items[1]!.seq);
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, message.id));
    expect(audit[0]?.entity).toBe("message");
  });

  it("answers 404 for a request or trip that is missing or another client's, over every route", async () => {
    const bRequest = await makeRequest(cast.clientB.clientId);
    const bTrip = await makeTrip(t, cast.clientB.clientId);
    await send(cast.clientB, `request/${bRequest}`, "B's secret");
    for (const path of [`request/${bRequest}`, `trip/${bTrip}`, `request/${MISSING_ID}`]) {
      expect((await call(cast.clientA, "GET", `/api/chats/${path}/messages`)).statusCode).toBe(404);
      expect((await send(cast.clientA, path, "hello")).statusCode).toBe(404);
      expect((await call(cast.clientA, "POST", `/api/chats/${path}/read`, { seq: 1 })).statusCode).toBe(404);
      expect((await attach(cast.clientA, path, {}, { name: "a.pdf", content: PDF })).statusCode).toBe(404);
      expect((await call(cast.clientless, "GET", `/api/chats/${path}/messages`)).statusCode).toBe(404);
    }
    const bad = await call(cast.agent, "GET", "/api/chats/request/not-a-uuid/messages");
    expect(bad.statusCode).toBe(400);
    expect(issues(bad)["params.requestId"]).toBe("Not a valid request id");
    const list = await recent(cast.clientA);
    expect(JSON.stringify(list)).not.toContain("B's secret");
  });

  it("gives a trip one shared thread, for its client and staff", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId, "Lisbon week");
    expect((await send(cast.agent, `trip/${tripId}`, "Your tickets are ready")).statusCode).toBe(201);
    expect((await send(cast.clientA, `trip/${tripId}`, "Thank you")).statusCode).toBe(201);
    const thread = await page(cast.clientA, `trip/${tripId}`);
    expect(thread.items.map((m) => m.senderId)).toEqual([cast.agent.userId, cast.clientA.userId]);
    const mine = await recent(cast.clientA);
    const item = mine.items.find((c) => c.tripId === tripId);
    expect(item).toMatchObject({ kind: "trip", tripTitle: "Lisbon week", lastMessage: "Thank you" });
  });
});

describe("many writers at once", () => {
  it("creates one conversation and keeps its last message right", async () => {
    const requestId = await makeRequest(cast.clientA.clientId);
    const writers = [cast.clientA, cast.agent, cast.admin];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(writers[i % 3]!, `request/${requestId}`, `m${i}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const rows = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.requestId, requestId));
    expect(rows).toHaveLength(1);
    const seqs = results.map((r) => messageSchema.parse(r.json()).seq);
    expect(rows[0]!.lastMessageSeq).toBe(Math.max(...seqs));
    expect((await page(cast.agent, `request/${requestId}`)).items).toHaveLength(12);
  });
});

describe("paging a thread", () => {
  it("answers the newest page first, then older pages by seq, newest last", async () => {
    const requestId = await makeRequest(cast.clientA.clientId);
    const path = `request/${requestId}`;
    for (let i = 1; i <= 7; i++) expect((await send(cast.agent, path, `m${i}`)).statusCode).toBe(201);
    const newest = await page(cast.clientA, path, "?limit=3");
    expect(newest.items.map((m) => m.message)).toEqual(["m5", "m6", "m7"]);
    expect(newest.hasMore).toBe(true);
    const older = await page(cast.clientA, path, `?limit=3&before=${newest.items[0]!.seq}`);
    expect(older.items.map((m) => m.message)).toEqual(["m2", "m3", "m4"]);
    const oldest = await page(cast.clientA, path, `?limit=3&before=${older.items[0]!.seq}`);
    expect(oldest.items.map((m) => m.message)).toEqual(["m1"]);
    expect(oldest.hasMore).toBe(false);
    for (const query of ["?limit=0", "?limit=201", "?limit=abc"]) {
      const res = await call(cast.clientA, "GET", `/api/chats/${path}/messages${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(issues(res)).toHaveProperty(["query.limit"]);
    }
    const badBefore = await call(cast.clientA, "GET", `/api/chats/${path}/messages?before=-1`);
    expect(issues(badBefore)).toHaveProperty(["query.before"]);
  });
});

describe("Recent Chats and unread counts", () => {
  it("lists the user's conversations newest first, with the other party, category, preview and unread", async () => {
    const fresh = await t.signInAs("agent");
    const assigned = await makeRequest(cast.clientA.clientId, fresh.userId);
    const other = await makeRequest(cast.clientA.clientId);
    await send(cast.clientA, `request/${other}`, "Anyone there?");
    await send(cast.clientA, `request/${assigned}`, `${"x".repeat(30)} ${"y".repeat(90)}`);

    const agentView = await recent(fresh);
    expect(agentView.items.map((c) => c.requestId)).toEqual([assigned]);
    expect(agentView.items[0]).toMatchObject({
      category: "date_change",
      otherParty: "Alpha Travellers",
      unread: 1,
    });
    expect(agentView.items[0]!.lastMessage.length).toBeLessThanOrEqual(80);
    expect(agentView.items[0]!.lastMessage.endsWith("…")).toBe(true);

    const everything = await recent(fresh, "?all=true&pageSize=100");
    expect(everything.items.map((c) => c.requestId)).toContain(other);
    expect(everything.total).toBeGreaterThanOrEqual(2);
    // Newest activity first.
    const times = everything.items.map((c) => c.lastMessageAt ?? "");
    expect([...times].sort().reverse()).toEqual(times);

    // Writing in a conversation makes the agent a participant in it.
    await send(fresh, `request/${other}`, "Here!");
    expect((await recent(fresh)).items.map((c) => c.requestId)).toEqual([other, assigned]);

    const clientView = await recent(cast.clientA);
    const forAssigned = clientView.items.find((c) => c.requestId === assigned);
    expect(forAssigned).toMatchObject({ otherParty: "Test agent", unread: 0 });
    expect(clientView.items.find((c) => c.requestId === other)?.unread).toBe(1);
    const bad = await call(fresh, "GET", "/api/chats?all=yes");
    expect(issues(bad)).toHaveProperty(["query.all"]);
  });

  it("counts others' messages after the read mark, and marking read never goes backwards", async () => {
    const requestId = await makeRequest(cast.clientA.clientId);
    const path = `request/${requestId}`;
    await send(cast.clientA, path, "one");
    await send(cast.clientA, path, "two");
    const last = messageSchema.parse((await send(cast.clientA, path, "three")).json());
    const unreadOf = async () =>
      (await recent(cast.agent, "?all=true&pageSize=100")).items.find((c) => c.requestId === requestId)!
        .unread;
    expect(await unreadOf()).toBe(3);
    const read = await call(cast.agent, "POST", `/api/chats/${path}/read`, { seq: last.seq - 1 });
    expect(read.statusCode, read.body).toBe(200);
    expect(await unreadOf()).toBe(1);
    const back = await call(cast.agent, "POST", `/api/chats/${path}/read`, { seq: 0 });
    expect(back.json().lastReadSeq).toBe(last.seq - 1);
    await call(cast.agent, "POST", `/api/chats/${path}/read`, { seq: Number.MAX_SAFE_INTEGER });
    expect(await unreadOf()).toBe(0);
    expect((await page(cast.agent, path)).lastReadSeq).toBe(last.seq);
    const bad = await call(cast.agent, "POST", `/api/chats/${path}/read`, { seq: "x" });
    expect(bad.statusCode).toBe(400);
    expect(issues(bad)).toHaveProperty(["body.seq"]);
  });
});

describe("live delivery", () => {
  function listen(viewer: Viewer) {
    const events: RealtimeEvent[] = [];
    const stop = t.ctx.hub.subscribe({ viewer, send: (event) => events.push(event) });
    return { events, stop };
  }

  it("tells the conversation's client and staff, and never another client's socket", async () => {
    const requestId = await makeRequest(cast.clientA.clientId);
    const a = listen({ userId: cast.clientA.userId, staff: false, clientId: cast.clientA.clientId });
    const b = listen({ userId: cast.clientB.userId, staff: false, clientId: cast.clientB.clientId });
    const staff = listen({ userId: cast.agent.userId, staff: true, clientId: null });
    try {
      const sent = messageSchema.parse((await send(cast.agent, `request/${requestId}`, "Hi A")).json());
      const heard = { topic: "chat", id: sent.conversationId, op: "insert" };
      // On PostgreSQL events travel through NOTIFY: they arrive a moment after the answer.
      await expect.poll(() => a.events).toContainEqual(heard);
      await expect.poll(() => staff.events).toContainEqual(heard);
      // B's own message afterwards: once B has heard it, A's would have arrived before it.
      const bRequest = await makeRequest(cast.clientB.clientId);
      const forB = messageSchema.parse((await send(cast.agent, `request/${bRequest}`, "Hi B")).json());
      await expect.poll(() => b.events.some((e) => e.id === forB.conversationId)).toBe(true);
      expect(b.events.filter((e) => e.topic === "chat").map((e) => e.id)).toEqual([forB.conversationId]);
    } finally {
      a.stop();
      b.stop();
      staff.stop();
    }
  });
});

describe("live delivery over the socket", () => {
  it("client A's socket hears A's message; client B's socket hears only B's own, never A's", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const open = async (who: Session) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
        headers: { cookie: who.cookie, origin: who.origin },
      });
      const heard: SocketMessage[] = [];
      socket.on("message", (data) => heard.push(JSON.parse(String(data)) as SocketMessage));
      await expect.poll(() => heard.some((e) => e.topic === "hello")).toBe(true);
      return { socket, heard };
    };
    const a = await open(cast.clientA);
    const b = await open(cast.clientB);
    try {
      const aRequest = await makeRequest(cast.clientA.clientId);
      const bRequest = await makeRequest(cast.clientB.clientId);
      const sentA = messageSchema.parse((await send(cast.agent, `request/${aRequest}`, "For A")).json());
      // B's own message afterwards: once B has heard it, A's event would have arrived before it.
      const sentB = messageSchema.parse((await send(cast.agent, `request/${bRequest}`, "For B")).json());
      await expect.poll(() => b.heard.some((e) => e.id === sentB.conversationId)).toBe(true);
      await expect.poll(() => a.heard.some((e) => e.id === sentA.conversationId)).toBe(true);
      expect(b.heard.filter((e) => e.topic === "chat").map((e) => e.id)).toEqual([sentB.conversationId]);
      expect(a.heard.some((e) => e.id === sentB.conversationId)).toBe(false);
    } finally {
      a.socket.close();
      b.socket.close();
    }
  });
});

describe("attachments", () => {
  it("stores a PDF or WebP by content and lets only participants download it", async () => {
    const requestId = await makeRequest(cast.clientA.clientId);
    const path = `request/${requestId}`;
    const res = await attach(
      cast.clientA,
      path,
      { message: "  the form  " },
      { name: "form.pdf", content: PDF },
    );
    expect(res.statusCode, res.body).toBe(201);
    const message = messageSchema.parse(res.json());
    expect(message).toMatchObject({
      message: "the form",
      attachment: { name: "form.pdf", contentType: "application/pdf", sizeBytes: PDF.length },
    });
    const image = await attach(cast.agent, path, {}, { name: "map.webp", content: WEBP });
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json().attachment.contentType).toBe("image/webp");

    const download = await call(cast.agent, "GET", `/api/chats/attachments/${message.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="form.pdf"/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect((await call(cast.clientA, "GET", `/api/chats/attachments/${message.id}`)).statusCode).toBe(200);
    expect((await call(cast.clientB, "GET", `/api/chats/attachments/${message.id}`)).statusCode).toBe(404);
    expect((await call(null, "GET", `/api/chats/attachments/${message.id}`)).statusCode).toBe(401);
  });

  it("refuses other content, a missing file, oversize files and plain JSON, leaving nothing behind", async () => {
    const requestId = await makeRequest(cast.clientA.clientId);
    const path = `request/${requestId}`;
    const html = await attach(
      cast.clientA,
      path,
      {},
      { name: "x.pdf", content: Buffer.from("<html>hi</html>") },
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toBe(CHAT_ATTACHMENT_UNSUPPORTED_MESSAGE);
    const none = await attach(cast.clientA, path, { message: "no file" });
    expect(none.statusCode).toBe(400);
    expect(issues(none)["body.file"]).toBe("Attach a file");
    const big = Buffer.concat([PDF, Buffer.alloc(MESSAGE_ATTACHMENT_MAX_BYTES)]);
    const huge = await attach(cast.clientA, path, {}, { name: "big.pdf", content: big });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(CHAT_ATTACHMENT_TOO_LARGE_MESSAGE);
    const json = await call(cast.clientA, "POST", `/api/chats/${path}/attachments`, { message: "x" });
    expect(json.statusCode).toBe(415);
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.clientId, cast.clientA.clientId));
    expect(rows.filter((m) => m.body === "no file")).toEqual([]);
    const stored = (
      await t.database.db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(eq(storedFiles.kind, "chat-attachments"))
    ).map((row) => row.key);
    const keys = new Set(rows.map((m) => m.attachmentKey).filter(Boolean));
    expect(stored.filter((name) => !keys.has(name))).toEqual([]);
  });
});
