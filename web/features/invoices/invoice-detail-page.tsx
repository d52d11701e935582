import { useSuspenseQuery } from "@tanstack/react-query";
import { BanIcon, CreditCardIcon, DownloadIcon, PencilIcon, ReceiptIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { invoiceActions } from "#domain/invoices/invoice-format";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import {
  CancelledNote,
  DetailCard,
  DetailPageHeader,
  DetailTerm,
  detailLinkClass,
} from "../../components/detail-page-header";
import { detailFallback } from "../../components/detail-page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { formatMoment } from "../../lib/moment-format";
import { sessionQuery } from "../../lib/session";
import { InvoicePayments } from "../payments/components/invoice-payments";
import { RecordPaymentDialog } from "../payments/components/record-payment-dialog";
import { creditNotePdfUrl } from "./api/credit-note-pdf";
import { useInvoice } from "./api/get-invoice";
import { invoicePdfUrl } from "./api/send-invoice";
import { CancelInvoiceDialog } from "./components/cancel-invoice-dialog";
import { CreditNoteDialog } from "./components/credit-note-dialog";
import { EditInvoiceDialog } from "./components/edit-invoice-dialog";
import { InvoiceHistory } from "./components/invoice-history";
import { InvoiceLinesTable } from "./components/invoice-lines-table";
import { InvoiceStatusBadge } from "./components/invoice-status-badge";
import { SendInvoiceDialog } from "./components/send-invoice-dialog";

type Open = "pay" | "send" | "edit" | "cancel" | "credit" | null;

/**
 * Invoice detail (/invoices/:id): client, dates, status; lines with their taxes and the totals; paid,
 * credited and still owed; payments (with refunds), credit notes (each with its PDF) and the history. Staff record payments,
 * send the PDF and edit the due date and notes; admins cancel and issue credit notes.
 */
export function InvoiceDetailPage() {
  const { id = "" } = useParams();
  const { data: user } = useSuspenseQuery(sessionQuery);
  const admin = user?.role === "admin";
  const staff = admin || user?.role === "agent";
  const invoice = useInvoice(id);
  const [open, setOpen] = useState<Open>(null);
  const dialog = (which: Exclude<Open, null>) => ({
    open: open === which,
    onOpenChange: (next: boolean) => setOpen(next ? which : null),
  });

  const fallback = detailFallback(invoice, {
    backTo: "/invoices",
    backLabel: "Back to invoices",
    missing: "Invoice not found",
    failed: "Error fetching invoices",
  });
  if (fallback || !invoice.data) return fallback;
  const i = invoice.data;
  const can = invoiceActions(i);
  const money = (cents: number) => formatMoney(cents, i.currency);

  return (
    <>
      <DetailPageHeader
        backTo="/invoices"
        backLabel="Invoices"
        title={i.number}
        mono
        badges={
          <span data-testid="invoice-status">
            <InvoiceStatusBadge status={i.status} />
          </span>
        }
        subtitle={`${i.clientName} · due ${formatTripDate(i.dueDate)}`}
        actions={
          <>
            {staff && can.pay ? (
              <Button onClick={() => setOpen("pay")}>
                <CreditCardIcon aria-hidden />
                Record Payment
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <a href={invoicePdfUrl(i.id)} download>
                <DownloadIcon aria-hidden />
                Download PDF
              </a>
            </Button>
            {staff && i.status !== "cancelled" ? (
              <>
                <Button variant="outline" onClick={() => setOpen("send")}>
                  <SendIcon aria-hidden />
                  Send
                </Button>
                <Button variant="outline" onClick={() => setOpen("edit")}>
                  <PencilIcon aria-hidden />
                  Edit
                </Button>
              </>
            ) : null}
            {admin && can.credit ? (
              <Button variant="outline" onClick={() => setOpen("credit")}>
                <ReceiptIcon aria-hidden />
                Issue credit note
              </Button>
            ) : null}
            {admin && can.cancel ? (
              <Button variant="destructive" onClick={() => setOpen("cancel")}>
                <BanIcon aria-hidden />
                Cancel
              </Button>
            ) : null}
          </>
        }
      />
      {i.status === "cancelled" && i.cancelReason ? (
        <CancelledNote reason={i.cancelReason} testId="invoice-cancel-reason" />
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="grid min-w-0 gap-4 lg:col-span-2">
          <DetailCard title="Invoice" contentClassName="space-y-4">
            <dl className="grid gap-4 sm:grid-cols-3">
              <DetailTerm term="Client">
                {staff ? (
                  <Link to={`/clients/${i.clientId}`} className={detailLinkClass}>
                    {i.clientName}
                  </Link>
                ) : (
                  i.clientName
                )}
                {i.clientEmail ? <span className="block text-muted-foreground">{i.clientEmail}</span> : null}
              </DetailTerm>
              <DetailTerm term="Issue date">{formatTripDate(i.issueDate)}</DetailTerm>
              <DetailTerm term="Due date">
                <span data-testid="invoice-due-date">{formatTripDate(i.dueDate)}</span>
              </DetailTerm>
              {i.tripId ? (
                <DetailTerm term="Trip">
                  <Link to={`/trips/${i.tripId}`} className={detailLinkClass}>
                    {i.tripTitle}
                  </Link>
                </DetailTerm>
              ) : null}
              {i.bookingId ? (
                <DetailTerm term="Booking">
                  <Link to={`/orders/${i.bookingId}`} className={`${detailLinkClass} font-mono`}>
                    {i.bookingReference}
                  </Link>
                </DetailTerm>
              ) : null}
              {i.sentAt ? (
                <DetailTerm term="Last sent">
                  {formatMoment(i.sentAt)} to {i.sentTo}
                </DetailTerm>
              ) : null}
              {i.notes ? (
                <div className="sm:col-span-3">
                  <DetailTerm term="Notes">{i.notes}</DetailTerm>
                </div>
              ) : null}
            </dl>
            <InvoiceLinesTable invoice={i} />
          </DetailCard>
          <Card>
            {/* The payments section brings its own heading. */}
            <CardContent>
              <InvoicePayments invoiceId={i.id} currency={i.currency} />
            </CardContent>
          </Card>
          <DetailCard title="History">
            <InvoiceHistory entries={i.history} />
          </DetailCard>
        </div>
        <div className="grid gap-4">
          <DetailCard title="Balance">
            <dl className="grid gap-3">
              <DetailTerm term="Total">
                <span className="tabular-nums">{money(i.amountCents)}</span>
              </DetailTerm>
              <DetailTerm term="Paid">
                <span className="tabular-nums" data-testid="invoice-paid">
                  {money(i.paidCents)}
                </span>
              </DetailTerm>
              <DetailTerm term="Credited">
                <span className="tabular-nums">{money(i.creditedCents)}</span>
              </DetailTerm>
              <DetailTerm term="Balance">
                <span className="font-semibold text-lg tabular-nums" data-testid="invoice-balance">
                  {money(i.balanceCents)}
                </span>
              </DetailTerm>
              {i.currency !== i.baseCurrency ? (
                <DetailTerm term={`In ${i.baseCurrency} (rate ${Number(i.exchangeRate)} locked on issue)`}>
                  <span className="tabular-nums">{formatMoney(i.baseAmountCents, i.baseCurrency)}</span>
                </DetailTerm>
              ) : null}
            </dl>
          </DetailCard>
          <DetailCard title="Credit notes">
            {i.creditNotes.length === 0 ? (
              <p className="text-muted-foreground text-sm">No credit notes.</p>
            ) : (
              <ul aria-label="Credit notes" className="space-y-3 text-sm">
                {i.creditNotes.map((note) => (
                  <li key={note.id}>
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-medium font-mono">{note.number}</span>
                      <span className="tabular-nums">{money(note.amountCents)}</span>
                    </div>
                    <p className="text-muted-foreground">
                      {formatTripDate(note.issueDate)} · {note.reason}
                    </p>
                    <a
                      href={creditNotePdfUrl(i.id, note.id)}
                      download
                      aria-label={`PDF of ${note.number}`}
                      className={`inline-flex items-center gap-1 ${detailLinkClass}`}
                    >
                      <DownloadIcon aria-hidden className="size-4" />
                      PDF
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </DetailCard>
        </div>
      </div>
      {staff ? (
        <>
          <RecordPaymentDialog invoice={i} {...dialog("pay")} />
          <SendInvoiceDialog invoiceId={i.id} {...dialog("send")} />
          <EditInvoiceDialog invoice={i} {...dialog("edit")} />
        </>
      ) : null}
      {admin ? (
        <>
          <CreditNoteDialog invoice={i} {...dialog("credit")} />
          <CancelInvoiceDialog invoice={i} {...dialog("cancel")} />
        </>
      ) : null}
    </>
  );
}
