import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { type FieldPath, useFieldArray, useForm } from "react-hook-form";
import type { Currency } from "#domain/currency";
import { formatMoney } from "#domain/money-format";
import type { SsrPricingBody } from "#domain/ssr/ssr-api.schema";
import {
  type SsrPricingFormValues,
  type SsrPricingInput,
  ssrPricingFormSchema,
} from "#domain/ssr/ssr-definition.schema";
import { ConflictNotice } from "../../../components/conflict-notice";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { priceInputValue } from "../ssr-format";

type Price = SsrPricingBody["pricing"][number];
type Row = SsrPricingFormValues["pricing"][number];

const blankRow = (): Row => ({ airlineCode: "", priceCents: "" });
const rowsOf = (pricing: readonly Price[]): SsrPricingFormValues => ({
  pricing:
    pricing.length > 0
      ? pricing.map((p) => ({ airlineCode: p.airlineCode, priceCents: priceInputValue(p.priceCents) }))
      : [blankRow()],
});
const isBlank = (row: Row) => row.airlineCode.trim() === "" && row.priceCents.trim() === "";

export interface AirlinePricingProps {
  code: string;
  defaultPriceCents: number;
  /** The SSR's currency: its airline prices are in it too. */
  currency: Currency;
  pricing: readonly Price[];
  /** The SSR definition's version: an edit saves on top of the one it started from. */
  version: number;
  canEdit: boolean;
  onSave(pricing: Price[], version: number): Promise<unknown>;
}

/** Airline-specific prices that override the default price; admins edit the whole list at once. */
export function AirlinePricing({
  code,
  defaultPriceCents,
  currency,
  pricing,
  version,
  canEdit,
  onSave,
}: AirlinePricingProps) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const form = useForm<SsrPricingFormValues, unknown, { pricing: SsrPricingInput }>({
    resolver: zodResolver(ssrPricingFormSchema),
    defaultValues: rowsOf(pricing),
  });
  const { register, control, handleSubmit, reset, setError, getValues, formState } = form;
  const { errors, isSubmitting: saving } = formState;
  const rows = useFieldArray({ control, name: "pricing" });
  const edit = useRecordEdit(editing, { id: code, version, pricing }, (current, why) => {
    if (current) reset(rowsOf(current.pricing));
    if (why === "theirs") form.clearErrors();
  });

  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input.pricing, edit.version ?? version);
      setEditing(false);
    } catch (error) {
      if (edit.catchConflict(error)) return;
      // The server names rows as the form does ("pricing.1.airlineCode").
      const fields = getValues("pricing").flatMap((_, i) => [
        `pricing.${i}.airlineCode` as const,
        `pricing.${i}.priceCents` as const,
      ]) satisfies FieldPath<SsrPricingFormValues>[];
      applyApiFieldErrors(error, setError, fields);
    }
  });
  const save = () => {
    // Rows left completely empty are dropped rather than reported.
    const current = getValues("pricing");
    if (current.some(isBlank)) rows.replace(current.filter((row) => !isBlank(row)));
    void submit();
  };

  return (
    <section aria-labelledby={headingId} className="max-w-xl space-y-3">
      <div className="flex items-center justify-between gap-4">
        <h3 id={headingId} className="font-medium text-sm">
          Airline prices for {code}
        </h3>
        {canEdit && !editing ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit airline prices
          </Button>
        ) : null}
      </div>

      {editing ? (
        <div className="space-y-2">
          {rows.fields.map((row, index) => (
            <div key={row.id} className="flex items-start gap-2">
              <FormField
                className="w-28"
                label={<span className="sr-only">Airline code, row {index + 1}</span>}
                error={errors.pricing?.[index]?.airlineCode?.message}
              >
                <Input
                  placeholder="LH"
                  maxLength={2}
                  className="font-mono uppercase"
                  disabled={saving}
                  {...register(`pricing.${index}.airlineCode`)}
                />
              </FormField>
              <FormField
                className="w-32"
                label={
                  <span className="sr-only">
                    Price ({currency}), row {index + 1}
                  </span>
                }
                error={errors.pricing?.[index]?.priceCents?.message}
              >
                <Input
                  placeholder="0.00"
                  inputMode="decimal"
                  disabled={saving}
                  {...register(`pricing.${index}.priceCents`)}
                />
              </FormField>
              <Button
                size="icon"
                variant="ghost"
                className="mt-2"
                aria-label={`Remove row ${index + 1}`}
                disabled={saving}
                onClick={() => rows.remove(index)}
              >
                <XIcon aria-hidden />
              </Button>
            </div>
          ))}
          <FormRootError errors={errors} />
          {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={saving} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={saving} onClick={() => rows.append(blankRow())}>
              <PlusIcon aria-hidden />
              Add airline
            </Button>
            <Button size="sm" onClick={save} loading={saving}>
              Save prices
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
          </div>
        </div>
      ) : pricing.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No airline-specific prices: every airline uses the default price of{" "}
          {formatMoney(defaultPriceCents, currency)}.
        </p>
      ) : (
        <table className="text-sm">
          <caption className="sr-only">Airline prices for {code}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="pr-6 font-medium">Airline</th>
              <th className="font-medium">Price</th>
            </tr>
          </thead>
          <tbody>
            {pricing.map((price) => (
              <tr key={price.airlineCode}>
                <td className="pr-6 font-mono">{price.airlineCode}</td>
                <td className="tabular-nums">{formatMoney(price.priceCents, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
