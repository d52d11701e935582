import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { Currency } from "#domain/currency";
import type { CreditNoteCreate } from "#domain/invoices/invoice.schema";
import { type CreditNoteFormValues, creditNoteFormSchema } from "#domain/invoices/invoice-form.schema";
import { formatMoney } from "#domain/money-format";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { newIdempotencyKey } from "../../../lib/api-client";
import { useCreateCreditNote } from "../api/create-credit-note";

/** Issue credit note (admins): part or all of what is still owed, with a reason; it lowers the balance. */
export function CreditNoteDialog({
  invoice,
  ...props
}: FormDialogProps & {
  invoice: { id: string; number: string; currency: Currency; balanceCents: number };
}) {
  const { open } = props;
  const create = useCreateCreditNote();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<CreditNoteFormValues, unknown, CreditNoteCreate>({
    resolver: zodResolver(creditNoteFormSchema),
    defaultValues: { amountCents: "", reason: "" },
  });
  const { register, reset, formState } = form;
  useEffect(() => {
    if (!open) return;
    reset({ amountCents: "", reason: "" });
    // A new credit note each time the dialog opens; retries of one keep its key.
    setIdempotencyKey(newIdempotencyKey());
  }, [open, reset]);

  const dialog = useFormDialog(props, { busy: create.isPending });
  const submit = dialog.submit(form, ["amountCents", "reason"], (input) =>
    create.mutateAsync({ invoiceId: invoice.id, input, idempotencyKey }),
  );

  return (
    <FormDialog
      {...dialog.frame}
      title="Issue credit note"
      description={
        <>
          On invoice {invoice.number}: at most the remaining balance,{" "}
          {formatMoney(invoice.balanceCents, invoice.currency)}.
        </>
      }
      onSubmit={submit}
    >
      <FormField
        label={`Amount (${invoice.currency})`}
        required
        error={formState.errors.amountCents?.message}
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          max={invoice.balanceCents / 100}
          placeholder="0.00"
          autoComplete="off"
          {...register("amountCents")}
        />
      </FormField>
      <FormField label="Reason" required error={formState.errors.reason?.message}>
        <Textarea rows={2} {...register("reason")} />
      </FormField>
      <FormDialogFooter {...dialog.footer} errors={formState.errors} submitLabel="Issue Credit Note" />
    </FormDialog>
  );
}
