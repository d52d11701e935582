import { GitMergeIcon } from "lucide-react";
import type { Passenger } from "#domain/passengers/passenger.schema";
import { methodLabels, type PassengerSort, passengerName } from "#domain/passengers/passenger-format";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { PassportExpiryLine } from "../../../components/passport-expiry-line";
import { TableDeleteButton, TableEditButton } from "../../../components/table-actions";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
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

function sortable(header: string, sort: PassengerSort, what = header.toLowerCase()) {
  return { header, sort, firstOrder: "asc" as const, title: `Sort by ${what}` };
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
  const columns: ListColumn<Passenger, PassengerSort>[] = [
    {
      ...sortable("Name", "name"),
      essential: true,
      // Not a `wrap` column: its table scrolls in its frame even at desktop width, where the least width a
      // wrap column keeps would push the actions further out of view.
      cellClassName: "whitespace-normal break-words font-medium",
      cell: (p) => (
        <>
          <button
            type="button"
            className="cursor-pointer rounded-sm text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            aria-pressed={p.id === selectedId}
            onClick={(event) => {
              event.stopPropagation();
              onSelect(p);
            }}
          >
            {passengerName(p)}
          </button>
          {p.status === "inactive" ? (
            <Badge variant="secondary" className="ml-2">
              Inactive
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      ...sortable("Nationality", "nationality"),
      cell: (p) => (p.nationality ? p.nationality : <span className="text-muted-foreground">—</span>),
    },
    {
      ...sortable("Passport", "expiry", "passport expiry"),
      essential: true,
      cell: (p) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{p.passportNumber}</span>
            <ExpiryBadge expiry={p.documentExpiry} />
          </div>
          <PassportExpiryLine expiry={p.documentExpiry} />
        </>
      ),
    },
    { header: "Method", cell: (p) => methodLabels[p.method] },
    {
      header: "Actions",
      actions: true,
      essential: true,
      cell: (p) => <RowActions passenger={p} {...{ onEdit, onDelete, onMerge }} />,
    },
  ];
  return (
    <ListTable
      label="Passengers"
      columns={columns}
      rows={passengers}
      loading={loading}
      error={error}
      errorText="Error fetching passengers"
      emptyText="No passengers found"
      sort={{ sort: sort.sort, order: sort.direction }}
      onSortChange={(next) => onSortChange({ sort: next.sort, direction: next.order })}
      rowProps={(p) => ({
        "data-state": p.id === selectedId ? "selected" : undefined,
        "aria-selected": p.id === selectedId,
        className: "cursor-pointer",
        onClick: () => onSelect(p),
      })}
      // The frame is one scroller for both axes, so the header stays on top and the actions at the right edge.
      style={{ height: PASSENGER_LIST_HEIGHT }}
      headerClassName="sticky top-0 z-10 bg-background"
    />
  );
}

function RowActions({
  passenger: p,
  onEdit,
  onDelete,
  onMerge,
}: { passenger: Passenger } & Pick<PassengersTableProps, "onEdit" | "onDelete" | "onMerge">) {
  const name = passengerName(p);
  return (
    <div className="flex justify-end gap-1">
      <TableEditButton
        label={`Edit ${name}`}
        onClick={(event) => {
          event.stopPropagation();
          onEdit(p);
        }}
      />
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
      <TableDeleteButton
        label={`Delete ${name}`}
        onClick={(event) => {
          event.stopPropagation();
          onDelete(p);
        }}
      />
    </div>
  );
}
