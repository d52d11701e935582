import { readSabreFooter } from "./header-lines";
import { FIELD_NAME_LINE, parseFieldNames } from "./passenger-names";
import type { DialectReader, GdsDialect, ItemKind } from "./reservation-parts";
import type { SourceLine } from "./source-lines";

const SABRE_SECTIONS: [RegExp, ItemKind][] = [
  [/^(?:GENERAL FACTS|[A-Z0-9]{2} FACTS|SPECIAL SERVICES?|SERVICE INFORMATION|SSR)$/, "ssr"],
  [/^(?:[A-Z /]*REMARKS)$/, "remarks"],
  [
    /^(?:TKT\/TIME LIMIT|PHONES|ADDRESS|DELIVERY ADDRESS|FORM OF PAYMENT|ACCOUNTING DATA|EMAIL ADDRESS(?:ES)?|FREQUENT TRAVELER|CUSTOMER NUMBER|PASSENGER DETAILS?|AIRLINE ENCODE|ITINERARY)$/,
    "other",
  ],
];
const SABRE_ITEM = /^\s*(\d{1,3})\.(.*)$/;
const RECEIVED_FROM = /^RECEIVED FROM\s*-?\s*(.*)$/;

// The footer line ("ABCD.EFGH*AB 1234/15JAN25 XYZABC") closes the display.
function readSabreHeader(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  const footer = readSabreFooter(trimmed, reader.reference);
  if (!footer) return false;
  if (footer.recordLocator) reader.setLocator(footer.recordLocator, true);
  if (footer.date) reader.addHeaderDate(footer.date);
  reader.element(line, "header", trimmed);
  reader.section = { kind: "none" };
  return true;
}

// Titled sections ("GENERAL FACTS", "REMARKS") of numbered items, and the RECEIVED FROM line.
function readSabreElement(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  for (const [pattern, items] of SABRE_SECTIONS) {
    if (pattern.test(trimmed)) {
      reader.section = { kind: "items", name: trimmed, items };
      reader.element(line, "section", trimmed);
      return true;
    }
  }
  const received = RECEIVED_FROM.exec(trimmed);
  if (received) {
    reader.section = { kind: "none" };
    reader.element(line, "RECEIVED FROM", received[1] ?? "");
    return true;
  }
  const section = reader.section;
  if (section.kind === "items") {
    const item = SABRE_ITEM.exec(line.text);
    if (item) return reader.addItem(line, section.name, section.items, (item[2] ?? "").trim());
  }
  return false;
}

/** Sabre *A / *I displays. */
export const sabreDialect: GdsDialect = {
  readHeader: readSabreHeader,
  readNames: (text, reference) => (FIELD_NAME_LINE.test(text) ? parseFieldNames(text, reference) : null),
  readElement: readSabreElement,
  marriesByTrailingNumber: false,
  wrapsAtWords: false,
};
