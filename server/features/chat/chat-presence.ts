import { and, eq, gt, not, sql } from "drizzle-orm";
import { AppError } from "#domain/errors";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { conversations } from "../../db/schema/chat";
import { chatPresence } from "../../db/schema/chat-presence";
import { type Change, type Kernel, signedInUser } from "../../kernel/mutate";
import { SOCKET_PING_MS } from "../../realtime/channel";
import type { SocketPresence } from "../../realtime/realtime.routes";
import { resolveSubject } from "./chat-records";

// Who is looking at a conversation right now (an open socket in a visible tab), kept for every instance to read.

/** A row refreshed neither by a ping nor by a viewing message for this long is gone (its instance died). */
export const PRESENCE_TTL_MS = 2 * SOCKET_PING_MS;

const isFresh = () => gt(chatPresence.updatedAt, sql`now() - ${`${PRESENCE_TTL_MS} milliseconds`}::interval`);

/**
 * Records the conversation a socket's user is looking at in a visible tab (null: none, or the tab is hidden).
 * One they may not see is ignored: answers null then, otherwise whether the socket now views one.
 */
export async function setViewing(
  change: Change,
  socketId: string,
  conversationId: string | null,
): Promise<boolean | null> {
  const { tx } = change;
  const user = signedInUser(change);
  if (conversationId === null) {
    await forgetSocket(change, socketId);
    return false;
  }
  if (!(await mayView(tx, user, conversationId))) return null;
  // The user's rows left behind by an instance that died.
  await tx.delete(chatPresence).where(and(eq(chatPresence.userId, user.id), not(isFresh())));
  await tx
    .insert(chatPresence)
    .values({ socketId, userId: user.id, conversationId })
    .onConflictDoUpdate({
      target: chatPresence.socketId,
      set: { userId: user.id, conversationId, updatedAt: sql`now()` },
    });
  return true;
}

/** The socket is still there (its ping): its row stays fresh. */
export async function refreshViewing({ tx }: Change, socketId: string): Promise<void> {
  await tx.update(chatPresence).set({ updatedAt: sql`now()` }).where(eq(chatPresence.socketId, socketId));
}

/** The socket closed. */
export async function forgetSocket({ tx }: Change, socketId: string): Promise<void> {
  await tx.delete(chatPresence).where(eq(chatPresence.socketId, socketId));
}

/** Who looks at the conversation in a visible tab now, on any instance. */
export async function viewersOf(tx: DbOrTx, conversationId: string): Promise<string[]> {
  const found = await tx
    .selectDistinct({ userId: chatPresence.userId })
    .from(chatPresence)
    .where(and(eq(chatPresence.conversationId, conversationId), isFresh()));
  return found.map((row) => row.userId);
}

/** The thread's own check: its request or trip must be one the user sees. */
async function mayView(tx: DbOrTx, user: SessionUser, conversationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ kind: conversations.kind, requestId: conversations.requestId, tripId: conversations.tripId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const id = row?.kind === "trip" ? row.tripId : row?.requestId;
  if (!row || !id) return false;
  try {
    await resolveSubject(tx, user, { kind: row.kind, id });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return false;
    throw error;
  }
}

/** The sockets' presence as the live socket keeps it (server/app.ts hands it to realtimeRoutes). */
export function chatSocketPresence(kernel: Kernel): SocketPresence {
  return {
    view: (user, socketId, conversationId) =>
      kernel.mutate(user, (c) => setViewing(c, socketId, conversationId)),
    refresh: (user, socketId) => kernel.mutate(user, (c) => refreshViewing(c, socketId)),
    forget: (user, socketId) => kernel.mutate(user, (c) => forgetSocket(c, socketId)),
  };
}
