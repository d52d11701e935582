import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CURRENCIES, type Currency } from "#domain/currency";
import {
  type ExchangeRate,
  type ExchangeRateUpsert,
  exchangeRateUpsertSchema,
  rateTextSchema,
} from "#domain/exchange-rates/exchange-rate.schema";
import { displayRate, rateSentence } from "#domain/exchange-rates/rate-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useAgencyToday } from "../../../lib/agency-today";
import { useAgencyDayDefault } from "../../../lib/use-agency-day-default";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useSetExchangeRate } from "../api/set-exchange-rate";

type FormValues = z.input<typeof exchangeRateUpsertSchema>;
const fields: FieldPath<FormValues>[] = ["currency", "rateDate", "rate"];

/** The currencies a rate can be set for: all but the base, whose rate is always 1. */
export function rateCurrencies(baseCurrency: Currency): Currency[] {
  return CURRENCIES.filter((currency) => currency !== baseCurrency);
}

/** The row's values, or a new day's rate: `today`, the agency's. */
function valuesOf(baseCurrency: Currency, rate: ExchangeRate | null, today: string): FormValues {
  if (rate) return { currency: rate.currency, rateDate: rate.rateDate, rate: displayRate(rate.rate) };
  return { currency: rateCurrencies(baseCurrency)[0] ?? "USD", rateDate: today, rate: "" };
}

/**
 * Sets one currency's rate for one day against the base currency: a new day, or (from a row) a new value for
 * that day. Invoices and payments already made keep the rate they locked, and the dialog says so.
 */
export function SetRateDialog({
  baseCurrency,
  rate,
  ...props
}: FormDialogProps & {
  baseCurrency: Currency;
  /** The row being changed; null sets a new day's rate. */
  rate: ExchangeRate | null;
}) {
  const { open } = props;
  const save = useSetExchangeRate();
  const today = useAgencyToday();
  const form = useForm<FormValues, unknown, ExchangeRateUpsert>({
    resolver: zodResolver(exchangeRateUpsertSchema),
    defaultValues: valuesOf(baseCurrency, rate, today),
  });
  useAgencyDayDefault(form, "rateDate", today, rate === null);
  const { register, control, reset, formState } = form;
  const errors = formState.errors;
  const [currency, typed] = useWatch({ control, name: ["currency", "rate"] });
  const preview = rateTextSchema.safeParse(typed ?? "");

  // A rate is known by its currency and day; each opening starts from its row (or a blank new day), and a
  // refetch while open keeps the input.
  const record = useMemo(() => (rate ? { ...rate, id: `${rate.currency}:${rate.rateDate}` } : null), [rate]);
  const edit = useRecordEdit(open, record, (r) => reset(valuesOf(baseCurrency, r, today)));

  const dialog = useFormDialog(props, { busy: save.isPending, edit });
  // A 412 shows the notice and keeps the typed rate; other field issues go next to their fields.
  const submit = dialog.submit(form, fields, (input) =>
    save.mutateAsync({ input, version: rate ? (edit.version ?? rate.version) : undefined }),
  );

  const editing = rate !== null;
  return (
    <FormDialog
      {...dialog.frame}
      className="sm:max-w-md"
      title={editing ? `Change the ${rate.currency} rate of ${formatTripDate(rate.rateDate)}` : "Set a rate"}
      description={
        <>
          How many {baseCurrency} one unit buys on that day. Invoices and payments already made keep the rate
          they locked.
        </>
      }
      onSubmit={submit}
    >
      <div className="grid grid-cols-2 items-start gap-4">
        <FormSelectField
          control={control}
          name="currency"
          label="Currency"
          required
          disabled={editing}
          options={rateCurrencies(baseCurrency).map((c) => ({ value: c, label: c }))}
        />
        <FormField label="Date" required error={errors.rateDate?.message}>
          <Input type="date" readOnly={editing} {...register("rateDate")} />
        </FormField>
      </div>
      <FormField
        label={`Rate (${baseCurrency} per 1 ${currency})`}
        required
        error={errors.rate?.message}
        description={
          preview.success ? rateSentence(currency, preview.data, baseCurrency) : "For example 0.9215"
        }
      >
        <Input inputMode="decimal" autoComplete="off" {...register("rate")} />
      </FormField>
      <FormDialogFooter {...dialog.footer} errors={errors} submitLabel="Save rate" />
    </FormDialog>
  );
}
