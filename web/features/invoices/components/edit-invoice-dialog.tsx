import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type Invoice, type InvoiceUpdate, invoiceUpdateSchema } from "#domain/invoices/invoice.schema";
import type { InvoiceUpdateFormValues } from "#domain/invoices/invoice-form.schema";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useUpdateInvoice } from "../api/update-invoice";

const valuesOf = (invoice: Invoice): InvoiceUpdateFormValues => ({
  dueDate: invoice.dueDate,
  notes: invoice.notes ?? "",
});

/** Edit (staff): the due date and notes; the lines are fixed once issued (a credit note corrects them). */
export function EditInvoiceDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateInvoice();
  const { register, handleSubmit, reset, setError, formState } = useForm<
    InvoiceUpdateFormValues,
    unknown,
    InvoiceUpdate
  >({ resolver: zodResolver(invoiceUpdateSchema), defaultValues: valuesOf(invoice) });
  const edit = useRecordEdit(open, invoice, (record) => reset(valuesOf(record ?? invoice)));

  const submit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync({ id: invoice.id, input, version: edit.version ?? invoice.version });
      onOpenChange(false);
    } catch (error) {
      edit.saveFailed(error, setError, ["dueDate", "notes"]);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!update.isPending) onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Invoice</DialogTitle>
          <DialogDescription>
            {invoice.number} for {invoice.clientName}: the due date and notes.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Due date" required error={formState.errors.dueDate?.message}>
            <Input type="date" min={invoice.issueDate} {...register("dueDate")} />
          </FormField>
          <FormField label="Notes" error={formState.errors.notes?.message}>
            <Textarea rows={3} {...register("notes")} />
          </FormField>
          <FormDialogFooter
            errors={formState.errors}
            edit={edit}
            busy={update.isPending}
            onCancel={() => onOpenChange(false)}
            submitLabel="Save Changes"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
