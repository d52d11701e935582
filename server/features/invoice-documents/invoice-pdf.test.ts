import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Invoice } from "#domain/invoices/invoice.schema";
import type { AgencyLetterhead } from "../agency-settings/agency-settings.service";
import { formatTaxRate, type InvoiceDocument, renderInvoicePdf } from "./invoice-pdf";
import { readPdfText } from "./read-pdf-text";

const agency: AgencyLetterhead = {
  name: "Sunway Voyages",
  address: "12 Harbour Street\nLisbon 1100-001",
  email: "accounts@sunway.example",
  phone: "+351 21 000 0000",
  vatNumber: "PT123456789",
  paymentInstructions: "IBAN PT50 0002 0123 1234 5678 9015 4 — quote the invoice number.",
  logo: null,
};

const line = (position: number, description: string, quantity: number, unit: number, bp: number | null) => {
  const net = quantity * unit;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, "0")}`,
    position,
    description,
    quantity,
    unitPriceCents: unit,
    taxRateBasisPoints: bp,
    netCents: net,
    taxCents: bp === null ? 0 : Math.round((net * bp) / 10_000),
  };
};

/** An invoice as GET /api/invoices/:id answers it, made by hand. */
function invoice(overrides: Partial<Invoice> = {}): Invoice {
  const lines = [
    line(1, "Flights Lisbon – Reykjavík, 2 adults", 2, 45_000, 2_300),
    line(2, "Hotel Borg, 3 nights", 1, 61_050, null),
  ];
  const subtotal = lines.reduce((sum, l) => sum + l.netCents, 0);
  const tax = lines.reduce((sum, l) => sum + l.taxCents, 0);
  return {
    id: "5d0c3b4e-7f3a-4a7e-9d7b-3c1f2f0a9e11",
    number: "INV-202605-0007",
    clientId: "9b2e4c1a-2d3f-4e5a-8b6c-7d8e9f0a1b2c",
    clientName: "Ólafur Łukasz Jónsson",
    tripId: null,
    bookingId: null,
    currency: "EUR",
    amountCents: subtotal + tax,
    paidCents: 50_000,
    creditedCents: 10_000,
    balanceCents: subtotal + tax - 60_000,
    status: "partially_paid",
    issueDate: "2026-05-02",
    dueDate: "2026-06-01",
    sentAt: null,
    version: 3,
    tripTitle: "Northern Lights",
    bookingReference: null,
    clientEmail: "olafur@example.com",
    subtotalCents: subtotal,
    taxCents: tax,
    notes: "Thank you for travelling with us.",
    cancelReason: null,
    baseCurrency: "EUR",
    exchangeRate: "1",
    baseAmountCents: subtotal + tax,
    sentTo: null,
    createdAt: "2026-05-02T09:00:00.000Z",
    updatedAt: "2026-05-03T09:00:00.000Z",
    lines,
    creditNotes: [],
    history: [],
    ...overrides,
  };
}

const documentOf = (
  overrides: Partial<Invoice> = {},
  more: Partial<InvoiceDocument> = {},
): InvoiceDocument => ({
  invoice: invoice(overrides),
  client: {
    name: "Ólafur Łukasz Jónsson",
    address: "Laugavegur 1\n101 Reykjavík",
    email: "olafur@example.com",
  },
  agency,
  ...more,
});

describe("formatTaxRate", () => {
  it.each([
    [2_000, "20%"],
    [550, "5.5%"],
    [1_250, "12.5%"],
    [5, "0.05%"],
    [0, "0%"],
    [10_000, "100%"],
    [null, "—"],
  ])("%j basis points → %s", (bp, shown) => {
    expect(formatTaxRate(bp)).toBe(shown);
  });
});

describe("renderInvoicePdf", () => {
  it("prints the letterhead, client, number, dates, lines, totals, notes and payment instructions", async () => {
    const pdf = await renderInvoicePdf(documentOf());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await readPdfText(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      "Sunway Voyages",
      "12 Harbour Street",
      "Lisbon 1100-001",
      "accounts@sunway.example",
      "VAT number: PT123456789",
      "INVOICE",
      "INV-202605-0007",
      "Issue date: 2 May 2026",
      "Due date: 1 Jun 2026",
      "Status: Partially paid",
      "BILL TO",
      // Ł is not in Helvetica's WinAnsi: printed as L; Ó and í are.
      "Ólafur Lukasz Jónsson",
      "Laugavegur 1",
      "101 Reykjavík",
      "olafur@example.com",
      "Trip: Northern Lights",
      "Flights Lisbon – Reykjavík, 2 adults",
      "€450.00",
      "23%",
      "€900.00",
      "Hotel Borg, 3 nights",
      "€610.50",
      "—",
      "Subtotal",
      "€1,510.50",
      "Tax",
      "€207.00",
      "Total",
      "€1,717.50",
      "Paid",
      "€500.00",
      "Credited",
      "€100.00",
      "Balance due",
      "€1,117.50",
      "Notes",
      "Thank you for travelling with us.",
      "Payment instructions",
      "IBAN PT50 0002 0123 1234 5678 9015 4 — quote the invoice number.",
      "Sunway Voyages · Invoice INV-202605-0007 · Page 1 of 1",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("CANCELLED");
    expect(text).not.toContain("Rate locked");
  });

  it("shows another currency's symbol and the locked rate to the base currency", async () => {
    const pdf = await renderInvoicePdf(
      documentOf({
        currency: "USD",
        lines: [line(1, "Transfer", 1, 10_000, null)],
        subtotalCents: 10_000,
        taxCents: 0,
        amountCents: 10_000,
        paidCents: 0,
        creditedCents: 0,
        balanceCents: 10_000,
        status: "unpaid",
        exchangeRate: "0.9200000000",
        baseAmountCents: 9_200,
      }),
    );
    const [text] = await readPdfText(pdf);
    expect(text).toContain("$100.00");
    expect(text).toContain("Rate locked on 2 May 2026: 1 USD = 0.9200 EUR; total €92.00");
    expect(text).not.toContain("€100.00");
  });

  it("marks a cancelled invoice on every page with its reason", async () => {
    const many = Array.from({ length: 60 }, (_, i) => line(i + 1, `Excursion day ${i + 1}`, 1, 1_000, 2_000));
    const pdf = await renderInvoicePdf(
      documentOf({
        status: "cancelled",
        cancelReason: "Trip called off by the client",
        lines: many,
        paidCents: 0,
        creditedCents: 0,
      }),
    );
    const pages = await readPdfText(pdf);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain("Cancelled: Trip called off by the client");
    expect(pages[0]).toContain("Status: Cancelled");
    pages.forEach((page, i) => {
      expect(page).toContain("CANCELLED");
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    // The table goes on over the page break with its header again, and every line is there.
    expect(pages[1]).toContain("Description");
    const all = pages.join("\n");
    for (let i = 1; i <= 60; i++) expect(all).toContain(`Excursion day ${i} `);
  });

  it("prints the logo and leaves out what the agency has not given", async () => {
    const logo = await sharp({ create: { width: 400, height: 160, channels: 4, background: "#0a7" } })
      .png()
      .toBuffer();
    const bare: AgencyLetterhead = {
      name: "Itinera Travel",
      address: "",
      email: null,
      phone: null,
      vatNumber: null,
      paymentInstructions: "",
      logo,
    };
    const pdf = await renderInvoicePdf(
      documentOf(
        { notes: null, tripTitle: null, bookingReference: "BK-000042" },
        {
          agency: bare,
          client: { name: "Walk-in Client", address: null, email: null },
        },
      ),
    );
    expect(pdf.includes("/Subtype /Image")).toBe(true);
    const [text] = await readPdfText(pdf);
    expect(text).toContain("Itinera Travel");
    expect(text).toContain("Walk-in Client");
    expect(text).toContain("Booking BK-000042");
    expect(text).not.toContain("VAT number");
    expect(text).not.toContain("Notes");
    expect(text).not.toContain("Payment instructions");
  });
});
