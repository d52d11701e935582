import pg from "pg";

/** What a LISTEN connection reports about itself: losing it, and having it back. */
export interface ListenEvents {
  lost?(error: unknown): void;
  restored?(): void;
}

const MIN_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;

/**
 * LISTENs on its own connection and, when PostgreSQL drops it (restart, failover, a killed
 * backend), connects again with backoff until it is back: without this, live updates would stop
 * silently until the process restarted. The first connection's failure is thrown, so start-up fails.
 */
export async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents = {},
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = MIN_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    next.on("error", (error) => lose(next, error));
    next.on("end", () => lose(next, new Error("the LISTEN connection ended")));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  };

  const retry = () => {
    timer = setTimeout(async () => {
      timer = null;
      if (stopped) return;
      try {
        const next = await connect();
        if (stopped) return void (await next.end().catch(() => {}));
        client = next;
        retryMs = MIN_RETRY_MS;
        events.restored?.();
      } catch {
        retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
        retry();
      }
    }, retryMs);
  };

  // Only the current connection's loss counts: "error" and "end" both fire for one drop.
  function lose(which: pg.Client, error: unknown) {
    if (stopped || which !== client) return;
    client = null;
    void which.end().catch(() => {});
    events.lost?.(error);
    retry();
  }

  client = await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => {});
    client = null;
  };
}
