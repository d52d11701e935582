import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import {
  type RequestRecord,
  type RequestWork,
  type RequestWorkFormValues,
  requestWorkFormSchema,
} from "#domain/requests/request.schema";
import { requestStatuses, requestStatusLabels } from "#domain/requests/request-values";
import { ConflictNotice } from "../../../components/conflict-notice";
import { FormRootError } from "../../../components/form-root-error";
import { FormSelectField } from "../../../components/form-select-field";
import { Button } from "../../../components/ui/button";
import { Combobox } from "../../../components/ui/combobox";
import { FormField } from "../../../components/ui/form-field";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useAssignees } from "../../users/api/list-assignees";
import { useUpdateRequest } from "../api/update-request";
import { useRequestTripSearch } from "./use-request-trip-search";

const fieldNames: FieldPath<RequestWorkFormValues>[] = ["status", "assigneeId", "tripId"];
const statusOptions = requestStatuses.map((value) => ({ value, label: requestStatusLabels[value] }));

const valuesOf = (request: RequestRecord): RequestWorkFormValues => ({
  status: request.status,
  assigneeId: request.assigneeId ?? "",
  tripId: request.tripId ?? "",
});

/** Staff work a request here: its status, who has it, and the trip it is about. */
export function RequestWorkForm({ request }: { request: RequestRecord }) {
  const update = useUpdateRequest();
  const assignees = useAssignees();
  const form = useForm<RequestWorkFormValues, unknown, RequestWork>({
    resolver: zodResolver(requestWorkFormSchema),
    defaultValues: valuesOf(request),
  });
  const { control, handleSubmit, setError, formState, reset } = form;
  const edit = useRecordEdit(true, request, (record) => {
    if (record) reset(valuesOf(record));
  });
  const tripPicker = useRequestTripSearch({
    clientId: request.clientId,
    staff: true,
    enabled: true,
    current: request.tripId && request.tripTitle ? { id: request.tripId, title: request.tripTitle } : null,
  });
  const assigneeOptions = (assignees.data?.items ?? []).map((a) => ({ value: a.id, label: a.name }));

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync({ id: request.id, input, version: edit.version });
      edit.saved(saved);
      reset(valuesOf(saved));
    } catch (error) {
      if (!edit.catchConflict(error)) applyApiFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Work on the request">
      <FormSelectField control={control} name="status" label="Status" required options={statusOptions} />
      <FormSelectField
        control={control}
        name="assigneeId"
        label="Assignee"
        noneLabel="Unassigned"
        placeholder={assignees.isLoading ? "Loading…" : "Unassigned"}
        options={assigneeOptions}
      />
      <Controller
        control={control}
        name="tripId"
        render={({ field }) => (
          <FormField label="Trip" error={formState.errors.tripId?.message}>
            <Combobox
              aria-label="Trip"
              options={[{ value: "", label: "No trip" }, ...tripPicker.options]}
              onSearchChange={tripPicker.setSearch}
              value={field.value ?? ""}
              selectedLabel={tripPicker.labelOf(field.value) ?? (field.value ? undefined : "No trip")}
              onChange={field.onChange}
              placeholder="No trip"
              searchPlaceholder="Type a trip title…"
              emptyText={tripPicker.searching ? "Searching…" : "This client has no trip by that name."}
            />
          </FormField>
        )}
      />
      <FormRootError errors={formState.errors} />
      {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={update.isPending} /> : null}
      <Button
        type="submit"
        className="justify-self-start"
        loading={update.isPending}
        disabled={!formState.isDirty}
      >
        Save changes
      </Button>
    </form>
  );
}
