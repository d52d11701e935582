import {
  BedDoubleIcon,
  CarIcon,
  CircleDotIcon,
  MapPinIcon,
  PlaneIcon,
  PlusIcon,
  TrainFrontIcon,
  TruckIcon,
} from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { Segment } from "#domain/segments/segment.schema";
import {
  formatSegmentTime,
  segmentHeadline,
  segmentRoute,
  segmentStatusBadge,
  segmentTypeLabels,
} from "#domain/segments/segment-format";
import type { SegmentType } from "#domain/segments/segment-values";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { TabTable } from "../../../components/tab-table";
import { TableActionsCell, TableDeleteButton, TableEditButton } from "../../../components/table-actions";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TableCell, TableRow } from "../../../components/ui/table";
import { useSegments } from "../api/list-segments";
import { useDeleteSegment } from "../api/save-segment";

const SegmentFormDialog = lazy(async () => ({
  default: (await import("./segment-form-dialog")).SegmentFormDialog,
}));

const typeIcons: Record<SegmentType, typeof PlaneIcon> = {
  flight: PlaneIcon,
  hotel: BedDoubleIcon,
  transfer: TruckIcon,
  car: CarIcon,
  rail: TrainFrontIcon,
  activity: MapPinIcon,
  other: CircleDotIcon,
};

/** "TP 347 LHR → LIS" or "hotel in Lisbon", for confirmations and labels. */
export function segmentLabel(s: Segment): string {
  const headline = segmentHeadline(s);
  const route = segmentRoute(s);
  return [headline || segmentTypeLabels[s.segmentType], route].filter(Boolean).join(" ");
}

/** The Segments tab: every kind in travel order; staff add, edit and delete with type-specific forms. */
export function SegmentsTab({ tripId, canEdit }: { tripId: string; canEdit: boolean }) {
  const segments = useSegments(tripId);
  const remove = useDeleteSegment(tripId);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Segment | null>(null);
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const rows = segments.data?.items ?? [];

  return (
    <div className="space-y-4">
      <TabTable
        label="Segments"
        action={
          canEdit ? (
            <Button
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <PlusIcon aria-hidden />
              Add Segment
            </Button>
          ) : null
        }
        heads={["Type", "Departure", "Route", "Airline / Flight", "Status", "Reference"]}
        actions={canEdit}
        query={segments}
        errorText="Error fetching trip details"
        emptyText="No segments yet"
        rows={rows}
        row={(s) => {
          const Icon = typeIcons[s.segmentType];
          const label = segmentLabel(s);
          const reference = s.recordLocator ?? s.details.confirmation ?? s.details.reference ?? null;
          return (
            <TableRow key={s.id}>
              <TableCell>
                <span className="inline-flex items-center gap-2">
                  <Icon aria-hidden className="size-4 text-muted-foreground" />
                  {segmentTypeLabels[s.segmentType]}
                </span>
              </TableCell>
              <TableCell className="tabular-nums">
                {s.departureLocal ? (
                  formatSegmentTime(s.departureLocal)
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
                {s.arrivalLocal ? (
                  <div className="text-muted-foreground text-xs">
                    until {formatSegmentTime(s.arrivalLocal)}
                  </div>
                ) : null}
              </TableCell>
              <TableCell className={s.segmentType === "flight" ? "font-mono" : "whitespace-normal"}>
                {segmentRoute(s) || <span className="text-muted-foreground">—</span>}
              </TableCell>
              <TableCell className={s.segmentType === "flight" ? "font-mono" : "whitespace-normal"}>
                {segmentHeadline(s) || <span className="text-muted-foreground">—</span>}
                {s.segmentType === "flight" && s.operatingCarrier ? (
                  <div className="font-sans text-muted-foreground text-xs">
                    operated by {s.operatingCarrier}
                  </div>
                ) : null}
              </TableCell>
              <TableCell>
                {s.status ? <Badge variant={segmentStatusBadge(s.status)}>{s.status}</Badge> : null}
              </TableCell>
              <TableCell>
                {s.recordLocator ? (
                  <Badge
                    variant="outline"
                    className="font-mono"
                    title="Record locator of the imported reservation"
                  >
                    {s.recordLocator}
                  </Badge>
                ) : reference ? (
                  <span className="font-mono text-sm">{reference}</span>
                ) : null}
              </TableCell>
              {canEdit ? (
                <TableActionsCell>
                  <div className="flex justify-end gap-1">
                    <TableEditButton
                      label={`Edit ${label}`}
                      onClick={() => {
                        setEditing(s);
                        setFormOpen(true);
                      }}
                    />
                    <TableDeleteButton label={`Delete ${label}`} onClick={() => setDeleting(s)} />
                  </div>
                </TableActionsCell>
              ) : null}
            </TableRow>
          );
        }}
      />
      <Suspense fallback={null}>
        {formOpen ? (
          <SegmentFormDialog tripId={tripId} open={formOpen} onOpenChange={setFormOpen} segment={editing} />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={<>Delete {deleting ? segmentLabel(deleting) : "segment"}?</>}
        description={
          <>
            {deleting?.recordLocator
              ? `It was imported from reservation ${deleting.recordLocator}; the reservation itself is kept. `
              : ""}
            SSR requests made for this segment go with it. This cannot be undone.
          </>
        }
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate({ id: deleting.id, version: deleting.version });
        }}
      />
    </div>
  );
}
