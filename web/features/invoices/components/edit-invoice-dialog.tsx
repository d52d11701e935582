import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type Invoice, type InvoiceUpdate, invoiceUpdateSchema } from "#domain/invoices/invoice.schema";
import type { InvoiceUpdateFormValues } from "#domain/invoices/invoice-form.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { NotesField } from "../../../components/notes-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useUpdateInvoice } from "../api/update-invoice";

const valuesOf = (invoice: Invoice): InvoiceUpdateFormValues => ({
  dueDate: invoice.dueDate,
  notes: invoice.notes ?? "",
});

/** Edit (staff): the due date and notes; the lines are fixed once issued (a credit note corrects them). */
export function EditInvoiceDialog({
  invoice,
  ...props
}: FormDialogProps & {
  invoice: Invoice;
}) {
  const { open } = props;
  const update = useUpdateInvoice();
  const form = useForm<InvoiceUpdateFormValues, unknown, InvoiceUpdate>({
    resolver: zodResolver(invoiceUpdateSchema),
    defaultValues: valuesOf(invoice),
  });
  const { register, reset, formState } = form;
  const edit = useRecordEdit(open, invoice, (record) => reset(valuesOf(record ?? invoice)));

  const dialog = useFormDialog(props, { busy: update.isPending, edit });
  const submit = dialog.submit(form, ["dueDate", "notes"], (input) =>
    update.mutateAsync({ id: invoice.id, input, version: edit.version ?? invoice.version }),
  );

  return (
    <FormDialog
      {...dialog.frame}
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
      <NotesField rows={3} error={formState.errors.notes?.message} {...register("notes")} />
      <FormDialogFooter {...dialog.footer} errors={formState.errors} submitLabel="Save Changes" />
    </FormDialog>
  );
}
