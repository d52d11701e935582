import { SearchIcon, XIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { passengerName } from "#domain/passengers/passenger-format";
import type { PassengerCandidate } from "#domain/trips/trip-passenger.schema";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { useDebounced } from "../../../lib/use-debounced";
import { useAddTripPassengers } from "../api/add-trip-passengers";
import { usePassengerCandidates } from "../api/list-passenger-candidates";
import { TripPassportBadge } from "./trip-passport-badge";

const SEARCH_DELAY_MS = 250;

/** Pick several existing passengers (search by name or passport number) and add them in one go. */
export function AddPassengersDialog({
  tripId,
  tripEndDate,
  open,
  onOpenChange,
}: {
  tripId: string;
  tripEndDate: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const listId = useId();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Map<string, PassengerCandidate>>(new Map());
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const candidates = usePassengerCandidates(tripId, debounced, open);
  const add = useAddTripPassengers(tripId);

  useEffect(() => {
    if (open) {
      setSearch("");
      setChosen(new Map());
    }
  }, [open]);

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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!add.isPending) onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add Passengers</DialogTitle>
          <DialogDescription>
            Passengers of the trip's client, and those who belong to no client, can join it.
          </DialogDescription>
        </DialogHeader>
        <div className="relative">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search passengers to add"
            // Only while the list is on screen: a reference to a missing element is invalid ARIA.
            aria-controls={listShown ? listId : undefined}
            placeholder="Search by name or passport number"
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoFocus
          />
        </div>
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
        <div
          className="max-h-80 overflow-y-auto rounded-md border"
          aria-busy={candidates.isFetching || undefined}
        >
          {candidates.isLoading ? (
            <p className="flex items-center justify-center gap-2 p-6 text-muted-foreground text-sm">
              <Spinner />
              Loading
            </p>
          ) : candidates.isError ? (
            <p className="p-6 text-center text-destructive text-sm">Error fetching passengers</p>
          ) : items.length === 0 ? (
            <p className="p-6 text-center text-muted-foreground text-sm">No passengers found</p>
          ) : (
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
          )}
        </div>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={add.isPending}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <Button
            type="button"
            disabled={count === 0}
            loading={add.isPending}
            onClick={() => add.mutate([...chosen.keys()], { onSuccess: () => onOpenChange(false) })}
          >
            {count === 0 ? "Add Passengers" : count === 1 ? "Add 1 Passenger" : `Add ${count} Passengers`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
