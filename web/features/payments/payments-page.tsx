import { useSuspenseQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { isStaff } from "#domain/auth/role";
import { paymentListQuerySchema } from "#domain/payments/payment.schema";
import { PAYMENT_EXPORT_MAX_ROWS } from "#domain/payments/payment-csv";
import { paymentMethodLabels, paymentStatusLabels } from "#domain/payments/payment-format";
import { paymentMethods, paymentStatuses } from "#domain/payments/payment-values";
import { ListFooter } from "../../components/list-footer";
import { DateRangeFilter } from "../../components/list-page/date-range-filter";
import { FilterSelect } from "../../components/list-page/filter-select";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { listTableStatus } from "../../components/list-page/list-table";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { ClientFilter } from "../clients/components/client-filter";
import { paymentsExportUrl } from "./api/export-payments";
import { usePayments } from "./api/list-payments";
import { PaymentsTable } from "./components/payments-table";
import { RecordPaymentButton } from "./components/record-payment-button";

type Field = "search" | "method" | "status" | "from" | "to" | "clientId" | "sort" | "order";

const listConfig: ListParamsConfig<typeof paymentListQuerySchema, Field> = {
  schema: paymentListQuerySchema,
  fields: ["search", "method", "status", "from", "to", "clientId", "sort", "order"],
};

/**
 * Payments (SPEC §2): the history of every payment, searched by Transaction ID, reference, invoice or
 * client, filtered by method, status, dates and client, sorted and paginated in the URL; exported as CSV
 * with the same filters. Staff record payments here (choosing the invoice); a client user sees their own.
 */
export function PaymentsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = isStaff(user?.role);
  const list = useListParams(listConfig);
  const { page, pageSize, search, method, status, from, to, clientId, sort, order } = list.state;
  const filters = { search, method, status, from, to, clientId, sort, order };
  const payments = usePayments({ page, pageSize, ...filters });
  const total = payments.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Payments"
        subtitle={staff ? "Every payment and refund on the agency's invoices." : "Your payments."}
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={paymentsExportUrl(filters)} download>
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
          <ListFilterBar list={list} clears={["search", "method", "status", "from", "to", "clientId"]}>
            <ListSearch
              label="Search payments"
              placeholder="PAY-…, reference, INV-…, client"
              value={list.searchText}
              onChange={list.setSearchText}
            />
            <FilterSelect
              list={list}
              field="method"
              label="Method filter"
              allLabel="All methods"
              options={paymentMethods}
              labels={paymentMethodLabels}
            />
            <FilterSelect
              list={list}
              field="status"
              label="Status filter"
              allLabel="All statuses"
              options={paymentStatuses}
              labels={paymentStatusLabels}
            />
            {staff ? <ClientFilter list={list} /> : null}
            <DateRangeFilter list={list} fields={["from", "to"]} labels={["Paid from", "Paid to"]} />
          </ListFilterBar>
          <PaymentsTable
            payments={payments.data?.items}
            {...listTableStatus(payments)}
            sort={{ sort, order }}
            onSortChange={(next) => list.update(next)}
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
