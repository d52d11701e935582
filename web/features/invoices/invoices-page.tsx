import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isStaff } from "#domain/auth/role";
import { CURRENCIES } from "#domain/currency";
import { type InvoiceListItem, invoiceListQuerySchema } from "#domain/invoices/invoice.schema";
import { invoiceStatusLabels } from "#domain/invoices/invoice-format";
import { invoiceStatuses } from "#domain/invoices/invoice-values";
import { ListFooter } from "../../components/list-footer";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { defineListPage } from "../../components/list-page/list-page";
import { listTableStatus } from "../../components/list-page/list-table";
import { useListPage } from "../../components/list-page/use-list-page";
import { PageHeader } from "../../components/page-header";
import { Card, CardContent } from "../../components/ui/card";
import { sessionQuery } from "../../lib/session";
import { ClientFilter } from "../clients/components/client-filter";
import { RecordPaymentDialog } from "../payments/components/record-payment-dialog";
import { useInvoices } from "./api/list-invoices";
import { CancelInvoiceDialog } from "./components/cancel-invoice-dialog";
import { InvoiceTotalsSummary } from "./components/invoice-totals-summary";
import { InvoicesTable } from "./components/invoices-table";
import { NewInvoiceButton } from "./components/new-invoice-button";
import { SendInvoiceDialog } from "./components/send-invoice-dialog";

const invoicesList = defineListPage({
  schema: invoiceListQuerySchema,
  search: {
    label: "Search invoices",
    placeholder: (staff: boolean) => (staff ? "Invoice number or client…" : "Invoice number…"),
  },
  filters: [
    {
      select: "status",
      label: "Status filter",
      allLabel: "All statuses",
      options: invoiceStatuses,
      labels: invoiceStatusLabels,
    },
    {
      select: "currency",
      label: "Currency filter",
      allLabel: "All currencies",
      options: CURRENCIES,
      className: "w-36",
    },
    { custom: ["clientId"], render: (list, staff) => (staff ? <ClientFilter list={list} /> : null) },
    { dates: ["dueFrom", "dueTo"], labels: ["Due from", "Due to"] },
  ],
  sort: { field: "sort", order: "order" },
  clearable: true,
});

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
  const list = useListPage(invoicesList);
  const invoices = useInvoices(list.state);
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
          <ListFilterBar list={list} context={staff} />
          <InvoicesTable
            invoices={invoices.data?.items}
            {...listTableStatus(invoices)}
            sort={list.sort}
            onSortChange={list.setSort}
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
