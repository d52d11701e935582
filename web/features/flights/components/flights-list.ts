import { flightListQuerySchema } from "#domain/flights/flight.schema";
import { formatTripDate } from "#domain/trips/trip-format";
import { defineListPage } from "../../../components/list-page/list-page";
import type { ListPageStateOf } from "../../../components/list-page/use-list-page";

/** The Flights screen's list: FlightFilters draws its search and filters, the range's error under "to". */
export const flightsList = defineListPage({
  schema: flightListQuerySchema,
  filters: [{ custom: ["search", "status", "from", "to"] }],
  sort: { column: "departure", order: "direction" },
  clearable: true,
  // The screen opens on upcoming flights: "from" is the agency's today unless the URL says otherwise ("from=" is
  // no date).
  defaults: ({ today }) => ({ from: today }),
  pinned: ["from"],
});

export type FlightsListState = ListPageStateOf<typeof flightsList>;

/** The domain's own rule for the range: the message the API would answer with, shown before asking. */
export function rangeErrorOf(from: string | undefined, to: string | undefined): string | undefined {
  const result = flightListQuerySchema.safeParse({ from, to });
  return result.error?.issues.find((issue) => issue.path[0] === "to")?.message;
}

export function emptyTextOf(from: string | undefined, rangeError: string | undefined): string {
  if (rangeError) return "No flights shown: choose a “to” date on or after “Departing from”.";
  if (from)
    return `No flights found departing on or after ${formatTripDate(from)}. Clear “Departing from” to see earlier ones.`;
  return "No flights found";
}
