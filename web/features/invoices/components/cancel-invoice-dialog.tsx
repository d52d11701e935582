import { invoiceCancelSchema } from "#domain/invoices/invoice.schema";
import { CancelWithReasonDialog } from "../../../components/cancel-with-reason-dialog";
import type { FormDialogProps } from "../../../components/use-form-dialog";
import { useCancelInvoice } from "../api/cancel-invoice";

/** What cancelling needs of an invoice: the version it was read at goes as If-Match. */
export interface CancelTarget {
  id: string;
  number: string;
  clientName: string;
  version: number;
}

/** Admins cancel an invoice nothing has settled yet, with a reason that stays on it. */
export function CancelInvoiceDialog({
  invoice,
  ...props
}: FormDialogProps & { invoice: CancelTarget | null }) {
  const cancel = useCancelInvoice();
  return (
    <CancelWithReasonDialog
      {...props}
      schema={invoiceCancelSchema}
      cancel={(input) =>
        invoice ? cancel.mutateAsync({ id: invoice.id, input, version: invoice.version }) : null
      }
      busy={cancel.isPending}
      // A 409 (paid or credited meanwhile) or a 412 is told by the toast and below the reason.
      refusalBelow
      title={<>Cancel invoice {invoice?.number}?</>}
      description={
        <>
          {invoice?.clientName} will owe nothing on it and it takes no payments. Once an invoice has payments
          or credit notes, issue a credit note instead. This cannot be undone.
        </>
      }
      keepLabel="Keep Invoice"
      submitLabel="Cancel Invoice"
    />
  );
}
