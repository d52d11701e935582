import { Link } from "react-router";
import type { InvoiceListItem } from "#domain/invoices/invoice.schema";
import type { InvoiceSort } from "#domain/invoices/invoice-values";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import type { SortState } from "../../../components/list-page/sortable-head";
import { InvoiceActionsMenu, type InvoiceRole, type InvoiceRowActions } from "./invoice-actions-menu";
import { InvoiceStatusBadge } from "./invoice-status-badge";

export type InvoiceSortState = SortState<InvoiceSort>;

interface InvoicesTableProps {
  invoices: InvoiceListItem[] | undefined;
  loading: boolean;
  error: boolean;
  sort: SortState<string>;
  onSortChange: (sort: InvoiceSortState) => void;
  role: InvoiceRole;
  actions: InvoiceRowActions;
}

const link = "underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

function invoiceColumns(
  role: InvoiceRole,
  actions: InvoiceRowActions,
): ListColumn<InvoiceListItem, InvoiceSort>[] {
  return [
    {
      header: "Invoice #",
      essential: true,
      sort: "number",
      cell: (invoice) => (
        <Link to={`/invoices/${invoice.id}`} className={`font-medium font-mono ${link}`}>
          {invoice.number}
        </Link>
      ),
    },
    {
      header: "Client",
      sort: "client",
      wrap: true,
      cell: (invoice) => (
        <Link to={`/clients/${invoice.clientId}`} className={link}>
          {invoice.clientName}
        </Link>
      ),
    },
    {
      header: "Amount",
      essential: true,
      sort: "amount",
      className: "text-right",
      cellClassName: "tabular-nums",
      cell: (invoice) => formatMoney(invoice.amountCents, invoice.currency),
    },
    {
      header: "Paid",
      className: "text-right",
      cellClassName: "tabular-nums",
      cell: (invoice) => (
        <>
          {formatMoney(invoice.paidCents, invoice.currency)}
          {invoice.creditedCents > 0 ? (
            <span className="block text-muted-foreground text-xs">
              + {formatMoney(invoice.creditedCents, invoice.currency)} credited
            </span>
          ) : null}
        </>
      ),
    },
    { header: "Status", essential: true, cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
    { header: "Due Date", sort: "dueDate", cell: (invoice) => formatTripDate(invoice.dueDate) },
    {
      header: "Actions",
      actions: true,
      cell: (invoice) => <InvoiceActionsMenu invoice={invoice} role={role} actions={actions} />,
    },
  ];
}

/**
 * SPEC §2's columns: Invoice #, Client (staff only), Amount, Paid, Status, Due Date, Actions; money in each
 * invoice's own currency.
 */
export function InvoicesTable({
  invoices,
  loading,
  error,
  sort,
  onSortChange,
  role,
  actions,
}: InvoicesTableProps) {
  return (
    <ListTable
      label="Invoices"
      columns={invoiceColumns(role, actions)}
      // A client user's invoices are all their own: no client column to read.
      hidden={role.staff ? [] : ["Client"]}
      rows={invoices}
      loading={loading}
      error={error}
      errorText="Error fetching invoices"
      emptyText="No invoices found"
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
