import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { formatMoney } from "#domain/money-format";
import { passengerName } from "#domain/passengers/passenger-format";
import type { SsrDefinitionResponse } from "#domain/ssr/ssr-api.schema";
import {
  type TripSsrRequestFormValues,
  type TripSsrRequestInput,
  tripSsrRequestInputSchema,
} from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { TRIP_SSR_NOTES_MAX } from "#domain/trip-ssr-requests/trip-ssr-request-values";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { NotesField } from "../../../components/notes-field";
import { SearchInput } from "../../../components/search-input";
import { Label } from "../../../components/ui/label";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useDebounced } from "../../../lib/use-debounced";
import { cn } from "../../../lib/utils";
import { useCreateTripSsrRequest } from "../api/create-trip-ssr-request";
import { useTripSsrOptions } from "../api/list-trip-ssr-options";
import { useSsrCatalogueSearch } from "../api/search-ssr-catalogue";
import { segmentLabel } from "./segment-label";

const SEARCH_DELAY_MS = 250;

/** Searches the SSR catalogue on the server; the chosen code stays chosen while the search changes. */
function SsrPicker({
  value,
  onChange,
  error,
}: {
  value: SsrDefinitionResponse | null;
  onChange: (ssr: SsrDefinitionResponse) => void;
  error?: string;
}) {
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const results = useSsrCatalogueSearch(debounced);
  const items = results.data?.items ?? [];
  return (
    <div className="grid gap-2" data-invalid={error ? true : undefined}>
      <Label htmlFor="ssr-search" className={cn(error && "text-destructive")}>
        SSR code
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </Label>
      <SearchInput
        id="ssr-search"
        placeholder="Search by code or description"
        value={search}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "ssr-search-error" : undefined}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul aria-label="SSR codes" className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-1">
        {results.isLoading ? (
          <li className="px-2 py-1 text-muted-foreground text-sm">Loading</li>
        ) : items.length === 0 ? (
          <li className="px-2 py-1 text-muted-foreground text-sm">No SSR codes found</li>
        ) : (
          items.map((ssr) => {
            const chosen = value?.id === ssr.id;
            return (
              <li key={ssr.id} className="min-w-0">
                <button
                  type="button"
                  aria-pressed={chosen}
                  className={cn(
                    "flex w-full cursor-pointer items-center gap-3 rounded-sm px-2 py-1 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                    chosen && "bg-accent font-medium",
                  )}
                  onClick={() => onChange(ssr)}
                >
                  <span className="w-12 shrink-0 font-mono">{ssr.code}</span>
                  <span className="min-w-0 flex-1 truncate">{ssr.description}</span>
                  <span className="shrink-0 text-muted-foreground text-xs">
                    {formatMoney(ssr.defaultPriceCents, ssr.currency)}
                  </span>
                </button>
              </li>
            );
          })
        )}
      </ul>
      {value ? (
        <p className="text-sm">
          Chosen: <span className="font-mono">{value.code}</span> {value.description}
        </p>
      ) : null}
      {error ? (
        <p id="ssr-search-error" className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const noRequest: TripSsrRequestFormValues = { passengerId: "", ssrId: "", segmentId: null, notes: "" };

/** Adds an SSR from the catalogue for a passenger of the trip, optionally on one of its segments. */
export function AddSsrRequestDialog({
  tripId,
  ...props
}: FormDialogProps & {
  tripId: string;
}) {
  const { open } = props;
  const options = useTripSsrOptions(tripId, open);
  const create = useCreateTripSsrRequest(tripId);
  // The chosen catalogue entry, for its price; the form holds its id.
  const [ssr, setSsr] = useState<SsrDefinitionResponse | null>(null);
  const form = useForm<TripSsrRequestFormValues, unknown, TripSsrRequestInput>({
    resolver: zodResolver(tripSsrRequestInputSchema),
    defaultValues: noRequest,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const segmentId = useWatch({ control, name: "segmentId" });
  const passengers = options.data?.passengers ?? [];
  const segments = options.data?.segments ?? [];
  const airline = segments.find((s) => s.id === segmentId)?.airline ?? null;
  const airlinePrice = ssr?.pricing.find((p) => p.airlineCode === airline);

  const dialog = useFormDialog(props, { busy: create.isPending });
  // A failure keeps the choices.
  const submit = dialog.submit(form, Object.keys(noRequest) as (keyof TripSsrRequestFormValues)[], (input) =>
    create.mutateAsync(input),
  );

  return (
    <FormDialog
      {...dialog.frame}
      className="sm:max-w-xl"
      title="Add SSR request"
      description="A special service from the catalogue for one of the trip's passengers, at the catalogue's price."
      onSubmit={submit}
    >
      <FormSelectField
        control={control}
        name="passengerId"
        label="Passenger"
        required
        placeholder={options.isLoading ? "Loading passengers" : "Choose a passenger"}
        options={passengers.map((p) => ({ value: p.id, label: passengerName(p) }))}
        error={
          errors.passengerId?.message ??
          (options.isSuccess && passengers.length === 0 ? "Add passengers to the trip first" : undefined)
        }
      />
      <Controller
        control={control}
        name="ssrId"
        render={({ field }) => (
          <SsrPicker
            value={ssr}
            onChange={(next) => {
              setSsr(next);
              field.onChange(next.id);
            }}
            error={errors.ssrId?.message}
          />
        )}
      />
      <FormSelectField
        control={control}
        name="segmentId"
        label="Segment"
        noneLabel="Whole trip"
        noneValue={null}
        options={segments.map((s) => ({ value: s.id, label: segmentLabel(s) }))}
      />
      <NotesField maxLength={TRIP_SSR_NOTES_MAX} error={errors.notes?.message} {...register("notes")} />
      {ssr ? (
        <p className="text-muted-foreground text-sm" data-testid="ssr-request-price">
          Price: {formatMoney(airlinePrice?.priceCents ?? ssr.defaultPriceCents, ssr.currency)}
          {airlinePrice ? ` (${airlinePrice.airlineCode} price)` : ""}
        </p>
      ) : null}
      <FormDialogFooter {...dialog.footer} errors={errors} submitLabel="Add request" />
    </FormDialog>
  );
}
