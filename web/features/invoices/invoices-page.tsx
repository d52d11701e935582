import { useSuspenseQuery } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { useId, useState } from "react";
import { CURRENCIES, type Currency } from "#domain/currency";
import { type InvoiceListItem, invoiceListQuerySchema } from "#domain/invoices/invoice.schema";
import { invoiceStatusLabels } from "#domain/invoices/invoice-format";
import { type InvoiceStatus, invoiceStatuses } from "#domain/invoices/invoice-values";
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
import { RecordPaymentDialog } from "../payments/components/record-payment-dialog";
import { useInvoices } from "./api/list-invoices";
import { CancelInvoiceDialog } from "./components/cancel-invoice-dialog";
import { InvoiceTotalsSummary } from "./components/invoice-totals-summary";
import { InvoicesTable } from "./components/invoices-table";
import { NewInvoiceButton } from "./components/new-invoice-button";
import { SendInvoiceDialog } from "./components/send-invoice-dialog";

const ALL = "__all__";

type Field = "search" | "status" | "clientId" | "currency" | "dueFrom" | "dueTo" | "sort" | "order";

const listConfig: ListParamsConfig<typeof invoiceListQuerySchema, Field> = {
  schema: invoiceListQuerySchema,
  fields: ["search", "status", "clientId", "currency", "dueFrom", "dueTo", "sort", "order"],
};

/** One end of the due-date range: a labelled date box, empty for no limit. */
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
    <div className="grid gap-1">
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

type RowDialog = { kind: "pay" | "send" | "cancel"; invoice: InvoiceListItem };

/**
 * Invoices (SPEC §2): searched by number or client on the server, filtered by status, client, currency and
 * due dates, sorted, paginated, with the filtered set's totals per currency under the table. Staff record
 * payments, send and (admins) cancel from each row; a client user sees their own invoices.
 */
export function InvoicesPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const admin = user?.role === "admin";
  const staff = admin || user?.role === "agent";
  const list = useListParams(listConfig);
  const { page, pageSize, search, status, clientId, currency, dueFrom, dueTo, sort, order } = list.state;
  const invoices = useInvoices({
    page,
    pageSize,
    search,
    status,
    clientId,
    currency,
    dueFrom,
    dueTo,
    sort,
    order,
  });
  const clientPicker = useClientOptionSearch({ enabled: staff });
  // The URL holds the filter's client id only: its name comes from the client itself.
  const filterClient = useClient(staff ? clientId : null);
  const filtered = Boolean(search || status || clientId || currency || dueFrom || dueTo);
  // The row a dialog is about stays while it closes, so its text does not change on the way out.
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = (kind: RowDialog["kind"]) => (invoice: InvoiceListItem) => {
    setDialog({ kind, invoice });
    setDialogOpen(true);
  };
  const close = (open: boolean) => {
    if (!open) setDialogOpen(false);
  };
  const openFor = (kind: RowDialog["kind"]) => dialogOpen && dialog?.kind === kind;

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle={staff ? "Every client's invoices, payments and what is still owed." : "Your invoices."}
        actions={staff ? <NewInvoiceButton /> : null}
      />
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <ListSearch
              label="Search invoices"
              placeholder={staff ? "Invoice number or client…" : "Invoice number…"}
              value={list.searchText}
              onChange={list.setSearchText}
            />
            <Select
              value={status ?? ALL}
              onValueChange={(v) => list.update({ status: v === ALL ? undefined : (v as InvoiceStatus) })}
            >
              <SelectTrigger className="w-40" aria-label="Status filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All statuses</SelectItem>
                {invoiceStatuses.map((s) => (
                  <SelectItem key={s} value={s}>
                    {invoiceStatusLabels[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select
              value={currency ?? ALL}
              onValueChange={(v) => list.update({ currency: v === ALL ? undefined : (v as Currency) })}
            >
              <SelectTrigger className="w-36" aria-label="Currency filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All currencies</SelectItem>
                {CURRENCIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {c}
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
                label="Due from"
                value={dueFrom}
                max={dueTo}
                onChange={(value) => list.update({ dueFrom: value })}
              />
              <DateFilter
                label="Due to"
                value={dueTo}
                min={dueFrom}
                onChange={(value) => list.update({ dueTo: value })}
              />
            </div>
            {filtered ? (
              <Button
                variant="ghost"
                onClick={() => {
                  list.setSearchText("");
                  list.update({
                    search: undefined,
                    status: undefined,
                    clientId: undefined,
                    currency: undefined,
                    dueFrom: undefined,
                    dueTo: undefined,
                  });
                }}
              >
                <XIcon aria-hidden />
                Clear filters
              </Button>
            ) : null}
          </div>
          <InvoicesTable
            invoices={invoices.data?.items}
            loading={invoices.isLoading || (invoices.isPlaceholderData && invoices.isFetching)}
            error={invoices.isError}
            sort={{ sort, order }}
            onSortChange={(next) => list.update(next)}
            role={{ staff, admin }}
            actions={{
              onRecordPayment: openDialog("pay"),
              onSend: openDialog("send"),
              onCancel: openDialog("cancel"),
            }}
          />
          <InvoiceTotalsSummary result={invoices.data} />
          <ListFooter list={list} result={invoices.data} />
        </CardContent>
      </Card>
      {staff ? (
        <>
          <RecordPaymentDialog
            invoice={dialog?.kind === "pay" ? dialog.invoice : null}
            open={openFor("pay")}
            onOpenChange={close}
          />
          <SendInvoiceDialog
            invoiceId={dialog?.kind === "send" ? dialog.invoice.id : null}
            open={openFor("send")}
            onOpenChange={close}
          />
        </>
      ) : null}
      {admin ? (
        <CancelInvoiceDialog
          invoice={dialog?.kind === "cancel" ? dialog.invoice : null}
          open={openFor("cancel")}
          onOpenChange={close}
        />
      ) : null}
    </>
  );
}
