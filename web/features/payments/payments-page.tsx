import { useSuspenseQuery } from "@tanstack/react-query";
import { DownloadIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { paymentListQuerySchema } from "#domain/payments/payment.schema";
import { PAYMENT_EXPORT_MAX_ROWS } from "#domain/payments/payment-csv";
import { paymentMethodLabels, paymentStatusLabels } from "#domain/payments/payment-format";
import {
  type PaymentMethod,
  type PaymentRecordStatus,
  paymentMethods,
  paymentStatuses,
} from "#domain/payments/payment-values";
import { ListFooter } from "../../components/list-footer";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Combobox } from "../../components/ui/combobox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { useClient } from "../clients/api/get-client";
import { useClientOptionSearch } from "../clients/api/search-client-options";
import { paymentsExportUrl } from "./api/export-payments";
import { usePayments } from "./api/list-payments";
import { PaymentsTable } from "./components/payments-table";
import { RecordPaymentButton } from "./components/record-payment-button";

const ALL = "__all__";

type Field = "search" | "method" | "status" | "from" | "to" | "clientId" | "sort" | "order";

const listConfig: ListParamsConfig<typeof paymentListQuerySchema, Field> = {
  schema: paymentListQuerySchema,
  fields: ["search", "method", "status", "from", "to", "clientId", "sort", "order"],
};

/** One end of the payment-date range: a labelled date box, empty for no limit. */
function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    // min-w-0: at phone width the two date boxes share the row instead of pushing past it.
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="font-normal text-muted-foreground text-xs">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        className="w-full sm:w-40"
        value={value ?? ""}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  );
}

/**
 * Payments (SPEC §2): the history of every payment, searched by Transaction ID, reference, invoice or
 * client, filtered by method, status, dates and client, sorted and paginated in the URL; exported as CSV
 * with the same filters. Staff record payments here (choosing the invoice); a client user sees their own.
 */
export function PaymentsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const list = useListParams(listConfig);
  const { page, pageSize, search, method, status, from, to, clientId, sort, order } = list.state;
  const filters = { search, method, status, from, to, clientId, sort, order };
  const payments = usePayments({ page, pageSize, ...filters });
  const clientPicker = useClientOptionSearch({ enabled: staff });
  // The URL holds the filter's client id only: its name comes from the client itself.
  const filterClient = useClient(staff ? clientId : null);
  const filtered = Boolean(search || method || status || from || to || clientId);
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
          <div className="flex flex-wrap items-end gap-3">
            <ListSearch
              label="Search payments"
              placeholder="PAY-…, reference, INV-…, client"
              value={list.searchText}
              onChange={list.setSearchText}
            />
            <Select
              value={method ?? ALL}
              onValueChange={(v) => list.update({ method: v === ALL ? undefined : (v as PaymentMethod) })}
            >
              <SelectTrigger className="w-40" aria-label="Method filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All methods</SelectItem>
                {paymentMethods.map((m) => (
                  <SelectItem key={m} value={m}>
                    {paymentMethodLabels[m]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select
              value={status ?? ALL}
              onValueChange={(v) =>
                list.update({ status: v === ALL ? undefined : (v as PaymentRecordStatus) })
              }
            >
              <SelectTrigger className="w-40" aria-label="Status filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All statuses</SelectItem>
                {paymentStatuses.map((s) => (
                  <SelectItem key={s} value={s}>
                    {paymentStatusLabels[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {staff ? (
              <div className="w-full sm:w-56">
                <Combobox
                  aria-label="Client filter"
                  options={[{ value: ALL, label: "All clients" }, ...clientPicker.options]}
                  onSearchChange={clientPicker.setSearch}
                  value={clientId ?? ALL}
                  selectedLabel={clientPicker.labelOf(clientId) ?? filterClient.data?.name ?? "Client"}
                  onChange={(v) => list.update({ clientId: v === ALL ? undefined : v })}
                  placeholder="All clients"
                  searchPlaceholder="Type a name, e-mail or phone…"
                  emptyText={clientPicker.searching ? "Searching…" : "No client found."}
                />
              </div>
            ) : null}
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-end">
              <DateFilter
                label="Paid from"
                value={from}
                max={to}
                onChange={(value) => list.update({ from: value })}
              />
              <DateFilter
                label="Paid to"
                value={to}
                min={from}
                onChange={(value) => list.update({ to: value })}
              />
            </div>
            {filtered ? (
              <Button
                variant="ghost"
                onClick={() => {
                  list.setSearchText("");
                  list.update({
                    search: undefined,
                    method: undefined,
                    status: undefined,
                    from: undefined,
                    to: undefined,
                    clientId: undefined,
                  });
                }}
              >
                <XIcon aria-hidden />
                Clear filters
              </Button>
            ) : null}
          </div>
          <PaymentsTable
            payments={payments.data?.items}
            loading={payments.isLoading || (payments.isPlaceholderData && payments.isFetching)}
            error={payments.isError}
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
