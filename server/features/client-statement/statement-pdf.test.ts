import { describe, expect, it } from "vitest";
import { withRunningBalances } from "#domain/client-statement/running-balance";
import type { StatementEntry } from "#domain/client-statement/statement.schema";
import type { AgencyLetterhead } from "../agency-settings";
import { readPdfText } from "../invoice-documents/read-pdf-text";
import { entryDetails, renderStatementPdf, type StatementDocument } from "./statement-pdf";

const agency: AgencyLetterhead = {
  name: "Sunway Voyages",
  address: "12 Harbour Street\nLisbon 1100-001",
  email: "accounts@sunway.example",
  phone: null,
  vatNumber: "PT123456789",
  paymentInstructions: "IBAN PT50 0002 0123 1234 5678 9015 4 — quote the invoice number.",
  logo: null,
};
const INVOICE = "5d0c3b4e-7f3a-4a7e-9d7b-3c1f2f0a9e11";

function entry(n: number, fields: Partial<StatementEntry>): Omit<StatementEntry, "balanceCents"> {
  return {
    id: `invoice:${n}`,
    kind: "invoice",
    recordId: INVOICE,
    date: "2026-05-01",
    reference: `INV-202605-${String(n).padStart(4, "0")}`,
    description: null,
    invoiceId: INVOICE,
    invoiceNumber: `INV-202605-${String(n).padStart(4, "0")}`,
    currency: "EUR",
    amountCents: 10_000,
    invoiceStatus: "unpaid",
    ...fields,
  };
}

const text = async (document: StatementDocument) =>
  (await readPdfText(await renderStatementPdf(document))).map((page) => page.replace(/\s+/g, " "));

describe("renderStatementPdf", () => {
  it("starts each currency from its balance brought forward and says why", async () => {
    const broughtForward = [{ currency: "EUR" as const, amountCents: 50_000 }];
    const entries = withRunningBalances(broughtForward, [
      entry(7, { date: "2026-05-02", description: "Trip: CDG → LIS, Apr 2027" }),
      entry(8, {
        kind: "payment",
        date: "2026-05-03",
        reference: "PAY-000009",
        amountCents: -60_000,
        invoiceStatus: null,
      }),
    ]);
    const [page] = await text({
      client: { name: "Ólafur Łukasz Jónsson", address: null, email: null },
      agency,
      today: "2026-05-20",
      entries,
      broughtForward,
      openBalances: [{ currency: "EUR", balanceCents: 0, overdueCents: 0, openInvoices: 0 }],
    });
    expect(page).toContain("ACCOUNT OF Ólafur Lukasz Jónsson");
    expect(page).toContain("EUR: €0.00, settled");
    expect(page).toContain("Date: 20 May 2026");
    expect(page).toContain("Balance brought forward €500.00");
    expect(page).toContain("2 May 2026 INV-202605-0007 Invoice · Trip: CDG -> LIS, Apr 2027 €100.00 €600.00");
    expect(page).toContain("3 May 2026 PAY-000009 Payment on INV-202605-0008 €600.00 €0.00");
    expect(page).toContain("Balance due €0.00");
    expect(page).toContain("Entries before 2 May 2026 are summed up in each balance brought forward.");
    // Nothing owed: no payment instructions.
    expect(page).not.toContain("IBAN");
  });

  it("runs over pages, the table's header again on each, and the footer counting them", async () => {
    const entries = withRunningBalances(
      [],
      Array.from({ length: 60 }, (_, i) =>
        entry(i + 1, { date: `2026-05-${String((i % 28) + 1).padStart(2, "0")}` }),
      ),
    );
    const pages = await text({
      client: { name: "Alpha Travellers", address: "Rua Augusta 1\nLisbon", email: "alpha@example.test" },
      agency,
      today: "2026-05-31",
      entries,
      broughtForward: [],
      openBalances: [{ currency: "EUR", balanceCents: 600_000, overdueCents: 100_000, openInvoices: 60 }],
    });
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain("Date Reference Details Charges Credits Balance");
      expect(page).toContain(
        `Sunway Voyages · Statement of Alpha Travellers · Page ${i + 1} of ${pages.length}`,
      );
    });
    const all = pages.join(" ");
    expect(all).toContain("EUR: €6,000.00 on 60 open invoices, €1,000.00 of it overdue");
    expect(all).toContain("INV-202605-0060");
    expect(all).toContain("Balance due €6,000.00");
    expect(all).toContain("IBAN PT50");
  });
});

describe("entryDetails", () => {
  it.each<[Partial<StatementEntry>, string]>([
    [{ kind: "invoice", description: "Booking BK-000124" }, "Invoice · Booking BK-000124"],
    [{ kind: "invoice", description: null }, "Invoice"],
    [{ kind: "payment", description: "Cash" }, "Payment on INV-202605-0001 · Cash"],
    [{ kind: "refund", description: "Seat not used" }, "Refund on INV-202605-0001 · Seat not used"],
    [{ kind: "credit_note", description: "Goodwill" }, "Credit note on INV-202605-0001 · Goodwill"],
    [{ kind: "cancellation", description: "Issued twice" }, "Invoice cancelled · Issued twice"],
  ])("%j reads %j", (fields, details) => {
    expect(entryDetails({ ...entry(1, fields), balanceCents: 0 })).toBe(details);
  });
});
