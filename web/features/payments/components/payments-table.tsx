import { Link } from "react-router";
import type { Payment } from "#domain/payments/payment.schema";
import { paymentMethodLabels } from "#domain/payments/payment-format";
import type { PaymentSort } from "#domain/payments/payment-values";
import { formatTripDate } from "#domain/trips/trip-format";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import type { SortState } from "../../../components/list-page/sortable-head";
import { PaymentAmount } from "./payment-amount";
import { PaymentStatusBadge } from "./payment-status-badge";

export type PaymentSortState = SortState<PaymentSort>;

interface PaymentsTableProps {
  payments: Payment[] | undefined;
  loading: boolean;
  error: boolean;
  /** The list's sort; a click on a sortable header sorts by it, a second click turns it round. */
  sort: SortState<string>;
  onSortChange: (sort: PaymentSortState) => void;
  /** Hides the client column (a client user's own payments are all theirs). */
  showClient?: boolean;
}

const link = "underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

const paymentColumns: ListColumn<Payment, PaymentSort>[] = [
  {
    header: "Transaction ID",
    essential: true,
    sort: "number",
    cell: (payment) => (
      <>
        <span className="font-medium font-mono">{payment.reference}</span>
        {payment.transactionReference ? (
          // At phone width the payment's own number is enough to tell the row.
          <span className="block text-muted-foreground text-xs max-sm:hidden">
            {payment.transactionReference}
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: "Invoice",
    cell: (payment) => (
      <Link to={`/invoices/${payment.invoiceId}`} className={`font-mono ${link}`}>
        {payment.invoiceNumber}
      </Link>
    ),
  },
  {
    header: "Client",
    wrap: true,
    cell: (payment) => (
      <Link to={`/clients/${payment.clientId}`} className={link}>
        {payment.clientName}
      </Link>
    ),
  },
  {
    header: "Amount",
    essential: true,
    sort: "amount",
    className: "text-right",
    cell: (payment) => <PaymentAmount payment={payment} />,
  },
  {
    header: "Method",
    cell: (payment) =>
      payment.amountCents < 0
        ? `Refund · ${paymentMethodLabels[payment.method]}`
        : paymentMethodLabels[payment.method],
  },
  { header: "Status", essential: true, cell: (payment) => <PaymentStatusBadge status={payment.status} /> },
  { header: "Date", sort: "paymentDate", cell: (payment) => formatTripDate(payment.paymentDate) },
];

/** SPEC's payment history: Transaction ID, Invoice, Client, Amount, Method, Status, Date. */
export function PaymentsTable({
  payments,
  loading,
  error,
  sort,
  onSortChange,
  showClient = true,
}: PaymentsTableProps) {
  return (
    <ListTable
      label="Payments"
      columns={paymentColumns}
      hidden={showClient ? [] : ["Client"]}
      rows={payments}
      loading={loading}
      error={error}
      errorText="Error fetching payments"
      emptyText="No payments found"
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
