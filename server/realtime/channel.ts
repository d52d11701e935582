/** The NOTIFY channel every instance LISTENs on; only the kernel (server/kernel/mutate.ts) notifies on it. */
export const REALTIME_CHANNEL = "itinera_events";

/** How often each socket is pinged: keeps proxies from closing an idle socket, and its chat presence fresh. */
export const SOCKET_PING_MS = 25_000;
