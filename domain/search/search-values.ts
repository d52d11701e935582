// Plain lists (no zod): the top bar's palette shows these without loading the validation code.

/** What the global search finds, in the order its groups are shown. */
export const searchKinds = [
  "passengers",
  "trips",
  "reservations",
  "flights",
  "clients",
  "bookings",
  "invoices",
  "requests",
] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Record<SearchKind, string> = {
  passengers: "Passengers",
  trips: "Trips",
  reservations: "Reservations",
  flights: "Flights",
  clients: "Clients",
  bookings: "Bookings",
  invoices: "Invoices",
  requests: "Requests",
};

/** Shorter text would match most rows of every table and use no index. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Results shown per kind; the rest are counted. */
export const SEARCH_RESULTS_PER_KIND = 5;
/** Each kind counts its matches up to this many ("100+"): counting every hit of "an" would cost more than the search. */
export const SEARCH_TOTAL_CAP = 100;

/** "3", or "100+" when the count stopped at the cap. */
export function searchTotalLabel(total: number, capped: boolean): string {
  return capped ? `${total}+` : String(total);
}

/** What a search found over every kind: "1 record found", "38 records found", "120+ records found" past a cap. */
export function searchFoundLabel(groups: readonly { total: number; capped: boolean }[]): string {
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const capped = groups.some((group) => group.capped);
  return `${searchTotalLabel(total, capped)} ${total === 1 && !capped ? "record" : "records"} found`;
}
