import { format } from "date-fns";
import { CheckIcon, ChevronDownIcon, PlusIcon, XIcon } from "lucide-react";
import { type FormEvent, lazy, Suspense, useState } from "react";
import type { TripOffer } from "#domain/trip-offers/trip-offer.schema";
import {
  isOpenOfferStatus,
  type TripOfferStatus,
  tripOfferItemTypeLabels,
  tripOfferStatuses,
  tripOfferStatusLabels,
} from "#domain/trip-offers/trip-offer-values";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { FormField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table";
import { Textarea } from "../../../components/ui/textarea";
import { formatMoney } from "../../../lib/format-money";
import { useAddTripOfferItem } from "../api/add-trip-offer-item";
import { useAnswerTripOffer } from "../api/answer-trip-offer";
import { useTripOffers } from "../api/list-trip-offers";
import { useUpdateTripOfferStatus } from "../api/update-trip-offer-status";
import {
  emptyItem,
  type ItemDraft,
  type ItemErrors,
  OfferItemFields,
  validateItem,
} from "./offer-item-fields";

const CreateOfferDialog = lazy(async () => ({
  default: (await import("./create-offer-dialog")).CreateOfferDialog,
}));

const when = (iso: string) => format(new Date(iso), "d MMM yyyy, HH:mm");

/** SPEC §4: accepted shows as primary; declined as destructive, sent as secondary, the rest outlined. */
const statusVariant: Record<TripOfferStatus, "default" | "secondary" | "destructive" | "outline"> = {
  accepted: "default",
  sent: "secondary",
  declined: "destructive",
  draft: "outline",
  expired: "outline",
};

export function OfferStatusBadge({ status }: { status: TripOfferStatus }) {
  return <Badge variant={statusVariant[status]}>{tripOfferStatusLabels[status]}</Badge>;
}

function StatusMenu({ tripId, offer }: { tripId: string; offer: TripOffer }) {
  const update = useUpdateTripOfferStatus(tripId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          loading={update.isPending}
          aria-label={`Change the status of ${offer.title}`}
        >
          Status
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Mark as</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={offer.status}
          onValueChange={(status) => {
            if (status !== offer.status)
              update.mutate({ offerId: offer.id, status: status as TripOfferStatus, version: offer.version });
          }}
        >
          {tripOfferStatuses.map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {tripOfferStatusLabels[status]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function AddItemForm({ tripId, offer, onDone }: { tripId: string; offer: TripOffer; onDone: () => void }) {
  const add = useAddTripOfferItem(tripId);
  const [draft, setDraft] = useState<ItemDraft>(() => emptyItem(offer.items.at(-1)?.currency));
  const [errors, setErrors] = useState<ItemErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateItem(draft);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync({ offerId: offer.id, item: checked.item });
      onDone();
    } catch {
      // The toast says why; the item stays for another try.
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`New item for ${offer.title}`}
      className="grid gap-3 rounded-md border p-3"
    >
      <OfferItemFields value={draft} onChange={setDraft} errors={errors} label="New item" />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={add.isPending}>
          Add item
        </Button>
      </div>
    </form>
  );
}

function DeclineDialog({
  offer,
  open,
  onOpenChange,
  onDecline,
  busy,
}: {
  offer: TripOffer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecline: (reason: string | null) => Promise<void>;
  busy: boolean;
}) {
  const [reason, setReason] = useState("");
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline {offer.title}?</DialogTitle>
          <DialogDescription>
            Your agent sees your answer straight away. A reason helps them find a better offer.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            await onDecline(reason.trim() || null);
          }}
        >
          <FormField label="Reason (optional)">
            <Textarea value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={busy}>
              Decline offer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function OfferCard({
  tripId,
  offer,
  canEdit,
  canAnswer,
}: {
  tripId: string;
  offer: TripOffer;
  canEdit: boolean;
  canAnswer: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const [declining, setDeclining] = useState(false);
  const answer = useAnswerTripOffer(tripId);
  const open = isOpenOfferStatus(offer.status);
  const respond = async (request: Parameters<typeof answer.mutateAsync>[0]["answer"]) => {
    try {
      await answer.mutateAsync({ offerId: offer.id, answer: request });
      setDeclining(false);
    } catch {
      // The toast says why (an offer that expired meanwhile, for one); the list refetches.
    }
  };

  return (
    <Card data-offer={offer.title} aria-label={`Offer ${offer.title}`} role="region">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {offer.title}
          <OfferStatusBadge status={offer.status} />
        </CardTitle>
        <CardDescription>
          Created {when(offer.createdAt)}
          {offer.createdBy ? ` by ${offer.createdBy}` : ""} ·{" "}
          {offer.status === "expired" ? "Expired" : open ? "Expires" : "Valid until"} {when(offer.expiresAt)}
          {offer.respondedAt ? ` · Answered ${when(offer.respondedAt)}` : ""}
        </CardDescription>
        {canEdit ? (
          <CardAction className="flex gap-2">
            {open && !adding ? (
              <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
                <PlusIcon aria-hidden />
                Add item
              </Button>
            ) : null}
            <StatusMenu tripId={tripId} offer={offer} />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {offer.declineReason ? (
          <p className="text-sm">
            <span className="font-medium">Reason for declining:</span> {offer.declineReason}
          </p>
        ) : null}
        {offer.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No items in this offer yet.</p>
        ) : (
          <Table aria-label={`Items of ${offer.title}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Type</TableHead>
                <TableHead>Content</TableHead>
                <TableHead className="text-right">Price</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {offer.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{tripOfferItemTypeLabels[item.type]}</TableCell>
                  <TableCell className="whitespace-normal">{item.content}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(item.priceCents, item.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2}>Total</TableCell>
                <TableCell className="text-right tabular-nums" data-testid="offer-total">
                  {offer.totals.map((t) => formatMoney(t.amountCents, t.currency)).join(" + ")}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        )}
        {adding ? <AddItemForm tripId={tripId} offer={offer} onDone={() => setAdding(false)} /> : null}
        {canAnswer && offer.status === "sent" ? (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setDeclining(true)} disabled={answer.isPending}>
              <XIcon aria-hidden />
              Decline
            </Button>
            <Button onClick={() => respond({ action: "accept" })} loading={answer.isPending && !declining}>
              <CheckIcon aria-hidden />
              Accept
            </Button>
          </div>
        ) : null}
      </CardContent>
      {declining ? (
        <DeclineDialog
          offer={offer}
          open={declining}
          onOpenChange={setDeclining}
          busy={answer.isPending}
          onDecline={(reason) => respond({ action: "decline", reason })}
        />
      ) : null}
    </Card>
  );
}

/**
 * The trip's offers, newest first: status, dates, items and totals. Staff create offers, add items
 * and set statuses; the trip's client accepts or declines a sent offer until it expires.
 */
export function TripOffersTab({ tripId, canEdit }: { tripId: string; canEdit: boolean }) {
  const list = useTripOffers(tripId);
  const [creating, setCreating] = useState(false);
  const offers = list.data?.items ?? [];
  // Read-only viewers of a trip are its client: they answer offers (the server checks it again).
  const canAnswer = !canEdit;

  return (
    <div className="space-y-4">
      {canEdit ? (
        <div className="flex justify-end">
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            Create offer
          </Button>
        </div>
      ) : null}
      {list.isLoading ? (
        <p className="flex items-center gap-2 p-6 text-muted-foreground text-sm">
          <Spinner />
          Loading
        </p>
      ) : list.isError ? (
        <p className="p-6 text-center text-destructive text-sm">Failed to fetch offers</p>
      ) : offers.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground text-sm">
          No offers for this trip yet
        </p>
      ) : (
        <div className="grid gap-4">
          {offers.map((offer) => (
            <OfferCard key={offer.id} tripId={tripId} offer={offer} canEdit={canEdit} canAnswer={canAnswer} />
          ))}
        </div>
      )}
      <Suspense fallback={null}>
        {creating ? <CreateOfferDialog tripId={tripId} open={creating} onOpenChange={setCreating} /> : null}
      </Suspense>
    </div>
  );
}
