import { formatDateRange } from "#domain/trips/trip-format";
import { PICKER_SIZE, useSearchedOptions } from "../../../lib/use-searched-options";
import { tripListQuery } from "./list-trips";

/**
 * A trip picker's data: a client's trips searched by title on the server, newest first. Staff name the
 * client (`clientId`); a client user's trips list holds only their own, so with `own` they name none.
 * `current` is the form's trip, labelled even when no answer holds it.
 */
export function useClientTripOptions({
  clientId,
  own = false,
  enabled,
  current,
}: {
  clientId: string | null;
  own?: boolean;
  enabled: boolean;
  current?: { id: string; title: string } | null;
}) {
  const picker = useSearchedOptions({
    query: (search) =>
      tripListQuery({
        page: 1,
        pageSize: PICKER_SIZE,
        clientId: own ? undefined : clientId || undefined,
        search: search || undefined,
        sort: "startDate",
        direction: "desc",
      }),
    enabled: enabled && (own || Boolean(clientId)),
    scope: own ? "own" : clientId,
    keep: (trip) => own || trip.clientId === clientId,
    toOption: (trip) => ({
      value: trip.id,
      label: trip.title,
      hint: formatDateRange(trip.startDate, trip.endDate),
    }),
    current: current ? { id: current.id, label: current.title } : null,
  });
  return { ...picker, tripOf: picker.recordOf };
}
