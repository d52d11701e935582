import { XIcon } from "lucide-react";
import { useId } from "react";
import { passengerName } from "#domain/passengers/passenger-format";
import type { PassengerCandidate } from "#domain/trips/trip-passenger.schema";
import { ActionDialog } from "../../../components/action-dialog";
import { PickList } from "../../../components/pick-list";
import { SearchInput } from "../../../components/search-input";
import { Badge } from "../../../components/ui/badge";
import { Checkbox } from "../../../components/ui/checkbox";
import type { FormDialogProps } from "../../../components/use-form-dialog";
import { usePickSearch } from "../../../components/use-pick-search";
import { useAddTripPassengers } from "../api/add-trip-passengers";
import { usePassengerCandidates } from "../api/list-passenger-candidates";
import { TripPassportBadge } from "./trip-passport-badge";

/** Pick several existing passengers (search by name or passport number) and add them in one go. */
export function AddPassengersDialog({
  tripId,
  tripEndDate,
  ...props
}: FormDialogProps & { tripId: string; tripEndDate: string }) {
  const listId = useId();
  const { search, setSearch, chosen, setChosen, debounced } = usePickSearch(
    props.open,
    () => new Map<string, PassengerCandidate>(),
  );
  const candidates = usePassengerCandidates(tripId, debounced, props.open);
  const add = useAddTripPassengers(tripId);

  const toggle = (p: PassengerCandidate) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(p.id)) next.delete(p.id);
      else next.set(p.id, p);
      return next;
    });

  const items = candidates.data?.items ?? [];
  const count = chosen.size;
  const listShown = !candidates.isLoading && !candidates.isError && items.length > 0;

  return (
    <ActionDialog
      {...props}
      busy={add.isPending}
      className="sm:max-w-xl"
      title="Add Passengers"
      description="Passengers of the trip's client, and those who belong to no client, can join it."
      actionLabel={
        count === 0 ? "Add Passengers" : count === 1 ? "Add 1 Passenger" : `Add ${count} Passengers`
      }
      actionDisabled={count === 0}
      onAction={() => add.mutate([...chosen.keys()], { onSuccess: () => props.onOpenChange(false) })}
    >
      <SearchInput
        aria-label="Search passengers to add"
        // Only while the list is on screen: a reference to a missing element is invalid ARIA.
        aria-controls={listShown ? listId : undefined}
        placeholder="Search by name or passport number"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoFocus
      />
      {count > 0 ? (
        <ul aria-label="Chosen passengers" className="flex flex-wrap gap-2">
          {[...chosen.values()].map((p) => (
            <li key={p.id}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {passengerName(p)}
                <button
                  type="button"
                  aria-label={`Remove ${passengerName(p)} from the choice`}
                  className="cursor-pointer rounded-sm p-0.5 hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => toggle(p)}
                >
                  <XIcon aria-hidden className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <PickList
        query={candidates}
        isEmpty={items.length === 0}
        className="max-h-80"
        errorText="Error fetching passengers"
        emptyText="No passengers found"
      >
        <ul id={listId} aria-label="Passengers to add" className="divide-y">
          {items.map((p) => {
            const name = passengerName(p);
            const checkboxId = `${listId}-${p.id}`;
            return (
              <li key={p.id} className="flex items-center gap-3 px-3 py-2">
                <Checkbox id={checkboxId} checked={chosen.has(p.id)} onCheckedChange={() => toggle(p)} />
                <label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer">
                  <span className="block truncate font-medium text-sm">{name}</span>
                  <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                    <span className="font-mono">{p.passportNumber}</span>
                    {p.nationality ? <span>{p.nationality}</span> : null}
                    <span>{p.clientName ?? "No client"}</span>
                  </span>
                </label>
                <TripPassportBadge expiry={p.documentExpiry} tripEndDate={tripEndDate} />
              </li>
            );
          })}
        </ul>
      </PickList>
    </ActionDialog>
  );
}
