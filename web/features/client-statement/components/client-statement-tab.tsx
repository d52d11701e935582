import { DownloadIcon } from "lucide-react";
import { Link } from "react-router";
import type { StatementEntry } from "#domain/client-statement/statement.schema";
import { statementEntryLabels } from "#domain/client-statement/statement-values";
import { invoiceStatusBadge, invoiceStatusLabels } from "#domain/invoices/invoice-format";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { TabFooter, useTabPaging } from "../../../components/tab-paging";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { clientStatementPdfUrl, useClientStatement } from "../api/get-client-statement";
import { OpenBalances } from "./open-balances";

const linkClass = "underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** Payments have no page of their own: the payments list, searched for this one. */
function recordLink(entry: StatementEntry): string {
  return entry.kind === "payment" || entry.kind === "refund"
    ? `/payments?search=${encodeURIComponent(entry.reference)}`
    : `/invoices/${entry.invoiceId}`;
}

function EntryCell({ entry }: { entry: StatementEntry }) {
  const onInvoice = entry.kind !== "invoice" && entry.kind !== "cancellation";
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{statementEntryLabels[entry.kind]}</span>
        <Link to={recordLink(entry)} className={`whitespace-nowrap font-medium ${linkClass}`}>
          {entry.reference}
        </Link>
        {entry.invoiceStatus ? (
          <Badge variant={invoiceStatusBadge[entry.invoiceStatus]}>
            {invoiceStatusLabels[entry.invoiceStatus]}
          </Badge>
        ) : null}
      </div>
      <p className="text-muted-foreground text-xs">
        {/* At phone width the Date column is left out: the date is said here instead. */}
        <span className="sm:hidden">{formatTripDate(entry.date)} · </span>
        {onInvoice ? (
          <>
            on{" "}
            <Link to={`/invoices/${entry.invoiceId}`} className={`whitespace-nowrap ${linkClass}`}>
              {entry.invoiceNumber}
            </Link>
            {entry.description ? " · " : ""}
          </>
        ) : null}
        {entry.description}
      </p>
    </div>
  );
}

const columns: ListColumn<StatementEntry>[] = [
  {
    header: "Date",
    className: "max-sm:hidden",
    cellClassName: "tabular-nums",
    cell: (entry) => formatTripDate(entry.date),
  },
  {
    header: "Entry",
    cellClassName: "min-w-40 whitespace-normal",
    cell: (entry) => <EntryCell entry={entry} />,
  },
  {
    header: "Amount",
    className: "text-right",
    cellClassName: "tabular-nums",
    cell: (entry) => formatMoney(entry.amountCents, entry.currency),
  },
  {
    header: "Balance",
    className: "text-right",
    cellClassName: "font-medium tabular-nums",
    cell: (entry) => formatMoney(entry.balanceCents, entry.currency),
  },
];

/**
 * The client's statement of account (the client page's Invoices & payments tab): the open balance per
 * currency on top, then every invoice, credit note, payment, refund and cancellation, newest first, each
 * with what it adds (+) or takes off (−) and the client's balance in its currency after it; paged, and
 * downloadable as a PDF of the whole statement.
 */
export function ClientStatementTab({ clientId }: { clientId: string }) {
  const paging = useTabPaging();
  const statement = useClientStatement(clientId, paging.state);
  const data = statement.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <section aria-label="Open balance" className="min-w-0">
          {data && data.total > 0 ? <OpenBalances balances={data.openBalances} /> : null}
        </section>
        <Button variant="outline" asChild>
          <a href={clientStatementPdfUrl(clientId)} download>
            <DownloadIcon aria-hidden />
            Download statement (PDF)
          </a>
        </Button>
      </div>
      <ListTable
        label="Statement of account"
        columns={columns}
        rows={data?.items}
        loading={statement.isLoading || (statement.isPlaceholderData && statement.isFetching)}
        error={statement.isError}
        errorText="Error fetching the statement"
        emptyText="No invoices or payments yet."
      />
      {data && data.total > 0 ? (
        <p className="text-muted-foreground text-xs">
          Newest first. Amounts add to (+) or take off (−) what the client owes; the balance is the client's
          in that currency after the entry. Pending and failed payments are not listed.
        </p>
      ) : null}
      <TabFooter paging={paging} result={data} />
    </div>
  );
}
