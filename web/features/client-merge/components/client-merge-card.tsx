import type { ComponentProps } from "react";
import type { MergeClientSummary } from "#domain/client-merge/client-merge.schema";
import { clientKindLabels, countedList } from "#domain/clients/client-format";
import { MergeChoiceCard } from "../../../components/merge-choice-card";
import { formatMomentDay } from "../../../lib/moment-format";

/** "2 trips, 1 booking, 3 passengers and 1 invoice", or "No trips, bookings, passengers or invoices". */
export function clientRecordCounts(client: MergeClientSummary): string {
  return (
    countedList([
      [client.tripsCount, "trip", "trips"],
      [client.bookingsCount, "booking", "bookings"],
      [client.passengersCount, "passenger", "passengers"],
      [client.invoicesCount, "invoice", "invoices"],
      [client.paymentsCount, "payment", "payments"],
      [client.requestsCount, "request", "requests"],
      [client.ticketsCount, "support ticket", "support tickets"],
    ]) || "No trips, bookings, passengers or invoices"
  );
}

/** One of the two clients of a merge: contact details, portal user and what hangs off it. */
export function ClientMergeCard({
  client,
  kept,
  radio,
}: {
  client: MergeClientSummary;
  kept: boolean;
  radio: ComponentProps<"input">;
}) {
  return (
    <MergeChoiceCard
      name={client.name}
      kept={kept}
      radio={radio}
      meta={`${clientKindLabels[client.kind]} · added ${formatMomentDay(client.createdAt)}`}
      details={[
        ["E-mail", client.email],
        ["Phone", client.phone],
        ["Address", client.address],
        ["Portal user", client.portalUserEmail],
      ]}
      counts={clientRecordCounts(client)}
    />
  );
}
