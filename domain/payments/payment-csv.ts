import Papa from "papaparse";
import type { Currency } from "../currency";
import { formatMinor } from "../money";
import { paymentMethodLabels, paymentStatusLabels } from "./payment-format";
import type { PaymentMethod, PaymentRecordStatus } from "./payment-values";

/** GET /api/payments/export.csv's columns, in order. */
export const PAYMENT_CSV_COLUMNS = [
  "Transaction ID",
  "Invoice",
  "Client",
  "Amount",
  "Currency",
  "Method",
  "Status",
  "Date",
  "Reference",
] as const;

/** The most rows one export holds (the response's Export-Row-Limit header says so); narrow the filters for more. */
export const PAYMENT_EXPORT_MAX_ROWS = 50_000;

export interface PaymentCsvRow {
  reference: string;
  invoiceNumber: string;
  clientName: string;
  amountCents: number;
  currency: Currency;
  method: PaymentMethod;
  status: PaymentRecordStatus;
  paymentDate: string;
  transactionReference: string | null;
}

const BOM = "\uFEFF";
// Cells a spreadsheet would run as a formula get an apostrophe; a refund's amount ("-50.00") is a number, not one.
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/** The payments as CSV (CRLF, a BOM so spreadsheets read UTF-8); amounts as decimals, refunds negative. */
export function serialisePaymentsCsv(rows: readonly PaymentCsvRow[]): string {
  const data = rows.map((row) => [
    row.reference,
    row.invoiceNumber,
    row.clientName,
    formatMinor(row.amountCents),
    row.currency,
    paymentMethodLabels[row.method],
    paymentStatusLabels[row.status],
    row.paymentDate,
    row.transactionReference ?? "",
  ]);
  const csv = Papa.unparse(
    { fields: [...PAYMENT_CSV_COLUMNS], data },
    { newline: "\r\n", escapeFormulae: FORMULA },
  );
  // Papa ends a header-only file with a line break but not one with rows.
  return `${BOM}${csv.endsWith("\r\n") ? csv : `${csv}\r\n`}`;
}
