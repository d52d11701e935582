import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, useForm } from "react-hook-form";
import {
  REQUEST_DETAILS_MAX,
  type RequestCreate,
  type RequestCreateBody,
  type RequestRecord,
  requestCreateSchema,
  staffRequestCreateSchema,
} from "#domain/requests/request.schema";
import { requestCategories, requestCategoryLabels } from "#domain/requests/request-values";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { ClientPickerField, TripPickerField } from "../../../components/record-picker-field";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useClientOptionSearch } from "../../clients/api/search-client-options";
import { useClientTripOptions } from "../../trips/api/search-client-trip-options";
import { useCreateRequest } from "../api/create-request";

const fieldNames: FieldPath<RequestCreateBody>[] = ["clientId", "category", "details", "tripId"];
const categoryOptions = requestCategories.map((value) => ({ value, label: requestCategoryLabels[value] }));

export interface NewRequestDialogProps extends FormDialogProps<RequestRecord> {
  /** Staff file for the client they pick; a client user files for their own client. */
  staff: boolean;
}

/** New Request: category, what is needed, optionally one of the client's trips; staff pick the client first. */
export function NewRequestDialog({ staff, ...props }: NewRequestDialogProps) {
  const { open } = props;
  const create = useCreateRequest();
  const form = useForm<RequestCreateBody, unknown, RequestCreate>({
    resolver: zodResolver(staff ? staffRequestCreateSchema : requestCreateSchema),
    defaultValues: { clientId: "", category: undefined, details: "", tripId: "" },
  });
  const { register, control, setValue, formState, watch } = form;
  const errors = formState.errors;
  const chosenClient = watch("clientId") || null;
  const clientPicker = useClientOptionSearch({ enabled: open && staff });
  const tripPicker = useClientTripOptions({ clientId: chosenClient, own: !staff, enabled: open });

  const dialog = useFormDialog(props, { busy: create.isPending });
  const submit = dialog.submit(form, fieldNames, (input) => create.mutateAsync(input));

  return (
    <FormDialog
      {...dialog.frame}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
      title="New Request"
      description={
        staff
          ? "File a request on a client's behalf. Fields marked * are required."
          : "Tell the agency what you need; an agent picks it up. Fields marked * are required."
      }
      onSubmit={submit}
    >
      {staff ? (
        <ClientPickerField
          control={control}
          name="clientId"
          picker={clientPicker}
          // Trips belong to the client: a new client starts the trip over.
          onPicked={() => setValue("tripId", "")}
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
      <TripPickerField
        control={control}
        name="tripId"
        description="Optional: the trip it is about"
        clientChosen={!staff || Boolean(chosenClient)}
        picker={tripPicker}
        none="No trip"
        placeholder="No trip"
        emptyText="No trip by that name."
      />
      <FormDialogFooter {...dialog.footer} errors={errors} submitLabel="Send Request" />
    </FormDialog>
  );
}
