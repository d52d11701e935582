import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type InvoiceCancel, invoiceCancelSchema } from "#domain/invoices/invoice.schema";
import { FormRootError } from "../../../components/form-root-error";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
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
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!cancel.isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel invoice {invoice?.number}?</AlertDialogTitle>
            <AlertDialogDescription>
              {invoice?.clientName} will owe nothing on it and it takes no payments. Once an invoice has
              payments or credit notes, issue a credit note instead. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField label="Reason" required error={formState.errors.reason?.message}>
            <Textarea rows={3} autoFocus {...register("reason")} />
          </FormField>
          <FormRootError errors={formState.errors} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={cancel.isPending}>Keep Invoice</AlertDialogCancel>
            <Button type="submit" variant="destructive" loading={cancel.isPending}>
              Cancel Invoice
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
