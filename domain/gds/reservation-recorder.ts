import type { CalendarDay } from "./gds-dates";
import type { HeaderDate } from "./header-lines";
import {
  combineMarks,
  elementMark,
  FARE_TOTAL,
  type LineMark,
  PARSED_SSR,
  PARSED_TIME_LIMIT,
  remarkMark,
} from "./line-accounting";
import type {
  AirlineLocator,
  GdsFormat,
  LineAccount,
  OtherElement,
  Remark,
  Reservation,
  UnparsedLine,
} from "./reservation.schema";
import { assembleReservation } from "./reservation-assembly";
import type { ItemKind, PendingAir, PendingName, PendingOther, PendingSsr } from "./reservation-parts";
import type { SkippedLine, SourceLine } from "./source-lines";
import { parseSsrText, SSR_START } from "./ssr-text";
import {
  type PendingFare,
  type PendingTimeLimit,
  type ReadTimeLimit,
  readFareTotals,
  readTimeLimits,
} from "./time-limits";

function sameLimit(a: ReadTimeLimit, b: ReadTimeLimit): boolean {
  return (
    a.kind === b.kind &&
    a.date.day === b.date.day &&
    a.date.month === b.date.month &&
    a.time === b.time &&
    a.airline === b.airline
  );
}

/** What the next indented or wrapped line may continue. */
export type Continuable =
  | { kind: "air"; item: PendingAir }
  | { kind: "other-segment"; item: PendingOther }
  | { kind: "ssr"; item: PendingSsr }
  | { kind: "text"; item: { text: string }; mark: LineMark }
  | { kind: "names"; lineNumber: number }
  | null;

const VLOC = /^([A-Z0-9]{2})\*([A-Z0-9]{5,8})\b/;
const ACKN = /^([A-Z0-9]{2})\s+([A-Z0-9]{5,8})\b/;

/**
 * What has been read of a display so far and how each line was accounted for: the elements any dialect
 * records, with the time limits and fares written in them. ReservationBuilder reads the lines into it.
 */
export abstract class ReservationRecorder {
  recordLocator: string | null = null;
  locatorIsFirm = false;
  private readonly headerDates: HeaderDate[] = [];
  private readonly airlineLocators: AirlineLocator[] = [];
  protected readonly names: PendingName[] = [];
  protected readonly air: PendingAir[] = [];
  protected readonly others: PendingOther[] = [];
  private readonly ssrs: PendingSsr[] = [];
  private readonly remarks: Remark[] = [];
  private readonly elements: OtherElement[] = [];
  protected readonly unparsed: UnparsedLine[] = [];
  protected readonly accounts: LineAccount[] = [];
  private readonly timeLimits: PendingTimeLimit[] = [];
  private readonly fares: PendingFare[] = [];
  /** What the line being read has been read as so far. */
  protected mark: LineMark | null = null;
  protected continuable: Continuable = null;

  constructor(
    private readonly format: GdsFormat | null,
    readonly reference: CalendarDay,
  ) {}

  /** Blank lines and screen furniture the splitter dropped: layout, nothing to read. */
  skipped(line: SkippedLine): void {
    this.accounts.push({
      lineNumber: line.lineNumber,
      text: line.raw,
      outcome: "parsed",
      element: line.blank ? "blank" : "layout",
      reason: null,
    });
  }

  protected note(mark: LineMark): void {
    this.mark = combineMarks(this.mark, mark);
  }

  get seenContent(): boolean {
    return this.names.length > 0 || this.air.length > 0 || this.others.length > 0;
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

  addItem(line: SourceLine, name: string, items: ItemKind, text: string): boolean {
    if (items === "remarks") return this.addRemark(line, name, text);
    if (SSR_START.test(text)) return this.addSsr(line, text);
    if (items === "locators") {
      const loc = VLOC.exec(text) ?? ACKN.exec(text);
      if (loc) {
        this.addAirlineLocator(loc[1]!, loc[2]!, line);
        this.element(line, "airline-locator", text);
        return true;
      }
    }
    const type = /^OSI\b/.test(text) ? "OSI" : name;
    this.element(line, type, text);
    return true;
  }

  addSsr(line: SourceLine, text: string): boolean {
    const parsed = parseSsrText(text);
    if (!parsed) return false;
    this.readTimeLimitsIn(line, parsed.text, parsed.code, parsed.airline);
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
    this.note(PARSED_SSR);
    this.ssrs.push(ssr);
    this.continuable = { kind: "ssr", item: ssr };
    return true;
  }

  addRemark(line: SourceLine, type: string, text: string): boolean {
    const remark: Remark = { lineNumber: line.lineNumber, type, text: text.trim() };
    this.remarks.push(remark);
    const mark = remarkMark(type);
    this.note(mark);
    this.readTimeLimitsIn(line, remark.text, type);
    this.continuable = { kind: "text", item: remark, mark };
    return true;
  }

  element(line: SourceLine, type: string, text: string): void {
    const element: OtherElement = { lineNumber: line.lineNumber, type, text: text.trim() };
    this.elements.push(element);
    const mark = elementMark(type);
    this.note(mark);
    if (mark.outcome === "recognised") this.readTimeLimitsIn(line, element.text, type);
    this.continuable = type === "header" || type === "section" ? null : { kind: "text", item: element, mark };
  }

  /** Time limits and fare amounts written in an element's text. */
  protected readTimeLimitsIn(
    line: SourceLine,
    text: string,
    type: string,
    airline: string | null = null,
  ): void {
    const limits = readTimeLimits(type, text, airline);
    for (const limit of limits) {
      // A wrapped element is read again with its continuation: the same limit is not a second one.
      if (this.timeLimits.some((l) => sameLimit(l, limit))) continue;
      this.timeLimits.push({ ...limit, lineNumber: line.lineNumber, source: line.raw });
    }
    if (limits.length > 0) this.note(PARSED_TIME_LIMIT);
    const fares = readFareTotals(type, text);
    for (const fare of fares) this.fares.push({ ...fare, lineNumber: line.lineNumber });
    if (fares.length > 0) this.note(FARE_TOTAL);
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
      timeLimits: this.timeLimits,
      fares: this.fares,
      accounts: this.accounts.sort((a, b) => a.lineNumber - b.lineNumber),
    });
  }
}
