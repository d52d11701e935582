import { z } from "zod";
import { safeParseMoney } from "../money";
import {
  type BookingCreate,
  type BookingUpdate,
  bookingCreateSchema,
  bookingUpdateSchema,
  TRIP_TOTAL_REQUIRED,
} from "./booking.schema";
import { requestTravelDateRefusal } from "./booking-travel-date";

// The booking dialogs' forms: what is typed (money as text, a package-or-trip switch) checked by the
// API's own schemas, so a form and the server never disagree on a rule.

export const bookingTargets = ["package", "trip"] as const;

/** Hands the API schema's issues to the form's refinement context, on the same field paths. */
function parseInto<T>(
  schema: z.ZodType<T>,
  body: unknown,
  ctx: z.RefinementCtx,
  extra: { path: string; message: string }[],
  /** Paths whose API issues the form's own issues already explain. */
  covered: readonly string[] = [],
): T {
  const parsed = schema.safeParse(body);
  const issues = [
    ...extra,
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))
    ).filter((issue) => !covered.includes(issue.path)),
  ];
  // A field the form already explains is not explained twice.
  const seen = new Set<string>();
  for (const issue of issues) {
    if (seen.has(issue.path)) continue;
    seen.add(issue.path);
    ctx.addIssue({ code: "custom", path: issue.path.split("."), message: issue.message });
  }
  return issues.length === 0 && parsed.success ? parsed.data : (z.NEVER as T);
}

/** A total typed as text ("1200,50") → minor units, or the reason it is not one. */
function typedTotal(text: string): { cents: number | null; error: string | null } {
  if (text.trim() === "") return { cents: null, error: null };
  const money = safeParseMoney(text);
  return money.ok ? { cents: money.value, error: null } : { cents: null, error: money.error };
}

/**
 * The New Booking form; `clientRequired` for staff, who book for any client (a client user books for their
 * own). `today()`, the agency's day, for a client's request: it travels from today on (staff record past ones).
 */
export const bookingCreateFormSchemaFor = (clientRequired: boolean, today: (() => string) | null = null) =>
  z
    .object({
      target: z.enum(bookingTargets),
      clientId: z.string(),
      packageId: z.string(),
      tripId: z.string(),
      participantIds: z.array(z.string()),
      travelDate: z.string(),
      bookingDate: z.string(),
      /** A trip booking's total, as typed. */
      totalCents: z.string(),
      currency: z.string(),
      notes: z.string(),
    })
    .transform((form, ctx): BookingCreate => {
      const extra: { path: string; message: string }[] = [];
      const trip = form.target === "trip";
      if (clientRequired && !form.clientId) extra.push({ path: "clientId", message: "Choose a client" });
      if (!trip && !form.packageId) extra.push({ path: "packageId", message: "Choose a package" });
      if (trip && !form.tripId) extra.push({ path: "tripId", message: "Choose a trip" });
      const total = trip ? typedTotal(form.totalCents) : { cents: null, error: null };
      if (total.error) extra.push({ path: "totalCents", message: total.error });
      else if (trip && total.cents === null) extra.push({ path: "totalCents", message: TRIP_TOTAL_REQUIRED });
      const travelRefusal = today ? requestTravelDateRefusal(form.travelDate, today()) : null;
      if (travelRefusal) extra.push({ path: "travelDate", message: travelRefusal });
      return parseInto(
        bookingCreateSchema,
        {
          clientId: form.clientId || null,
          packageId: trip ? null : form.packageId,
          tripId: trip ? form.tripId : null,
          participantIds: form.participantIds,
          travelDate: form.travelDate,
          bookingDate: form.bookingDate,
          totalCents: total.cents,
          currency: trip && form.currency ? form.currency : null,
          notes: form.notes,
        },
        ctx,
        extra,
        // "Choose a package" or "Choose a trip" says it better than the API's "a package or a trip".
        extra.some((e) => e.path === "packageId" || e.path === "tripId") ? ["packageId", "tripId"] : [],
      );
    });
export const bookingCreateFormSchema = bookingCreateFormSchemaFor(true);
/** A client user's Request a Booking form, on the agency's `today()` asked at every parse. */
export const clientBookingRequestFormSchemaOn = (today: () => string) =>
  bookingCreateFormSchemaFor(false, today);
export type BookingCreateFormValues = z.input<typeof bookingCreateFormSchema>;

export const bookingUpdateFormSchema = z
  .object({
    participantIds: z.array(z.string()),
    travelDate: z.string(),
    notes: z.string(),
    /** Staff replace the computed total (with a reason). */
    changeTotal: z.boolean(),
    totalCents: z.string(),
    totalAdjustmentReason: z.string(),
  })
  .transform((form, ctx): BookingUpdate => {
    const extra: { path: string; message: string }[] = [];
    const total = form.changeTotal ? typedTotal(form.totalCents) : { cents: null, error: null };
    if (total.error) extra.push({ path: "totalCents", message: total.error });
    else if (form.changeTotal && total.cents === null) {
      extra.push({ path: "totalCents", message: "Enter the new total" });
    }
    return parseInto(
      bookingUpdateSchema,
      {
        participantIds: form.participantIds,
        travelDate: form.travelDate,
        notes: form.notes,
        totalCents: total.cents,
        totalAdjustmentReason: form.changeTotal ? form.totalAdjustmentReason : null,
      },
      ctx,
      extra,
    );
  });
export type BookingUpdateFormValues = z.input<typeof bookingUpdateFormSchema>;
