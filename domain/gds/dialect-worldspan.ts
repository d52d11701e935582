import { type CalendarDay, type DayMonth, parseDayMonth, parseDayMonthYear } from "./gds-dates";
import type { HeaderDate } from "./header-lines";
import { FIELD_NAME_LINE, parseFieldNames } from "./passenger-names";
import type { DialectReader, GdsDialect, ItemKind } from "./reservation-parts";
import type { SourceLine } from "./source-lines";

// "1P-2UUGJW" (partition and record locator), optionally followed by the agency's SID, IATA number and date.
const WORLDSPAN_HEADER = /^1P\s?-\s?([A-Z0-9]{6})\b(.*)$/;
// Keyed fields: "P-  1.MCI816 891-5369-T", "T-  1.TAW/00/04FEB", "RMK-  1.…", "TKG FAX-NOT PRICED".
const WORLDSPAN_KEYED =
  /^(P|T|R|S|SI|SSR|OSI|RMK|RM|GEN|G|ADDR|W|D|FOP|F|TKG FAX|TKG|FARE|CN|CND|FF|ACCT|VL|VLOC|6|5)\s?-\s*(?:(\d{1,3})\.\s*)?(.*)$/;
const WORLDSPAN_ITEM = /^\s+(\d{1,3})\.\s*(\S.*)$/;
const DAY_MONTH_MAYBE_YEAR = /^(\d{1,2}[A-Z]{3})(\d{2})?$/;

const KEY_TYPES: Record<string, { name: string; items: ItemKind }> = {
  P: { name: "P", items: "other" },
  T: { name: "T", items: "other" },
  R: { name: "RMK", items: "remarks" },
  RMK: { name: "RMK", items: "remarks" },
  RM: { name: "RMK", items: "remarks" },
  GEN: { name: "RMK", items: "remarks" },
  G: { name: "RMK", items: "remarks" },
  "5": { name: "RMK", items: "remarks" },
  S: { name: "SSR", items: "ssr" },
  SI: { name: "SSR", items: "ssr" },
  SSR: { name: "SSR", items: "ssr" },
  OSI: { name: "OSI", items: "other" },
  ADDR: { name: "ADDRESS", items: "other" },
  W: { name: "ADDRESS", items: "other" },
  D: { name: "ADDRESS", items: "other" },
  FOP: { name: "FOP", items: "other" },
  F: { name: "FOP", items: "other" },
  "TKG FAX": { name: "FARE", items: "other" },
  TKG: { name: "FARE", items: "other" },
  FARE: { name: "FARE", items: "other" },
  CN: { name: "CND", items: "other" },
  CND: { name: "CND", items: "other" },
  FF: { name: "FF", items: "other" },
  ACCT: { name: "ACCOUNTING DATA", items: "other" },
  VL: { name: "VLOC", items: "locators" },
  VLOC: { name: "VLOC", items: "locators" },
  "6": { name: "RF", items: "other" },
};

function headerDate(rest: string, reference: CalendarDay): HeaderDate | null {
  let date: HeaderDate | null = null;
  for (const token of rest.trim().split(/\s+/)) {
    const d = DAY_MONTH_MAYBE_YEAR.exec(token);
    if (!d) continue;
    if (d[2]) {
      const full = parseDayMonthYear(token, reference.year);
      if (full) date = { dayMonth: { day: full.day, month: full.month }, year: full.year };
    } else {
      const dm: DayMonth | null = parseDayMonth(d[1]!);
      if (dm) date = { dayMonth: dm, year: null };
    }
  }
  return date;
}

function readWorldspanHeader(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  const m = WORLDSPAN_HEADER.exec(trimmed);
  if (!m || !/[A-Z]/.test(m[1]!)) return false;
  reader.setLocator(m[1]!, true);
  const date = headerDate(m[2] ?? "", reader.reference);
  if (date) reader.addHeaderDate(date);
  reader.element(line, "header", trimmed);
  return true;
}

// Keyed fields and their numbered items.
function readWorldspanElement(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  const keyed = WORLDSPAN_KEYED.exec(trimmed);
  if (keyed && line.indent < 4) {
    const type = KEY_TYPES[keyed[1]!] ?? { name: keyed[1]!, items: "other" as ItemKind };
    reader.section = { kind: "items", name: type.name, items: type.items };
    const first = (keyed[3] ?? "").trim();
    if (first === "") {
      reader.element(line, "section", trimmed);
      return true;
    }
    return reader.addItem(line, type.name, type.items, first);
  }
  const section = reader.section;
  if (section.kind === "items") {
    const item = WORLDSPAN_ITEM.exec(line.text);
    if (item) return reader.addItem(line, section.name, section.items, item[2]!.trim());
  }
  return false;
}

/** Worldspan (1P) displays: Travelport field names, segments "1 HP2017Y 24FEB MO MCIPHX HK1 645A 833A". */
export const worldspanDialect: GdsDialect = {
  readHeader: readWorldspanHeader,
  readNames: (text, reference) => (FIELD_NAME_LINE.test(text) ? parseFieldNames(text, reference) : null),
  readElement: readWorldspanElement,
  marriesByTrailingNumber: false,
  wrapsAtWords: true,
};
