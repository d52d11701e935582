import { Link } from "react-router";
import type { InvoiceListItem } from "#domain/invoices/invoice.schema";
import type { InvoiceSort } from "#domain/invoices/invoice-values";
import { formatTripDate } from "#domain/trips/trip-format";
import { ListTable } from "../../../components/list-page/list-table";
import { SortableHead, type SortState } from "../../../components/list-page/sortable-head";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { TableCell, TableHead, TableRow } from "../../../components/ui/table";
import { formatMoney } from "../../../lib/format-money";
import { InvoiceActionsMenu, type InvoiceRole, type InvoiceRowActions } from "./invoice-actions-menu";
import { InvoiceStatusBadge } from "./invoice-status-badge";

export type InvoiceSortState = SortState<InvoiceSort>;

interface InvoicesTableProps {
  invoices: InvoiceListItem[] | undefined;
  loading: boolean;
  error: boolean;
  sort: InvoiceSortState;
  onSortChange: (sort: InvoiceSortState) => void;
  role: InvoiceRole;
  actions: InvoiceRowActions;
}

const COLUMNS = 7;

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
  // A client user's invoices are all their own: no client column to read.
  const showClient = role.staff;
  const sorting = { sort, onSortChange };
  return (
    <ListTable
      label="Invoices"
      rows={invoices}
      columns={showClient ? COLUMNS : COLUMNS - 1}
      loading={loading}
      error={error}
      errorText="Error fetching invoices"
      emptyText="No invoices found"
      head={
        <>
          <SortableHead label="Invoice #" column="number" {...sorting} />
          {showClient ? <SortableHead label="Client" column="client" {...sorting} /> : null}
          <SortableHead label="Amount" column="amount" {...sorting} className="text-right" />
          <TableHead className="text-right">Paid</TableHead>
          <TableHead>Status</TableHead>
          <SortableHead label="Due Date" column="dueDate" {...sorting} />
          <TableActionsHead>Actions</TableActionsHead>
        </>
      }
    >
      {(invoice) => (
        <TableRow key={invoice.id}>
          <TableCell>
            <Link
              to={`/invoices/${invoice.id}`}
              className="font-medium font-mono underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {invoice.number}
            </Link>
          </TableCell>
          {showClient ? (
            <TableCell className="whitespace-normal">
              <Link
                to={`/clients/${invoice.clientId}`}
                className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {invoice.clientName}
              </Link>
            </TableCell>
          ) : null}
          <TableCell className="text-right tabular-nums">
            {formatMoney(invoice.amountCents, invoice.currency)}
          </TableCell>
          <TableCell className="text-right tabular-nums">
            {formatMoney(invoice.paidCents, invoice.currency)}
            {invoice.creditedCents > 0 ? (
              <span className="block text-muted-foreground text-xs">
                + {formatMoney(invoice.creditedCents, invoice.currency)} credited
              </span>
            ) : null}
          </TableCell>
          <TableCell>
            <InvoiceStatusBadge status={invoice.status} />
          </TableCell>
          <TableCell>{formatTripDate(invoice.dueDate)}</TableCell>
          <TableActionsCell>
            <InvoiceActionsMenu invoice={invoice} role={role} actions={actions} />
          </TableActionsCell>
        </TableRow>
      )}
    </ListTable>
  );
}
