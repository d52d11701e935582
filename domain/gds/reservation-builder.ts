import { type AirSegmentLine, readSegmentTail } from "./air-segment-line";
import { readBanner, readCommonLine, readLocatorLine } from "./common-lines";
import { amadeusDialect, unknownDialect } from "./dialect-amadeus";
import { sabreDialect } from "./dialect-sabre";
import { apolloDialect, galileoDialect } from "./dialect-travelport";
import type { CalendarDay } from "./gds-dates";
import type { HeaderDate } from "./header-lines";
import { type OtherSegmentLine, parseOtherSegmentLine } from "./other-segment-line";
import type {
  AirlineLocator,
  GdsFormat,
  OtherElement,
  Remark,
  Reservation,
  UnparsedLine,
} from "./reservation.schema";
import { assembleReservation } from "./reservation-assembly";
import type {
  DialectReader,
  GdsDialect,
  ItemKind,
  PendingAir,
  PendingName,
  PendingOther,
  PendingSsr,
  Section,
} from "./reservation-parts";
import type { SourceLine } from "./source-lines";
import { parseSsrText, SSR_START } from "./ssr-text";

/** What the next indented or wrapped line may continue. */
type Continuable =
  | { kind: "air"; item: PendingAir }
  | { kind: "other-segment"; item: PendingOther }
  | { kind: "ssr"; item: PendingSsr }
  | { kind: "text"; item: { text: string } }
  | null;

const DIALECTS: Record<GdsFormat, GdsDialect> = {
  amadeus: amadeusDialect,
  galileo: galileoDialect,
  apollo: apolloDialect,
  sabre: sabreDialect,
};

const VLOC = /^([A-Z0-9]{2})\*([A-Z0-9]{5,8})\b/;
const ACKN = /^([A-Z0-9]{2})\s+([A-Z0-9]{5,8})\b/;
const OPERATED_BY = /^\s*\(?\s*OPERATED\s+BY\s*[/:-]?\s*(.*?)\s*\)?\s*$/;
const SEGMENT_NOTE =
  /TERMINAL|CHECK[- ]IN|CONNECTING|DEPARTS|ARRIVES|EQUIPMENT|NON-?STOP|ETKT|SEE RTSVC|DUPLICATE LEG|ADV PAX|REQ PCTC|CODESHARE|CHANGE OF GAUGE|PLANE CHANGE|DIRECTIONAL|FLIGHT TIME|MEAL|SEAT/;
// Wrapped display lines fill the terminal's 64 columns; a shorter line ended at a word break.
const FULL_WIDTH = 63;

/**
 * Reads a display line by line, keeping every line accounted for, then resolves dates and references.
 * What every system shares lives here; each system's own layout is its dialect (dialect-*.ts).
 */
export class ReservationBuilder implements DialectReader {
  recordLocator: string | null = null;
  locatorIsFirm = false;
  private readonly headerDates: HeaderDate[] = [];
  private readonly airlineLocators: AirlineLocator[] = [];
  private readonly names: PendingName[] = [];
  private readonly air: PendingAir[] = [];
  private readonly others: PendingOther[] = [];
  private readonly ssrs: PendingSsr[] = [];
  private readonly remarks: Remark[] = [];
  private readonly elements: OtherElement[] = [];
  private readonly unparsed: UnparsedLine[] = [];
  private readonly dialect: GdsDialect;
  section: Section = { kind: "none" };
  private continuable: Continuable = null;
  private previousLength = 0;
  private itineraryCount = 0;

  constructor(
    private readonly format: GdsFormat | null,
    readonly reference: CalendarDay,
  ) {
    this.dialect = format === null ? unknownDialect : DIALECTS[format];
  }

  /** `air` is the line already read as an air segment, or null. */
  read(line: SourceLine, air: AirSegmentLine | null): void {
    const consumed = this.readLine(line, air);
    if (!consumed) {
      this.unparsed.push({ lineNumber: line.lineNumber, text: line.raw });
      this.continuable = null;
    }
    this.previousLength = line.text.length;
  }

  get seenContent(): boolean {
    return this.names.length > 0 || this.air.length > 0 || this.others.length > 0;
  }

  private readLine(line: SourceLine, air: AirSegmentLine | null): boolean {
    const text = line.text;
    const trimmed = text.trim();
    if (this.dialect.readHeader(this, line, trimmed) || readLocatorLine(this, line, trimmed)) return true;
    if (readBanner(this, line, trimmed)) return true;
    if (this.section.kind !== "block") {
      if (air) return this.addAir(line, air);
      const other = parseOtherSegmentLine(text);
      if (other) return this.addOther(line, other);
    }
    const operated = text.includes("OPERATED") ? OPERATED_BY.exec(text) : null;
    if (operated) return this.addOperatedBy(line, operated[1] ?? "");
    if (this.section.kind === "none" && this.readNames(line)) return true;
    if (this.dialect.readElement(this, line, trimmed)) return true;
    if (readCommonLine(this, line, trimmed)) return true;
    return this.readContinuation(line, trimmed);
  }

  setLocator(locator: string | null, firm: boolean): void {
    if (!locator) return;
    if (this.locatorIsFirm && !firm) return;
    if (this.locatorIsFirm && this.recordLocator !== null) return;
    this.recordLocator = locator;
    this.locatorIsFirm = firm;
  }

  addHeaderDate(date: HeaderDate): void {
    this.headerDates.push(date);
  }

  private addAir(line: SourceLine, seg: AirSegmentLine): boolean {
    this.itineraryCount++;
    if (seg.trailingNumber !== null && this.dialect.marriesByTrailingNumber) {
      seg.married = true;
      seg.marriageGroup = seg.trailingNumber;
    }
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
    if (last.operatingCarrier === null && name !== "") last.operatingCarrier = name;
    else last.notes.push(line.text.trim());
    this.continuable = { kind: "air", item: last };
    return true;
  }

  private readNames(line: SourceLine): boolean {
    const entries = this.dialect.readNames(line.text, this.reference);
    if (!entries || entries.length === 0) return false;
    for (const entry of entries) this.names.push({ entry, lineNumber: line.lineNumber });
    this.continuable = null;
    return true;
  }

  addItem(line: SourceLine, name: string, items: ItemKind, text: string): boolean {
    if (items === "remarks") return this.addRemark(line, name, text);
    if (SSR_START.test(text)) return this.addSsr(line, text);
    if (items === "locators") {
      const loc = VLOC.exec(text) ?? ACKN.exec(text);
      if (loc) this.addAirlineLocator(loc[1]!, loc[2]!, line);
    }
    const type = /^OSI\b/.test(text) ? "OSI" : name;
    this.element(line, type, text);
    return true;
  }

  private readContinuation(line: SourceLine, trimmed: string): boolean {
    const target = this.continuable;
    if (!target) return false;
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
        return true;
      }
      if (SEGMENT_NOTE.test(trimmed)) {
        pending.notes.push(trimmed);
        return true;
      }
      return false;
    }
    if (line.indent < 2 && !wrapped) return false;
    const joiner = wrapped && !this.dialect.wrapsAtWords ? "" : " ";
    target.item.text += joiner + trimmed;
    return true;
  }

  addSsr(line: SourceLine, text: string): boolean {
    const parsed = parseSsrText(text);
    if (!parsed) return false;
    return this.pushSsr({
      lineNumber: line.lineNumber,
      code: parsed.code,
      airline: parsed.airline,
      status: parsed.status,
      count: parsed.count,
      text: parsed.text,
      fixedPassenger: null,
      fixedSegment: null,
    });
  }

  pushSsr(ssr: PendingSsr): boolean {
    this.ssrs.push(ssr);
    this.continuable = { kind: "ssr", item: ssr };
    return true;
  }

  addRemark(line: SourceLine, type: string, text: string): boolean {
    const remark: Remark = { lineNumber: line.lineNumber, type, text: text.trim() };
    this.remarks.push(remark);
    this.continuable = { kind: "text", item: remark };
    return true;
  }

  element(line: SourceLine, type: string, text: string): void {
    const element: OtherElement = { lineNumber: line.lineNumber, type, text: text.trim() };
    this.elements.push(element);
    this.continuable = type === "header" || type === "section" ? null : { kind: "text", item: element };
  }

  addAirlineLocator(airline: string, locator: string, line: SourceLine): void {
    if (this.airlineLocators.some((l) => l.airline === airline && l.locator === locator)) return;
    this.airlineLocators.push({ airline, locator, lineNumber: line.lineNumber });
  }

  finish(): Reservation {
    return assembleReservation({
      format: this.format,
      reference: this.reference,
      recordLocator: this.recordLocator,
      headerDates: this.headerDates,
      airlineLocators: this.airlineLocators,
      names: this.names,
      air: this.air,
      others: this.others,
      ssrs: this.ssrs,
      remarks: this.remarks,
      elements: this.elements,
      unparsed: this.unparsed,
    });
  }
}
