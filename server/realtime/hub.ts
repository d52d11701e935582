import type { FastifyBaseLogger } from "fastify";
import { type Audience, publishedEventSchema, type RealtimeEvent } from "#domain/realtime/event.schema";
import type { Database } from "../db/client";
import { REALTIME_CHANNEL } from "./channel";

export { REALTIME_CHANNEL };

/** Who is behind a socket, as far as deciding what it may hear. */
export interface Viewer {
  userId: string;
  staff: boolean;
  /** The client a client user belongs to; null for staff and for a client user linked to none. */
  clientId: string | null;
}

export interface Subscriber {
  viewer: Viewer;
  send(event: RealtimeEvent): void;
  /** Ends the socket so its browser reconnects and refetches: it may have missed events. */
  restart?(): void;
}

export function mayHear(viewer: Viewer, audience: Audience): boolean {
  switch (audience.kind) {
    case "staff":
      return viewer.staff;
    // Every socket is signed in: the route refuses one without a session.
    case "signed-in":
      return true;
    case "client":
      return viewer.staff || viewer.clientId === audience.clientId;
    case "user":
      return viewer.userId === audience.userId;
  }
}

/**
 * Fans events out to this instance's sockets, each only to the sockets of its audience. It only listens:
 * events are sent by the kernel (server/kernel/mutate.ts) inside the change's transaction, and Postgres
 * LISTEN/NOTIFY delivers them to every instance on commit.
 */
export class RealtimeHub {
  private readonly subscribers = new Set<Subscriber>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(REALTIME_CHANNEL, (payload) => this.deliver(payload), {
      lost: (err) => this.log.warn({ err }, "realtime: lost the database LISTEN connection; reconnecting"),
      restored: () => {
        this.log.info("realtime: LISTEN connection restored; restarting this instance's sockets");
        // Events published while it was down never reached these sockets: their browsers reconnect and refetch.
        for (const subscriber of this.subscribers) subscriber.restart?.();
      },
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  private deliver(payload: string): void {
    let parsed: ReturnType<typeof publishedEventSchema.safeParse>;
    try {
      parsed = publishedEventSchema.safeParse(JSON.parse(payload));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const { audience, ...event } = parsed.data;
    for (const subscriber of this.subscribers) {
      if (mayHear(subscriber.viewer, audience)) subscriber.send(event);
    }
  }
}
