import { GitMergeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { Passenger } from "#domain/passengers/passenger.schema";
import { methodLabels, type PassengerSort, passengerName } from "#domain/passengers/passenger-format";
import { SortableHead } from "../../../components/list-page/sortable-head";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { TableMessageRow } from "../../../components/table-message-row";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { ExpiryBadge } from "./expiry-badge";

/** SPEC §9: the passenger list scrolls at 500px. */
export const PASSENGER_LIST_HEIGHT = 500;

export interface PassengerSortState {
  sort: PassengerSort;
  direction: "asc" | "desc";
}

interface PassengersTableProps {
  passengers: Passenger[] | undefined;
  loading: boolean;
  error: boolean;
  selectedId: string | null;
  sort: PassengerSortState;
  onSortChange: (sort: PassengerSortState) => void;
  onSelect: (passenger: Passenger) => void;
  onEdit: (passenger: Passenger) => void;
  onDelete: (passenger: Passenger) => void;
  /** Staff only: merge the passenger with another record of the same person. */
  onMerge?: (passenger: Passenger) => void;
}

function SortHeader({
  label,
  sortLabel,
  column,
  sort,
  onSortChange,
}: {
  label: string;
  sortLabel: string;
  column: PassengerSort;
  sort: PassengerSortState;
  onSortChange: (sort: PassengerSortState) => void;
}) {
  return (
    <SortableHead
      label={label}
      column={column}
      sort={{ sort: sort.sort, order: sort.direction }}
      onSortChange={(next) => onSortChange({ sort: next.sort, direction: next.order })}
      firstOrder="asc"
      title={`Sort by ${sortLabel}`}
    />
  );
}

/** Name, Nationality, Passport, Method, Actions; a click (or Enter) on a row selects its passenger. */
export function PassengersTable({
  passengers,
  loading,
  error,
  selectedId,
  sort,
  onSortChange,
  onSelect,
  onEdit,
  onDelete,
  onMerge,
}: PassengersTableProps) {
  const rows = passengers ?? [];
  return (
    // One scroller for both axes, so the header stays on top and the actions stay at the right edge.
    <div
      className="overflow-auto rounded-md border [&_[data-slot=table-container]]:overflow-visible"
      style={{ height: PASSENGER_LIST_HEIGHT }}
    >
      <Table aria-label="Passengers" aria-busy={loading || undefined}>
        <TableHeader className="sticky top-0 z-10 bg-background">
          <TableRow>
            <SortHeader label="Name" sortLabel="name" column="name" sort={sort} onSortChange={onSortChange} />
            <SortHeader
              label="Nationality"
              sortLabel="nationality"
              column="nationality"
              sort={sort}
              onSortChange={onSortChange}
            />
            <SortHeader
              label="Passport"
              sortLabel="passport expiry"
              column="expiry"
              sort={sort}
              onSortChange={onSortChange}
            />
            <TableHead>Method</TableHead>
            <TableActionsHead>Actions</TableActionsHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0 ? (
            <TableMessageRow colSpan={5} loading />
          ) : error && rows.length === 0 ? (
            <TableMessageRow colSpan={5} tone="error">
              Error fetching passengers
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={5}>No passengers found</TableMessageRow>
          ) : (
            rows.map((p) => {
              const name = passengerName(p);
              const selected = p.id === selectedId;
              return (
                <TableRow
                  key={p.id}
                  data-state={selected ? "selected" : undefined}
                  aria-selected={selected}
                  className="cursor-pointer"
                  onClick={() => onSelect(p)}
                >
                  <TableCell className="whitespace-normal font-medium">
                    <button
                      type="button"
                      className="cursor-pointer rounded-sm text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      aria-pressed={selected}
                      onClick={(event) => {
                        event.stopPropagation();
                        onSelect(p);
                      }}
                    >
                      {name}
                    </button>
                    {p.status === "inactive" ? (
                      <Badge variant="secondary" className="ml-2">
                        Inactive
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {p.nationality ? p.nationality : <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-mono">{p.passportNumber}</span>
                      <ExpiryBadge expiry={p.documentExpiry} />
                    </div>
                    <div className="text-muted-foreground text-xs">Expires {p.documentExpiry}</div>
                  </TableCell>
                  <TableCell>{methodLabels[p.method]}</TableCell>
                  <TableActionsCell>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${name}`}
                        title="Edit"
                        onClick={(event) => {
                          event.stopPropagation();
                          onEdit(p);
                        }}
                      >
                        <PencilIcon aria-hidden />
                      </Button>
                      {onMerge ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Merge duplicates… of ${name}`}
                          title="Merge duplicates…"
                          onClick={(event) => {
                            event.stopPropagation();
                            onMerge(p);
                          }}
                        >
                          <GitMergeIcon aria-hidden />
                        </Button>
                      ) : null}
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${name}`}
                        title="Delete"
                        onClick={(event) => {
                          event.stopPropagation();
                          onDelete(p);
                        }}
                      >
                        <Trash2Icon aria-hidden className="text-destructive" />
                      </Button>
                    </div>
                  </TableActionsCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </div>
  );
}
