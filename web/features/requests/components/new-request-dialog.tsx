import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import {
  REQUEST_DETAILS_MAX,
  type RequestCreate,
  type RequestCreateBody,
  type RequestRecord,
  requestCreateSchema,
  staffRequestCreateSchema,
} from "#domain/requests/request.schema";
import { requestCategories, requestCategoryLabels } from "#domain/requests/request-values";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { Combobox } from "../../../components/ui/combobox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useClientOptionSearch } from "../../clients/api/search-client-options";
import { useCreateRequest } from "../api/create-request";
import { useRequestTripSearch } from "./use-request-trip-search";

const fieldNames: FieldPath<RequestCreateBody>[] = ["clientId", "category", "details", "tripId"];
const categoryOptions = requestCategories.map((value) => ({ value, label: requestCategoryLabels[value] }));

export interface NewRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Staff file for the client they pick; a client user files for their own client. */
  staff: boolean;
  onSaved?: (request: RequestRecord) => void;
}

/** New Request: category, what is needed, optionally one of the client's trips; staff pick the client first. */
export function NewRequestDialog({ open, onOpenChange, staff, onSaved }: NewRequestDialogProps) {
  const create = useCreateRequest();
  const form = useForm<RequestCreateBody, unknown, RequestCreate>({
    resolver: zodResolver(staff ? staffRequestCreateSchema : requestCreateSchema),
    defaultValues: { clientId: "", category: undefined, details: "", tripId: "" },
  });
  const { register, control, handleSubmit, setError, setValue, formState, watch } = form;
  const errors = formState.errors;
  const chosenClient = watch("clientId") || null;
  const clientPicker = useClientOptionSearch({ enabled: open && staff });
  const tripPicker = useRequestTripSearch({ clientId: chosenClient, staff, enabled: open });

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await create.mutateAsync(input);
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      // The toast says what went wrong; field issues also go next to their fields. The input stays.
      applyApiFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New Request</DialogTitle>
          <DialogDescription>
            {staff
              ? "File a request on a client's behalf. Fields marked * are required."
              : "Tell the agency what you need; an agent picks it up. Fields marked * are required."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {staff ? (
            <Controller
              control={control}
              name="clientId"
              render={({ field }) => (
                <FormField label="Client" required error={errors.clientId?.message}>
                  <Combobox
                    aria-label="Client"
                    options={clientPicker.options}
                    onSearchChange={clientPicker.setSearch}
                    value={field.value}
                    selectedLabel={clientPicker.labelOf(field.value)}
                    onChange={(value) => {
                      field.onChange(value);
                      // Trips belong to the client: a new client starts the trip over.
                      setValue("tripId", "");
                    }}
                    placeholder="Choose a client"
                    searchPlaceholder="Type a name, e-mail or phone…"
                    emptyText={clientPicker.searching ? "Searching…" : "No client found."}
                  />
                </FormField>
              )}
            />
          ) : null}
          <FormSelectField
            control={control}
            name="category"
            label="Category"
            required
            placeholder="Choose a category"
            options={categoryOptions}
          />
          <FormField label="Details" required error={errors.details?.message}>
            <Textarea rows={5} maxLength={REQUEST_DETAILS_MAX} {...register("details")} />
          </FormField>
          <Controller
            control={control}
            name="tripId"
            render={({ field }) => (
              <FormField
                label="Trip"
                error={errors.tripId?.message}
                description="Optional: the trip it is about"
              >
                <Combobox
                  aria-label="Trip"
                  disabled={staff && !chosenClient}
                  options={[{ value: "", label: "No trip" }, ...tripPicker.options]}
                  onSearchChange={tripPicker.setSearch}
                  value={field.value ?? ""}
                  selectedLabel={tripPicker.labelOf(field.value) ?? (field.value ? undefined : "No trip")}
                  onChange={field.onChange}
                  placeholder={staff && !chosenClient ? "Choose a client first" : "No trip"}
                  searchPlaceholder="Type a trip title…"
                  emptyText={tripPicker.searching ? "Searching…" : "No trip by that name."}
                />
              </FormField>
            )}
          />
          <FormDialogFooter
            errors={errors}
            busy={create.isPending}
            onCancel={() => onOpenChange(false)}
            submitLabel="Send Request"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
