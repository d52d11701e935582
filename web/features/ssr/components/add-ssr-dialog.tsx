import { PlusIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  type SsrDefinitionField,
  type SsrDefinitionFormValues,
  ssrDefinitionInputSchema,
} from "#domain/ssr/ssr-definition.schema";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ApiError } from "../../../lib/api-client";
import { useCreateSsr } from "../api/create-ssr";
import { parsePriceInput } from "../ssr-format";

type Values = {
  code: string;
  description: string;
  price: string;
  gdsFormatAmadeus: string;
  gdsFormatGalileo: string;
  isChargeable: boolean;
  documentationRequired: boolean;
  airlineRulesUrl: string;
};
type Errors = Partial<Record<SsrDefinitionField, string>>;

const empty: Values = {
  code: "",
  description: "",
  price: "0.00",
  gdsFormatAmadeus: "",
  gdsFormatGalileo: "",
  isChargeable: false,
  documentationRequired: false,
  airlineRulesUrl: "",
};

/** The form's values → the API body, validated with the API's schema; or the errors per field. */
export function validateNewSsr(values: Values): { input: SsrDefinitionFormValues } | { errors: Errors } {
  const price = parsePriceInput(values.price);
  const candidate: SsrDefinitionFormValues = {
    code: values.code,
    description: values.description,
    defaultPriceCents: price.ok ? price.cents : 0,
    gdsFormatAmadeus: values.gdsFormatAmadeus,
    gdsFormatGalileo: values.gdsFormatGalileo,
    isChargeable: values.isChargeable,
    documentationRequired: values.documentationRequired,
    airlineRulesUrl: values.airlineRulesUrl,
  };
  const result = ssrDefinitionInputSchema.safeParse(candidate);
  const errors: Errors = {};
  if (!price.ok) errors.defaultPriceCents = price.error;
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as SsrDefinitionField;
    errors[field] ??= issue.message;
  }
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  return { input: result.data };
}

export function AddSsrDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateSsr();

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateNewSsr(values);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(result.input);
      setOpen(false);
      setValues(empty);
    } catch (error) {
      if (error instanceof ApiError) {
        const next: Errors = {};
        for (const [field, message] of Object.entries(error.fieldErrors))
          next[field as SsrDefinitionField] = message;
        if (error.status === 409) next.code = error.message;
        setErrors(next);
      }
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        setOpen(next);
        if (!next) setErrors({});
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden />
          Add SSR code
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add SSR code</DialogTitle>
          <DialogDescription>A new special service request code for the catalogue.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid grid-cols-[8rem_1fr] gap-4">
            <FormField label="Code" required error={errors.code}>
              <Input
                value={values.code}
                maxLength={4}
                className="font-mono uppercase"
                onChange={(e) => set("code", e.target.value)}
              />
            </FormField>
            <FormField label="Price (USD)" required error={errors.defaultPriceCents}>
              <Input
                inputMode="decimal"
                value={values.price}
                onChange={(e) => set("price", e.target.value)}
              />
            </FormField>
          </div>
          <FormField label="Description" required error={errors.description}>
            <Input value={values.description} onChange={(e) => set("description", e.target.value)} />
          </FormField>
          <FormField label="Amadeus format" error={errors.gdsFormatAmadeus}>
            <Input
              className="font-mono"
              placeholder="SR WCHR/S2/P1"
              value={values.gdsFormatAmadeus}
              onChange={(e) => set("gdsFormatAmadeus", e.target.value)}
            />
          </FormField>
          <FormField label="Galileo format" error={errors.gdsFormatGalileo}>
            <Input
              className="font-mono"
              placeholder="SI.P1S2/WCHR"
              value={values.gdsFormatGalileo}
              onChange={(e) => set("gdsFormatGalileo", e.target.value)}
            />
          </FormField>
          <FormField label="Airline rules link" error={errors.airlineRulesUrl}>
            <Input
              type="url"
              placeholder="https://"
              value={values.airlineRulesUrl}
              onChange={(e) => set("airlineRulesUrl", e.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap gap-6">
            <Label className="font-normal">
              <Checkbox
                checked={values.isChargeable}
                onCheckedChange={(v) => set("isChargeable", v === true)}
              />
              Chargeable
            </Label>
            <Label className="font-normal">
              <Checkbox
                checked={values.documentationRequired}
                onCheckedChange={(v) => set("documentationRequired", v === true)}
              />
              Documentation required
            </Label>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => setOpen(false)}
              disabled={create.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add code
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
