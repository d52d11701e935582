import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { formatMoney } from "#domain/money-format";
import { passengerName } from "#domain/passengers/passenger-format";
import type { TripSsrRequest } from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import {
  type TripSsrStatus,
  tripSsrStatuses,
  tripSsrStatusLabels,
} from "#domain/trip-ssr-requests/trip-ssr-request-values";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { StatusMenu } from "../../../components/status-menu";
import { TabTable } from "../../../components/tab-table";
import { TableActionsCell, TableDeleteButton } from "../../../components/table-actions";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TableCell, TableRow } from "../../../components/ui/table";
import { useDeleteTripSsrRequest } from "../api/delete-trip-ssr-request";
import { useTripSsrRequests } from "../api/list-trip-ssr-requests";
import { useUpdateTripSsrRequest } from "../api/update-trip-ssr-request";
import { segmentLabel } from "./segment-label";

const AddSsrRequestDialog = lazy(async () => ({
  default: (await import("./add-ssr-request-dialog")).AddSsrRequestDialog,
}));

/** SPEC §4: confirmed shows as primary, the others as secondary. */
export function SsrStatusBadge({ status }: { status: TripSsrStatus }) {
  return (
    <Badge variant={status === "confirmed" ? "default" : "secondary"}>{tripSsrStatusLabels[status]}</Badge>
  );
}

function RequestStatusMenu({ tripId, request }: { tripId: string; request: TripSsrRequest }) {
  const update = useUpdateTripSsrRequest(tripId);
  return (
    <StatusMenu
      label={`Change the status of ${request.code} for ${passengerName(request.passenger)}`}
      value={request.status}
      statuses={tripSsrStatuses}
      labels={tripSsrStatusLabels}
      busy={update.isPending}
      onChange={(status) =>
        update.mutate({ requestId: request.id, patch: { status }, version: request.version })
      }
    />
  );
}

/** The trip's SSR requests: code, passenger, description, notes, status and price; staff add, re-status and remove. */
export function TripSsrRequestsTab({ tripId, canEdit }: { tripId: string; canEdit: boolean }) {
  const list = useTripSsrRequests(tripId);
  const remove = useDeleteTripSsrRequest(tripId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TripSsrRequest | null>(null);
  const rows = list.data?.items ?? [];

  return (
    <div className="space-y-4">
      <TabTable
        label="SSR requests"
        action={
          canEdit ? (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden />
              Add SSR request
            </Button>
          ) : null
        }
        heads={[
          "Code",
          "Passenger",
          "Description",
          "Segment",
          "Notes",
          "Status",
          { label: "Price", className: "text-right" },
        ]}
        actions={canEdit}
        query={list}
        errorText="Error fetching trip details"
        emptyText="No SSR requests for this trip yet"
        rows={rows}
        row={(r) => (
          <TableRow key={r.id} data-ssr-request={r.code}>
            <TableCell className="font-mono">{r.code}</TableCell>
            <TableCell className="whitespace-normal">{passengerName(r.passenger)}</TableCell>
            <TableCell className="whitespace-normal">{r.description}</TableCell>
            <TableCell className="whitespace-normal text-sm">
              {r.segment ? (
                segmentLabel(r.segment)
              ) : (
                <span className="text-muted-foreground">Whole trip</span>
              )}
            </TableCell>
            <TableCell className="max-w-64 whitespace-normal text-sm">
              {r.notes ?? <span className="text-muted-foreground">—</span>}
            </TableCell>
            <TableCell>
              <SsrStatusBadge status={r.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(r.priceCents, r.currency)}</TableCell>
            {canEdit ? (
              <TableActionsCell>
                <div className="inline-flex items-center gap-1">
                  <RequestStatusMenu tripId={tripId} request={r} />
                  <TableDeleteButton
                    label={`Remove ${r.code} for ${passengerName(r.passenger)}`}
                    title="Remove request"
                    onClick={() => setRemoving(r)}
                  />
                </div>
              </TableActionsCell>
            ) : null}
          </TableRow>
        )}
      />
      <Suspense fallback={null}>
        {adding ? <AddSsrRequestDialog tripId={tripId} open={adding} onOpenChange={setAdding} /> : null}
      </Suspense>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={
          <>
            Remove {removing ? `${removing.code} for ${passengerName(removing.passenger)}` : "this request"}?
          </>
        }
        description="The request is removed from the trip. This cannot be undone."
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) remove.mutate({ requestId: removing.id, version: removing.version });
        }}
      />
    </div>
  );
}
