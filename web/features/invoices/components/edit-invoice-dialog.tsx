import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type Invoice, type InvoiceUpdate, invoiceUpdateSchema } from "#domain/invoices/invoice.schema";
import type { InvoiceUpdateFormValues } from "#domain/invoices/invoice-form.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={update.isPending}
      title="Edit Invoice"
      description={
        <>
          {invoice.number} for {invoice.clientName}: the due date and notes.
        </>
      }
      onSubmit={submit}
    >
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
    </FormDialog>
  );
}
