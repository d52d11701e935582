import { PlusIcon, Trash2Icon } from "lucide-react";
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from "react-hook-form";
import type { Currency } from "#domain/currency";
import type { InvoiceCreate } from "#domain/invoices/invoice.schema";
import {
  emptyInvoiceLine,
  type InvoiceCreateFormValues,
  typedInvoiceTotals,
} from "#domain/invoices/invoice-form.schema";
import { MAX_INVOICE_LINES } from "#domain/invoices/invoice-values";
import { formatMoney } from "#domain/money-format";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";

/** The form's line items: description, quantity, unit price and an optional tax rate, with live totals. */
export function InvoiceLinesField({
  control,
  register,
  errors,
  currency,
}: {
  control: Control<InvoiceCreateFormValues, unknown, InvoiceCreate>;
  register: UseFormRegister<InvoiceCreateFormValues>;
  errors: FieldErrors<InvoiceCreateFormValues>;
  currency: Currency;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "lines" });
  const lines = useWatch({ control, name: "lines" }) ?? [];
  const totals = typedInvoiceTotals(lines);
  const listError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <fieldset className="grid gap-3" aria-describedby={listError ? "invoice-lines-error" : undefined}>
      <legend className="mb-1 font-medium text-sm">
        Line items
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const lineErrors = errors.lines?.[index];
          const lineTotal = totals.lines[index];
          return (
            <li key={field.id} className="grid gap-2 rounded-md border p-3" aria-label={`Line ${index + 1}`}>
              <div className="grid items-start gap-2 sm:grid-cols-[1fr_auto]">
                <FormField
                  label={`Description (line ${index + 1})`}
                  required
                  error={lineErrors?.description?.message}
                >
                  <Input autoComplete="off" {...register(`lines.${index}.description`)} />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="sm:mt-6"
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                  aria-label={`Remove line ${index + 1}`}
                  title="Remove line"
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
              <div className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[5rem_8rem_6rem_1fr]">
                <FormField label="Quantity" required error={lineErrors?.quantity?.message}>
                  <Input
                    inputMode="numeric"
                    type="number"
                    min={1}
                    step={1}
                    {...register(`lines.${index}.quantity`)}
                  />
                </FormField>
                <FormField label="Unit price" required error={lineErrors?.unitPriceCents?.message}>
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    placeholder="0.00"
                    {...register(`lines.${index}.unitPriceCents`)}
                  />
                </FormField>
                <FormField label="Tax %" error={lineErrors?.taxRateBasisPoints?.message}>
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step={0.01}
                    placeholder="None"
                    {...register(`lines.${index}.taxRateBasisPoints`)}
                  />
                </FormField>
                <p
                  className="self-end pb-2 text-right text-sm tabular-nums"
                  data-testid={`line-total-${index}`}
                >
                  {lineTotal ? (
                    <>
                      {formatMoney(lineTotal.netCents, currency)}
                      {lineTotal.taxCents > 0 ? (
                        <span className="block text-muted-foreground text-xs">
                          + {formatMoney(lineTotal.taxCents, currency)} tax
                        </span>
                      ) : null}
                    </>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p id="invoice-lines-error" className="font-medium text-destructive text-sm">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_INVOICE_LINES}
          onClick={() => append({ ...emptyInvoiceLine }, { focusName: `lines.${fields.length}.description` })}
        >
          <PlusIcon aria-hidden />
          Add line
        </Button>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm tabular-nums" aria-live="polite">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="text-right" data-testid="invoice-subtotal">
            {formatMoney(totals.subtotalCents, currency)}
          </dd>
          <dt className="text-muted-foreground">Tax</dt>
          <dd className="text-right" data-testid="invoice-tax">
            {formatMoney(totals.taxCents, currency)}
          </dd>
          <dt className="font-medium">Total</dt>
          <dd className="text-right font-semibold" data-testid="invoice-total">
            {formatMoney(totals.totalCents, currency)}
          </dd>
        </dl>
      </div>
    </fieldset>
  );
}
