import { eq } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { exchangeRates, invoices } from "../../db/schema/invoices";
import type { TestApp } from "../../test/test-app";

// Rows the payments tests build on, written directly: invoices (whose screens are the invoices feature's)
// and exchange rates.

let counter = 0;

export interface InvoiceFields {
  amountCents?: number;
  currency?: Currency;
  dueDate?: string;
  issueDate?: string;
  creditedCents?: number;
  bookingId?: string | null;
  cancelled?: boolean;
}

/** An unpaid invoice of `clientId` (EUR 1 000.00 due far ahead unless told), with a number of its own. */
export async function makeInvoice(t: TestApp, clientId: string, fields: InvoiceFields = {}): Promise<string> {
  const n = ++counter;
  const amountCents = fields.amountCents ?? 100_000;
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      number: `INV-2099${String(n % 100).padStart(2, "0")}-${Math.random().toString(36).slice(2, 6).toUpperCase()}${n}`,
      clientId,
      bookingId: fields.bookingId ?? null,
      currency: fields.currency ?? "EUR",
      subtotalCents: amountCents,
      taxCents: 0,
      amountCents,
      creditedCents: fields.creditedCents ?? 0,
      issueDate: fields.issueDate ?? "2026-01-05",
      dueDate: fields.dueDate ?? "2099-12-31",
      status: fields.cancelled ? "cancelled" : fields.creditedCents ? "partially_paid" : "unpaid",
      cancelReason: fields.cancelled ? "Issued by mistake" : null,
      cancelledAt: fields.cancelled ? new Date() : null,
      baseCurrency: "EUR",
      exchangeRate: "1",
      baseAmountCents: amountCents,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

export async function invoiceRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

/** One unit of `currency` is `rate` euros from `date` on. */
export async function setRate(t: TestApp, currency: Currency, date: string, rate: string): Promise<void> {
  await t.database.db
    .insert(exchangeRates)
    .values({ currency, rateDate: date, rate })
    .onConflictDoUpdate({ target: [exchangeRates.currency, exchangeRates.rateDate], set: { rate } });
}
