import { readAmadeusOffice, readAmadeusRp } from "./header-lines";
import { AMADEUS_NAME_LINE, parseAmadeusNames } from "./passenger-names";
import type { DialectReader, GdsDialect } from "./reservation-parts";
import type { SourceLine } from "./source-lines";

const AMADEUS_ELEMENT = /^\s*(\d{1,3})\s+([*/]?)([A-Z]{2,4})(?![A-Z0-9])\s*(.*)$/;
const AMADEUS_REMARK = /^(?:RM|RC|RX|RI[A-Z]?|RQ)$/;
const AMADEUS_OTHER =
  /^(?:AP[A-Z]?|AB|AM|AI|AIAN|TK|OSI|OS|OP[A-Z]?|F[A-Z]|SK|ES|RF|MCO|ST|SM|SI|SVC|TST|XS|PS|NP|TKT|SR)$/;
const AMADEUS_FLAGS = /^-{2,}\s.*\s-{2,}$/;

// RP line, office line and flag banner.
function readAmadeusHeader(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  const rp = readAmadeusRp(trimmed, reader.reference);
  if (rp) {
    reader.setLocator(rp.recordLocator, true);
    if (rp.date) reader.addHeaderDate(rp.date);
    reader.element(line, "header", trimmed);
    return true;
  }
  const office = readAmadeusOffice(trimmed, reader.reference);
  if (office) {
    reader.addHeaderDate(office);
    reader.element(line, "header", trimmed);
    return true;
  }
  if (AMADEUS_FLAGS.test(trimmed)) {
    reader.element(line, "header", trimmed);
    return true;
  }
  return false;
}

// Numbered elements: "5 SSR VGML…", "8 RM …", "3 APE …".
function readAmadeusElement(reader: DialectReader, line: SourceLine): boolean {
  const m = AMADEUS_ELEMENT.exec(line.text);
  if (!m) return false;
  const code = m[3]!;
  const rest = m[4] ?? "";
  if (code === "SSR") return reader.addSsr(line, `SSR ${rest}`);
  if (AMADEUS_REMARK.test(code)) return reader.addRemark(line, code, rest);
  if (AMADEUS_OTHER.test(code)) {
    reader.element(line, code, rest);
    return true;
  }
  return false;
}

/** Amadeus RT displays. */
export const amadeusDialect: GdsDialect = {
  readHeader: readAmadeusHeader,
  readNames: (text, reference) => (AMADEUS_NAME_LINE.test(text) ? parseAmadeusNames(text, reference) : null),
  readElement: readAmadeusElement,
  marriesByTrailingNumber: false,
  wrapsAtWords: false,
};

/** A layout no system claims: Amadeus-style headers may still name the booking; nothing else is system-specific. */
export const unknownDialect: GdsDialect = {
  readHeader: readAmadeusHeader,
  readNames: () => null,
  readElement: () => false,
  marriesByTrailingNumber: false,
  wrapsAtWords: false,
};
