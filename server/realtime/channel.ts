/** The NOTIFY channel every instance LISTENs on; only the kernel (server/kernel/mutate.ts) notifies on it. */
export const REALTIME_CHANNEL = "itinera_events";
