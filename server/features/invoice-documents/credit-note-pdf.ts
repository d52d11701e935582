import type { CreditNote, Invoice } from "#domain/invoices/invoice.schema";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import type { AgencyLetterhead } from "../agency-settings";
import { invoiceFor } from "./invoice-pdf";
import {
  CONTENT_WIDTH,
  drawFooters,
  drawLetterhead,
  drawRecipient,
  INK,
  MARGIN,
  MUTED,
  RIGHT_WIDTH,
  RIGHT_X,
  SHADE,
  startPdf,
} from "./pdf-layout";
import { toWinAnsi } from "./win-ansi";

/** What one credit note PDF prints: the note, the invoice it credits, whom it is to, and who issues it. */
export interface CreditNoteDocument {
  note: CreditNote;
  invoice: Pick<Invoice, "number" | "issueDate" | "amountCents" | "tripTitle" | "bookingReference">;
  client: { name: string; address: string | null; email: string | null };
  agency: AgencyLetterhead;
}

/**
 * The credit note as an A4 PDF in the invoice's letterhead and fonts: its number and date, the client, the
 * invoice it credits (number, date, total), the reason and the amount credited.
 */
export async function renderCreditNotePdf({
  note,
  invoice,
  client,
  agency,
}: CreditNoteDocument): Promise<Buffer> {
  const { doc, finished } = await startPdf({
    Title: `Credit note ${note.number}`,
    Author: agency.name,
    Subject: `Credit note ${note.number} on invoice ${invoice.number} to ${client.name}`,
  });
  const money = (cents: number) => formatMoney(cents, note.currency);
  const right = { width: RIGHT_WIDTH, align: "right" } as const;

  // Letterhead (left) and the note's number and dates (right).
  const leftBottom = drawLetterhead(doc, agency);
  doc.font("Helvetica-Bold").fontSize(24).fillColor(INK).text("CREDIT NOTE", RIGHT_X, MARGIN, right);
  doc.font("Helvetica-Bold").fontSize(11).text(note.number, right);
  doc.font("Helvetica").fontSize(9).fillColor(INK);
  doc.text(`Issue date: ${formatTripDate(note.issueDate)}`, right);
  doc.text(`Credits invoice ${invoice.number}`, right);
  doc.y = Math.max(leftBottom, doc.y) + 24;

  // Whom it is to, and what the credited invoice was for.
  const top = doc.y;
  const clientBottom = drawRecipient(doc, "CREDIT TO", client, top);
  const forWhat = invoiceFor(invoice);
  doc.font("Helvetica-Bold").fontSize(8).fillColor(MUTED).text("INVOICE", RIGHT_X, top, right);
  doc.font("Helvetica").fontSize(9).fillColor(INK);
  doc.text(`${invoice.number} of ${formatTripDate(invoice.issueDate)}`, right);
  doc.text(`Invoice total: ${money(invoice.amountCents)}`, right);
  if (forWhat) doc.text(toWinAnsi(forWhat), right);
  doc.y = Math.max(clientBottom, doc.y) + 24;

  // The reason, then the amount credited in a shaded band.
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(INK)
    .text("Reason", MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.font("Helvetica").fontSize(9).text(toWinAnsi(note.reason), { width: CONTENT_WIDTH });
  doc.y += 16;
  const y = doc.y;
  doc.rect(MARGIN, y, CONTENT_WIDTH, 28).fill(SHADE);
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  doc.text("Amount credited", MARGIN + 8, y + 9, { width: CONTENT_WIDTH / 2 });
  doc.text(money(note.amountCents), MARGIN + CONTENT_WIDTH / 2, y + 9, {
    width: CONTENT_WIDTH / 2 - 8,
    align: "right",
  });
  doc.y = y + 40;
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  doc.text(`This amount is deducted from what is owed on invoice ${invoice.number}.`, MARGIN, doc.y, {
    width: CONTENT_WIDTH,
  });

  drawFooters(doc, `${agency.name} · Credit note ${note.number}`);
  doc.end();
  return finished;
}
