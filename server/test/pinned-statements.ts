import type { PreparedStatement } from "../db/client";
import { readableText } from "../kernel/statements";

// The plan snapshots of the list statements: ids and helpers every list's statement test pins the same way.

/** The client a client user's scope is pinned with. */
export const CLIENT = "11111111-1111-4111-8111-111111111111";
/** Another client, for filters that name one. */
export const OTHER_CLIENT = "22222222-2222-4222-8222-222222222222";

/** A prepared statement as a snapshot pins it: its text laid out to read, and its values. */
export function pinned({ text, values }: PreparedStatement) {
  return { text: readableText(text), values };
}

/** The list's query as the route would parse it from the URL (defaults filled in). */
export function queryOf<T>(schema: { parse(input: unknown): T }): (input: Record<string, unknown>) => T {
  return (input) => schema.parse(input);
}
