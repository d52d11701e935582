import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { Link } from "react-router";
import type { InvoiceListItem } from "#domain/invoices/invoice.schema";
import type { InvoiceSort } from "#domain/invoices/invoice-values";
import { formatTripDate } from "#domain/trips/trip-format";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { TableMessageRow } from "../../../components/table-message-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatMoney } from "../../../lib/format-money";
import { InvoiceActionsMenu, type InvoiceRole, type InvoiceRowActions } from "./invoice-actions-menu";
import { InvoiceStatusBadge } from "./invoice-status-badge";

export interface InvoiceSortState {
  sort: InvoiceSort;
  order: "asc" | "desc";
}

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

function SortHeader({
  label,
  by,
  sort,
  onSortChange,
  className,
}: {
  label: string;
  by: InvoiceSort;
  sort: InvoiceSortState;
  onSortChange: (sort: InvoiceSortState) => void;
  className?: string;
}) {
  const active = sort.sort === by;
  const Icon = !active ? ArrowUpDownIcon : sort.order === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        className="-ml-2 inline-flex cursor-pointer items-center gap-1 rounded-sm px-2 py-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => onSortChange({ sort: by, order: active && sort.order === "desc" ? "asc" : "desc" })}
      >
        {label}
        <Icon aria-hidden className={active ? "size-3.5" : "size-3.5 opacity-50"} />
      </button>
    </TableHead>
  );
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
  const rows = invoices ?? [];
  // A client user's invoices are all their own: no client column to read.
  const showClient = role.staff;
  const columns = showClient ? COLUMNS : COLUMNS - 1;
  return (
    <div className="rounded-md border">
      <Table aria-label="Invoices" aria-busy={loading || undefined}>
        <TableHeader>
          <TableRow>
            <SortHeader label="Invoice #" by="number" sort={sort} onSortChange={onSortChange} />
            {showClient ? (
              <SortHeader label="Client" by="client" sort={sort} onSortChange={onSortChange} />
            ) : null}
            <SortHeader
              label="Amount"
              by="amount"
              sort={sort}
              onSortChange={onSortChange}
              className="text-right"
            />
            <TableHead className="text-right">Paid</TableHead>
            <TableHead>Status</TableHead>
            <SortHeader label="Due Date" by="dueDate" sort={sort} onSortChange={onSortChange} />
            <TableActionsHead>Actions</TableActionsHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0 ? (
            <TableMessageRow colSpan={columns} loading />
          ) : error && rows.length === 0 ? (
            <TableMessageRow colSpan={columns} tone="error">
              Error fetching invoices
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={columns}>No invoices found</TableMessageRow>
          ) : (
            rows.map((invoice) => (
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
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
