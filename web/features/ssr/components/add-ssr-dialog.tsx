import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import {
  DEFAULT_SSR_CURRENCY,
  type SsrDefinitionFormValues,
  type SsrDefinitionInput,
  ssrDefinitionFormSchema,
} from "#domain/ssr/ssr-definition.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ApiError } from "../../../lib/api-client";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useCreateSsr } from "../api/create-ssr";
import { currencyOptions } from "../ssr-format";

const empty: SsrDefinitionFormValues = {
  code: "",
  description: "",
  defaultPriceCents: "0.00",
  currency: DEFAULT_SSR_CURRENCY,
  gdsFormatAmadeus: "",
  gdsFormatGalileo: "",
  isChargeable: false,
  documentationRequired: false,
  airlineRulesUrl: "",
};
const fields = Object.keys(empty) as FieldPath<SsrDefinitionFormValues>[];

/** Add SSR code: the API's schema checks the form (the price typed as text), errors show next to their fields. */
export function AddSsrDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateSsr();
  const busy = create.isPending;
  const form = useForm<SsrDefinitionFormValues, unknown, SsrDefinitionInput>({
    resolver: zodResolver(ssrDefinitionFormSchema),
    defaultValues: empty,
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      setOpen(false);
      reset(empty);
    } catch (error) {
      // A code that exists already is the code field's problem, not the form's.
      if (error instanceof ApiError && error.status === 409) {
        setError("code", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      applyApiFieldErrors(error, setError, fields);
    }
  });

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden />
        Add SSR code
      </Button>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // Closing keeps what was typed for the next opening, but not the old messages.
          if (!next) form.clearErrors();
        }}
        busy={busy}
        title="Add SSR code"
        description="A new special service request code for the catalogue."
        onSubmit={submit}
      >
        <div className="grid grid-cols-[1fr_7rem] items-start gap-4 sm:grid-cols-[7rem_1fr_7rem]">
          <FormField label="Code" required error={errors.code?.message} className="col-span-2 sm:col-span-1">
            <Input maxLength={4} autoComplete="off" className="font-mono uppercase" {...register("code")} />
          </FormField>
          <FormField label="Price" required error={errors.defaultPriceCents?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register("defaultPriceCents")} />
          </FormField>
          <FormSelectField
            control={control}
            name="currency"
            label="Currency"
            required
            options={currencyOptions}
          />
        </div>
        <FormField label="Description" required error={errors.description?.message}>
          <Input autoComplete="off" {...register("description")} />
        </FormField>
        <FormField label="Amadeus format" error={errors.gdsFormatAmadeus?.message}>
          <Input className="font-mono" placeholder="SR WCHR/S2/P1" {...register("gdsFormatAmadeus")} />
        </FormField>
        <FormField label="Galileo format" error={errors.gdsFormatGalileo?.message}>
          <Input className="font-mono" placeholder="SI.P1S2/WCHR" {...register("gdsFormatGalileo")} />
        </FormField>
        <FormField label="Airline rules link" error={errors.airlineRulesUrl?.message}>
          <Input type="url" placeholder="https://" {...register("airlineRulesUrl")} />
        </FormField>
        <div className="flex flex-wrap gap-6">
          <Controller
            control={control}
            name="isChargeable"
            render={({ field }) => (
              <Label className="font-normal">
                <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                Chargeable
              </Label>
            )}
          />
          <Controller
            control={control}
            name="documentationRequired"
            render={({ field }) => (
              <Label className="font-normal">
                <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                Documentation required
              </Label>
            )}
          />
        </div>
        <FormDialogFooter
          errors={errors}
          busy={busy}
          onCancel={() => setOpen(false)}
          submitLabel="Add code"
        />
      </FormDialog>
    </>
  );
}
