import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { CURRENCIES, DEFAULT_CURRENCY } from "#domain/currency";
import { formatMinor } from "#domain/money";
import type { TravelPackage } from "#domain/packages/package.schema";
import {
  DATES_REQUIRED_MESSAGE,
  PACKAGE_DURATION_MAX,
  PACKAGE_PARTICIPANTS_MAX,
  type PackageFormOutput,
  type PackageFormValues,
  packageFormSchema,
  REQUIRED_FIELDS_MESSAGE,
} from "#domain/packages/package-input.schema";
import {
  DEFAULT_MAX_PARTICIPANTS,
  DEFAULT_PACKAGE_CATEGORY,
  DEFAULT_PACKAGE_DURATION,
  packageCategories,
  packageStatuses,
} from "#domain/packages/package-values";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { Textarea } from "../../../components/ui/textarea";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useCreatePackage } from "../api/create-package";
import { useUpdatePackage } from "../api/update-package";
import { usePackageImage } from "../api/upload-package-image";
import { IncludedServicesField } from "./included-services-field";
import { offerStatusLabels } from "./offer-badges";
import { type ImageChoice, OfferImageField } from "./offer-image-field";

const emptyValues: PackageFormValues = {
  title: "",
  destination: "",
  description: "",
  priceCents: "",
  currency: DEFAULT_CURRENCY,
  durationDays: DEFAULT_PACKAGE_DURATION,
  startDate: "",
  endDate: "",
  includedServices: [],
  maxParticipants: DEFAULT_MAX_PARTICIPANTS,
  category: DEFAULT_PACKAGE_CATEGORY,
  featured: false,
  discountPercent: 0,
  status: "active",
};

function valuesOf(offer: TravelPackage): PackageFormValues {
  return {
    title: offer.title,
    destination: offer.destination,
    description: offer.description,
    priceCents: formatMinor(offer.priceCents),
    currency: offer.currency,
    durationDays: offer.durationDays,
    startDate: offer.startDate,
    endDate: offer.endDate,
    includedServices: offer.includedServices,
    maxParticipants: offer.maxParticipants,
    category: offer.category,
    featured: offer.featured,
    discountPercent: offer.discountPercent,
    status: offer.status,
  };
}

const fieldNames = Object.keys(emptyValues) as FieldPath<PackageFormValues>[];
const requiredFields = ["title", "destination", "description", "priceCents"] as const;
const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));
const categoryOptions = packageCategories.map((c) => ({ value: c, label: c }));
const statusOptions = packageStatuses.map((s) => ({ value: s, label: offerStatusLabels[s] }));

/**
 * Add Offer and Edit Offer (SPEC §3 fields, §5 rules and messages). The message the four required fields
 * share shows once, above the fields, with each missing field marked invalid; the same for the two dates.
 * An image chosen here is uploaded once the offer is saved.
 */
export function OfferFormDialog({
  offer,
  ...props
}: FormDialogProps<TravelPackage> & {
  /** The offer being edited; none to add one. */
  offer?: TravelPackage | null;
}) {
  const editing = Boolean(offer);
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const image = usePackageImage();
  const busy = create.isPending || update.isPending || image.isPending;
  const [imageChoice, setImageChoice] = useState<ImageChoice>({ kind: "keep" });
  const form = useForm<PackageFormValues, unknown, PackageFormOutput>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: offer ? valuesOf(offer) : emptyValues,
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;
  const requiredId = useId();
  const datesId = useId();

  const edit = useRecordEdit(props.open, offer, (record) => {
    reset(record ? valuesOf(record) : emptyValues);
    setImageChoice({ kind: "keep" });
  });
  const dialog = useFormDialog(props, { busy, edit });

  // A message several fields share is said once; each of those fields is still marked invalid.
  const shared = (name: FieldPath<PackageFormValues>, message: string, describedBy: string) => {
    const own = errors[name as keyof typeof errors]?.message;
    return own === message
      ? { error: undefined, control: { "aria-invalid": true as const, "aria-describedby": describedBy } }
      : { error: typeof own === "string" ? own : undefined, control: {} };
  };
  const missingRequired = requiredFields.some((f) => errors[f]?.message === REQUIRED_FIELDS_MESSAGE);
  const missingDates = [errors.startDate, errors.endDate].some((e) => e?.message === DATES_REQUIRED_MESSAGE);
  const title = shared("title", REQUIRED_FIELDS_MESSAGE, requiredId);
  const destination = shared("destination", REQUIRED_FIELDS_MESSAGE, requiredId);
  const description = shared("description", REQUIRED_FIELDS_MESSAGE, requiredId);
  const price = shared("priceCents", REQUIRED_FIELDS_MESSAGE, requiredId);
  const start = shared("startDate", DATES_REQUIRED_MESSAGE, datesId);
  const end = shared("endDate", DATES_REQUIRED_MESSAGE, datesId);

  const submit = handleSubmit(async (input) => {
    let saved: TravelPackage;
    try {
      saved = offer
        ? await update.mutateAsync({ id: offer.id, input, version: edit.version ?? offer.version })
        : await create.mutateAsync(input);
    } catch (error) {
      // The toast says what went wrong; field issues also go next to their fields. The input stays.
      edit.saveFailed(error, setError, fieldNames);
      return;
    }
    if (imageChoice.kind === "upload" || (imageChoice.kind === "remove" && saved.hasImage)) {
      // A refused image leaves the offer saved; its toast says so.
      const file = imageChoice.kind === "upload" ? imageChoice.file : null;
      saved = await image.mutateAsync({ id: saved.id, file }).catch(() => saved);
    }
    dialog.done(saved);
  });

  return (
    <FormDialog
      {...dialog.frame}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
      title={editing ? "Edit Offer" : "Add Offer"}
      description={
        editing
          ? `Change ${offer?.title ?? "the offer"}: its details, dates, price and image.`
          : "A travel package for the catalogue. Fields marked * are required."
      }
      onSubmit={submit}
    >
      {missingRequired ? (
        <p id={requiredId} role="alert" className="font-medium text-destructive text-sm">
          {REQUIRED_FIELDS_MESSAGE}
        </p>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Title" required error={title.error}>
          <Input autoComplete="off" {...register("title")} {...title.control} />
        </FormField>
        <FormField label="Destination" required error={destination.error}>
          <Input autoComplete="off" {...register("destination")} {...destination.control} />
        </FormField>
      </div>
      <FormField label="Description" required error={description.error}>
        <Textarea rows={3} {...register("description")} {...description.control} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_8rem_8rem]">
        <FormField label="Price per person" required error={price.error}>
          <Input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            autoComplete="off"
            {...register("priceCents")}
            {...price.control}
          />
        </FormField>
        <FormSelectField control={control} name="currency" label="Currency" options={currencyOptions} />
        <FormField label="Duration (days)" error={errors.durationDays?.message}>
          <Input
            type="number"
            min={1}
            max={PACKAGE_DURATION_MAX}
            step={1}
            {...register("durationDays", { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Start date" required error={start.error}>
          <Input type="date" {...register("startDate")} {...start.control} />
        </FormField>
        <FormField label="End date" required error={end.error}>
          <Input type="date" {...register("endDate")} {...end.control} />
        </FormField>
      </div>
      {missingDates ? (
        <p id={datesId} role="alert" className="-mt-2 font-medium text-destructive text-sm">
          {DATES_REQUIRED_MESSAGE}
        </p>
      ) : null}
      <Controller
        control={control}
        name="includedServices"
        render={({ field, fieldState }) => (
          <IncludedServicesField
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
          />
        )}
      />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField label="Max participants" error={errors.maxParticipants?.message}>
          <Input
            type="number"
            min={1}
            max={PACKAGE_PARTICIPANTS_MAX}
            step={1}
            {...register("maxParticipants", { valueAsNumber: true })}
          />
        </FormField>
        <FormField label="Discount (%)" error={errors.discountPercent?.message}>
          <Input
            type="number"
            min={0}
            max={100}
            step={1}
            {...register("discountPercent", { valueAsNumber: true })}
          />
        </FormField>
        <FormSelectField control={control} name="category" label="Category" options={categoryOptions} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormSelectField control={control} name="status" label="Status" options={statusOptions} />
        <Controller
          control={control}
          name="featured"
          render={({ field }) => (
            <div className="flex items-center gap-3 sm:pt-7">
              <Switch
                id={`${requiredId}-featured`}
                checked={Boolean(field.value)}
                onCheckedChange={field.onChange}
              />
              <Label htmlFor={`${requiredId}-featured`}>Featured</Label>
            </div>
          )}
        />
      </div>
      <OfferImageField
        currentUrl={offer?.imageUrl}
        hasImage={offer?.hasImage ?? false}
        value={imageChoice}
        onChange={setImageChoice}
      />
      <FormDialogFooter
        {...dialog.footer}
        errors={errors}
        submitLabel={editing ? "Save Changes" : "Add Offer"}
      />
    </FormDialog>
  );
}
