import { type AirSegmentLine, parseAirSegmentLine, readSegmentTail } from "./air-segment-line";
import { readBanner, readCommonLine, readLocatorLine } from "./common-lines";
import { amadeusDialect, unknownDialect } from "./dialect-amadeus";
import { sabreDialect } from "./dialect-sabre";
import { apolloDialect, galileoDialect } from "./dialect-travelport";
import { worldspanDialect } from "./dialect-worldspan";
import type { CalendarDay } from "./gds-dates";
import { splitJoinedLine } from "./joined-lines";
import {
  elementMark,
  type LineMark,
  otherSegmentMark,
  PARSED_PASSENGER,
  PARSED_SEGMENT,
  PARSED_SSR,
} from "./line-accounting";
import { type OtherSegmentLine, parseOtherSegmentLine } from "./other-segment-line";
import type { GdsFormat } from "./reservation.schema";
import type { DialectReader, GdsDialect, PendingAir, PendingOther, Section } from "./reservation-parts";
import { ReservationRecorder } from "./reservation-recorder";
import type { SourceLine } from "./source-lines";

const DIALECTS: Record<GdsFormat, GdsDialect> = {
  amadeus: amadeusDialect,
  galileo: galileoDialect,
  apollo: apolloDialect,
  sabre: sabreDialect,
  worldspan: worldspanDialect,
};

// Words and punctuation, no element structure: an airline or advisory message.
const FREE_TEXT = /^[A-Z(*>-][A-Z0-9 .,:;'!?&()/*+%$#=-]*$/;
const ADVISORY =
  /\b(?:SEE RTSVC|RTSVC|ADVISORY|ADV|PLS|PLEASE|NOTE|MSG|MESSAGE|ATTN|ATTENTION|INFO|WARNING|CAUTION|REMINDER|AIRLINE|CARRIER|FLIGHT|FLT|SCHEDULE|SKD|BAGGAGE|BAG|BAGS|TICKET|TKT|WWW|HTTPS?|OFFER|UPGRADE|MILES|LOUNGE|WIFI|VISA|PASSPORT|DOCUMENTS?|TRAVEL|BOOK|FARE|SALE|SAVE|DISCOUNT|FREE|ENJOY|EARN|SPECIAL|PROMO|CONNECTION|MCT|GATE|SECURE FLIGHT|APIS|ESTA|EMISSIONS|CO2|CHANGED?|CANCELL?ED|DELAYED|RETIMED|WELCOME|THANK|ONLINE|APP|CALL|CONTACT|MEAL|SEAT|ARRIVAL|DEPARTURE)\b/;
const WRAPPED_NAME =
  /^[A-Z][A-Z' .-]*(?:\([A-Z0-9/ ]*\))?(?:\*[A-Z0-9/*]+)?$|^\([A-Z0-9/ ]+\)$|^\*[A-Z0-9/*]+$/;
const FARE_LINE = /^(?:GRAND\s+)?(?:TOTAL|TTL)\b.*\d/;
// A name line wrapped by the terminal filled most of its width; a shorter one ended where it meant to.
const NAME_WRAP_WIDTH = 50;
const NAME_TAIL = /^(?:MR|MRS|MS|MSTR|MISS|DR)\b/;
const SEGMENT_NOTE_MARK: LineMark = {
  element: "segment-note",
  outcome: "recognised",
  reason: "Segment note or airline message: not imported",
};
const OPERATED_BY = /^\s*\(?\s*OPERATED\s+BY\s*[/:-]?\s*(.*?)\s*\)?\s*$/;
const SEGMENT_NOTE =
  /TERMINAL|CHECK[- ]IN|CONNECTING|DEPARTS|ARRIVES|EQUIPMENT|NON-?STOP|ETKT|SEE RTSVC|DUPLICATE LEG|ADV PAX|REQ PCTC|CODESHARE|CHANGE OF GAUGE|PLANE CHANGE|DIRECTIONAL|FLIGHT TIME|MEAL|SEAT/;
// Wrapped display lines fill the terminal's 64 columns; a shorter line ended at a word break.
const FULL_WIDTH = 63;

/**
 * Reads a display line by line into its ReservationRecorder, keeping every line accounted for; `finish()`
 * then resolves dates and references. What every system shares lives here and in the recorder; each
 * system's own layout is its dialect (dialect-*.ts).
 */
export class ReservationBuilder extends ReservationRecorder implements DialectReader {
  private readonly dialect: GdsDialect;
  section: Section = { kind: "none" };
  private previousLength = 0;
  private itineraryCount = 0;

  constructor(format: GdsFormat | null, reference: CalendarDay) {
    super(format, reference);
    this.dialect = format === null ? unknownDialect : DIALECTS[format];
  }

  /** `air` is the line already read as an air segment, or null. */
  read(line: SourceLine, air: AirSegmentLine | null): void {
    this.mark = null;
    const pieces = this.section.kind === "block" ? null : splitJoinedLine(line.text);
    let consumed: boolean;
    if (pieces) {
      // A segment the terminal ran into the previous text: each piece is read as a line of its own.
      consumed = true;
      for (const piece of pieces) {
        const part = { ...line, text: piece, indent: piece.length - piece.trimStart().length };
        if (!this.readLine(part, parseAirSegmentLine(piece))) consumed = false;
      }
    } else consumed = this.readLine(line, air);
    if (!consumed) {
      this.unparsed.push({ lineNumber: line.lineNumber, text: line.raw });
      this.continuable = null;
    }
    const mark = consumed ? (this.mark ?? elementMark("section")) : null;
    this.accounts.push({
      lineNumber: line.lineNumber,
      text: line.raw,
      outcome: mark ? mark.outcome : "unparsed",
      element: mark ? mark.element : null,
      reason: mark ? mark.reason : null,
    });
    this.previousLength = line.text.length;
  }

  private readLine(line: SourceLine, air: AirSegmentLine | null): boolean {
    const text = line.text;
    const trimmed = text.trim();
    if (this.dialect.readHeader(this, line, trimmed) || readLocatorLine(this, line, trimmed)) return true;
    if (readBanner(this, line, trimmed)) return true;
    const inBlock = this.section.kind === "block";
    // A full itinerary line ends a starred block: a banner of free text never swallows a segment.
    if (air && (!inBlock || (air.status !== null && air.departureTime !== null)))
      return this.addAir(line, air);
    if (!inBlock) {
      const other = parseOtherSegmentLine(text);
      if (other) return this.addOther(line, other);
    }
    const operated = text.includes("OPERATED") ? OPERATED_BY.exec(text) : null;
    if (operated) return this.addOperatedBy(line, operated[1] ?? "");
    if (this.section.kind === "none" && this.readNames(line)) return true;
    if (this.dialect.readElement(this, line, trimmed)) return true;
    if (readCommonLine(this, line, trimmed)) return true;
    if (this.readContinuation(line, trimmed)) return true;
    // A fare or pricing total pasted with the display ("GRAND TOTAL EUR 1234.56").
    if (FARE_LINE.test(trimmed)) {
      this.element(line, "FARE", trimmed);
      return true;
    }
    return false;
  }

  private addAir(line: SourceLine, seg: AirSegmentLine): boolean {
    this.itineraryCount++;
    if (seg.trailingNumber !== null && this.dialect.marriesByTrailingNumber) {
      seg.married = true;
      seg.marriageGroup = seg.trailingNumber;
    }
    this.note(PARSED_SEGMENT);
    const pending: PendingAir = {
      seg,
      lineNumber: line.lineNumber,
      raw: line.raw,
      segmentNo: seg.segmentNumber ?? this.itineraryCount,
      operatingCarrier: null,
      notes: [],
    };
    this.air.push(pending);
    if (seg.airlineLocator)
      this.addAirlineLocator(seg.airlineLocator.airline, seg.airlineLocator.locator, line);
    this.continuable = { kind: "air", item: pending };
    this.section = { kind: "none" };
    return true;
  }

  private addOther(line: SourceLine, seg: OtherSegmentLine): boolean {
    this.itineraryCount++;
    this.note(otherSegmentMark(seg.kind, seg.code));
    const pending: PendingOther = { ...seg, lineNumber: line.lineNumber };
    this.others.push(pending);
    this.continuable = { kind: "other-segment", item: pending };
    this.section = { kind: "none" };
    return true;
  }

  private addOperatedBy(line: SourceLine, carrier: string): boolean {
    const last = this.air[this.air.length - 1];
    // A second OPERATED BY (hidden stop, bilingual line) repeats or extends the first.
    const name = carrier
      .replace(/^\/+/, "")
      .split(/\s{2,}/)[0]!
      .trim();
    if (!last) {
      this.element(line, "operated-by", name);
      return true;
    }
    this.note(PARSED_SEGMENT);
    if (last.operatingCarrier === null && name !== "") last.operatingCarrier = name;
    else last.notes.push(line.text.trim());
    this.continuable = { kind: "air", item: last };
    return true;
  }

  private readNames(line: SourceLine): boolean {
    const entries = this.dialect.readNames(line.text, this.reference);
    if (!entries || entries.length === 0) return false;
    for (const entry of entries) this.names.push({ entry, lineNumber: line.lineNumber, text: line.text });
    this.note(PARSED_PASSENGER);
    this.continuable = { kind: "names", lineNumber: line.lineNumber };
    return true;
  }

  private readContinuation(line: SourceLine, trimmed: string): boolean {
    const target = this.continuable;
    if (!target) return false;
    if (target.kind === "names") return this.readWrappedNames(line, trimmed, target.lineNumber);
    const wrapped = this.previousLength >= FULL_WIDTH;
    if (target.kind === "air") {
      const pending = target.item;
      const seg = pending.seg;
      if (line.indent >= 2) {
        const tail = readSegmentTail(trimmed, seg.arrivalTime !== null && seg.arrival === null);
        if (tail.eticket) seg.eticket = true;
        if (tail.arrival && seg.arrival === null) seg.arrival = tail.arrival;
        if (tail.airlineLocator && seg.airlineLocator === null) {
          seg.airlineLocator = tail.airlineLocator;
          this.addAirlineLocator(tail.airlineLocator.airline, tail.airlineLocator.locator, line);
        }
        if (tail.flown) seg.flown = true;
        pending.notes.push(trimmed);
        const read = tail.eticket || tail.arrival || tail.airlineLocator || tail.flown;
        this.note(read ? PARSED_SEGMENT : SEGMENT_NOTE_MARK);
        return true;
      }
      // Airline messages and advisories between segments belong to the segment above them.
      if (SEGMENT_NOTE.test(trimmed) || (FREE_TEXT.test(trimmed) && ADVISORY.test(trimmed))) {
        pending.notes.push(trimmed);
        this.note(SEGMENT_NOTE_MARK);
        return true;
      }
      return false;
    }
    if (line.indent < 2 && !wrapped) return false;
    const joiner = wrapped && !this.dialect.wrapsAtWords ? "" : " ";
    target.item.text += joiner + trimmed;
    if (target.kind === "ssr") {
      this.note(PARSED_SSR);
      this.readTimeLimitsIn(line, target.item.text, target.item.code);
    } else if (target.kind === "text") this.note(target.mark);
    else this.note(otherSegmentMark(target.item.kind, target.item.code));
    return true;
  }

  /** A name line the terminal wrapped: the rest of the last name, or more names. */
  private readWrappedNames(line: SourceLine, trimmed: string, nameLine: number): boolean {
    const last = this.names[this.names.length - 1];
    if (!last || last.lineNumber !== nameLine) return false;
    if (!WRAPPED_NAME.test(trimmed) || line.indent > 12) return false;
    const cut = this.previousLength >= NAME_WRAP_WIDTH || /^[(*]/.test(trimmed) || NAME_TAIL.test(trimmed);
    if (!cut) return false;
    // Given names and markers that did not fit: "… 1.SMITH/JOHN" then "PAUL MR(CHD/05MAY18)".
    const merged = this.dialect.readNames(`${last.text} ${trimmed}`, this.reference);
    if (!merged || merged.length === 0) return false;
    const first = this.names.findIndex((n) => n.lineNumber === nameLine);
    this.names.splice(first, this.names.length - first);
    for (const entry of merged)
      this.names.push({ entry, lineNumber: nameLine, text: `${last.text} ${trimmed}` });
    this.note(PARSED_PASSENGER);
    return true;
  }
}
