import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { messageSchema } from "#domain/chat/chat.schema";
import type { SocketMessage } from "#domain/realtime/event.schema";
import { chatPresence } from "../../db/schema/chat-presence";
import { notifications } from "../../db/schema/notifications";
import { requests } from "../../db/schema/requests";
import { withCastApp } from "../../test/cast-app";
import { type Session, sessionUser } from "../../test/trip-fixtures";
import { CHAT_UNREAD_GRACE_MS } from "../notifications/chat-unread-notices";
import { createNotificationJobsService } from "../notifications/notification-jobs.service";
import { PRESENCE_TTL_MS, setViewing } from "./chat-presence";

const { t, cast, call } = withCastApp();
let jobs: ReturnType<typeof createNotificationJobsService>;
let port: number;

beforeAll(async () => {
  jobs = createNotificationJobsService(t.ctx);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});

/** A request of client A assigned to a fresh agent, so that agent takes part in its chat. */
async function agentAndRequest() {
  const agent = await t.signInAs("agent");
  const [row] = await t.database.db
    .insert(requests)
    .values({
      clientId: cast.clientA.clientId,
      category: "support",
      details: "Help",
      assigneeId: agent.userId,
    })
    .returning({ id: requests.id });
  return { agent, requestId: row!.id, path: `request/${row!.id}` };
}

async function send(who: Session, path: string, message: string) {
  const res = await call(who, "POST", `/api/chats/${path}/messages`, { message });
  expect(res.statusCode, res.body).toBe(201);
  return messageSchema.parse(res.json());
}

const chatToldTo = async (userId: string, requestId: string) =>
  (
    await t.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.link, `/chat?request=${requestId}`)))
      .orderBy(asc(notifications.createdAt))
  ).map((n) => n.message);

const presenceOf = (userId: string) =>
  t.database.db
    .select({ conversationId: chatPresence.conversationId })
    .from(chatPresence)
    .where(eq(chatPresence.userId, userId));

async function openSocket(who: Session) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
    headers: { cookie: who.cookie, origin: who.origin },
  });
  const heard: SocketMessage[] = [];
  socket.on("message", (data) => heard.push(JSON.parse(String(data)) as SocketMessage));
  await expect.poll(() => heard.some((e) => e.topic === "hello")).toBe(true);
  return {
    socket,
    /** Tells the socket what the tab shows, and waits until the server has recorded it. */
    async view(conversationId: string | null) {
      socket.send(JSON.stringify({ type: "viewing", conversationId }));
      await expect
        .poll(async () => (await presenceOf(who.userId)).map((r) => r.conversationId))
        .toEqual(conversationId ? [conversationId] : []);
    },
  };
}

describe("chat notices as a message is sent", () => {
  it("tells a recipient with no socket at once, and the unread job never tells them again", async () => {
    const { agent, requestId, path } = await agentAndRequest();
    await send(cast.clientA, path, "Hello?");
    expect(await chatToldTo(agent.userId, requestId)).toEqual(["New message from Test client"]);
    // A second message of the same unread run, then the job long after: still the one notice.
    await send(cast.clientA, path, "Anyone?");
    const later = new Date(Date.now() + CHAT_UNREAD_GRACE_MS + 5_000);
    await jobs.unreadChats(later);
    await jobs.unreadChats(later);
    expect(await chatToldTo(agent.userId, requestId)).toEqual(["New message from Test client"]);
    // The sender is never told of their own.
    expect(await chatToldTo(cast.clientA.userId, requestId)).toEqual([]);
  });

  it("tells nobody looking at the conversation in a visible tab, and tells them once the tab is hidden", async () => {
    const { agent, requestId, path } = await agentAndRequest();
    const { conversationId } = await send(agent, path, "How can I help?");
    const tab = await openSocket(agent);
    try {
      await tab.view(conversationId);
      await send(cast.clientA, path, "My flight moved");
      expect(await chatToldTo(agent.userId, requestId)).toEqual([]);
      // Hidden (or the thread left): the next message reaches the bell at once.
      await tab.view(null);
      await send(cast.clientA, path, "Are you there?");
      expect(await chatToldTo(agent.userId, requestId)).toEqual(["New message from Test client (2 unread)"]);
    } finally {
      tab.socket.close();
    }
  });

  it("forgets a socket's presence when it closes", async () => {
    const { agent, path } = await agentAndRequest();
    const { conversationId } = await send(agent, path, "Hello");
    const tab = await openSocket(agent);
    await tab.view(conversationId);
    tab.socket.close();
    await expect.poll(() => presenceOf(agent.userId)).toEqual([]);
  });

  it("ignores a viewing message for a conversation the user may not see", async () => {
    const { agent, path } = await agentAndRequest();
    const { conversationId } = await send(agent, path, "For client A only");
    const clientB = await sessionUser(t, cast.clientB);
    const socketId = randomUUID();
    expect(await t.ctx.kernel.mutate(clientB, (c) => setViewing(c, socketId, conversationId))).toBeNull();
    expect(await t.ctx.kernel.mutate(clientB, (c) => setViewing(c, socketId, randomUUID()))).toBeNull();
    expect(await presenceOf(cast.clientB.userId)).toEqual([]);
    // Over the socket too: B's tab names A's conversation, then its own null; nothing of A's is recorded.
    const tab = await openSocket(cast.clientB);
    try {
      tab.socket.send(JSON.stringify({ type: "viewing", conversationId }));
      tab.socket.send(JSON.stringify({ type: "viewing", conversationId: "not-a-uuid" }));
      tab.socket.send("not json");
      await tab.view(null);
      expect(await presenceOf(cast.clientB.userId)).toEqual([]);
    } finally {
      tab.socket.close();
    }
  });

  it("counts a presence row not refreshed within its time as gone", async () => {
    const { agent, requestId, path } = await agentAndRequest();
    const { conversationId } = await send(agent, path, "Hello");
    // A fresh row (a live socket) keeps the notice back; one its instance stopped refreshing does not.
    const fresh = randomUUID();
    await t.database.db
      .insert(chatPresence)
      .values({ socketId: fresh, userId: agent.userId, conversationId });
    await send(cast.clientA, path, "First");
    expect(await chatToldTo(agent.userId, requestId)).toEqual([]);
    await t.database.db
      .update(chatPresence)
      .set({ updatedAt: sql`now() - ${`${PRESENCE_TTL_MS + 5_000} milliseconds`}::interval` })
      .where(eq(chatPresence.socketId, fresh));
    await send(cast.clientA, path, "Second");
    expect(await chatToldTo(agent.userId, requestId)).toEqual(["New message from Test client (2 unread)"]);
  });
});
