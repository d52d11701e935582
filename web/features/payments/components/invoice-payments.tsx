import { useSuspenseQuery } from "@tanstack/react-query";
import { CheckIcon, Undo2Icon, XIcon } from "lucide-react";
import { useState } from "react";
import type { Currency } from "#domain/currency";
import { formatMoney } from "#domain/money-format";
import type { Payment } from "#domain/payments/payment.schema";
import { paymentMethodLabels } from "#domain/payments/payment-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { Button } from "../../../components/ui/button";
import { sessionQuery } from "../../../lib/session";
import { useInvoicePaid } from "../api/get-invoice-paid";
import { usePayments } from "../api/list-payments";
import { useSettlePendingPayment } from "../api/settle-pending-payment";
import { PaymentAmount } from "./payment-amount";
import { PaymentStatusBadge } from "./payment-status-badge";
import { RefundDialog } from "./refund-dialog";

// An invoice has a handful of payments; the section shows them all, oldest first.
const ALL_OF_AN_INVOICE = 200;
// The section sits in a narrow column: its actions stay pinned at every width, not only on phones.
const PINNED = "md:sticky md:right-0 md:z-[1] md:bg-card md:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]";

const paymentColumns: ListColumn<Payment>[] = [
  {
    header: "Transaction ID",
    // The reference (or a refund's reason) under the ID, as in the payments list: the section is narrow.
    cellClassName: "max-w-48 whitespace-normal",
    cell: (payment) => (
      <>
        <span className="font-medium font-mono">{payment.reference}</span>
        <span className="block break-words text-muted-foreground text-xs">
          {payment.refundReason ?? payment.transactionReference ?? "—"}
        </span>
      </>
    ),
  },
  { header: "Amount", className: "text-right", cell: (payment) => <PaymentAmount payment={payment} /> },
  {
    header: "Method",
    cellClassName: "whitespace-normal",
    cell: (payment) =>
      payment.amountCents < 0
        ? `Refund · ${paymentMethodLabels[payment.method]}`
        : paymentMethodLabels[payment.method],
  },
  { header: "Status", cell: (payment) => <PaymentStatusBadge status={payment.status} /> },
  {
    header: "Date",
    // May wrap after the month rather than push the table past its narrow column.
    cellClassName: "min-w-20 whitespace-normal",
    cell: (payment) => formatTripDate(payment.paymentDate),
  },
];

/**
 * An invoice's payments and refunds (for its detail page): Transaction ID (with its reference or the
 * refund's reason), Amount, Method, Status, Date. Staff mark announced transfers as received or failed; admins refund what was paid.
 */
export function InvoicePayments({ invoiceId, currency }: { invoiceId: string; currency: Currency }) {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const admin = user?.role === "admin";
  const payments = usePayments({
    page: 1,
    pageSize: ALL_OF_AN_INVOICE,
    invoiceId,
    sort: "number",
    order: "asc",
  });
  const paid = useInvoicePaid(invoiceId, { enabled: admin });
  const settle = useSettlePendingPayment();
  const [failing, setFailing] = useState<Payment | null>(null);
  const [refunding, setRefunding] = useState(false);
  const paidCents = paid.data?.paidCents ?? 0;
  const refundable = admin && paid.data !== undefined && paidCents > 0 && paid.data.status !== "cancelled";

  return (
    // Its width never comes from the table: in a page's grid the table scrolls sideways rather than widening the column.
    <section aria-labelledby={`payments-${invoiceId}`} className="min-w-0 space-y-3 [contain:inline-size]">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`payments-${invoiceId}`} className="font-semibold text-lg">
          Payments
        </h2>
        {refundable ? (
          <Button variant="outline" size="sm" onClick={() => setRefunding(true)}>
            <Undo2Icon aria-hidden />
            Refund
          </Button>
        ) : null}
      </div>
      <ListTable
        label="Payments of this invoice"
        columns={[
          ...paymentColumns,
          {
            header: <span className="sr-only">Actions</span>,
            id: "actions",
            actions: true,
            className: PINNED,
            cell: (payment) =>
              payment.status === "pending" ? (
                <div className="flex flex-col items-stretch gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={settle.isPending}
                    onClick={() => settle.mutate({ payment, outcome: "receive" })}
                  >
                    <CheckIcon aria-hidden />
                    Mark as received
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={settle.isPending}
                    onClick={() => setFailing(payment)}
                  >
                    <XIcon aria-hidden />
                    Mark as failed
                  </Button>
                </div>
              ) : null,
          },
        ]}
        hidden={staff ? [] : ["actions"]}
        rows={payments.data?.items}
        loading={payments.isLoading}
        error={payments.isError}
        errorText="Error fetching payments"
        emptyText="No payments found"
      />
      <ConfirmDialog
        open={failing !== null}
        onOpenChange={(open) => {
          if (!open) setFailing(null);
        }}
        title="Mark this payment as failed?"
        description={
          failing
            ? `${failing.reference} (${formatMoney(failing.amountCents, failing.currency)}) will no longer count as announced, and its amount is owed again.`
            : ""
        }
        confirmLabel="Mark as failed"
        onConfirm={() => {
          if (failing) settle.mutate({ payment: failing, outcome: "fail" });
        }}
      />
      {admin ? (
        <RefundDialog
          invoiceId={invoiceId}
          currency={currency}
          paidCents={paidCents}
          open={refunding}
          onOpenChange={setRefunding}
        />
      ) : null}
    </section>
  );
}
