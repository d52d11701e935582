import { describe, expect, it } from "vitest";
import { parseMoney } from "../money";
import { type BookedFigures, bookingInvoiceLines, linesAreBlank } from "./booking-invoice-lines";
import { emptyInvoiceLine } from "./invoice-form.schema";
import { lineTotals } from "./invoice-totals";

const lisbon: BookedFigures = {
  reference: "BK-000123",
  packageTitle: "Lisbon Lights",
  tripTitle: null,
  participants: 3,
  unitPriceCents: 45_000,
  totalCents: 135_000,
  currency: "EUR",
};

describe("bookingInvoiceLines", () => {
  it.each([
    // booking, description, quantity, unit price
    [lisbon, "Lisbon Lights (BK-000123)", "3", "450.00"],
    [{ ...lisbon, participants: 1, totalCents: 45_000 }, "Lisbon Lights (BK-000123)", "1", "450.00"],
    [{ ...lisbon, unitPriceCents: 333, totalCents: 999 }, "Lisbon Lights (BK-000123)", "3", "3.33"],
    // A trip booking's total, given whole, split evenly per person.
    [
      {
        ...lisbon,
        packageTitle: null,
        tripTitle: "Family in Rome",
        unitPriceCents: null,
        totalCents: 90_000,
      },
      "Family in Rome (BK-000123)",
      "3",
      "300.00",
    ],
    // A total adjusted by hand that does not split evenly: once, whole.
    [{ ...lisbon, totalCents: 100_000 }, "Lisbon Lights (BK-000123), 3 participants", "1", "1000.00"],
    [{ ...lisbon, totalCents: 0, unitPriceCents: 0 }, "Lisbon Lights (BK-000123)", "3", "0.00"],
  ])("%o → %s, %s × %s", (booking, description, quantity, unitPrice) => {
    expect(bookingInvoiceLines(booking)).toEqual([
      { description, quantity, unitPriceCents: unitPrice, taxRateBasisPoints: "" },
    ]);
  });

  it("always adds up to the booking's total", () => {
    for (const totalCents of [0, 1, 2, 99_999, 100_000, 135_000, 135_001]) {
      for (const participants of [1, 2, 3, 7]) {
        const [line] = bookingInvoiceLines({ ...lisbon, participants, totalCents });
        const figures = {
          quantity: Number(line!.quantity),
          unitPriceCents: parseMoney(line!.unitPriceCents),
          taxRateBasisPoints: null,
        };
        expect(lineTotals(figures).netCents).toBe(totalCents);
      }
    }
  });
});

describe("linesAreBlank", () => {
  it.each([
    [[emptyInvoiceLine], true],
    [[emptyInvoiceLine, { ...emptyInvoiceLine, quantity: "" }], true],
    [[{ ...emptyInvoiceLine, description: "Deposit" }], false],
    [[{ ...emptyInvoiceLine, unitPriceCents: "10" }], false],
    [[{ ...emptyInvoiceLine, quantity: "2" }], false],
    [[{ ...emptyInvoiceLine, taxRateBasisPoints: "20" }], false],
    [[emptyInvoiceLine, { ...emptyInvoiceLine, description: "Hotel" }], false],
  ])("%o → %s", (lines, blank) => {
    expect(linesAreBlank(lines)).toBe(blank);
  });
});
