import { DownloadIcon } from "lucide-react";
import { Link } from "react-router";
import { invoiceStatusBadge, invoiceStatusLabels } from "#domain/invoices/invoice-format";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { Badge } from "../../../components/ui/badge";
import { useInvoices } from "../../invoices/api/list-invoices";
import { invoicePdfUrl } from "../../invoices/api/send-invoice";
import { HomeCard } from "./home-card";
import { HOME_LIST_SIZE } from "./upcoming-trips-card";

const linkClass = "underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** The client's latest invoices: number, status, what is still owed and when, and each one's PDF. */
export function InvoicesCard() {
  const invoices = useInvoices({ page: 1, pageSize: HOME_LIST_SIZE, sort: "issueDate", order: "desc" });
  const items = invoices.data?.items ?? [];
  return (
    <HomeCard
      title="Your invoices"
      link={{ to: "/invoices", label: "All invoices" }}
      loading={invoices.isLoading}
      error={invoices.isError ? "Error fetching invoices" : null}
      onRetry={() => invoices.refetch()}
      empty={items.length === 0 ? "No invoices yet" : null}
    >
      <ul className="divide-y">
        {items.map((invoice) => {
          const owing = invoice.status !== "cancelled" && invoice.balanceCents > 0;
          return (
            <li
              key={invoice.id}
              className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <Link to={`/invoices/${invoice.id}`} className={`font-medium ${linkClass}`}>
                  {invoice.number}
                </Link>
                <p className="text-muted-foreground text-sm">
                  {owing
                    ? `${formatMoney(invoice.balanceCents, invoice.currency)} to pay by ${formatTripDate(invoice.dueDate)}`
                    : `${formatMoney(invoice.amountCents, invoice.currency)} · issued ${formatTripDate(invoice.issueDate)}`}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <Badge variant={invoiceStatusBadge[invoice.status]}>
                  {invoiceStatusLabels[invoice.status]}
                </Badge>
                <a
                  href={invoicePdfUrl(invoice.id)}
                  download
                  aria-label={`PDF of ${invoice.number}`}
                  className={`inline-flex items-center gap-1 text-primary text-sm ${linkClass}`}
                >
                  <DownloadIcon aria-hidden className="size-4" />
                  PDF
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </HomeCard>
  );
}
