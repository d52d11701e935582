import { describe, expect, it } from "vitest";
import {
  type BookingCreateFormValues,
  type BookingUpdateFormValues,
  bookingCreateFormSchema,
  bookingUpdateFormSchema,
  clientBookingRequestFormSchemaOn,
} from "./booking-form.schema";
import { TRAVEL_DATE_FROM_TODAY } from "./booking-travel-date";

const CLIENT = "0f8fad5b-d9cb-469f-a165-70867728950e";
const PACKAGE = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const TRIP = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
const ANA = "6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b";
const BEN = "a8098c1a-f86e-41d2-8f2a-0c9c6f2d4b3e";

const create = (patch: Partial<BookingCreateFormValues> = {}): BookingCreateFormValues => ({
  target: "package",
  clientId: CLIENT,
  packageId: PACKAGE,
  tripId: "",
  participantIds: [ANA, BEN],
  travelDate: "",
  bookingDate: "",
  totalCents: "",
  currency: "",
  notes: "",
  ...patch,
});

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("bookingCreateFormSchema", () => {
  it("turns a package booking into the API body, with nothing of a trip", () => {
    expect(
      bookingCreateFormSchema.parse(create({ tripId: TRIP, totalCents: "12", notes: " Sea view " })),
    ).toEqual({
      clientId: CLIENT,
      packageId: PACKAGE,
      tripId: null,
      participantIds: [ANA, BEN],
      travelDate: null,
      bookingDate: null,
      totalCents: null,
      currency: null,
      notes: "Sea view",
    });
  });

  it("turns a trip booking's typed total into minor units", () => {
    const body = bookingCreateFormSchema.parse(
      create({ target: "trip", tripId: TRIP, totalCents: "1 250,5".replace(" ", ""), currency: "GBP" }),
    );
    expect(body).toMatchObject({ packageId: null, tripId: TRIP, totalCents: 125_050, currency: "GBP" });
  });

  it.each([
    [create({ packageId: "" }), { packageId: "Choose a package" }],
    [create({ target: "trip" }), { tripId: "Choose a trip", totalCents: "Enter the booking's total" }],
    [
      create({ target: "trip", tripId: TRIP, totalCents: "12.345" }),
      { totalCents: "Use at most two decimal places" },
    ],
    [create({ clientId: "" }), { clientId: "Choose a client" }],
    [create({ participantIds: [] }), { participantIds: "Choose at least one participant" }],
    [create({ participantIds: [ANA, ANA] }), { participantIds: "Each participant can be chosen only once" }],
    [create({ travelDate: "2026-02-30" }), { travelDate: "Use a real date as YYYY-MM-DD" }],
  ])("names the field at fault", (values, expected) => {
    expect(issues(bookingCreateFormSchema.safeParse(values))).toEqual(expected);
  });
});

const update = (patch: Partial<BookingUpdateFormValues> = {}): BookingUpdateFormValues => ({
  participantIds: [ANA],
  travelDate: "2026-07-01",
  notes: "",
  changeTotal: false,
  totalCents: "999",
  totalAdjustmentReason: "ignored",
  ...patch,
});

describe("bookingUpdateFormSchema", () => {
  it("sends no total unless it is being changed", () => {
    expect(bookingUpdateFormSchema.parse(update())).toEqual({
      participantIds: [ANA],
      travelDate: "2026-07-01",
      notes: null,
      totalCents: null,
      totalAdjustmentReason: null,
    });
  });

  it("sends a changed total with its reason", () => {
    expect(
      bookingUpdateFormSchema.parse(
        update({ changeTotal: true, totalCents: "1500", totalAdjustmentReason: "Loyalty discount" }),
      ),
    ).toMatchObject({ totalCents: 150_000, totalAdjustmentReason: "Loyalty discount" });
  });

  it.each([
    [
      update({ changeTotal: true, totalAdjustmentReason: "" }),
      { totalAdjustmentReason: "Say why the total changes" },
    ],
    [
      update({ changeTotal: true, totalCents: "", totalAdjustmentReason: "x" }),
      { totalCents: "Enter the new total" },
    ],
    [
      update({ changeTotal: true, totalCents: "-5", totalAdjustmentReason: "x" }),
      { totalCents: "Amount cannot be negative" },
    ],
    [update({ travelDate: "" }), { travelDate: "Travel date is required" }],
  ])("names the field at fault", (values, expected) => {
    expect(issues(bookingUpdateFormSchema.safeParse(values))).toEqual(expected);
  });
});

describe("clientBookingRequestFormSchemaOn", () => {
  const schema = clientBookingRequestFormSchemaOn(() => "2026-05-10");

  it.each([
    ["2026-05-09", TRAVEL_DATE_FROM_TODAY],
    ["2026-05-10", undefined],
    ["2026-05-11", undefined],
    // Left empty: the package's first bookable day, which is never before today.
    ["", undefined],
  ])("a request travelling on %j → %j", (travelDate, message) => {
    expect(issues(schema.safeParse(create({ clientId: "", travelDate }))).travelDate).toBe(message);
  });

  it("leaves staff free to record a past travel date", () => {
    expect(bookingCreateFormSchema.safeParse(create({ travelDate: "2001-01-01" })).success).toBe(true);
  });
});
