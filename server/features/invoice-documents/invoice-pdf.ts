import { rateSentence } from "#domain/exchange-rates/rate-format";
import type { Invoice } from "#domain/invoices/invoice.schema";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import type { AgencyLetterhead } from "../agency-settings";
import {
  BOTTOM,
  CONTENT_WIDTH,
  drawFooters,
  drawLetterhead,
  drawRecipient,
  INK,
  MARGIN,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  RIGHT_WIDTH,
  RIGHT_X,
  RULE,
  SHADE,
  startPdf,
} from "./pdf-layout";
import { toWinAnsi } from "./win-ansi";

/** What one invoice PDF prints: the invoice, whom it is to, and who sends it. */
export interface InvoiceDocument {
  invoice: Invoice;
  client: { name: string; address: string | null; email: string | null };
  agency: AgencyLetterhead;
}

const CANCELLED = "#dc2626";

// The lines table: description wraps, the figures are right-aligned.
const COLUMNS = [
  { key: "description", label: "Description", width: 215, align: "left" },
  { key: "quantity", label: "Qty", width: 40, align: "right" },
  { key: "unitPrice", label: "Unit price", width: 85, align: "right" },
  { key: "tax", label: "Tax", width: 55, align: "right" },
  { key: "amount", label: "Amount", width: 100, align: "right" },
] as const;
type Column = (typeof COLUMNS)[number]["key"];

/** Basis points as a percentage: 2000 → "20%", 550 → "5.5%", none → "—". */
export function formatTaxRate(basisPoints: number | null): string {
  if (basisPoints === null) return "—";
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${whole}${fraction ? `.${fraction}` : ""}%`;
}

/** What the invoice bills ("Trip: Northern Lights", "Booking BK-000123"), if it names it. */
export function invoiceFor(invoice: Pick<Invoice, "tripTitle" | "bookingReference">): string | null {
  if (invoice.tripTitle) return `Trip: ${invoice.tripTitle}`;
  return invoice.bookingReference ? `Booking ${invoice.bookingReference}` : null;
}

const statusLabels: Record<Invoice["status"], string> = {
  unpaid: "Unpaid",
  partially_paid: "Partially paid",
  paid: "Paid",
  overdue: "Overdue",
  cancelled: "Cancelled",
};

/**
 * The invoice as an A4 PDF in the standard Helvetica fonts: the agency's letterhead (logo, name, address,
 * contacts, VAT number), the client, number and dates, the lines, the totals with what was paid and
 * credited, notes and payment instructions; a cancelled invoice is marked on every page.
 */
export async function renderInvoicePdf({ invoice, client, agency }: InvoiceDocument): Promise<Buffer> {
  const { doc, finished } = await startPdf({
    Title: `Invoice ${invoice.number}`,
    Author: agency.name,
    Subject: `Invoice ${invoice.number} to ${client.name}`,
  });

  const text = (value: string) => toWinAnsi(value);
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  /** Starts a new page when `height` more points would run into the footer. */
  const ensureRoom = (height: number) => {
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
    }
  };

  // Letterhead (left) and the invoice's number and dates (right).
  const leftBottom = drawLetterhead(doc, agency);
  const rightX = RIGHT_X;
  const rightWidth = RIGHT_WIDTH;
  doc.font("Helvetica-Bold").fontSize(24).fillColor(INK);
  doc.text("INVOICE", rightX, MARGIN, { width: rightWidth, align: "right" });
  doc.font("Helvetica-Bold").fontSize(11).text(invoice.number, { width: rightWidth, align: "right" });
  doc.font("Helvetica").fontSize(9).fillColor(INK);
  doc.text(`Issue date: ${formatTripDate(invoice.issueDate)}`, { width: rightWidth, align: "right" });
  doc.text(`Due date: ${formatTripDate(invoice.dueDate)}`, { width: rightWidth, align: "right" });
  doc.text(`Status: ${statusLabels[invoice.status]}`, { width: rightWidth, align: "right" });
  if (invoice.status === "cancelled") {
    doc.font("Helvetica-Bold").fillColor(CANCELLED);
    doc.text(text(`Cancelled: ${invoice.cancelReason ?? ""}`.trim()), { width: rightWidth, align: "right" });
  }
  doc.y = Math.max(leftBottom, doc.y) + 24;

  // Whom it is to, and what it is for.
  const billTop = doc.y;
  const billBottom = drawRecipient(doc, "BILL TO", client, billTop);
  const forWhat = invoiceFor(invoice);
  if (forWhat) {
    doc.font("Helvetica-Bold").fontSize(8).fillColor(MUTED).text("FOR", rightX, billTop, {
      width: rightWidth,
      align: "right",
    });
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(INK)
      .text(text(forWhat), { width: rightWidth, align: "right" });
  }
  doc.y = Math.max(billBottom, doc.y) + 20;

  // The lines.
  const columnX = (key: Column) => {
    let x = MARGIN;
    for (const column of COLUMNS) {
      if (column.key === key) return x;
      x += column.width;
    }
    return x;
  };
  const cell = (key: Column, value: string, y: number) => {
    const column = COLUMNS.find((c) => c.key === key)!;
    doc.text(value, columnX(key) + 4, y, { width: column.width - 8, align: column.align });
  };
  const tableHeader = () => {
    const y = doc.y;
    doc.rect(MARGIN, y, CONTENT_WIDTH, 20).fill(SHADE);
    doc.font("Helvetica-Bold").fontSize(9).fillColor(INK);
    for (const column of COLUMNS) cell(column.key, column.label, y + 6);
    doc.y = y + 24;
  };
  ensureRoom(60);
  tableHeader();
  doc.font("Helvetica").fontSize(9);
  for (const line of invoice.lines) {
    const description = text(line.description);
    const height = Math.max(doc.heightOfString(description, { width: COLUMNS[0].width - 8 }), 11) + 8;
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
      tableHeader();
      doc.font("Helvetica").fontSize(9);
    }
    const y = doc.y;
    doc.fillColor(INK);
    cell("description", description, y);
    cell("quantity", String(line.quantity), y);
    cell("unitPrice", money(line.unitPriceCents), y);
    cell("tax", formatTaxRate(line.taxRateBasisPoints), y);
    cell("amount", money(line.netCents), y);
    doc
      .moveTo(MARGIN, y + height - 4)
      .lineTo(MARGIN + CONTENT_WIDTH, y + height - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + height;
  }

  // The totals, right-aligned under the amounts.
  const totals: [string, number, boolean][] = [
    ["Subtotal", invoice.subtotalCents, false],
    ["Tax", invoice.taxCents, false],
    ["Total", invoice.amountCents, true],
    ["Paid", invoice.paidCents, false],
    ["Credited", invoice.creditedCents, false],
    ["Balance due", invoice.balanceCents, true],
  ];
  ensureRoom(totals.length * 16 + 24);
  doc.y += 8;
  const labelX = MARGIN + CONTENT_WIDTH - 240;
  for (const [label, cents, strong] of totals) {
    const y = doc.y;
    doc
      .font(strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(strong ? 10 : 9)
      .fillColor(INK);
    doc.text(label, labelX, y, { width: 130, align: "right" });
    doc.text(money(cents), labelX + 140, y, { width: 100, align: "right" });
    doc.y = y + (strong ? 16 : 14);
  }
  if (invoice.currency !== invoice.baseCurrency) {
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(
      `Rate locked on ${formatTripDate(invoice.issueDate)}: ${rateSentence(invoice.currency, invoice.exchangeRate, invoice.baseCurrency)}; total ${formatMoney(invoice.baseAmountCents, invoice.baseCurrency)}`,
      MARGIN,
      doc.y + 4,
      { width: CONTENT_WIDTH, align: "right" },
    );
  }
  doc.y += 16;

  // Notes and how to pay; long text flows on to the next page by itself.
  const section = (title: string, body: string) => {
    if (body.trim() === "") return;
    ensureRoom(40);
    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(INK)
      .text(title, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.font("Helvetica").fontSize(9).fillColor(INK).text(text(body), { width: CONTENT_WIDTH });
    doc.y += 12;
  };
  section("Notes", invoice.notes ?? "");
  section("Payment instructions", agency.paymentInstructions);

  // On every page: the cancelled mark and the footer.
  drawFooters(doc, `${agency.name} · Invoice ${invoice.number}`, () => {
    if (invoice.status === "cancelled") {
      doc.save();
      doc.rotate(-30, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
      doc.font("Helvetica-Bold").fontSize(96).fillColor(CANCELLED).fillOpacity(0.15);
      doc.text("CANCELLED", 0, PAGE_HEIGHT / 2 - 48, {
        width: PAGE_WIDTH,
        align: "center",
        lineBreak: false,
      });
      doc.restore();
    }
  });

  doc.end();
  return finished;
}
