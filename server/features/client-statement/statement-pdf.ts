import { closingBalances } from "#domain/client-statement/running-balance";
import type { OpenBalance, StatementEntry } from "#domain/client-statement/statement.schema";
import { type CurrencyAmount, statementEntryLabels } from "#domain/client-statement/statement-values";
import { CURRENCIES } from "#domain/currency";
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
  RIGHT_WIDTH,
  RIGHT_X,
  RULE,
  SHADE,
  startPdf,
  toWinAnsi,
} from "../invoice-documents";

/** What one statement PDF prints: whose account, on which day, its entries and what it stands at. */
export interface StatementDocument {
  client: { name: string; address: string | null; email: string | null };
  agency: AgencyLetterhead;
  /** The agency's today: the statement's date. */
  today: string;
  /** Oldest first, each with its currency's balance after it. */
  entries: readonly StatementEntry[];
  /** What entries older than the first printed add up to, per currency (the PDF prints a bounded number). */
  broughtForward: readonly CurrencyAmount[];
  openBalances: readonly OpenBalance[];
}

const COLUMNS = [
  { key: "date", label: "Date", width: 62, align: "left" },
  { key: "reference", label: "Reference", width: 88, align: "left" },
  { key: "details", label: "Details", width: 155, align: "left" },
  { key: "charges", label: "Charges", width: 62, align: "right" },
  { key: "credits", label: "Credits", width: 62, align: "right" },
  { key: "balance", label: "Balance", width: 66, align: "right" },
] as const;
type Column = (typeof COLUMNS)[number]["key"];
type Cells = Partial<Record<Column, string>>;

/** "Payment on INV-202605-0007 · Bank transfer · TR-1": the kind, the invoice it concerns, what it says. */
export function entryDetails(entry: StatementEntry): string {
  const own = entry.kind === "invoice" || entry.kind === "cancellation";
  const on = own ? "" : ` on ${entry.invoiceNumber}`;
  return `${statementEntryLabels[entry.kind]}${on}${entry.description ? ` · ${entry.description}` : ""}`;
}

/**
 * A client's statement of account as an A4 PDF, in the invoice PDF's fonts and helpers: the agency's letterhead,
 * the client, what is owed per currency (and how much of it is overdue), then one table per currency, oldest
 * entry first, from the balance brought forward to the balance due, with each entry's running balance.
 */
export async function renderStatementPdf(document: StatementDocument): Promise<Buffer> {
  const { client, agency, today, entries, broughtForward, openBalances } = document;
  const { doc, finished } = await startPdf({
    Title: `Statement of account: ${toWinAnsi(client.name)}`,
    Author: agency.name,
    Subject: `Statement of account of ${client.name} on ${formatTripDate(today)}`,
  });
  const text = (value: string) => toWinAnsi(value);

  // Letterhead (left), the document's name and date (right).
  const letterheadBottom = drawLetterhead(doc, agency);
  const rightX = RIGHT_X;
  const rightWidth = RIGHT_WIDTH;
  doc.font("Helvetica-Bold").fontSize(20).fillColor(INK);
  doc.text("STATEMENT", rightX, MARGIN, { width: rightWidth, align: "right" });
  doc.font("Helvetica").fontSize(9).text("Statement of account", { width: rightWidth, align: "right" });
  doc.text(`Date: ${formatTripDate(today)}`, { width: rightWidth, align: "right" });
  doc.y = Math.max(letterheadBottom, doc.y) + 24;

  // Whose account.
  doc.y = drawRecipient(doc, "ACCOUNT OF", client, doc.y) + 16;

  // What is owed now, per currency.
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(INK)
    .text("Balance due", MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.font("Helvetica").fontSize(9);
  if (openBalances.length === 0) doc.text("No invoices yet.", { width: CONTENT_WIDTH });
  for (const open of openBalances) {
    const money = (cents: number) => formatMoney(cents, open.currency);
    const invoices = `${open.openInvoices} open invoice${open.openInvoices === 1 ? "" : "s"}`;
    const overdue = open.overdueCents > 0 ? `, ${money(open.overdueCents)} of it overdue` : "";
    const owed =
      open.balanceCents === 0
        ? `${money(0)}, settled`
        : `${money(open.balanceCents)} on ${invoices}${overdue}`;
    doc.text(`${open.currency}: ${owed}`, {
      width: CONTENT_WIDTH,
    });
  }
  doc.y += 16;

  const columnX = (key: Column) => {
    let x = MARGIN;
    for (const column of COLUMNS) {
      if (column.key === key) return x;
      x += column.width;
    }
    return x;
  };
  const rowHeight = (cells: Cells) =>
    Math.max(...COLUMNS.map((c) => doc.heightOfString(cells[c.key] ?? "", { width: c.width - 8 })), 11) + 8;
  const drawRow = (cells: Cells, strong = false) => {
    doc
      .font(strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(8.5)
      .fillColor(INK);
    const height = rowHeight(cells);
    const top = doc.y;
    for (const column of COLUMNS) {
      doc.text(cells[column.key] ?? "", columnX(column.key) + 4, top, {
        width: column.width - 8,
        align: column.align,
      });
    }
    doc
      .moveTo(MARGIN, top + height - 4)
      .lineTo(MARGIN + CONTENT_WIDTH, top + height - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = top + height;
  };
  const header = () => {
    const top = doc.y;
    doc.rect(MARGIN, top, CONTENT_WIDTH, 18).fill(SHADE);
    doc.font("Helvetica-Bold").fontSize(8.5).fillColor(INK);
    for (const column of COLUMNS)
      doc.text(column.label, columnX(column.key) + 4, top + 5, {
        width: column.width - 8,
        align: column.align,
      });
    doc.y = top + 22;
  };
  const room = (cells: Cells, strong = false) => {
    doc.font(strong ? "Helvetica-Bold" : "Helvetica").fontSize(8.5);
    if (doc.y + rowHeight(cells) > BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
      header();
    }
  };

  // One table per currency, oldest entry first.
  const closing = closingBalances(broughtForward, entries);
  const earliest = entries[0]?.date;
  for (const currency of CURRENCIES) {
    const own = entries.filter((entry) => entry.currency === currency);
    const forward = broughtForward.find((b) => b.currency === currency);
    if (own.length === 0 && !forward) continue;
    const money = (cents: number) => formatMoney(cents, currency);
    if (doc.y + 80 > BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
    }
    doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text(`${currency} account`, MARGIN, doc.y);
    doc.y += 4;
    header();
    if (forward) {
      const cells = { details: "Balance brought forward", balance: money(forward.amountCents) };
      room(cells);
      drawRow(cells);
    }
    for (const entry of own) {
      const cells: Cells = {
        date: formatTripDate(entry.date),
        reference: entry.reference,
        details: text(entryDetails(entry)),
        charges: entry.amountCents > 0 ? money(entry.amountCents) : "",
        credits: entry.amountCents < 0 ? money(-entry.amountCents) : "",
        balance: money(entry.balanceCents),
      };
      room(cells);
      drawRow(cells);
    }
    const due = {
      details: "Balance due",
      balance: money(closing.find((c) => c.currency === currency)?.amountCents ?? 0),
    };
    room(due, true);
    drawRow(due, true);
    doc.y += 14;
  }
  doc.x = MARGIN;
  doc.font("Helvetica").fontSize(8).fillColor(MUTED);
  if (entries.length === 0 && broughtForward.length === 0) {
    doc.text("No invoices or payments yet.", MARGIN, doc.y, { width: CONTENT_WIDTH });
  } else if (broughtForward.length > 0 && earliest) {
    doc.text(
      `Entries before ${formatTripDate(earliest)} are summed up in each balance brought forward.`,
      MARGIN,
      doc.y,
      { width: CONTENT_WIDTH },
    );
  }
  doc.text("Pending and failed payments are not listed: they move no balance until they are received.", {
    width: CONTENT_WIDTH,
  });
  doc.y += 12;
  if (agency.paymentInstructions.trim() !== "" && openBalances.some((o) => o.balanceCents > 0)) {
    if (doc.y + 40 > BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
    }
    doc.font("Helvetica-Bold").fontSize(9).fillColor(INK).text("Payment instructions", MARGIN, doc.y);
    doc.font("Helvetica").fontSize(9).text(text(agency.paymentInstructions), { width: CONTENT_WIDTH });
  }

  drawFooters(doc, `${agency.name} · Statement of ${client.name}`);
  doc.end();
  return finished;
}
