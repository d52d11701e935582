import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import {
  type Audience,
  type PublishedEvent,
  publishedEventSchema,
  type RealtimeEvent,
} from "#domain/realtime/event.schema";
import type { Database } from "../db/client";
import { REALTIME_CHANNEL } from "./channel";
import { readSessionViewer, type SessionViewer } from "./session-viewer";

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

/** A socket that follows its session: `end` closes it once the session has ended. */
export interface SessionSubscriber {
  sessionId: string;
  userId: string;
  send(event: RealtimeEvent): void;
  restart(): void;
  end(): void;
}

export function mayHear(viewer: Viewer, audience: Audience): boolean {
  switch (audience.kind) {
    case "staff":
      return viewer.staff;
    // Every socket is signed in: the route refuses one without a session, and the hub ends it with its session.
    case "signed-in":
      return true;
    case "client":
      return viewer.staff || viewer.clientId === audience.clientId;
    case "user":
      return viewer.userId === audience.userId;
  }
}

/** What the database's triggers (migration 0037) say on the events' channel when a session or a user's rights change. */
export const accessNoticeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("session-ended"), sessionId: z.string() }),
  z.object({ kind: z.literal("session-changed"), sessionId: z.string() }),
  z.object({ kind: z.literal("user-changed"), userId: z.string() }),
]);

// setTimeout's longest delay; a session due later is looked at again then.
const MAX_TIMER_MS = 2 ** 31 - 1;
// A session the database still counts as live when the timer fires (clocks differ) is looked at again this soon.
const MIN_TIMER_MS = 250;

interface Followed {
  sessionId: string;
  userId: string;
  end(): void;
  /** Ended, restarted or unsubscribed: forgotten by the hub. */
  ended: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** The re-read in flight: events wait in `held` until it tells what the socket may hear. */
  checking: Promise<void> | null;
  again: boolean;
  held: PublishedEvent[];
}

interface Listener {
  /** Null until its session's first read. */
  viewer: Viewer | null;
  send(event: RealtimeEvent): void;
  restart?(): void;
  session?: Followed;
}

/**
 * Fans events out to this instance's sockets, each only to the sockets of its audience. It only listens:
 * events are sent by the kernel (server/kernel/mutate.ts) inside the change's transaction, and Postgres
 * LISTEN/NOTIFY delivers them to every instance on commit. A socket follows its session: the database's
 * triggers announce a session ending (closed at once) and a user's role, ban or client changing (its viewer
 * read again before the next event reaches it); a timer ends it when the session runs out.
 */
export class RealtimeHub {
  private readonly listeners = new Set<Listener>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(REALTIME_CHANNEL, (payload) => this.receive(payload), {
      lost: (err) => this.log.warn({ err }, "realtime: lost the database LISTEN connection; reconnecting"),
      restored: () => {
        this.log.info("realtime: LISTEN connection restored; restarting this instance's sockets");
        // Events (and sessions ending) announced while it was down never reached these sockets: their
        // browsers reconnect, which checks their session again, and refetch.
        for (const listener of this.listeners) listener.restart?.();
      },
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    for (const listener of this.listeners) this.clearTimer(listener);
  }

  /** A listener with a fixed viewer (tests, and anything not behind a session). */
  subscribe(subscriber: Subscriber): () => void {
    const listener: Listener = subscriber;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * A socket's listener, bound to its session. Resolves once the session is read: with the unsubscribe, or
   * null when it had already ended or could not be read (`end` or `restart` was called). Listening starts
   * before the read, so a session ending meanwhile is not missed.
   */
  async follow(subscriber: SessionSubscriber): Promise<(() => void) | null> {
    const { sessionId, userId, send, restart, end } = subscriber;
    const listener: Listener = {
      viewer: null,
      send,
      restart,
      session: { sessionId, userId, end, ended: false, timer: null, checking: null, again: false, held: [] },
    };
    this.listeners.add(listener);
    await this.check(listener);
    if (listener.session?.ended) return null;
    return () => void this.drop(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  private receive(payload: string): void {
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      return;
    }
    const notice = accessNoticeSchema.safeParse(json);
    if (notice.success) {
      this.onNotice(notice.data);
      return;
    }
    const parsed = publishedEventSchema.safeParse(json);
    if (parsed.success) this.deliver(parsed.data);
  }

  private deliver(published: PublishedEvent): void {
    for (const listener of this.listeners) {
      if (listener.session?.checking) listener.session.held.push(published);
      else if (listener.viewer) hearIfAllowed(listener, listener.viewer, published);
    }
  }

  private onNotice(notice: z.infer<typeof accessNoticeSchema>): void {
    for (const listener of this.listeners) {
      const session = listener.session;
      if (!session) continue;
      if (notice.kind === "session-ended" && session.sessionId === notice.sessionId)
        this.endSession(listener);
      else if (notice.kind === "session-changed" && session.sessionId === notice.sessionId)
        void this.check(listener);
      else if (notice.kind === "user-changed" && session.userId === notice.userId) void this.check(listener);
    }
  }

  /** Reads the listener's session again; events arriving meanwhile wait, then reach it by what it may hear now. */
  private check(listener: Listener): Promise<void> {
    const session = listener.session;
    if (!session || session.ended) return Promise.resolve();
    if (session.checking) {
      // A change committed after the read in flight began: read once more when it is done.
      session.again = true;
      return session.checking;
    }
    session.checking = (async () => {
      let read: SessionViewer | null | "failed";
      do {
        session.again = false;
        read = await readSessionViewer(this.database.db, session.sessionId).catch((err: unknown) => {
          this.log.warn({ err }, "realtime: could not read a socket's session; restarting it");
          return "failed" as const;
        });
      } while (session.again && read !== "failed" && read !== null && !session.ended);
      session.checking = null;
      const held = session.held.splice(0);
      if (session.ended) return;
      if (read === "failed") return this.restartListener(listener);
      if (read === null) return this.endSession(listener);
      listener.viewer = read.viewer;
      this.expireAt(listener, read.expiresAt);
      for (const published of held) hearIfAllowed(listener, read.viewer, published);
    })();
    return session.checking;
  }

  /** The session runs out with no row changing: its socket is looked at again then. */
  private expireAt(listener: Listener, expiresAt: Date): void {
    this.clearTimer(listener);
    const session = listener.session;
    if (!session) return;
    const due = Math.min(MAX_TIMER_MS, Math.max(MIN_TIMER_MS, expiresAt.getTime() - Date.now()));
    session.timer = setTimeout(() => {
      session.timer = null;
      void this.check(listener);
    }, due);
    session.timer.unref();
  }

  private endSession(listener: Listener): void {
    if (this.drop(listener)) listener.session?.end();
  }

  private restartListener(listener: Listener): void {
    if (this.drop(listener)) listener.restart?.();
  }

  /** Forgets a socket's listener for good (a read still in flight then changes nothing); false if it already was. */
  private drop(listener: Listener): boolean {
    const session = listener.session;
    if (session) {
      if (session.ended) return false;
      session.ended = true;
      session.held.length = 0;
      this.clearTimer(listener);
    }
    return this.listeners.delete(listener);
  }

  private clearTimer(listener: Listener): void {
    if (listener.session?.timer) clearTimeout(listener.session.timer);
    if (listener.session) listener.session.timer = null;
  }
}

function hearIfAllowed(listener: Listener, viewer: Viewer, published: PublishedEvent): void {
  const { audience, ...event } = published;
  if (mayHear(viewer, audience)) listener.send(event);
}
