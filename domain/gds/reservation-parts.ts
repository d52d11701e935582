import type { AirSegmentLine } from "./air-segment-line";
import type { CalendarDay } from "./gds-dates";
import type { HeaderDate } from "./header-lines";
import type { OtherSegmentLine } from "./other-segment-line";
import type { NameEntry } from "./passenger-names";
import type { SourceLine } from "./source-lines";

export type PendingAir = {
  seg: AirSegmentLine;
  lineNumber: number;
  raw: string;
  segmentNo: number;
  operatingCarrier: string | null;
  notes: string[];
};
export type PendingOther = OtherSegmentLine & { lineNumber: number };
export type PendingSsr = {
  lineNumber: number;
  code: string;
  airline: string | null;
  status: string | null;
  count: number | null;
  text: string;
  /** Association given by layout (Galileo "P 2." blocks) rather than by the text. */
  fixedPassenger: number | null;
  fixedSegment: number | null;
};
/** `text` is the name line as read, kept so a wrapped continuation can be read together with it. */
export type PendingName = { entry: NameEntry; lineNumber: number; text: string };

export type ItemKind = "ssr" | "remarks" | "locators" | "other";
export type Section =
  | { kind: "none" }
  | { kind: "items"; name: string; items: ItemKind }
  | {
      kind: "block";
      name: string;
      items: ItemKind | "special-service";
      /** The segment and passenger a Galileo special-service block's lines belong to, by layout. */
      segment: number | null;
      passenger: number | null;
    };

/** What a system's dialect may record through the builder while it reads a line. */
export interface DialectReader {
  readonly reference: CalendarDay;
  /** A name or segment has been read: header-like lines from here on are content. */
  readonly seenContent: boolean;
  readonly locatorIsFirm: boolean;
  readonly recordLocator: string | null;
  section: Section;
  setLocator(locator: string | null, firm: boolean): void;
  addHeaderDate(date: HeaderDate): void;
  element(line: SourceLine, type: string, text: string): void;
  addRemark(line: SourceLine, type: string, text: string): boolean;
  /** An SSR element's text; false when it does not read as one. */
  addSsr(line: SourceLine, text: string): boolean;
  /** A numbered item of a section: a remark, an SSR, an airline locator or another element. */
  addItem(line: SourceLine, name: string, items: ItemKind, text: string): boolean;
  addAirlineLocator(airline: string, locator: string, line: SourceLine): void;
  /** An SSR already split into its fields; the next wrapped line continues its text. */
  pushSsr(ssr: PendingSsr): boolean;
}

/** How one reservation system lays out its display, beyond what every system shares. */
export interface GdsDialect {
  /** Header and footer lines: record locator and creation date. */
  readHeader(reader: DialectReader, line: SourceLine, trimmed: string): boolean;
  /** The passengers of a name line, or null when the line is not one. */
  readNames(text: string, reference: CalendarDay): NameEntry[] | null;
  /** The system's own elements, sections and numbered items. */
  readElement(reader: DialectReader, line: SourceLine, trimmed: string): boolean;
  /** An itinerary line's trailing number is its married-segment group. */
  marriesByTrailingNumber: boolean;
  /** Wrapped lines break at word breaks; the others cut full-width lines mid-word. */
  wrapsAtWords: boolean;
}
