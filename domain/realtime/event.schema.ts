import { z } from "zod";
import { type HELLO_TOPIC, topicNames } from "./topics";

/**
 * Who may hear of a change: staff only; a client (its portal users, and staff); one user; or everyone
 * signed in (what every user reads, like the package catalogue). The hub delivers an event only to the
 * sockets of its audience.
 */
export const audienceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("staff") }),
  z.object({ kind: z.literal("signed-in") }),
  z.object({ kind: z.literal("client"), clientId: z.string() }),
  z.object({ kind: z.literal("user"), userId: z.string() }),
]);
export type Audience = z.infer<typeof audienceSchema>;

/** What a browser receives after a committed change; the web invalidates queries by topic. */
export const realtimeEventSchema = z.object({
  topic: z.enum(topicNames),
  id: z.string().optional(),
  op: z.enum(["insert", "update", "delete"]),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** What services publish: the event and its audience, which never leaves the server. */
export const publishedEventSchema = realtimeEventSchema.extend({ audience: audienceSchema });
export type PublishedEvent = z.infer<typeof publishedEventSchema>;

/** What a socket can receive: events, and the greeting sent once it is subscribed. */
export type SocketMessage = RealtimeEvent | { topic: typeof HELLO_TOPIC; id?: string; op: "insert" };
