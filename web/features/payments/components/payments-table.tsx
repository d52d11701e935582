import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { Link } from "react-router";
import type { Payment } from "#domain/payments/payment.schema";
import { paymentMethodLabels } from "#domain/payments/payment-format";
import type { PaymentSort } from "#domain/payments/payment-values";
import { formatTripDate } from "#domain/trips/trip-format";
import { TableMessageRow } from "../../../components/table-message-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { PaymentAmount } from "./payment-amount";
import { PaymentStatusBadge } from "./payment-status-badge";

export interface PaymentSortState {
  sort: PaymentSort;
  order: "asc" | "desc";
}

interface PaymentsTableProps {
  payments: Payment[] | undefined;
  loading: boolean;
  error: boolean;
  /** The list's sort; a click on a sortable header sorts by it, a second click turns it round. */
  sort: PaymentSortState;
  onSortChange: (sort: PaymentSortState) => void;
  /** Hides the client column (a client user's own payments are all theirs). */
  showClient?: boolean;
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
  by: PaymentSort;
  sort: PaymentSortState;
  onSortChange: (sort: PaymentSortState) => void;
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

/** SPEC's payment history: Transaction ID, Invoice, Client, Amount, Method, Status, Date. */
export function PaymentsTable({
  payments,
  loading,
  error,
  sort,
  onSortChange,
  showClient = true,
}: PaymentsTableProps) {
  const rows = payments ?? [];
  const columns = showClient ? COLUMNS : COLUMNS - 1;
  return (
    <div className="rounded-md border">
      <Table aria-label="Payments" aria-busy={loading || undefined}>
        <TableHeader>
          <TableRow>
            <SortHeader label="Transaction ID" by="number" sort={sort} onSortChange={onSortChange} />
            <TableHead>Invoice</TableHead>
            {showClient ? <TableHead>Client</TableHead> : null}
            <SortHeader
              label="Amount"
              by="amount"
              sort={sort}
              onSortChange={onSortChange}
              className="text-right"
            />
            <TableHead>Method</TableHead>
            <TableHead>Status</TableHead>
            <SortHeader label="Date" by="paymentDate" sort={sort} onSortChange={onSortChange} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0 ? (
            <TableMessageRow colSpan={columns} loading />
          ) : error && rows.length === 0 ? (
            <TableMessageRow colSpan={columns} tone="error">
              Error fetching payments
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={columns}>No payments found</TableMessageRow>
          ) : (
            rows.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell>
                  <span className="font-medium font-mono">{payment.reference}</span>
                  {payment.transactionReference ? (
                    <span className="block text-muted-foreground text-xs">
                      {payment.transactionReference}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell>
                  <Link
                    to={`/invoices/${payment.invoiceId}`}
                    className="font-mono underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {payment.invoiceNumber}
                  </Link>
                </TableCell>
                {showClient ? (
                  <TableCell className="whitespace-normal">
                    <Link
                      to={`/clients/${payment.clientId}`}
                      className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {payment.clientName}
                    </Link>
                  </TableCell>
                ) : null}
                <TableCell className="text-right">
                  <PaymentAmount payment={payment} />
                </TableCell>
                <TableCell>
                  {payment.amountCents < 0
                    ? `Refund · ${paymentMethodLabels[payment.method]}`
                    : paymentMethodLabels[payment.method]}
                </TableCell>
                <TableCell>
                  <PaymentStatusBadge status={payment.status} />
                </TableCell>
                <TableCell>{formatTripDate(payment.paymentDate)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
