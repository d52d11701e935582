/**
 * The NOTIFY channel every instance LISTENs on: the kernel (server/kernel/mutate.ts) sends events on it, and the
 * database's triggers (migration 0037, which names it) say when a session ends or a user's rights change.
 */
export const REALTIME_CHANNEL = "itinera_events";

/** How often each socket is pinged: keeps proxies from closing an idle socket, and its chat presence fresh. */
export const SOCKET_PING_MS = 25_000;

export { SESSION_ENDED_CLOSE } from "#domain/realtime/close-codes";
