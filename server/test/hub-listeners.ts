import type { RealtimeEvent } from "#domain/realtime/event.schema";
import type { Viewer } from "../realtime/hub";
import type { TestApp } from "./test-app";

/** The socket view of a client user: their client's records only. */
export function clientViewer(session: { userId: string; clientId: string | null }): Viewer {
  return { userId: session.userId, staff: false, clientId: session.clientId };
}

/** Subscribes to the hub as each viewer: what each has heard so far, and `stop` to unsubscribe them all. */
export function listenAs<K extends string>(t: TestApp, viewers: Record<K, Viewer>) {
  const heard = {} as Record<K, RealtimeEvent[]>;
  const offs = (Object.entries(viewers) as [K, Viewer][]).map(([key, viewer]) => {
    const events: RealtimeEvent[] = [];
    heard[key] = events;
    return t.ctx.hub.subscribe({ viewer, send: (event) => events.push(event) });
  });
  return {
    heard,
    stop: () => {
      for (const off of offs) off();
    },
  };
}
