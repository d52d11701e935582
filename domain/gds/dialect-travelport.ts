import { readTravelportHeader } from "./header-lines";
import { FIELD_NAME_LINE, parseFieldNames } from "./passenger-names";
import type { DialectReader, GdsDialect, ItemKind } from "./reservation-parts";
import type { SourceLine } from "./source-lines";

const TRAVELPORT_KEYED =
  /^\s?(FONE|TKTG|NOTE|VLOC|RCVD|ADRS|DLVR|VRMK|FOP|GFAX|RMKS|TRMK|ACKN|ATFQ|FQ|FM|QMDR|ACTG|CUST|SVC|ITN|SSRS?|OSI)\s?:?\s?-(.*)$/;
const TRAVELPORT_REMARK_KEYS = new Set(["NOTE", "RMKS", "TRMK", "VRMK"]);
const GALILEO_ITEM = /^\s*(\d{1,3})\.\s+(\S.*)$/;
const APOLLO_ITEM = /^\s+(\d{1,3})\s+(\S.*)$/;
const GALILEO_SSR_SEGMENT = /^\s*S\s+(\d{1,3})\.\s/;
const GALILEO_SSR_PASSENGER =
  /^\s*P\s+(\d{1,3})\.\s+(\S.*?)\s{1,}([A-Z]{4})\s+([A-Z]{2})\s*(\d{1,3})\b\s*(.*)$/;
const GALILEO_SSR_MORE = /^\s{10,}([A-Z]{4})\s+([A-Z]{2})\s*(\d{1,3})\b\s*(.*)$/;

// The "LOCATR/…" header line; an undated one names the booking only before any content.
function readTravelportHeaderLine(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  const header = readTravelportHeader(trimmed, reader.reference);
  if (!header || !(header.dated || !reader.seenContent)) return false;
  if (header.dated || !reader.locatorIsFirm) reader.setLocator(header.recordLocator, header.dated);
  if (header.date) reader.addHeaderDate(header.date);
  reader.element(line, "header", trimmed);
  return true;
}

function keyedItems(key: string): ItemKind {
  if (TRAVELPORT_REMARK_KEYS.has(key)) return "remarks";
  if (key === "GFAX" || key.startsWith("SSR")) return "ssr";
  return key === "VLOC" || key === "ACKN" ? "locators" : "other";
}

// Keyed fields ("FONE-", "RMKS-"), their numbered items, and the items of a starred block.
function readTravelportElement(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  const keyed = TRAVELPORT_KEYED.exec(line.text);
  if (keyed) {
    const key = keyed[1]!;
    const items = keyedItems(key);
    reader.section = { kind: "items", name: key, items };
    const first = (keyed[2] ?? "").trim();
    if (first === "") {
      reader.element(line, "section", trimmed);
      return true;
    }
    return reader.addItem(line, key, items, first);
  }
  const section = reader.section;
  if (section.kind === "block" && section.items === "special-service") {
    if (readSpecialService(reader, line, trimmed)) return true;
  }
  if (section.kind !== "none") {
    const item = GALILEO_ITEM.exec(line.text) ?? APOLLO_ITEM.exec(line.text);
    if (item)
      return reader.addItem(
        line,
        section.name,
        section.items === "special-service" ? "ssr" : section.items,
        item[2]!.trim(),
      );
    if (section.kind === "block" && section.items === "other" && line.indent < 10) {
      reader.element(line, section.name, trimmed);
      return true;
    }
  }
  return false;
}

// Galileo's SPECIAL SERVICE block: "S 1." opens a segment, "P 2. NAME  VGML HK1 …" a passenger's SSRs.
function readSpecialService(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  const block = reader.section;
  if (block.kind !== "block") return false;
  const seg = GALILEO_SSR_SEGMENT.exec(line.text);
  if (seg) {
    block.segment = Number(seg[1]);
    block.passenger = null;
    reader.element(line, "ssr-segment", trimmed);
    return true;
  }
  const pax = GALILEO_SSR_PASSENGER.exec(line.text);
  if (pax) {
    block.passenger = Number(pax[1]);
    return pushBlockSsr(reader, line, block, pax.slice(3));
  }
  const more = GALILEO_SSR_MORE.exec(line.text);
  if (more && block.passenger !== null) return pushBlockSsr(reader, line, block, more.slice(1));
  if (/^[A-Z /]+RELATED$/.test(trimmed)) {
    reader.element(line, "section", trimmed);
    return true;
  }
  return false;
}

// Code, status, count and text of one SSR in a special-service block; the block gives passenger and segment.
function pushBlockSsr(
  reader: DialectReader,
  line: SourceLine,
  block: { segment: number | null; passenger: number | null },
  [code, status, count, text]: string[],
): boolean {
  return reader.pushSsr({
    lineNumber: line.lineNumber,
    code: code!,
    airline: null,
    status: status!,
    count: Number(count),
    text: (text ?? "").trim(),
    fixedPassenger: block.passenger,
    fixedSegment: block.segment,
  });
}

function travelportDialect(wrapsAtWords: boolean): GdsDialect {
  return {
    readHeader: readTravelportHeaderLine,
    readNames: (text, reference) => (FIELD_NAME_LINE.test(text) ? parseFieldNames(text, reference) : null),
    readElement: readTravelportElement,
    marriesByTrailingNumber: true,
    wrapsAtWords,
  };
}

/** Galileo *R displays: they wrap long lines at word breaks. */
export const galileoDialect = travelportDialect(true);
/** Apollo *R displays: Galileo's layout, with full-width lines cut mid-word. */
export const apolloDialect = travelportDialect(false);
