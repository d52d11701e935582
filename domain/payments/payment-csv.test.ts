import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { PAYMENT_CSV_COLUMNS, type PaymentCsvRow, serialisePaymentsCsv } from "./payment-csv";

const row = (overrides: Partial<PaymentCsvRow> = {}): PaymentCsvRow => ({
  reference: "PAY-000001",
  invoiceNumber: "INV-202611-0001",
  clientName: "Alpha Travellers",
  amountCents: 125_050,
  currency: "EUR",
  method: "bank_transfer",
  status: "completed",
  paymentDate: "2026-11-03",
  transactionReference: "TRX-1",
  ...overrides,
});

function parse(csv: string): string[][] {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
}

describe("serialisePaymentsCsv", () => {
  it("writes the header alone, ended by CRLF, when nothing matched", () => {
    const csv = serialisePaymentsCsv([]);
    expect(csv).toBe(`\uFEFF${PAYMENT_CSV_COLUMNS.join(",")}\r\n`);
  });

  it("writes one line per payment with labels, decimal amounts and the date", () => {
    const csv = serialisePaymentsCsv([
      row(),
      row({
        reference: "PAY-000002",
        amountCents: -5_000,
        method: "credit_card",
        status: "completed",
        transactionReference: null,
      }),
      row({ reference: "PAY-000003", amountCents: 7, currency: "GBP", method: "cash", status: "pending" }),
      row({ reference: "PAY-000004", method: "other", status: "failed", amountCents: 100 }),
    ]);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parse(csv)).toEqual([
      [...PAYMENT_CSV_COLUMNS],
      [
        "PAY-000001",
        "INV-202611-0001",
        "Alpha Travellers",
        "1250.50",
        "EUR",
        "Bank transfer",
        "Completed",
        "2026-11-03",
        "TRX-1",
      ],
      [
        "PAY-000002",
        "INV-202611-0001",
        "Alpha Travellers",
        "-50.00",
        "EUR",
        "Credit card",
        "Completed",
        "2026-11-03",
        "",
      ],
      [
        "PAY-000003",
        "INV-202611-0001",
        "Alpha Travellers",
        "0.07",
        "GBP",
        "Cash",
        "Pending",
        "2026-11-03",
        "TRX-1",
      ],
      [
        "PAY-000004",
        "INV-202611-0001",
        "Alpha Travellers",
        "1.00",
        "EUR",
        "Other",
        "Failed",
        "2026-11-03",
        "TRX-1",
      ],
    ]);
  });

  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+1 555", "'+1 555"],
    ["-cmd|' /C calc'!A0", "'-cmd|' /C calc'!A0"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["-12", "-12"],
    ['Müller & Söhne, "Reisen"', 'Müller & Söhne, "Reisen"'],
    ["Line\nbreak", "Line\nbreak"],
  ])("keeps %j from running as a formula and quotes what needs it", (text, cell) => {
    const [, line] = parse(serialisePaymentsCsv([row({ clientName: text, transactionReference: text })]));
    expect(line?.[2]).toBe(cell);
    expect(line?.[8]).toBe(cell);
  });
});
