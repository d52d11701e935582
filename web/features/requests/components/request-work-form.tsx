import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, useForm } from "react-hook-form";
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
import { TripPickerField } from "../../../components/record-picker-field";
import { Button } from "../../../components/ui/button";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useClientTripOptions } from "../../trips/api/search-client-trip-options";
import { useAssignees } from "../../users/api/list-assignees";
import { useUpdateRequest } from "../api/update-request";

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
  const tripPicker = useClientTripOptions({
    clientId: request.clientId,
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
      edit.saveFailed(error, setError, fieldNames);
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
      <TripPickerField
        control={control}
        name="tripId"
        clientChosen
        picker={tripPicker}
        none="No trip"
        placeholder="No trip"
        emptyText="This client has no trip by that name."
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
