import { CheckIcon, PlusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { formatMoney } from "#domain/money-format";
import type { TripOffer } from "#domain/trip-offers/trip-offer.schema";
import { isOpenOfferStatus, tripOfferItemTypeLabels } from "#domain/trip-offers/trip-offer-values";
import { ConfirmDialog } from "../../../components/confirm-dialog";
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
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table";
import { formatMoment } from "../../../lib/moment-format";
import { type OfferAnswer, useAnswerTripOffer } from "../api/answer-trip-offer";
import { AddOfferItemForm } from "./add-offer-item-form";
import { DeclineOfferDialog } from "./decline-offer-dialog";
import { OfferStatusBadge } from "./offer-status-badge";
import { OfferStatusMenu } from "./offer-status-menu";

const when = formatMoment;

/** The offer's total, one amount per currency ("€1,650.50 + £200.00"); null for an offer without items. */
function offerTotal(offer: TripOffer): string | null {
  if (offer.totals.length === 0) return null;
  return offer.totals.map((t) => formatMoney(t.amountCents, t.currency)).join(" + ");
}

function OfferItemsTable({ offer }: { offer: TripOffer }) {
  if (offer.items.length === 0) {
    return <p className="text-muted-foreground text-sm">No items in this offer yet.</p>;
  }
  return (
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
            {offerTotal(offer)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/**
 * One offer: status, dates, items and total. Staff add items and set the status; the client accepts or
 * declines a sent offer, each only after confirming (accepting shows the amount agreed to).
 */
export function OfferCard({
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
  const [confirmingAccept, setConfirmingAccept] = useState(false);
  const answer = useAnswerTripOffer(tripId);
  const open = isOpenOfferStatus(offer.status);
  const total = offerTotal(offer);
  const respond = async (request: OfferAnswer) => {
    await answer.mutateAsync({ offerId: offer.id, answer: request });
    setDeclining(false);
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
            <OfferStatusMenu tripId={tripId} offer={offer} />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {offer.declineReason ? (
          <p className="text-sm">
            <span className="font-medium">Reason for declining:</span> {offer.declineReason}
          </p>
        ) : null}
        <OfferItemsTable offer={offer} />
        {adding ? <AddOfferItemForm tripId={tripId} offer={offer} onDone={() => setAdding(false)} /> : null}
        {canAnswer && offer.status === "sent" ? (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setDeclining(true)} disabled={answer.isPending}>
              <XIcon aria-hidden />
              Decline
            </Button>
            <Button
              onClick={() => setConfirmingAccept(true)}
              loading={answer.isPending && answer.variables?.answer.action === "accept"}
            >
              <CheckIcon aria-hidden />
              Accept
            </Button>
          </div>
        ) : null}
      </CardContent>
      {declining ? (
        <DeclineOfferDialog
          offer={offer}
          open={declining}
          onOpenChange={setDeclining}
          busy={answer.isPending}
          onDecline={(reason) => respond({ action: "decline", reason })}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingAccept}
        onOpenChange={setConfirmingAccept}
        title={`Accept ${offer.title}?`}
        description={
          total
            ? `You agree to ${total} for this offer. Your agent sees your answer straight away.`
            : "Your agent sees your answer straight away."
        }
        confirmLabel={total ? `Accept for ${total}` : "Accept offer"}
        destructive={false}
        // The toast says why an answer failed (an offer that expired meanwhile, for one); the list refetches.
        onConfirm={() => respond({ action: "accept" }).catch(() => undefined)}
      />
    </Card>
  );
}
