import { CREDIT_NOTE_PREFIX, INVOICE_PREFIX } from "./invoice-values";

// Plain functions: the server numbers documents with them and the web shows the next number.

export type DocumentPrefix = typeof INVOICE_PREFIX | typeof CREDIT_NOTE_PREFIX;

const ISO_DATE = /^(\d{4})-(\d{2})-\d{2}$/;
/** INV-202611-0001, CN-202611-0042; a month past 9 999 documents simply grows a digit. */
const DOCUMENT_NUMBER = /^(INV|CN)-(\d{4})(0[1-9]|1[0-2])-(\d{4,})$/;

/** The numbering series a document dated `date` (YYYY-MM-DD) belongs to: "INV-202611". */
export function documentSeries(prefix: DocumentPrefix, date: string): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: "${date}"`);
  return `${prefix}-${match[1]}${match[2]}`;
}

export const invoiceSeries = (date: string) => documentSeries(INVOICE_PREFIX, date);
export const creditNoteSeries = (date: string) => documentSeries(CREDIT_NOTE_PREFIX, date);

/** The n-th number of a series: ("INV-202611", 1) → "INV-202611-0001". */
export function formatDocumentNumber(series: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`A document number starts at 1, got ${n}`);
  return `${series}-${String(n).padStart(4, "0")}`;
}

/** A document number's parts, or null when it is not one. */
export function parseDocumentNumber(
  text: string,
): { prefix: DocumentPrefix; series: string; year: number; month: number; sequence: number } | null {
  const match = DOCUMENT_NUMBER.exec(text.trim().toUpperCase());
  if (!match) return null;
  const prefix = match[1] as DocumentPrefix;
  return {
    prefix,
    series: `${prefix}-${match[2]}${match[3]}`,
    year: Number(match[2]),
    month: Number(match[3]),
    sequence: Number(match[4]),
  };
}
