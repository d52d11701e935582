import { zodResolver } from "@hookform/resolvers/zod";
import type { KeyboardEvent, ReactNode } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import {
  type SsrDefinitionResponse,
  type SsrUpdateFormOutput,
  type SsrUpdateFormValues,
  type SsrUpdateInput,
  ssrUpdateFormSchema,
} from "#domain/ssr/ssr-api.schema";
import { ConflictNotice } from "../../../components/conflict-notice";
import { FormRootError } from "../../../components/form-root-error";
import { FormSelectField } from "../../../components/form-select-field";
import { TableActionsCell } from "../../../components/table-actions";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { TableCell, TableRow } from "../../../components/ui/table";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { currencyOptions, priceInputValue } from "../ssr-format";
import { SSR_COLUMN_COUNT } from "./ssr-columns";

function valuesOf(d: SsrDefinitionResponse): SsrUpdateFormValues {
  return {
    description: d.description,
    defaultPriceCents: priceInputValue(d.defaultPriceCents),
    currency: d.currency,
    gdsFormatAmadeus: d.gdsFormatAmadeus ?? "",
    gdsFormatGalileo: d.gdsFormatGalileo ?? "",
    isChargeable: d.isChargeable,
    documentationRequired: d.documentationRequired,
    airlineRulesUrl: d.airlineRulesUrl ?? "",
  };
}

const fields = Object.keys(ssrUpdateFormSchema.shape) as FieldPath<SsrUpdateFormValues>[];

// The column headers name the cells; each control's label says which code it belongs to.
const hidden = (text: string): ReactNode => <span className="sr-only">{text}</span>;

export interface SsrEditRowProps {
  definition: SsrDefinitionResponse;
  /** The code cell (with its airline prices toggle), shared with the read-only row. */
  codeCell: ReactNode;
  /** Resolves when saved; rejects with the server's error (the row then stays in edit mode). */
  onSave(patch: SsrUpdateInput, version: number): Promise<unknown>;
  /** Saved or cancelled: the row goes back to reading. */
  onDone(): void;
}

/** SPEC's inline edit: the API's schema checks the row (the price typed as text), errors show under their fields. */
export function SsrEditRow({ definition, codeCell, onSave, onDone }: SsrEditRowProps) {
  const { code } = definition;
  const form = useForm<SsrUpdateFormValues, unknown, SsrUpdateFormOutput>({
    resolver: zodResolver(ssrUpdateFormSchema),
    defaultValues: valuesOf(definition),
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const { errors, isSubmitting: saving } = formState;
  // The edit saves on top of the version it started from; their version replaces the input only on request.
  const edit = useRecordEdit(true, definition, (current, why) => {
    if (why === "theirs" && current) reset(valuesOf(current));
  });

  const save = handleSubmit(async (patch) => {
    try {
      await onSave(patch, edit.version ?? definition.version);
      onDone();
    } catch (error) {
      // The toast says what went wrong; the fields the server names are marked and the input is kept.
      if (edit.catchConflict(error)) return;
      applyApiFieldErrors(error, setError, fields);
    }
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      if (!saving) onDone();
    } else if (
      event.key === "Enter" &&
      event.target instanceof HTMLInputElement &&
      event.target.type !== "checkbox"
    ) {
      event.preventDefault();
      void save();
    }
  };
  const flag = (name: "isChargeable" | "documentationRequired", label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Label className="font-normal">
          <Checkbox
            checked={field.value}
            onCheckedChange={(v) => field.onChange(v === true)}
            disabled={saving}
          />
          {label}
        </Label>
      )}
    />
  );

  return (
    <>
      <TableRow data-ssr-code={code} onKeyDown={onKeyDown} className="align-top">
        {codeCell}
        <TableCell className="min-w-64 whitespace-normal align-top">
          <div className="grid gap-2">
            <FormField label={hidden(`Description of ${code}`)} error={errors.description?.message}>
              <Input autoFocus disabled={saving} {...register("description")} />
            </FormField>
            <FormField
              label={hidden(`Airline rules link for ${code}`)}
              error={errors.airlineRulesUrl?.message}
            >
              <Input
                type="url"
                placeholder="https://… (airline rules, optional)"
                disabled={saving}
                {...register("airlineRulesUrl")}
              />
            </FormField>
          </div>
        </TableCell>
        <TableCell className="whitespace-normal align-top tabular-nums">
          <div className="grid w-32 gap-2">
            <FormField label={hidden(`Price of ${code}`)} error={errors.defaultPriceCents?.message}>
              <Input inputMode="decimal" disabled={saving} {...register("defaultPriceCents")} />
            </FormField>
            <FormSelectField
              control={control}
              name="currency"
              label={hidden(`Currency of ${code}`)}
              options={currencyOptions}
              disabled={saving}
            />
          </div>
        </TableCell>
        <TableCell className="whitespace-normal align-top">
          <div className="grid w-56 gap-2">
            <FormField label={hidden(`Amadeus format of ${code}`)} error={errors.gdsFormatAmadeus?.message}>
              <Input
                placeholder="Amadeus"
                className="font-mono"
                disabled={saving}
                {...register("gdsFormatAmadeus")}
              />
            </FormField>
            <FormField label={hidden(`Galileo format of ${code}`)} error={errors.gdsFormatGalileo?.message}>
              <Input
                placeholder="Galileo"
                className="font-mono"
                disabled={saving}
                {...register("gdsFormatGalileo")}
              />
            </FormField>
          </div>
        </TableCell>
        <TableCell className="align-top">
          <div className="grid gap-2">
            {flag("isChargeable", "Chargeable")}
            {flag("documentationRequired", "Docs required")}
          </div>
        </TableCell>
        <TableActionsCell className="align-top text-left">
          {/* Stacked, so the row fits the page width beside the wider edit fields. */}
          <div className="grid gap-1">
            <Button size="sm" onClick={() => void save()} loading={saving}>
              Save
            </Button>
            <Button size="sm" variant="outline" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
          </div>
        </TableActionsCell>
      </TableRow>
      {edit.conflict || errors.root ? (
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={SSR_COLUMN_COUNT} className="whitespace-normal">
            <FormRootError errors={errors} />
            {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={saving} /> : null}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
