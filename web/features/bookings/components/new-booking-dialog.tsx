import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import type { BookingCreate, BookingDetail } from "#domain/bookings/booking.schema";
import {
  type BookingCreateFormValues,
  bookingCreateFormSchema,
  clientBookingRequestFormSchemaOn,
} from "#domain/bookings/booking-form.schema";
import { CURRENCIES } from "#domain/currency";
import { defaultTravelDate } from "#domain/packages/package-availability";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { NotesField } from "../../../components/notes-field";
import {
  ClientPickerField,
  RecordPickerField,
  TripPickerField,
} from "../../../components/record-picker-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useAgencyToday } from "../../../lib/agency-today";
import { useClient } from "../../clients/api/get-client";
import { useClientOptionSearch } from "../../clients/api/search-client-options";
import { usePackage } from "../../packages/api/get-package";
import { useBookablePackageSearch } from "../../packages/api/search-bookable-packages";
import { useClientTripOptions } from "../../trips/api/search-client-trip-options";
import { useCreateBooking } from "../api/create-booking";
import { ParticipantsField } from "./participants-field";
import { TotalPreview } from "./total-preview";

const fieldNames: FieldPath<BookingCreateFormValues>[] = [
  "clientId",
  "packageId",
  "tripId",
  "participantIds",
  "travelDate",
  "bookingDate",
  "totalCents",
  "currency",
  "notes",
];

export interface NewBookingDialogProps extends FormDialogProps<BookingDetail> {
  /** Staff book for any client; a client user requests a package for their own client. */
  staff: boolean;
  /** The client the booking is for, when the page already says (a client's page). */
  clientId?: string;
  /** The package to book, when the page already says (a package's page). */
  packageId?: string;
}

/**
 * New Booking: client, package (searched, with its price and places left) or trip, the client's passengers
 * who travel, and the travel date; a package booking's total shows live as the server will compute it.
 */
export function NewBookingDialog({ staff, clientId, packageId, ...props }: NewBookingDialogProps) {
  const { open } = props;
  const create = useCreateBooking();
  // A package's first bookable day, and a client's earliest travel date, count from the agency's today.
  const today = useAgencyToday();
  const latestToday = useRef(today);
  latestToday.current = today;
  const schema = useMemo(
    () => (staff ? bookingCreateFormSchema : clientBookingRequestFormSchemaOn(() => latestToday.current)),
    [staff],
  );
  const form = useForm<BookingCreateFormValues, unknown, BookingCreate>({
    resolver: zodResolver(schema),
    defaultValues: {
      target: "package",
      clientId: clientId ?? "",
      packageId: packageId ?? "",
      tripId: "",
      participantIds: [],
      travelDate: "",
      bookingDate: "",
      totalCents: "",
      currency: "",
      notes: "",
    },
  });
  const { register, control, setValue, formState, watch } = form;
  const errors = formState.errors;
  const [target, chosenClient, chosenPackage, participantIds] = watch([
    "target",
    "clientId",
    "packageId",
    "participantIds",
  ]);

  const fixedClient = useClient(staff && clientId ? clientId : null);
  const clientPicker = useClientOptionSearch({ enabled: open && staff && !clientId });
  const packagePicker = useBookablePackageSearch({ enabled: open && target === "package" });
  const presetPackage = usePackage(packageId);
  const pkg =
    packagePicker.packageOf(chosenPackage) ?? (chosenPackage === packageId ? presetPackage.data : undefined);
  const tripPicker = useClientTripOptions({
    clientId: chosenClient,
    enabled: open && staff && target === "trip",
  });
  // A client user's passengers are their own client's: asked for without naming it.
  const participantsClient = staff ? chosenClient || null : null;
  const [touchedDate, setTouchedDate] = useState(false);
  // A package given by the page starts the travel date on its first bookable day, as a picked one does.
  const preset = presetPackage.data;
  useEffect(() => {
    if (preset && !touchedDate && !form.getValues("travelDate"))
      setValue("travelDate", defaultTravelDate(preset, today));
  }, [preset, touchedDate, form, setValue, today]);

  // A client travels from today on; staff may record a past booking within the package's dates.
  const packageStart = target === "package" ? pkg?.startDate : undefined;
  const earliestTravel = staff ? packageStart : packageStart && packageStart > today ? packageStart : today;

  const dialog = useFormDialog(props, { busy: create.isPending });
  const submit = dialog.submit(form, fieldNames, (input) => create.mutateAsync(input));

  return (
    <FormDialog
      {...dialog.frame}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
      title={staff ? "New Booking" : "Request a Booking"}
      description={
        staff
          ? "A new booking starts pending until you confirm it. Fields marked * are required."
          : "Your request arrives as pending; the agency confirms it. Fields marked * are required."
      }
      onSubmit={submit}
    >
      {staff ? (
        clientId ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Client: </span>
            <span className="font-medium">{fixedClient.data?.name ?? "…"}</span>
          </p>
        ) : (
          <ClientPickerField
            control={control}
            name="clientId"
            picker={clientPicker}
            // Participants and trips belong to the client: a new client starts them over.
            onPicked={() => {
              setValue("participantIds", []);
              setValue("tripId", "");
            }}
          />
        )
      ) : null}
      {staff && !packageId ? (
        <FormSelectField
          control={control}
          name="target"
          label="Book"
          options={[
            { value: "package", label: "A travel package" },
            { value: "trip", label: "A trip of this client" },
          ]}
        />
      ) : null}
      {target === "package" ? (
        <RecordPickerField
          control={control}
          name="packageId"
          label="Package"
          required
          picker={{ ...packagePicker, labelOf: () => pkg?.title }}
          placeholder="Choose a package"
          searchPlaceholder="Type a title or destination…"
          emptyText={packagePicker.failed ? "Error fetching packages" : "No bookable package found."}
          onPicked={(value) => {
            const picked = packagePicker.packageOf(value);
            if (picked && !touchedDate) setValue("travelDate", defaultTravelDate(picked, today));
          }}
        />
      ) : (
        <TripPickerField
          control={control}
          name="tripId"
          required
          clientChosen={Boolean(chosenClient)}
          picker={tripPicker}
          emptyText="This client has no trip by that name."
          onPicked={(value) => {
            const picked = tripPicker.tripOf(value);
            if (picked && !touchedDate) setValue("travelDate", picked.startDate);
          }}
        />
      )}
      <Controller
        control={control}
        name="participantIds"
        render={({ field }) => (
          <ParticipantsField
            clientId={participantsClient}
            enabled={open && (!staff || Boolean(chosenClient))}
            value={field.value}
            onChange={field.onChange}
            error={errors.participantIds?.message ?? errors.participantIds?.root?.message}
          />
        )}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="Travel date"
          error={errors.travelDate?.message}
          description={pkg ? `Between ${pkg.startDate} and ${pkg.endDate}` : undefined}
        >
          <Input
            type="date"
            {...register("travelDate", { onChange: () => setTouchedDate(true) })}
            min={earliestTravel}
            max={target === "package" ? pkg?.endDate : undefined}
          />
        </FormField>
        {staff ? (
          <FormField label="Booking date" error={errors.bookingDate?.message} description="Empty for today">
            <Input type="date" {...register("bookingDate")} />
          </FormField>
        ) : null}
      </div>
      {target === "trip" ? (
        <div className="grid items-start gap-4 sm:grid-cols-[1fr_8rem]">
          <FormField label="Total" required error={errors.totalCents?.message}>
            <Input inputMode="decimal" autoComplete="off" placeholder="0.00" {...register("totalCents")} />
          </FormField>
          <FormSelectField
            control={control}
            name="currency"
            label="Currency"
            noneLabel="Client's"
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </div>
      ) : pkg ? (
        <TotalPreview
          unitPriceCents={pkg.priceCents}
          discountPercent={pkg.discountPercent}
          participants={participantIds.length}
          currency={pkg.currency}
          placesLeft={pkg.placesLeft}
        />
      ) : null}
      <NotesField rows={2} error={errors.notes?.message} {...register("notes")} />
      <FormDialogFooter
        {...dialog.footer}
        errors={errors}
        submitLabel={staff ? "Create Booking" : "Send Request"}
      />
    </FormDialog>
  );
}
