import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type RealtimeEvent, realtimeEventSchema } from "../../domain/realtime/event.schema";
import type { Database } from "../db/client";

export const REALTIME_CHANNEL = "itinera_events";

export interface Subscriber {
  send(event: RealtimeEvent): void;
}

/** Fans events out to this instance's sockets; Postgres LISTEN/NOTIFY carries them between instances. */
export class RealtimeHub {
  private readonly subscribers = new Set<Subscriber>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(REALTIME_CHANNEL, (payload) => this.deliver(payload));
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

  /** Call after the transaction committed: listeners would otherwise refetch data not yet visible. */
  async publish(event: RealtimeEvent): Promise<void> {
    try {
      await this.database.db.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
    } catch (err) {
      // The change is committed; a lost event only delays what other screens show.
      this.log.warn({ err, event }, "could not publish realtime event");
    }
  }

  private deliver(payload: string): void {
    const parsed = realtimeEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return;
    for (const subscriber of this.subscribers) subscriber.send(parsed.data);
  }
}
