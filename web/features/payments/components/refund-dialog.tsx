import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import type { Currency } from "#domain/currency";
import { formatMoney } from "#domain/money-format";
import type { RefundCreate } from "#domain/payments/payment.schema";
import { type RefundFormValues, refundFormSchemaFor } from "#domain/payments/payment-form.schema";
import { paymentMethodLabels } from "#domain/payments/payment-format";
import { DEFAULT_PAYMENT_METHOD, paymentMethods } from "#domain/payments/payment-values";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useAgencyToday } from "../../../lib/agency-today";
import { newIdempotencyKey } from "../../../lib/api-client";
import { useAgencyDayDefault } from "../../../lib/use-agency-day-default";
import { useRefundInvoice } from "../api/refund-invoice";

const fieldNames: FieldPath<RefundFormValues>[] = [
  "amountCents",
  "paymentDate",
  "method",
  "transactionReference",
  "reason",
];

const methodOptions = paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }));

/** `today`: the agency's, the refund's date unless changed. */
function emptyForm(today: string): RefundFormValues {
  return {
    amountCents: "",
    paymentDate: today,
    method: DEFAULT_PAYMENT_METHOD,
    transactionReference: "",
    reason: "",
  };
}

export interface RefundDialogProps extends FormDialogProps {
  invoiceId: string;
  currency: Currency;
  /** What was paid, net of earlier refunds: the most this refund may give back. */
  paidCents: number;
}

/** Refund (admins): part or all of what was paid, with a reason; recorded as a negative payment. */
export function RefundDialog({ invoiceId, currency, paidCents, ...props }: RefundDialogProps) {
  const { open } = props;
  const refund = useRefundInvoice();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // The resolver reads what was paid when it runs: a payment recorded meanwhile moves the limit.
  const paid = useRef(paidCents);
  paid.current = paidCents;
  const today = useAgencyToday();
  // Read when the dialog opens: a new day while it is open moves only the untouched date.
  const openingDay = useRef(today);
  openingDay.current = today;
  // A refund is dated at the latest on the agency's day as it is when the resolver runs.
  const resolver: Resolver<RefundFormValues, unknown, RefundCreate> = (values, context, options) =>
    zodResolver(refundFormSchemaFor(paid.current, () => openingDay.current))(values, context, options);
  const form = useForm<RefundFormValues, unknown, RefundCreate>({
    resolver,
    defaultValues: emptyForm(today),
  });
  useAgencyDayDefault(form, "paymentDate", today);
  const { register, control, formState, reset } = form;
  const errors = formState.errors;
  const paidText = formatMoney(paidCents, currency);

  useEffect(() => {
    if (!open) return;
    reset(emptyForm(openingDay.current));
    setIdempotencyKey(newIdempotencyKey());
  }, [open, reset]);

  const dialog = useFormDialog(props, { busy: refund.isPending });
  const submit = dialog.submit(form, fieldNames, (input) =>
    refund.mutateAsync({ invoiceId, input, idempotencyKey }),
  );

  return (
    <FormDialog
      {...dialog.frame}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
      title="Refund"
      description={
        <>At most what was paid: {paidText}. The refund counts against the invoice's paid amount.</>
      }
      onSubmit={submit}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={`Amount (${currency})`} required error={errors.amountCents?.message}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            max={(paidCents / 100).toFixed(2)}
            autoComplete="off"
            placeholder="0.00"
            {...register("amountCents")}
          />
        </FormField>
        <FormField label="Refund date" required error={errors.paymentDate?.message}>
          <Input type="date" max={today} {...register("paymentDate")} />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormSelectField control={control} name="method" label="Method" required options={methodOptions} />
        <FormField label="Transaction reference" error={errors.transactionReference?.message}>
          <Input autoComplete="off" {...register("transactionReference")} />
        </FormField>
      </div>
      <FormField label="Reason" required error={errors.reason?.message}>
        <Textarea rows={2} {...register("reason")} />
      </FormField>
      <FormDialogFooter {...dialog.footer} errors={errors} submitLabel="Refund" />
    </FormDialog>
  );
}
