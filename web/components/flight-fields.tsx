import type { ReactNode } from "react";
import { type FieldErrors, useFormContext, useWatch } from "react-hook-form";
import { flightStatusCodes } from "#domain/segments/segment-format";
import { FormSelectField } from "./form-select-field";
import { FormField } from "./ui/form-field";
import { Input } from "./ui/input";

/** The flight fields a form holds, whichever schema checks them (a manual flight, a trip's segment). */
export interface FlightFieldValues {
  airline?: string | null;
  flightNumber?: string | null;
  origin?: string | null;
  destination?: string | null;
  departureLocal?: string | null;
  arrivalLocal?: string | null;
  bookingClass?: string | null;
  status?: string | null;
  seatCount?: number | "" | null;
  operatingCarrier?: string | null;
}

interface FlightFieldsProps {
  /** Add Flight needs the arrival and the class; a trip's segment may leave them out. */
  requireArrivalAndClass?: boolean;
  /** Offered as the status's first choice, for forms where "no status" is allowed. */
  statusNoneLabel?: string;
  /** Shown under an airport code, e.g. the airport's name. */
  airportHint?: (code: string | null | undefined) => ReactNode;
}

const seats = { setValueAs: (v: unknown) => (v === "" || v == null ? "" : Number(v)) };
// Codes show upper-cased; the schemas upper-case them. No setValueAs here: a segment form re-registers
// origin and destination as free text for other kinds, and RHF would keep the transform.
const code = "font-mono uppercase";

/**
 * Airline, flight number, class, airports, local times, status, seats and operating carrier, with
 * their errors: the one flight block of the Add Flight and segment forms (inside their FormProvider).
 */
export function FlightFields({
  requireArrivalAndClass = false,
  statusNoneLabel,
  airportHint,
}: FlightFieldsProps) {
  const { register, control, formState } = useFormContext<FlightFieldValues>();
  const errors: FieldErrors<FlightFieldValues> = formState.errors;
  const [origin, destination, status] = useWatch({
    control,
    name: ["origin", "destination", "status"],
  });

  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField
          label="Airline"
          required
          error={errors.airline?.message}
          description="2-character IATA code"
        >
          <Input autoComplete="off" maxLength={2} className={code} {...register("airline")} />
        </FormField>
        <FormField
          label="Flight number"
          required
          error={errors.flightNumber?.message}
          description="1–4 digits, optional letter"
        >
          <Input autoComplete="off" maxLength={5} className={code} {...register("flightNumber")} />
        </FormField>
        <FormField
          label="Class"
          required={requireArrivalAndClass}
          error={errors.bookingClass?.message}
          description="Booking class letter"
        >
          <Input autoComplete="off" maxLength={1} className={code} {...register("bookingClass")} />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1">
          <FormField label="From" required error={errors.origin?.message}>
            <Input
              autoComplete="off"
              maxLength={3}
              className={code}
              placeholder="FRA"
              {...register("origin")}
            />
          </FormField>
          {airportHint?.(origin)}
        </div>
        <div className="grid content-start gap-1">
          <FormField label="To" required error={errors.destination?.message}>
            <Input
              autoComplete="off"
              maxLength={3}
              className={code}
              placeholder="JFK"
              {...register("destination")}
            />
          </FormField>
          {airportHint?.(destination)}
        </div>
        <FormField label="Departure (local)" required error={errors.departureLocal?.message}>
          <Input type="datetime-local" {...register("departureLocal")} />
        </FormField>
        <FormField
          label="Arrival (local)"
          required={requireArrivalAndClass}
          error={errors.arrivalLocal?.message}
        >
          <Input type="datetime-local" {...register("arrivalLocal")} />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormSelectField
          control={control}
          name="status"
          label="Status"
          options={[
            ...flightStatusCodes.map((s) => ({ value: s.code, label: s.label })),
            // A code typed elsewhere (an imported reservation) stays choosable.
            ...(status && !flightStatusCodes.some((s) => s.code === status)
              ? [{ value: status, label: status }]
              : []),
          ]}
          noneLabel={statusNoneLabel}
          placeholder={statusNoneLabel}
        />
        <FormField label="Seats" error={errors.seatCount?.message}>
          <Input type="number" min={1} max={99} {...register("seatCount", seats)} />
        </FormField>
        <FormField
          label="Operated by"
          error={errors.operatingCarrier?.message}
          description="If another airline flies it"
        >
          <Input autoComplete="off" maxLength={2} className={code} {...register("operatingCarrier")} />
        </FormField>
      </div>
    </>
  );
}
