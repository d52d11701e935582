import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type InvoiceCancel, invoiceCancelSchema } from "#domain/invoices/invoice.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { applyApiFieldErrors } from "../../../lib/form-errors";
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
  open,
  onOpenChange,
}: {
  invoice: CancelTarget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelInvoice();
  const { register, handleSubmit, reset, setError, formState } = useForm<
    { reason: string },
    unknown,
    InvoiceCancel
  >({ resolver: zodResolver(invoiceCancelSchema), defaultValues: { reason: "" } });
  useEffect(() => {
    if (open) reset({ reason: "" });
  }, [open, reset]);

  const submit = handleSubmit(async (input) => {
    if (!invoice) return;
    try {
      await cancel.mutateAsync({ id: invoice.id, input, version: invoice.version });
      onOpenChange(false);
    } catch (error) {
      // A 409 (paid or credited meanwhile) or a 412 is told by the toast and below the reason.
      if (!applyApiFieldErrors(error, setError, ["reason"]) && error instanceof Error)
        setError("root.server", { type: "server", message: error.message });
    }
  });

  return (
    <FormDialog
      alert
      open={open}
      onOpenChange={onOpenChange}
      busy={cancel.isPending}
      title={<>Cancel invoice {invoice?.number}?</>}
      description={
        <>
          {invoice?.clientName} will owe nothing on it and it takes no payments. Once an invoice has payments
          or credit notes, issue a credit note instead. This cannot be undone.
        </>
      }
      onSubmit={submit}
    >
      <FormField label="Reason" required error={formState.errors.reason?.message}>
        <Textarea rows={3} autoFocus {...register("reason")} />
      </FormField>
      <FormDialogFooter
        errors={formState.errors}
        busy={cancel.isPending}
        onCancel={() => onOpenChange(false)}
        cancelLabel="Keep Invoice"
        submitLabel="Cancel Invoice"
        submitVariant="destructive"
      />
    </FormDialog>
  );
}
