import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CURRENCIES, type Currency } from "#domain/currency";
import {
  type ExchangeRate,
  type ExchangeRateUpsert,
  exchangeRateUpsertSchema,
  rateConfirmationSchema,
  rateTextSchema,
} from "#domain/exchange-rates/exchange-rate.schema";
import { displayRate, rateSentence } from "#domain/exchange-rates/rate-format";
import { RATE_JUMP_CONFIRM_PERCENT, rateJump } from "#domain/exchange-rates/rate-jump";
import { formatTripDate } from "#domain/trips/trip-format";
import { FormDialogFrame, FormDialogStep } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useAgencyToday } from "../../../lib/agency-today";
import { ApiError } from "../../../lib/api-client";
import { useAgencyDayDefault } from "../../../lib/use-agency-day-default";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { lockedRecordsOptions } from "../api/list-locked-records";
import { useSetExchangeRate } from "../api/set-exchange-rate";
import { RateConfirmation, type RateQuestion } from "./rate-confirmation";

type FormValues = z.input<typeof exchangeRateUpsertSchema>;
const fields: FieldPath<FormValues>[] = ["currency", "rateDate", "rate"];

const CHECK_FAILED = "The rate could not be checked against the day's and the previous one. Try again.";

/** The currencies a rate can be set for: all but the base, whose rate is always 1. */
export function rateCurrencies(baseCurrency: Currency): Currency[] {
  return CURRENCIES.filter((currency) => currency !== baseCurrency);
}

/** The row's values, or a new day's rate: `today`, the agency's. */
function valuesOf(baseCurrency: Currency, rate: ExchangeRate | null, today: string): FormValues {
  if (rate) return { currency: rate.currency, rateDate: rate.rateDate, rate: displayRate(rate.rate) };
  return { currency: rateCurrencies(baseCurrency)[0] ?? "USD", rateDate: today, rate: "" };
}

/** The server's question when a save needed `confirmed` after all (a rate set meanwhile), else null. */
function askedBy(error: unknown): Omit<RateQuestion, "input"> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = rateConfirmationSchema.safeParse(
    (error.details as { confirm?: unknown } | undefined)?.confirm,
  );
  return parsed.success ? parsed.data : null;
}

/** The confirm step's title and description: what it asks, in words. */
function confirmHeader({ input, jump, replaces }: RateQuestion): { title: string; description: string } {
  const which = jump && jump.compared.rateDate < input.rateDate ? "previous" : "next";
  const far = jump ? `It is more than ${RATE_JUMP_CONFIRM_PERCENT}% from the ${which} rate. ` : "";
  if (replaces)
    return {
      title: `Replace the ${input.currency} rate of ${formatTripDate(input.rateDate)}?`,
      description: `${far}Records already made keep the rate they locked.`,
    };
  return {
    title: `Set a rate ${jump?.percent}% ${jump?.direction} the ${which} one?`,
    description: `${far}Check it before saving.`,
  };
}

/**
 * Sets one currency's rate for one day against the base currency: a new day, or (from a row) a new value for
 * that day. Before saving it asks when the rate jumps more than RATE_JUMP_CONFIRM_PERCENT from the one before
 * it, or when the day has a rate (shown with the records that locked it, which keep it).
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
  const queryClient = useQueryClient();
  const today = useAgencyToday();
  const [question, setQuestion] = useState<RateQuestion | null>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm<FormValues, unknown, ExchangeRateUpsert>({
    resolver: zodResolver(exchangeRateUpsertSchema),
    defaultValues: valuesOf(baseCurrency, rate, today),
  });
  useAgencyDayDefault(form, "rateDate", today, rate === null);
  const { register, control, reset, formState, setError } = form;
  const errors = formState.errors;
  const [currency, typed] = useWatch({ control, name: ["currency", "rate"] });
  const preview = rateTextSchema.safeParse(typed ?? "");

  // A rate is known by its currency and day; each opening starts from its row (or a blank new day), and a
  // refetch while open keeps the input.
  const record = useMemo(() => (rate ? { ...rate, id: `${rate.currency}:${rate.rateDate}` } : null), [rate]);
  const edit = useRecordEdit(open, record, (r) => {
    setQuestion(null);
    reset(valuesOf(baseCurrency, r, today));
  });

  const busy = save.isPending || checking;
  const dialog = useFormDialog(props, { busy, edit });
  const editing = rate !== null;

  /** Saves from the version the dialog opened with (an edit) or the day's rate it showed (a replacement). */
  const send = async (input: ExchangeRateUpsert, replaces: ExchangeRate | null) => {
    const version = editing ? (edit.version ?? rate.version) : replaces?.version;
    try {
      dialog.done(await save.mutateAsync({ input, version }));
    } catch (error) {
      const asked = input.confirmed ? null : askedBy(error);
      if (asked) return setQuestion({ input, ...asked });
      // Back to the form: a 412 shows its notice there, and field issues go next to their fields.
      setQuestion(null);
      edit.saveFailed(error, setError, fields);
    }
  };

  // Asks the server's questions first (rate-jump.ts on the day's and the compared rate), then saves.
  const submit = form.handleSubmit(async (input) => {
    setChecking(true);
    const day = await queryClient
      .fetchQuery({
        ...lockedRecordsOptions({ currency: input.currency, date: input.rateDate }),
        staleTime: 0,
      })
      .catch(() => null)
      .finally(() => setChecking(false));
    if (!day) return setError("root.server", { type: "server", message: CHECK_FAILED });
    const jump = rateJump(input.rate, day.compared);
    if (jump || day.rate) return setQuestion({ input, jump, replaces: day.rate });
    await send(input, null);
  });

  // Back from the question puts the cursor in the rate again.
  const back = useRef(false);
  useEffect(() => {
    if (question || !back.current) return;
    back.current = false;
    form.setFocus("rate");
  }, [question, form]);

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (question) void send({ ...question.input, confirmed: true }, question.replaces);
  };

  const title = editing
    ? `Change the ${rate.currency} rate of ${formatTripDate(rate.rateDate)}`
    : "Set a rate";
  return (
    <FormDialogFrame {...dialog.frame} className="sm:max-w-md">
      {question ? (
        <FormDialogStep {...confirmHeader(question)} onSubmit={confirm}>
          <RateConfirmation question={question} baseCurrency={baseCurrency} />
          <FormDialogFooter
            errors={errors}
            busy={busy}
            onCancel={() => {
              back.current = true;
              setQuestion(null);
            }}
            cancelLabel="Back"
            submitLabel={question.replaces ? "Replace rate" : "Set rate"}
          />
        </FormDialogStep>
      ) : (
        <FormDialogStep
          title={title}
          description={
            <>
              How many {baseCurrency} one unit buys on that day. Invoices and payments already made keep the
              rate they locked.
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
          <FormDialogFooter
            {...dialog.footer}
            errors={errors}
            submitLabel="Save rate"
            busyLabel={checking ? "Checking…" : "Saving…"}
          />
        </FormDialogStep>
      )}
    </FormDialogFrame>
  );
}
