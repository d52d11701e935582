import { useSuspenseQuery } from "@tanstack/react-query";
import { CheckIcon, Undo2Icon, XIcon } from "lucide-react";
import { useState } from "react";
import type { Currency } from "#domain/currency";
import type { Payment } from "#domain/payments/payment.schema";
import { paymentMethodLabels } from "#domain/payments/payment-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ListTable } from "../../../components/list-page/list-table";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { Button } from "../../../components/ui/button";
import { TableCell, TableHead, TableRow } from "../../../components/ui/table";
import { formatMoney } from "../../../lib/format-money";
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
        rows={payments.data?.items}
        columns={staff ? 6 : 5}
        loading={payments.isLoading}
        error={payments.isError}
        errorText="Error fetching payments"
        emptyText="No payments found"
        head={
          <>
            <TableHead>Transaction ID</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Method</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Date</TableHead>
            {staff ? (
              <TableActionsHead className={PINNED}>
                <span className="sr-only">Actions</span>
              </TableActionsHead>
            ) : null}
          </>
        }
      >
        {(payment) => (
          <TableRow key={payment.id}>
            {/* The reference (or a refund's reason) under the ID, as in the payments list: the section is narrow. */}
            <TableCell className="max-w-48 whitespace-normal">
              <span className="font-medium font-mono">{payment.reference}</span>
              <span className="block break-words text-muted-foreground text-xs">
                {payment.refundReason ?? payment.transactionReference ?? "—"}
              </span>
            </TableCell>
            <TableCell className="text-right">
              <PaymentAmount payment={payment} />
            </TableCell>
            <TableCell className="whitespace-normal">
              {payment.amountCents < 0
                ? `Refund · ${paymentMethodLabels[payment.method]}`
                : paymentMethodLabels[payment.method]}
            </TableCell>
            <TableCell>
              <PaymentStatusBadge status={payment.status} />
            </TableCell>
            {/* May wrap after the month rather than push the table past its narrow column. */}
            <TableCell className="min-w-20 whitespace-normal">
              {formatTripDate(payment.paymentDate)}
            </TableCell>
            {staff ? (
              <TableActionsCell className={PINNED}>
                {payment.status === "pending" ? (
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
                ) : null}
              </TableActionsCell>
            ) : null}
          </TableRow>
        )}
      </ListTable>
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
