import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useRef, useState } from "react";
import { type FieldPath, FormProvider, useForm } from "react-hook-form";
import {
  type Passenger,
  type PassengerFormValues,
  type PassengerInput,
  passengerInputSchemaOn,
} from "#domain/passengers/passenger.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { passportExpiryStatus, passportExpiryWarning } from "#domain/passengers/passport-expiry";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useAgencyToday } from "../../../lib/agency-today";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useClientOptionSearch } from "../../clients/api/search-client-options";
import { useCreatePassenger } from "../api/create-passenger";
import { useUpdatePassenger } from "../api/update-passenger";
import { PassengerFields, RemarksField } from "./passenger-fields";
import { PossibleDuplicates } from "./possible-duplicates";

const emptyValues: PassengerFormValues = {
  title: "",
  firstName: "",
  surname: "",
  gender: "",
  dateOfBirth: "",
  nationality: "",
  countryOfIssue: "",
  documentType: "P",
  passportNumber: "",
  documentExpiry: "",
  status: "active",
  method: "online",
  remarks: "",
  clientId: "",
};

function valuesOf(p: Passenger): PassengerFormValues {
  return {
    title: p.title ?? "",
    firstName: p.firstName,
    surname: p.surname,
    gender: p.gender ?? "",
    dateOfBirth: p.dateOfBirth ?? "",
    nationality: p.nationality ?? "",
    countryOfIssue: p.countryOfIssue ?? "",
    documentType: p.documentType,
    passportNumber: p.passportNumber,
    documentExpiry: p.documentExpiry,
    status: p.status,
    method: p.method,
    remarks: p.remarks ?? "",
    clientId: p.clientId ?? "",
  };
}

const fieldNames = Object.keys(emptyValues) as FieldPath<PassengerFormValues>[];

interface PassengerFormDialogProps extends FormDialogProps<Passenger> {
  /** The passenger being edited; none to add one. */
  passenger?: Passenger | null;
  /** Staff choose the client; a client user's passengers always belong to their own client. */
  canChooseClient: boolean;
}

/** Add or edit a passenger: every SPEC §3 field, checked with the API's own schema, errors next to the fields. */
export function PassengerFormDialog({ passenger, canChooseClient, ...props }: PassengerFormDialogProps) {
  const { open } = props;
  const editing = Boolean(passenger);
  const create = useCreatePassenger();
  const update = useUpdatePassenger();
  const busy = create.isPending || update.isPending;
  // The date of birth must be before the agency's today, and a passport expired before it is confirmed.
  const today = useAgencyToday();
  const latestToday = useRef(today);
  latestToday.current = today;
  const schema = useMemo(() => passengerInputSchemaOn(() => latestToday.current), []);
  const form = useForm<PassengerFormValues, unknown, PassengerInput>({
    resolver: zodResolver(schema),
    defaultValues: passenger ? valuesOf(passenger) : emptyValues,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  // A passenger whose passport has expired waits here until the user confirms saving it anyway.
  const [expiredInput, setExpiredInput] = useState<PassengerInput | null>(null);

  // Opening the dialog starts from the passenger's values (or an empty form); a refetch keeps the input.
  const edit = useRecordEdit(open, passenger, (p) => reset(p ? valuesOf(p) : emptyValues));
  const dialog = useFormDialog(props, { busy, edit });

  const clientPicker = useClientOptionSearch({
    enabled: open && canChooseClient,
    current: passenger?.clientId
      ? { id: passenger.clientId, name: passenger.clientName ?? "Current client" }
      : null,
  });

  const save = async (input: PassengerInput) => {
    try {
      dialog.done(
        passenger
          ? await update.mutateAsync({ id: passenger.id, input, version: edit.version ?? passenger.version })
          : await create.mutateAsync(input),
      );
    } catch (error) {
      // The toast says what went wrong; field issues also go next to their fields. The input stays.
      edit.saveFailed(error, setError, fieldNames);
    }
  };

  const submit = handleSubmit(async (input) => {
    if (passportExpiryStatus(input.documentExpiry, today) === "expired") setExpiredInput(input);
    else await save(input);
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        {...dialog.frame}
        className="sm:max-w-2xl"
        title={editing ? "Edit Passenger" : "Add Passenger"}
        description={
          editing
            ? `Update ${passenger ? passengerName(passenger) : "the passenger"}'s details and travel document.`
            : "A traveller and their travel document. Fields marked * are required."
        }
        aside={
          <ConfirmDialog
            open={expiredInput !== null}
            onOpenChange={(next) => {
              if (!next) setExpiredInput(null);
            }}
            title="Save with an expired passport?"
            description={`${passportExpiryWarning(expiredInput?.documentExpiry, today) ?? ""} Save the passenger anyway? They cannot travel on it until it is renewed.`}
            confirmLabel="Save anyway"
            destructive={false}
            onConfirm={() => {
              if (expiredInput) void save(expiredInput);
            }}
          />
        }
        onSubmit={submit}
      >
        <PassengerFields clientPicker={canChooseClient ? clientPicker : null} />
        <PossibleDuplicates control={control} open={open} excludeId={passenger?.id} onFollow={dialog.close} />
        <RemarksField />
        <FormDialogFooter
          {...dialog.footer}
          errors={formState.errors}
          submitLabel={editing ? "Save Changes" : "Add Passenger"}
        />
      </FormDialog>
    </FormProvider>
  );
}
