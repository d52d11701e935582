import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isStaff } from "#domain/auth/role";
import { CURRENCIES } from "#domain/currency";
import { type InvoiceListItem, invoiceListQuerySchema } from "#domain/invoices/invoice.schema";
import { invoiceStatusLabels } from "#domain/invoices/invoice-format";
import { invoiceStatuses } from "#domain/invoices/invoice-values";
import { ListFooter } from "../../components/list-footer";
import { DateRangeFilter } from "../../components/list-page/date-range-filter";
import { FilterSelect } from "../../components/list-page/filter-select";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { listTableStatus } from "../../components/list-page/list-table";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Card, CardContent } from "../../components/ui/card";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { ClientFilter } from "../clients/components/client-filter";
import { RecordPaymentDialog } from "../payments/components/record-payment-dialog";
import { useInvoices } from "./api/list-invoices";
import { CancelInvoiceDialog } from "./components/cancel-invoice-dialog";
import { InvoiceTotalsSummary } from "./components/invoice-totals-summary";
import { InvoicesTable } from "./components/invoices-table";
import { NewInvoiceButton } from "./components/new-invoice-button";
import { SendInvoiceDialog } from "./components/send-invoice-dialog";

type Field = "search" | "status" | "clientId" | "currency" | "dueFrom" | "dueTo" | "sort" | "order";

const listConfig: ListParamsConfig<typeof invoiceListQuerySchema, Field> = {
  schema: invoiceListQuerySchema,
  fields: ["search", "status", "clientId", "currency", "dueFrom", "dueTo", "sort", "order"],
};

type RowDialog = { kind: "pay" | "send" | "cancel"; invoice: InvoiceListItem };

/**
 * Invoices (SPEC §2): searched by number or client on the server, filtered by status, client, currency and
 * due dates, sorted, paginated, with the filtered set's totals per currency under the table. Staff record
 * payments, send and (admins) cancel from each row; a client user sees their own invoices.
 */
export function InvoicesPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const admin = user?.role === "admin";
  const staff = isStaff(user?.role);
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
          <ListFilterBar
            list={list}
            clears={["search", "status", "clientId", "currency", "dueFrom", "dueTo"]}
          >
            <ListSearch
              label="Search invoices"
              placeholder={staff ? "Invoice number or client…" : "Invoice number…"}
              value={list.searchText}
              onChange={list.setSearchText}
            />
            <FilterSelect
              list={list}
              field="status"
              label="Status filter"
              allLabel="All statuses"
              options={invoiceStatuses}
              labels={invoiceStatusLabels}
            />
            <FilterSelect
              list={list}
              field="currency"
              label="Currency filter"
              allLabel="All currencies"
              options={CURRENCIES}
              className="w-36"
            />
            {staff ? <ClientFilter list={list} /> : null}
            <DateRangeFilter list={list} fields={["dueFrom", "dueTo"]} labels={["Due from", "Due to"]} />
          </ListFilterBar>
          <InvoicesTable
            invoices={invoices.data?.items}
            {...listTableStatus(invoices)}
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
