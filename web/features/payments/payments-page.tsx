import { useSuspenseQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { isStaff } from "#domain/auth/role";
import { paymentListQuerySchema } from "#domain/payments/payment.schema";
import { PAYMENT_EXPORT_MAX_ROWS } from "#domain/payments/payment-csv";
import { paymentMethodLabels, paymentStatusLabels } from "#domain/payments/payment-format";
import { paymentMethods, paymentStatuses } from "#domain/payments/payment-values";
import { ListFooter } from "../../components/list-footer";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { defineListPage } from "../../components/list-page/list-page";
import { listTableStatus } from "../../components/list-page/list-table";
import { useListPage } from "../../components/list-page/use-list-page";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { sessionQuery } from "../../lib/session";
import { ClientFilter } from "../clients/components/client-filter";
import { paymentsExportUrl } from "./api/export-payments";
import { usePayments } from "./api/list-payments";
import { PaymentsTable } from "./components/payments-table";
import { RecordPaymentButton } from "./components/record-payment-button";

const paymentsList = defineListPage({
  schema: paymentListQuerySchema,
  search: { label: "Search payments", placeholder: "PAY-…, reference, INV-…, client" },
  filters: [
    {
      select: "method",
      label: "Method filter",
      allLabel: "All methods",
      options: paymentMethods,
      labels: paymentMethodLabels,
    },
    {
      select: "status",
      label: "Status filter",
      allLabel: "All statuses",
      options: paymentStatuses,
      labels: paymentStatusLabels,
    },
    { custom: ["clientId"], render: (list, staff: boolean) => (staff ? <ClientFilter list={list} /> : null) },
    { dates: ["from", "to"], labels: ["Paid from", "Paid to"] },
  ],
  sort: { field: "sort", order: "order" },
  clearable: true,
});

/**
 * Payments (SPEC §2): the history of every payment, searched by Transaction ID, reference, invoice or
 * client, filtered by method, status, dates and client, sorted and paginated in the URL; exported as CSV
 * with the same filters. Staff record payments here (choosing the invoice); a client user sees their own.
 */
export function PaymentsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = isStaff(user?.role);
  const list = useListPage(paymentsList);
  const payments = usePayments(list.state);
  const total = payments.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Payments"
        subtitle={staff ? "Every payment and refund on the agency's invoices." : "Your payments."}
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={paymentsExportUrl(list.state)} download>
                <DownloadIcon aria-hidden />
                Export CSV
              </a>
            </Button>
            {staff ? <RecordPaymentButton /> : null}
          </>
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <ListFilterBar list={list} context={staff} />
          <PaymentsTable
            payments={payments.data?.items}
            {...listTableStatus(payments)}
            sort={list.sort}
            onSortChange={list.setSort}
            showClient={staff}
          />
          <ListFooter list={list} result={payments.data} />
          {total > PAYMENT_EXPORT_MAX_ROWS ? (
            <p className="text-muted-foreground text-sm">
              Export CSV holds the first {PAYMENT_EXPORT_MAX_ROWS.toLocaleString("en-US")} of{" "}
              {total.toLocaleString("en-US")} payments: narrow the filters for the rest.
            </p>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
