import type { AgencyLetterhead } from "../agency-settings";
import { toWinAnsi } from "./win-ansi";

// The page, colours and common blocks of the agency's money documents (invoices, credit notes, statements).

// A4 in points, with the same margin all round.
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 50;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
// Room kept at the bottom of every page for the footer line.
const FOOTER_SPACE = 36;
export const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_SPACE;
/** Where the right-hand column (the document's name, number and dates) starts, and how wide it is. */
export const RIGHT_X = MARGIN + 280;
export const RIGHT_WIDTH = CONTENT_WIDTH - 280;

export const INK = "#111827";
export const MUTED = "#6b7280";
export const RULE = "#d1d5db";
export const SHADE = "#f3f4f6";

/** A new A4 document in pages kept until the end (for the footers), and its bytes once `doc.end()` is called. */
export async function startPdf(info: { Title: string; Author: string; Subject: string }): Promise<{
  doc: PDFKit.PDFDocument;
  finished: Promise<Buffer>;
}> {
  // Imported on the first PDF: pdfkit would cost every server start about 0.25 s.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, bufferPages: true, info });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, finished };
}

/** The agency's logo, name, address, contacts and VAT number at the top left; answers where it ends. */
export function drawLetterhead(doc: PDFKit.PDFDocument, agency: AgencyLetterhead): number {
  let top = MARGIN;
  if (agency.logo) {
    try {
      doc.image(agency.logo, MARGIN, top, { fit: [160, 64] });
      top += 72;
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the whole document.
    }
  }
  doc.font("Helvetica-Bold").fontSize(14).fillColor(INK);
  doc.text(toWinAnsi(agency.name), MARGIN, top, { width: 260 });
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  const lines = [
    agency.address,
    agency.email ?? "",
    agency.phone ?? "",
    agency.vatNumber ? `VAT number: ${agency.vatNumber}` : "",
  ].filter((line) => line.trim() !== "");
  if (lines.length > 0) doc.text(toWinAnsi(lines.join("\n")), MARGIN, doc.y + 2, { width: 260 });
  return doc.y;
}

/** Whom the document is to ("BILL TO", "CREDIT TO"), at the left from `y`; answers where it ends. */
export function drawRecipient(
  doc: PDFKit.PDFDocument,
  label: string,
  client: { name: string; address: string | null; email: string | null },
  y: number,
): number {
  doc.font("Helvetica-Bold").fontSize(8).fillColor(MUTED).text(label, MARGIN, y, { width: 260 });
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(toWinAnsi(client.name), { width: 260 });
  doc.font("Helvetica").fontSize(9).fillColor(INK);
  const lines = [client.address ?? "", client.email ?? ""].filter((line) => line.trim() !== "");
  if (lines.length > 0) doc.text(toWinAnsi(lines.join("\n")), { width: 260 });
  return doc.y;
}

/**
 * On every page, `mark` (a watermark, drawn first) and the footer line "<label> · Page n of m", written inside
 * the bottom margin so that no new page starts.
 */
export function drawFooters(
  doc: PDFKit.PDFDocument,
  label: string,
  mark?: (doc: PDFKit.PDFDocument) => void,
): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    mark?.(doc);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED).fillOpacity(1);
    doc.text(
      toWinAnsi(`${label} · Page ${i - range.start + 1} of ${range.count}`),
      MARGIN,
      PAGE_HEIGHT - MARGIN - 10,
      { width: CONTENT_WIDTH, align: "center", lineBreak: false },
    );
    doc.page.margins.bottom = bottomMargin;
  }
}
