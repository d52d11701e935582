import { describe, expect, it } from "vitest";
import {
  CLIENT_REQUIRED,
  CREDIT_REASON_REQUIRED,
  DUE_BEFORE_ISSUE,
  invoiceCreateSchema,
  LINES_REQUIRED,
  ONE_TARGET,
  TOTAL_ABOVE_ZERO,
  TOTAL_TOO_LARGE,
} from "./invoice.schema";
import {
  creditNoteFormSchema,
  emptyInvoiceLine,
  type InvoiceCreateFormValues,
  invoiceCreateFormSchema,
  typedInvoiceTotals,
  UNIT_PRICE_REQUIRED,
} from "./invoice-form.schema";

const CLIENT = "0f8fad5b-d9cb-469f-a165-70867728950e";
const TRIP = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
const BOOKING = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

const form = (patch: Partial<InvoiceCreateFormValues> = {}): InvoiceCreateFormValues => ({
  clientId: CLIENT,
  link: "none",
  tripId: "",
  bookingId: "",
  currency: "EUR",
  dueDate: "2099-12-31",
  notes: "",
  lines: [{ description: "Flights", quantity: "2", unitPriceCents: "450.00", taxRateBasisPoints: "20" }],
  ...patch,
});

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("invoiceCreateFormSchema", () => {
  it("turns typed lines into minor units and basis points", () => {
    expect(
      invoiceCreateFormSchema.parse(
        form({
          notes: " Pay by transfer ",
          lines: [
            { description: " Flights ", quantity: "2", unitPriceCents: "450", taxRateBasisPoints: "20" },
            { description: "Hotel", quantity: "3", unitPriceCents: "89,90", taxRateBasisPoints: "5.5" },
            { description: "Fee", quantity: "1", unitPriceCents: "15.5", taxRateBasisPoints: "" },
          ],
        }),
      ),
    ).toEqual({
      clientId: CLIENT,
      tripId: null,
      bookingId: null,
      currency: "EUR",
      issueDate: null,
      dueDate: "2099-12-31",
      notes: "Pay by transfer",
      lines: [
        { description: "Flights", quantity: 2, unitPriceCents: 45_000, taxRateBasisPoints: 2_000 },
        { description: "Hotel", quantity: 3, unitPriceCents: 8_990, taxRateBasisPoints: 550 },
        { description: "Fee", quantity: 1, unitPriceCents: 1_550, taxRateBasisPoints: null },
      ],
    });
  });

  it.each([
    ["trip", { link: "trip", tripId: TRIP, bookingId: BOOKING }, { tripId: TRIP, bookingId: null }],
    ["booking", { link: "booking", tripId: TRIP, bookingId: BOOKING }, { tripId: null, bookingId: BOOKING }],
    ["nothing", { link: "none", tripId: TRIP, bookingId: BOOKING }, { tripId: null, bookingId: null }],
  ] as const)("links a %s only", (_, patch, linked) => {
    expect(invoiceCreateFormSchema.parse(form(patch))).toMatchObject(linked);
  });

  it.each([
    ["no client", { clientId: "" }, { clientId: CLIENT_REQUIRED }],
    ["no trip picked", { link: "trip" as const }, { tripId: "Choose a trip" }],
    ["no booking picked", { link: "booking" as const }, { bookingId: "Choose a booking" }],
    ["no due date", { dueDate: "" }, { dueDate: "Due date is required" }],
    ["an impossible due date", { dueDate: "2099-02-30" }, { dueDate: "Use a real date as YYYY-MM-DD" }],
    ["no lines", { lines: [] }, { lines: LINES_REQUIRED }],
    [
      "a line without a description or price",
      { lines: [{ ...emptyInvoiceLine }] },
      { "lines.0.description": "Describe the line", "lines.0.unitPriceCents": UNIT_PRICE_REQUIRED },
    ],
    [
      "bad numbers on the second line",
      {
        lines: [
          { description: "A", quantity: "1", unitPriceCents: "10", taxRateBasisPoints: "" },
          { description: "B", quantity: "1.5", unitPriceCents: "1.234", taxRateBasisPoints: "120" },
        ],
      },
      {
        "lines.1.quantity": "Quantity must be a whole number",
        "lines.1.unitPriceCents": "Use at most two decimal places",
        "lines.1.taxRateBasisPoints": "Tax rate must be at most 100 %",
      },
    ],
    [
      "a zero quantity",
      { lines: [{ description: "A", quantity: "0", unitPriceCents: "10", taxRateBasisPoints: "" }] },
      { "lines.0.quantity": "Quantity must be at least 1" },
    ],
    [
      "a quantity above the limit",
      { lines: [{ description: "A", quantity: "10001", unitPriceCents: "10", taxRateBasisPoints: "" }] },
      { "lines.0.quantity": "Quantity must be at most 10000" },
    ],
    [
      "a free invoice",
      { lines: [{ description: "A", quantity: "1", unitPriceCents: "0", taxRateBasisPoints: "20" }] },
      { lines: TOTAL_ABOVE_ZERO },
    ],
    [
      "a total above the limit",
      {
        lines: [{ description: "A", quantity: "2", unitPriceCents: "99999999.99", taxRateBasisPoints: "" }],
      },
      { lines: TOTAL_TOO_LARGE },
    ],
    [
      "a unit price above the limit",
      {
        lines: [{ description: "A", quantity: "1", unitPriceCents: "100000000.00", taxRateBasisPoints: "" }],
      },
      { "lines.0.unitPriceCents": "Unit price is too large" },
    ],
    ["an unknown currency", { currency: "JPY" }, { currency: "Currency must be one of EUR, USD, GBP" }],
  ])("names the field: %s", (_, patch, expected) => {
    expect(
      issues(invoiceCreateFormSchema.safeParse(form(patch as Partial<InvoiceCreateFormValues>))),
    ).toEqual(expected);
  });
});

describe("invoiceCreateSchema (the API's)", () => {
  const body = {
    clientId: CLIENT,
    dueDate: "2099-12-31",
    lines: [{ description: "Fee", quantity: 1, unitPriceCents: 100 }],
  };

  it("defaults the currency to EUR and the issue date to the server's today", () => {
    expect(invoiceCreateSchema.parse(body)).toMatchObject({ currency: "EUR", issueDate: null, notes: null });
  });

  it.each([
    [{ tripId: TRIP, bookingId: BOOKING }, { bookingId: ONE_TARGET }],
    [{ issueDate: "2099-12-31", dueDate: "2099-12-30" }, { dueDate: DUE_BEFORE_ISSUE }],
    [
      { lines: [{ description: "Fee", quantity: 1, unitPriceCents: 1.5 }] },
      { "lines.0.unitPriceCents": "Unit price must be a whole number of cents" },
    ],
    [
      { lines: [{ description: "Fee", quantity: 1, unitPriceCents: 1, taxRateBasisPoints: 12.5 }] },
      { "lines.0.taxRateBasisPoints": "Tax rate can have at most two decimals" },
    ],
    [
      { lines: Array.from({ length: 51 }, () => body.lines[0]) },
      { lines: "At most 50 lines on one invoice" },
    ],
  ])("refuses %o", (patch, expected) => {
    expect(issues(invoiceCreateSchema.safeParse({ ...body, ...patch }))).toEqual(expected);
  });
});

describe("typedInvoiceTotals", () => {
  it("adds up what can be read and says when a line cannot be", () => {
    const totals = typedInvoiceTotals([
      { description: "A", quantity: "2", unitPriceCents: "450", taxRateBasisPoints: "20" },
      { description: "B", quantity: "1", unitPriceCents: "", taxRateBasisPoints: "" },
      { description: "C", quantity: "3", unitPriceCents: "10.05", taxRateBasisPoints: "10" },
    ]);
    expect(totals).toEqual({
      lines: [{ netCents: 90_000, taxCents: 18_000 }, null, { netCents: 3_015, taxCents: 302 }],
      subtotalCents: 93_015,
      taxCents: 18_302,
      totalCents: 111_317,
      complete: false,
    });
  });

  it("is complete and zero for no lines", () => {
    expect(typedInvoiceTotals([])).toMatchObject({ totalCents: 0, complete: true });
  });
});

describe("creditNoteFormSchema", () => {
  it("turns the typed amount into minor units", () => {
    expect(creditNoteFormSchema.parse({ amountCents: "25,50", reason: " Goodwill " })).toEqual({
      amountCents: 2_550,
      reason: "Goodwill",
    });
  });

  it.each([
    [{ amountCents: "", reason: "x" }, { amountCents: "Enter an amount" }],
    [{ amountCents: "0", reason: "x" }, { amountCents: "Amount must be above zero" }],
    [
      { amountCents: "abc", reason: "" },
      {
        amountCents: '"abc" is not an amount (use digits and an optional decimal point, e.g. 12.50)',
        reason: CREDIT_REASON_REQUIRED,
      },
    ],
  ])("refuses %o", (values, expected) => {
    expect(issues(creditNoteFormSchema.safeParse(values))).toEqual(expected);
  });
});
