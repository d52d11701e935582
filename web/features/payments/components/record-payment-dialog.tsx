import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { Controller, type FieldPath, type Resolver, useForm } from "react-hook-form";
import type { Currency } from "#domain/currency";
import { addDays } from "#domain/dates";
import { formatMoney } from "#domain/money-format";
import type { PaymentCreateWithInvoice } from "#domain/payments/payment.schema";
import { PENDING_PAYMENT_MAX_DAYS_AHEAD } from "#domain/payments/payment-date";
import { type PaymentFormValues, paymentFormSchemaFor } from "#domain/payments/payment-form.schema";
import { paymentMethodLabels } from "#domain/payments/payment-format";
import { DEFAULT_PAYMENT_METHOD, paymentMethods } from "#domain/payments/payment-values";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { Combobox } from "../../../components/ui/combobox";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useAgencyToday } from "../../../lib/agency-today";
import { newIdempotencyKey } from "../../../lib/api-client";
import { useAgencyDayDefault } from "../../../lib/use-agency-day-default";
import { useRecordPayment } from "../api/record-payment";
import { usePayableInvoiceSearch } from "../api/search-payable-invoices";

/** The invoice a payment is recorded on, as an invoice row or page knows it. */
export interface RecordPaymentInvoice {
  id: string;
  number: string;
  currency: Currency;
  /** What is still owed: total − paid − credited. */
  balanceCents: number;
}

export interface RecordPaymentDialogProps extends FormDialogProps {
  /** The invoice to record on; null shows a picker of the invoices that still owe something. */
  invoice: RecordPaymentInvoice | null;
}

const fieldNames: FieldPath<PaymentFormValues>[] = [
  "invoiceId",
  "amountCents",
  "paymentDate",
  "method",
  "status",
  "transactionReference",
];

const statusOptions = [
  { value: "completed", label: "Completed (received)" },
  { value: "pending", label: "Bank transfer announced (pending)" },
];

const methodOptions = paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }));

/** `today`: the agency's, the payment's date unless changed. */
function emptyForm(invoiceId: string, today: string): PaymentFormValues {
  return {
    invoiceId,
    amountCents: "",
    paymentDate: today,
    method: DEFAULT_PAYMENT_METHOD,
    status: "completed",
    transactionReference: "",
  };
}

/**
 * Record Payment (SPEC §5): amount (required, at most the remaining balance), payment date (today unless
 * changed), method (bank transfer unless changed), status and transaction reference. One Idempotency-Key
 * per opening, so a double click or a retry after a lost answer never records twice.
 */
export function RecordPaymentDialog({ invoice, ...props }: RecordPaymentDialogProps) {
  const { open } = props;
  const record = useRecordPayment();
  const picker = usePayableInvoiceSearch({ enabled: open && !invoice });
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // The resolver reads the chosen invoice's balance when it runs, whichever invoice that is by then.
  const balance = useRef<number | null>(invoice?.balanceCents ?? null);
  const today = useAgencyToday();
  // Read when the dialog opens: a new day while it is open moves only the untouched date.
  const openingDay = useRef(today);
  openingDay.current = today;
  // The payment date rule is checked on the agency's day as it is when the resolver runs.
  const resolver: Resolver<PaymentFormValues, unknown, PaymentCreateWithInvoice> = (
    values,
    context,
    options,
  ) => zodResolver(paymentFormSchemaFor(balance.current, () => openingDay.current))(values, context, options);
  const form = useForm<PaymentFormValues, unknown, PaymentCreateWithInvoice>({
    resolver,
    defaultValues: emptyForm(invoice?.id ?? "", today),
  });
  useAgencyDayDefault(form, "paymentDate", today);
  const { register, control, formState, watch, reset } = form;
  const errors = formState.errors;
  const [pickedId, status] = watch(["invoiceId", "status"]);
  const target: RecordPaymentInvoice | undefined = invoice ?? picker.invoiceOf(pickedId);
  balance.current = target?.balanceCents ?? null;

  // Each opening starts a new payment: fresh fields and a fresh key.
  useEffect(() => {
    if (!open) return;
    reset(emptyForm(invoice?.id ?? "", openingDay.current));
    setIdempotencyKey(newIdempotencyKey());
  }, [open, invoice?.id, reset]);

  const dialog = useFormDialog(props, { busy: record.isPending });
  const submit = dialog.submit(form, fieldNames, (input) => record.mutateAsync({ input, idempotencyKey }));

  const balanceText = target ? formatMoney(target.balanceCents, target.currency) : null;

  return (
    <FormDialog
      {...dialog.frame}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
      title="Record Payment"
      description={
        invoice
          ? `Invoice ${invoice.number}: ${balanceText} remaining.`
          : "Choose an invoice that still has a balance. Fields marked * are required."
      }
      onSubmit={submit}
    >
      {invoice ? null : (
        <Controller
          control={control}
          name="invoiceId"
          render={({ field }) => (
            <FormField
              label="Invoice"
              required
              error={errors.invoiceId?.message}
              description={balanceText ? `Remaining balance: ${balanceText}` : undefined}
            >
              <Combobox
                aria-label="Invoice"
                options={picker.options}
                onSearchChange={picker.setSearch}
                value={field.value}
                selectedLabel={target ? target.number : undefined}
                onChange={field.onChange}
                placeholder="Choose an invoice"
                searchPlaceholder="Type an invoice number or a client…"
                emptyText={
                  picker.searching
                    ? "Searching…"
                    : picker.failed
                      ? "Error fetching invoices"
                      : "No unpaid invoice found."
                }
              />
            </FormField>
          )}
        />
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={target ? `Amount (${target.currency})` : "Amount"}
          required
          error={errors.amountCents?.message}
          description={balanceText ? `At most ${balanceText}` : undefined}
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            max={target ? (target.balanceCents / 100).toFixed(2) : undefined}
            autoComplete="off"
            placeholder="0.00"
            {...register("amountCents")}
          />
        </FormField>
        <FormField label="Payment date" required error={errors.paymentDate?.message}>
          {/* Received money is dated by today; an announced transfer a few days after. */}
          <Input
            type="date"
            max={status === "pending" ? addDays(today, PENDING_PAYMENT_MAX_DAYS_AHEAD) : today}
            {...register("paymentDate")}
          />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormSelectField control={control} name="method" label="Method" required options={methodOptions} />
        <FormSelectField control={control} name="status" label="Status" required options={statusOptions} />
      </div>
      <FormField
        label="Transaction reference"
        error={errors.transactionReference?.message}
        description="The bank's or card terminal's reference, if any"
      >
        <Input autoComplete="off" {...register("transactionReference")} />
      </FormField>
      <FormDialogFooter {...dialog.footer} errors={errors} submitLabel="Record Payment" />
    </FormDialog>
  );
}
