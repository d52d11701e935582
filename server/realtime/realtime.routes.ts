import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { z } from "zod";
import { HELLO_TOPIC } from "#domain/realtime/topics";
import { type SessionUser, verifiedSessionToken } from "../auth/session";
import type { Db } from "../db/client";
import { currentUser } from "../http/access-policy";
import { SESSION_ENDED_CLOSE, SOCKET_PING_MS } from "./channel";
import type { RealtimeHub } from "./hub";
import { sessionIdOfToken } from "./session-viewer";

/** What a browser tells its socket: the conversation it shows in a visible tab (null: none, or hidden). */
export const viewingMessageSchema = z.object({
  type: z.literal("viewing"),
  conversationId: z.uuid().nullable(),
});

const MAX_MESSAGE_BYTES = 1024;

/** The conversation a viewing message names (null: none); undefined for anything else, which is ignored. */
function viewedConversation(text: string): string | null | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = viewingMessageSchema.safeParse(json);
  return parsed.success ? parsed.data.conversationId : undefined;
}

/**
 * What a socket's viewing messages keep, given by the app (the chat feature's presence): realtime knows sockets,
 * not conversations. `view` answers whether the socket now views one, null when the message was ignored.
 */
export interface SocketPresence {
  view(user: SessionUser, socketId: string, conversationId: string | null): Promise<boolean | null>;
  refresh(user: SessionUser, socketId: string): Promise<void>;
  forget(user: SessionUser, socketId: string): Promise<void>;
}

/** Closes a socket whose session has ended: a code of its own, which a browser need not retry with the same cookie. */
function endSocket(socket: WebSocket): void {
  socket.close(SESSION_ENDED_CLOSE, "Session ended");
}

export async function realtimeRoutes(
  app: FastifyInstance,
  options: { hub: RealtimeHub; db: Db; presence: SocketPresence; authSecret: string },
) {
  const { presence: kept } = options;
  app.get(
    "/api/realtime",
    { websocket: true, config: { access: "signed-in" }, schema: { hide: true } },
    async (socket, request) => {
      const user = currentUser(request);
      const socketId = randomUUID();
      let viewing = false;
      // The conversation of a viewing message not yet written (undefined: none waiting).
      let wanted: string | null | undefined;
      // Presence writes run one after another, so the last message (and the close) wins.
      let presence: Promise<unknown> = Promise.resolve();
      const queue = (work: () => Promise<unknown>) => {
        presence = presence
          .then(work)
          .catch((err) => request.log.warn({ err }, "realtime: presence not kept"));
      };
      // Listened to before any await: a message sent as the socket opens is not lost.
      socket.on("message", (data: Buffer, isBinary: boolean) => {
        if (isBinary || data.length > MAX_MESSAGE_BYTES) return;
        const conversationId = viewedConversation(String(data));
        if (conversationId === undefined) return;
        // Messages arriving faster than they are written collapse into the latest.
        const queued = wanted !== undefined;
        wanted = conversationId;
        if (queued) return;
        queue(async () => {
          const latest = wanted ?? null;
          wanted = undefined;
          const now = await kept.view(user, socketId, latest);
          if (now !== null) viewing = now;
        });
      });
      socket.on("close", () => queue(() => kept.forget(user, socketId)));
      // A cookie the access policy let through; its session may have ended since, and then the socket closes.
      const token = verifiedSessionToken(request.headers.cookie, options.authSecret);
      const sessionId = token ? await sessionIdOfToken(options.db, token) : null;
      if (!sessionId) return endSocket(socket);
      if (socket.readyState !== socket.OPEN) return;
      // The hub reads the session's viewer now and again whenever the user's role, ban or client changes.
      const unsubscribe = await options.hub.follow({
        sessionId,
        userId: user.id,
        send: (event) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
        },
        // 1012 "service restart": the browser reconnects with backoff and refetches what it shows.
        restart: () => socket.close(1012, "Live updates restarted"),
        end: () => endSocket(socket),
      });
      if (!unsubscribe) return;
      if (socket.readyState !== socket.OPEN) return void unsubscribe();
      // Pings keep proxies and load balancers from closing an idle socket, and the socket's presence fresh.
      const ping = setInterval(() => {
        socket.ping();
        if (viewing) queue(() => kept.refresh(user, socketId));
      }, SOCKET_PING_MS);
      socket.on("close", () => {
        clearInterval(ping);
        unsubscribe();
      });
      socket.send(JSON.stringify({ topic: HELLO_TOPIC, id: user.id, op: "insert" }));
    },
  );
}
