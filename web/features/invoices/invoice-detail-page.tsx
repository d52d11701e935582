import { useSuspenseQuery } from "@tanstack/react-query";
import {
  ArrowLeftIcon,
  BanIcon,
  CreditCardIcon,
  DownloadIcon,
  PencilIcon,
  ReceiptIcon,
  SendIcon,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { invoiceActions } from "#domain/invoices/invoice-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { DetailLoading, DetailNotFound } from "../../components/detail-page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ApiError } from "../../lib/api-client";
import { formatMoney } from "../../lib/format-money";
import { sessionQuery } from "../../lib/session";
import { InvoicePayments } from "../payments/components/invoice-payments";
import { RecordPaymentDialog } from "../payments/components/record-payment-dialog";
import { useInvoice } from "./api/get-invoice";
import { invoicePdfUrl } from "./api/send-invoice";
import { CancelInvoiceDialog } from "./components/cancel-invoice-dialog";
import { CreditNoteDialog } from "./components/credit-note-dialog";
import { EditInvoiceDialog } from "./components/edit-invoice-dialog";
import { InvoiceHistory } from "./components/invoice-history";
import { InvoiceLinesTable } from "./components/invoice-lines-table";
import { InvoiceStatusBadge } from "./components/invoice-status-badge";
import { SendInvoiceDialog } from "./components/send-invoice-dialog";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

const sentWhen = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

const linkClass =
  "font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

type Open = "pay" | "send" | "edit" | "cancel" | "credit" | null;

/**
 * Invoice detail (/invoices/:id): client, dates, status; lines with their taxes and the totals; paid,
 * credited and still owed; payments (with refunds), credit notes and the history. Staff record payments,
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

  if (invoice.isLoading) return <DetailLoading />;
  if (invoice.isError || !invoice.data) {
    const missing = invoice.error instanceof ApiError && invoice.error.status === 404;
    return (
      <DetailNotFound backTo="/invoices" backLabel="Back to invoices">
        {missing ? "Invoice not found" : "Error fetching invoices"}
      </DetailNotFound>
    );
  }
  const i = invoice.data;
  const can = invoiceActions(i);
  const money = (cents: number) => formatMoney(cents, i.currency);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <Link
            to="/invoices"
            className="mb-2 inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
          >
            <ArrowLeftIcon aria-hidden className="size-4" />
            Invoices
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-mono font-semibold text-2xl tracking-tight">{i.number}</h1>
            <span data-testid="invoice-status">
              <InvoiceStatusBadge status={i.status} />
            </span>
          </div>
          <p className="mt-1 text-muted-foreground text-sm">
            {i.clientName} · due {formatTripDate(i.dueDate)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
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
        </div>
      </div>
      {i.status === "cancelled" && i.cancelReason ? (
        <p
          role="note"
          className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          data-testid="invoice-cancel-reason"
        >
          <span className="font-medium">Cancelled:</span> {i.cancelReason}
        </p>
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="grid min-w-0 gap-4 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Invoice</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <dl className="grid gap-4 sm:grid-cols-3">
                <Detail term="Client">
                  {staff ? (
                    <Link to={`/clients/${i.clientId}`} className={linkClass}>
                      {i.clientName}
                    </Link>
                  ) : (
                    i.clientName
                  )}
                  {i.clientEmail ? (
                    <span className="block text-muted-foreground">{i.clientEmail}</span>
                  ) : null}
                </Detail>
                <Detail term="Issue date">{formatTripDate(i.issueDate)}</Detail>
                <Detail term="Due date">
                  <span data-testid="invoice-due-date">{formatTripDate(i.dueDate)}</span>
                </Detail>
                {i.tripId ? (
                  <Detail term="Trip">
                    <Link to={`/trips/${i.tripId}`} className={linkClass}>
                      {i.tripTitle}
                    </Link>
                  </Detail>
                ) : null}
                {i.bookingId ? (
                  <Detail term="Booking">
                    <Link to={`/orders/${i.bookingId}`} className={`${linkClass} font-mono`}>
                      {i.bookingReference}
                    </Link>
                  </Detail>
                ) : null}
                {i.sentAt ? (
                  <Detail term="Last sent">
                    {sentWhen.format(new Date(i.sentAt))} to {i.sentTo}
                  </Detail>
                ) : null}
                {i.notes ? (
                  <div className="sm:col-span-3">
                    <Detail term="Notes">{i.notes}</Detail>
                  </div>
                ) : null}
              </dl>
              <InvoiceLinesTable invoice={i} />
            </CardContent>
          </Card>
          <Card>
            {/* The payments section brings its own heading. */}
            <CardContent>
              <InvoicePayments invoiceId={i.id} currency={i.currency} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>History</CardTitle>
            </CardHeader>
            <CardContent>
              <InvoiceHistory entries={i.history} />
            </CardContent>
          </Card>
        </div>
        <div className="grid gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Balance</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3">
                <Detail term="Total">
                  <span className="tabular-nums">{money(i.amountCents)}</span>
                </Detail>
                <Detail term="Paid">
                  <span className="tabular-nums" data-testid="invoice-paid">
                    {money(i.paidCents)}
                  </span>
                </Detail>
                <Detail term="Credited">
                  <span className="tabular-nums">{money(i.creditedCents)}</span>
                </Detail>
                <Detail term="Balance">
                  <span className="font-semibold text-lg tabular-nums" data-testid="invoice-balance">
                    {money(i.balanceCents)}
                  </span>
                </Detail>
                {i.currency !== i.baseCurrency ? (
                  <Detail term={`In ${i.baseCurrency} (rate ${Number(i.exchangeRate)} locked on issue)`}>
                    <span className="tabular-nums">{formatMoney(i.baseAmountCents, i.baseCurrency)}</span>
                  </Detail>
                ) : null}
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Credit notes</CardTitle>
            </CardHeader>
            <CardContent>
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
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
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
