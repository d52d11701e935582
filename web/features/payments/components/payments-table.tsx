import { Link } from "react-router";
import type { Payment } from "#domain/payments/payment.schema";
import { paymentMethodLabels } from "#domain/payments/payment-format";
import type { PaymentSort } from "#domain/payments/payment-values";
import { formatTripDate } from "#domain/trips/trip-format";
import { ListTable } from "../../../components/list-page/list-table";
import { SortableHead, type SortState } from "../../../components/list-page/sortable-head";
import { TableCell, TableHead, TableRow } from "../../../components/ui/table";
import { PaymentAmount } from "./payment-amount";
import { PaymentStatusBadge } from "./payment-status-badge";

export type PaymentSortState = SortState<PaymentSort>;

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

/** SPEC's payment history: Transaction ID, Invoice, Client, Amount, Method, Status, Date. */
export function PaymentsTable({
  payments,
  loading,
  error,
  sort,
  onSortChange,
  showClient = true,
}: PaymentsTableProps) {
  const sorting = { sort, onSortChange };
  return (
    <ListTable
      label="Payments"
      rows={payments}
      columns={showClient ? COLUMNS : COLUMNS - 1}
      loading={loading}
      error={error}
      errorText="Error fetching payments"
      emptyText="No payments found"
      head={
        <>
          <SortableHead label="Transaction ID" column="number" {...sorting} />
          <TableHead>Invoice</TableHead>
          {showClient ? <TableHead>Client</TableHead> : null}
          <SortableHead label="Amount" column="amount" {...sorting} className="text-right" />
          <TableHead>Method</TableHead>
          <TableHead>Status</TableHead>
          <SortableHead label="Date" column="paymentDate" {...sorting} />
        </>
      }
    >
      {(payment) => (
        <TableRow key={payment.id}>
          <TableCell>
            <span className="font-medium font-mono">{payment.reference}</span>
            {payment.transactionReference ? (
              <span className="block text-muted-foreground text-xs">{payment.transactionReference}</span>
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
      )}
    </ListTable>
  );
}
