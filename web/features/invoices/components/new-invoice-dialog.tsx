import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from "#domain/currency";
import { addDays } from "#domain/dates";
import { bookingInvoiceLines, linesAreBlank } from "#domain/invoices/booking-invoice-lines";
import type { Invoice, InvoiceCreate } from "#domain/invoices/invoice.schema";
import {
  emptyInvoiceLine,
  type InvoiceCreateFormValues,
  type InvoiceLineFormValues,
  invoiceCreateFormSchema,
} from "#domain/invoices/invoice-form.schema";
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
import { newIdempotencyKey } from "../../../lib/api-client";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useAgencyDayDefault } from "../../../lib/use-agency-day-default";
import { useClientBookingOptions } from "../../bookings/api/search-client-booking-options";
import { useClient } from "../../clients/api/get-client";
import { useClientOptionSearch } from "../../clients/api/search-client-options";
import { useClientTripOptions } from "../../trips/api/search-client-trip-options";
import { useCreateInvoice } from "../api/create-invoice";
import { useNextInvoiceNumber } from "../api/next-invoice-number";
import { InvoiceLinesField } from "./invoice-lines-field";

/** Payment terms a new invoice starts with; the due date stays editable. */
const DEFAULT_TERMS_DAYS = 30;

/** `dueDate`: the terms' end counted from the agency's today. */
function emptyForm(dueDate: string): InvoiceCreateFormValues {
  return {
    clientId: "",
    link: "none",
    tripId: "",
    bookingId: "",
    currency: DEFAULT_CURRENCY,
    dueDate,
    notes: "",
    lines: [{ ...emptyInvoiceLine }],
  };
}

/** Every field a server issue may name, the lines' own included. */
function fieldNamesFor(lines: number): FieldPath<InvoiceCreateFormValues>[] {
  const names: FieldPath<InvoiceCreateFormValues>[] = [
    "clientId",
    "tripId",
    "bookingId",
    "currency",
    "dueDate",
    "notes",
    "lines",
  ];
  for (let i = 0; i < lines; i++) {
    names.push(
      `lines.${i}.description`,
      `lines.${i}.quantity`,
      `lines.${i}.unitPriceCents`,
      `lines.${i}.taxRateBasisPoints`,
    );
  }
  return names;
}

const linkOptions = [
  { value: "none", label: "Nothing else" },
  { value: "trip", label: "A trip of this client" },
  { value: "booking", label: "A booking of this client" },
];

/**
 * New Invoice (staff): the number it will get (read-only), the client (searched on the server), an
 * optional trip or booking of that client, line items with live totals, currency (the client's own by
 * default), due date and notes.
 */
export function NewInvoiceDialog(props: FormDialogProps<Invoice>) {
  const { open } = props;
  const create = useCreateInvoice();
  // One key per dialog: a retry of the same invoice (double submit, lost answer) issues it once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const nextNumber = useNextInvoiceNumber({ enabled: open });
  const today = useAgencyToday();
  const defaultDue = addDays(today, DEFAULT_TERMS_DAYS);
  const form = useForm<InvoiceCreateFormValues, unknown, InvoiceCreate>({
    resolver: zodResolver(invoiceCreateFormSchema),
    defaultValues: emptyForm(defaultDue),
  });
  useAgencyDayDefault(form, "dueDate", defaultDue);
  const { register, control, handleSubmit, setError, setValue, formState, getValues } = form;
  const errors = formState.errors;
  const [clientId, link, currency] = useWatch({ control, name: ["clientId", "link", "currency"] });
  const clientPicker = useClientOptionSearch({ enabled: open });
  const client = useClient(clientId || null);
  const tripPicker = useClientTripOptions({ clientId, enabled: open && link === "trip" });
  const bookingPicker = useClientBookingOptions({ clientId, enabled: open && link === "booking" });
  const [currencyTouched, setCurrencyTouched] = useState(false);
  // The chosen client's preferred currency, unless the user already picked one.
  const preferred = client.data?.preferredCurrency;
  useEffect(() => {
    if (preferred && !currencyTouched) setValue("currency", preferred);
  }, [preferred, currencyTouched, setValue]);

  // The lines a picked booking filled in: while they stay as filled, another booking may replace them.
  const filledLines = useRef<InvoiceLineFormValues[] | null>(null);
  const fillFromBooking = (bookingId: string) => {
    const booking = bookingPicker.recordOf(bookingId);
    const lines = getValues("lines");
    const untouched = linesAreBlank(lines) || JSON.stringify(lines) === JSON.stringify(filledLines.current);
    // Whatever was typed stays: a booking only fills lines nobody has written in.
    if (!booking || !untouched) return;
    const filled = bookingInvoiceLines(booking);
    filledLines.current = filled;
    setValue("lines", filled, { shouldDirty: true });
    setValue("currency", booking.currency, { shouldDirty: true });
    setCurrencyTouched(true);
  };

  const dialog = useFormDialog(props, { busy: create.isPending });
  const submit = handleSubmit(async (input) => {
    try {
      dialog.done(await create.mutateAsync({ input, idempotencyKey }));
    } catch (error) {
      // The toast says what went wrong; field issues also go next to their fields. The input stays.
      applyApiFieldErrors(error, setError, fieldNamesFor(getValues("lines").length));
    }
  });

  return (
    <FormDialog
      {...dialog.frame}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
      title="New Invoice"
      description="The amount is the sum of the lines. Fields marked * are required."
      onSubmit={submit}
    >
      <FormField
        label="Invoice number"
        description="Given when the invoice is created: if another is created first, this one takes the next."
      >
        <Input readOnly value={nextNumber.data?.number ?? "…"} className="font-mono" />
      </FormField>
      <ClientPickerField
        control={control}
        name="clientId"
        picker={clientPicker}
        // Trips and bookings are the client's: a new client starts them over.
        onPicked={() => {
          setValue("tripId", "");
          setValue("bookingId", "");
        }}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormSelectField control={control} name="link" label="For" options={linkOptions} />
        {link === "trip" ? (
          <TripPickerField
            control={control}
            name="tripId"
            required
            clientChosen={Boolean(clientId)}
            picker={tripPicker}
            emptyText="This client has no trip by that name."
          />
        ) : link === "booking" ? (
          <RecordPickerField
            control={control}
            name="bookingId"
            label="Booking"
            required
            disabled={!clientId}
            picker={bookingPicker}
            placeholder={clientId ? "Choose a booking" : "Choose a client first"}
            searchPlaceholder="Type a reference, package or trip…"
            emptyText="This client has no such booking."
            onPicked={fillFromBooking}
          />
        ) : null}
      </div>
      <InvoiceLinesField
        control={control}
        register={register}
        errors={errors}
        currency={
          (CURRENCIES as readonly string[]).includes(currency) ? (currency as Currency) : DEFAULT_CURRENCY
        }
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="currency"
          label="Currency"
          required
          error={errors.currency?.message}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          onValueChange={() => setCurrencyTouched(true)}
        />
        <FormField label="Due date" required error={errors.dueDate?.message}>
          <Input type="date" min={today} {...register("dueDate")} />
        </FormField>
      </div>
      <NotesField rows={2} error={errors.notes?.message} {...register("notes")} />
      <FormDialogFooter {...dialog.footer} errors={errors} submitLabel="Create Invoice" />
    </FormDialog>
  );
}
