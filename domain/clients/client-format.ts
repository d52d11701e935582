import type { ClientKind, ClientSort } from "./client-values";

// Labels without zod, so the clients list shows them without loading the forms' validation code.

export const clientKindLabels: Record<ClientKind, string> = {
  person: "Person",
  company: "Company",
};

export const clientSortLabels: Record<ClientSort, string> = {
  name: "Name",
  bookingsCount: "Bookings",
  totalSpent: "Total spent",
  lastActivity: "Last activity",
};

/** "3 trips and 2 bookings": what still hangs off a client, for the message that refuses its deletion. */
export function countedList(parts: [count: number, singular: string, plural: string][]): string {
  const named = parts.filter(([count]) => count > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (named.length <= 1) return named[0] ?? "";
  return `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}
