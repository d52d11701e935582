import { type AirSegmentLine, readSegmentTail } from "./air-segment-line";
import {
  addDays,
  type CalendarDay,
  compareDays,
  type DayMonth,
  daysBetween,
  formatDay,
  nearestOccurrence,
  nextOccurrence,
  previousOccurrence,
} from "./gds-dates";
import {
  type HeaderDate,
  readAmadeusOffice,
  readAmadeusRp,
  readBareLocator,
  readLabelledLocator,
  readSabreFooter,
  readTravelportHeader,
} from "./header-lines";
import { type OtherSegmentLine, parseOtherSegmentLine } from "./other-segment-line";
import {
  AMADEUS_NAME_LINE,
  FIELD_NAME_LINE,
  type NameEntry,
  parseAmadeusNames,
  parseFieldNames,
  passengerTypeOf,
} from "./passenger-names";
import type {
  AirlineLocator,
  AirSegment,
  GdsFormat,
  OtherElement,
  OtherSegment,
  Passenger,
  Remark,
  Reservation,
  Ssr,
  UnparsedLine,
} from "./reservation.schema";
import type { SourceLine } from "./source-lines";
import { parseSsrText, readReferences, SSR_START } from "./ssr-text";

type PendingAir = {
  seg: AirSegmentLine;
  lineNumber: number;
  raw: string;
  segmentNo: number;
  operatingCarrier: string | null;
  notes: string[];
};
type PendingOther = OtherSegmentLine & { lineNumber: number };
type PendingSsr = {
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

/** What the next indented or wrapped line may continue. */
type Continuable =
  | { kind: "air"; item: PendingAir }
  | { kind: "other-segment"; item: PendingOther }
  | { kind: "ssr"; item: PendingSsr }
  | { kind: "text"; item: { text: string } }
  | null;

type ItemKind = "ssr" | "remarks" | "locators" | "other";
type Section =
  | { kind: "none" }
  | { kind: "items"; name: string; items: ItemKind }
  | { kind: "block"; name: string; items: ItemKind | "special-service" };

const AMADEUS_ELEMENT = /^\s*(\d{1,3})\s+([*/]?)([A-Z]{2,4})(?![A-Z0-9])\s*(.*)$/;
const AMADEUS_REMARK = /^(?:RM|RC|RX|RI[A-Z]?|RQ)$/;
const AMADEUS_OTHER =
  /^(?:AP[A-Z]?|AB|AM|AI|AIAN|TK|OSI|OS|OP[A-Z]?|F[A-Z]|SK|ES|RF|MCO|ST|SM|SI|SVC|TST|XS|PS|NP|TKT|SR)$/;
const AMADEUS_FLAGS = /^-{2,}\s.*\s-{2,}$/;

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

const TRAVELPORT_KEYED =
  /^\s?(FONE|TKTG|NOTE|VLOC|RCVD|ADRS|DLVR|VRMK|FOP|GFAX|RMKS|TRMK|ACKN|ATFQ|FQ|FM|QMDR|ACTG|CUST|SVC|ITN|SSRS?|OSI)\s?:?\s?-(.*)$/;
const TRAVELPORT_REMARK_KEYS = new Set(["NOTE", "RMKS", "TRMK", "VRMK"]);
const GALILEO_ITEM = /^\s*(\d{1,3})\.\s+(\S.*)$/;
const APOLLO_ITEM = /^\s+(\d{1,3})\s+(\S.*)$/;
const VLOC = /^([A-Z0-9]{2})\*([A-Z0-9]{5,8})\b/;
const ACKN = /^([A-Z0-9]{2})\s+([A-Z0-9]{5,8})\b/;
const STAR_BANNER = /^\*{2,3}\s*(.*?)\s*\*{2,3}(.*)$/;
const GALILEO_SSR_SEGMENT = /^\s*S\s+(\d{1,3})\.\s/;
const GALILEO_SSR_PASSENGER =
  /^\s*P\s+(\d{1,3})\.\s+(\S.*?)\s{1,}([A-Z]{4})\s+([A-Z]{2})\s*(\d{1,3})\b\s*(.*)$/;
const GALILEO_SSR_MORE = /^\s{10,}([A-Z]{4})\s+([A-Z]{2})\s*(\d{1,3})\b\s*(.*)$/;

const OPERATED_BY = /^\s*\(?\s*OPERATED\s+BY\s*[/:-]?\s*(.*?)\s*\)?\s*$/;
const SEGMENT_NOTE =
  /TERMINAL|CHECK[- ]IN|CONNECTING|DEPARTS|ARRIVES|EQUIPMENT|NON-?STOP|ETKT|SEE RTSVC|DUPLICATE LEG|ADV PAX|REQ PCTC|CODESHARE|CHANGE OF GAUGE|PLANE CHANGE|DIRECTIONAL|FLIGHT TIME|MEAL|SEAT/;
const BARE_REMARK = /^(RM|RC|RX|RIR|RI)\s+(.*)$/;
const NOTEPAD = /^NP\.(.*)$/;
const FIVE_REMARK = /^5\.?([A-Z*#<-].*)$/;
const STANDALONE_LOCATOR = /^\*?([A-Z0-9]{2})\/([A-Z0-9]{5,8})$/;
const INFO_LINE = /\bEXISTS?\b|\bIN USE\b|^NO NAMES$|^NO [A-Z]+ EXISTS?$|HAS BEEN CHANGED/;

// Codes about the booking as a whole, never one traveller's.
const BOOKING_LEVEL_SSRS = new Set(["OTHS", "ADTK", "ADPI", "TKTL", "GRPS", "GRPF", "ACKN", "PCTC"]);
const PASSIVE_STATUSES = new Set(["GK", "GL", "GN", "BK", "BL", "BN", "MK", "ML", "PK", "PL", "YK"]);
// Wrapped display lines fill the terminal's 64 columns; a shorter line ended at a word break.
const FULL_WIDTH = 63;

/** Reads a display line by line, keeping every line accounted for, then resolves dates and references. */
export class ReservationBuilder {
  private recordLocator: string | null = null;
  private locatorIsFirm = false;
  private headerDates: HeaderDate[] = [];
  private readonly airlineLocators: AirlineLocator[] = [];
  private readonly names: { entry: NameEntry; lineNumber: number }[] = [];
  private readonly air: PendingAir[] = [];
  private readonly others: PendingOther[] = [];
  private readonly ssrs: PendingSsr[] = [];
  private readonly remarks: Remark[] = [];
  private readonly elements: OtherElement[] = [];
  private readonly unparsed: UnparsedLine[] = [];
  private readonly warnings: string[] = [];
  private section: Section = { kind: "none" };
  private continuable: Continuable = null;
  private previousLength = 0;
  private blockSegment: number | null = null;
  private blockPassenger: number | null = null;
  private itineraryCount = 0;

  constructor(
    private readonly format: GdsFormat | null,
    private readonly reference: CalendarDay,
  ) {}

  /** `air` is the line already read as an air segment, or null. */
  read(line: SourceLine, air: AirSegmentLine | null): void {
    const consumed = this.readLine(line, air);
    if (!consumed) {
      this.unparsed.push({ lineNumber: line.lineNumber, text: line.raw });
      this.continuable = null;
    }
    this.previousLength = line.text.length;
  }

  private get seenContent(): boolean {
    return this.names.length > 0 || this.air.length > 0 || this.others.length > 0;
  }

  private readLine(line: SourceLine, air: AirSegmentLine | null): boolean {
    const text = line.text;
    const trimmed = text.trim();
    if (this.readHeader(line, trimmed)) return true;
    const banner = STAR_BANNER.exec(trimmed);
    if (banner) return this.readBanner(line, banner[1]!, trimmed);
    if (this.section.kind !== "block") {
      if (air) return this.addAir(line, air);
      const other = parseOtherSegmentLine(text);
      if (other) return this.addOther(line, other);
    }
    const operated = text.includes("OPERATED") ? OPERATED_BY.exec(text) : null;
    if (operated) return this.addOperatedBy(line, operated[1] ?? "");
    if (this.section.kind === "none" && this.readNames(line)) return true;
    if (this.format === "amadeus" && this.readAmadeusElement(line)) return true;
    if (this.format === "sabre" && this.readSabreLine(line, trimmed)) return true;
    if ((this.format === "galileo" || this.format === "apollo") && this.readTravelportLine(line, trimmed)) {
      return true;
    }
    if (this.readGeneric(line, trimmed)) return true;
    return this.readContinuation(line, trimmed);
  }

  // Header and footer lines: record locator and creation date.
  private readHeader(line: SourceLine, trimmed: string): boolean {
    const reference = this.reference;
    if (this.format === "amadeus" || this.format === null) {
      const rp = readAmadeusRp(trimmed, reference);
      if (rp) {
        this.setLocator(rp.recordLocator, true);
        if (rp.date) this.headerDates.push(rp.date);
        this.element(line, "header", trimmed);
        return true;
      }
      const office = readAmadeusOffice(trimmed, reference);
      if (office) {
        this.headerDates.push(office);
        this.element(line, "header", trimmed);
        return true;
      }
      if (AMADEUS_FLAGS.test(trimmed)) {
        this.element(line, "header", trimmed);
        return true;
      }
    }
    if (this.format === "galileo" || this.format === "apollo") {
      const header = readTravelportHeader(trimmed, reference);
      if (header && (header.dated || !this.seenContent)) {
        if (header.dated || !this.locatorIsFirm) this.setLocator(header.recordLocator, header.dated);
        if (header.date) this.headerDates.push(header.date);
        this.element(line, "header", trimmed);
        return true;
      }
    }
    if (this.format === "sabre") {
      const footer = readSabreFooter(trimmed, reference);
      if (footer) {
        if (footer.recordLocator) this.setLocator(footer.recordLocator, true);
        if (footer.date) this.headerDates.push(footer.date);
        this.element(line, "header", trimmed);
        this.section = { kind: "none" };
        return true;
      }
    }
    const labelled = readLabelledLocator(trimmed);
    if (labelled) {
      this.setLocator(labelled, true);
      this.element(line, "header", trimmed);
      return true;
    }
    if (!this.seenContent && this.recordLocator === null) {
      const bare = readBareLocator(trimmed);
      if (bare) {
        this.setLocator(bare, false);
        this.element(line, "header", trimmed);
        return true;
      }
    }
    return false;
  }

  private setLocator(locator: string | null, firm: boolean): void {
    if (!locator) return;
    if (this.locatorIsFirm && !firm) return;
    if (this.locatorIsFirm && this.recordLocator !== null) return;
    this.recordLocator = locator;
    this.locatorIsFirm = firm;
  }

  private readBanner(line: SourceLine, title: string, trimmed: string): boolean {
    if (INFO_LINE.test(title) || title === "") {
      this.element(line, "info", trimmed);
      return true;
    }
    let items: ItemKind | "special-service" = "other";
    if (/SPECIAL SERVICE/.test(title)) items = "special-service";
    else if (/MANUAL SSR|SSR DATA/.test(title)) items = "ssr";
    else if (/VENDOR LOCATOR/.test(title)) items = "locators";
    else if (/REMARK/.test(title)) items = "remarks";
    this.section = { kind: "block", name: title, items };
    this.blockSegment = null;
    this.blockPassenger = null;
    this.element(line, "section", trimmed);
    return true;
  }

  private addAir(line: SourceLine, seg: AirSegmentLine): boolean {
    this.itineraryCount++;
    if (seg.trailingNumber !== null && (this.format === "galileo" || this.format === "apollo")) {
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
    const text = line.text;
    let entries: NameEntry[] = [];
    if (this.format === "amadeus") {
      if (!AMADEUS_NAME_LINE.test(text)) return false;
      entries = parseAmadeusNames(text, this.reference);
    } else if (this.format !== null) {
      if (!FIELD_NAME_LINE.test(text)) return false;
      entries = parseFieldNames(text, this.reference);
    } else return false;
    if (entries.length === 0) return false;
    for (const entry of entries) this.names.push({ entry, lineNumber: line.lineNumber });
    this.continuable = null;
    return true;
  }

  private readAmadeusElement(line: SourceLine): boolean {
    const m = AMADEUS_ELEMENT.exec(line.text);
    if (!m) return false;
    const code = m[3]!;
    const rest = m[4] ?? "";
    if (code === "SSR") return this.addSsr(line, `SSR ${rest}`, null, null);
    if (AMADEUS_REMARK.test(code)) return this.addRemark(line, code, rest);
    if (AMADEUS_OTHER.test(code)) {
      this.element(line, code, rest);
      return true;
    }
    return false;
  }

  private readSabreLine(line: SourceLine, trimmed: string): boolean {
    for (const [pattern, items] of SABRE_SECTIONS) {
      if (pattern.test(trimmed)) {
        this.section = { kind: "items", name: trimmed, items };
        this.element(line, "section", trimmed);
        return true;
      }
    }
    const received = RECEIVED_FROM.exec(trimmed);
    if (received) {
      this.section = { kind: "none" };
      this.element(line, "RECEIVED FROM", received[1] ?? "");
      return true;
    }
    if (this.section.kind === "items") {
      const item = SABRE_ITEM.exec(line.text);
      if (item) return this.addItem(line, this.section.name, this.section.items, (item[2] ?? "").trim());
    }
    return false;
  }

  private readTravelportLine(line: SourceLine, trimmed: string): boolean {
    const keyed = TRAVELPORT_KEYED.exec(line.text);
    if (keyed) {
      const key = keyed[1]!;
      const items: ItemKind = TRAVELPORT_REMARK_KEYS.has(key)
        ? "remarks"
        : key === "GFAX" || key.startsWith("SSR")
          ? "ssr"
          : key === "VLOC" || key === "ACKN"
            ? "locators"
            : "other";
      this.section = { kind: "items", name: key, items };
      const first = (keyed[2] ?? "").trim();
      if (first === "") {
        this.element(line, "section", trimmed);
        return true;
      }
      return this.addItem(line, key, items, first);
    }
    const section = this.section;
    if (section.kind === "block" && section.items === "special-service") {
      if (this.readSpecialService(line, trimmed)) return true;
    }
    if (section.kind !== "none") {
      const item = GALILEO_ITEM.exec(line.text) ?? APOLLO_ITEM.exec(line.text);
      if (item)
        return this.addItem(
          line,
          section.name,
          section.items === "special-service" ? "ssr" : section.items,
          item[2]!.trim(),
        );
      if (section.kind === "block" && section.items === "other" && line.indent < 10) {
        this.element(line, section.name, trimmed);
        return true;
      }
    }
    return false;
  }

  private readSpecialService(line: SourceLine, trimmed: string): boolean {
    const seg = GALILEO_SSR_SEGMENT.exec(line.text);
    if (seg) {
      this.blockSegment = Number(seg[1]);
      this.blockPassenger = null;
      this.element(line, "ssr-segment", trimmed);
      return true;
    }
    const pax = GALILEO_SSR_PASSENGER.exec(line.text);
    if (pax) {
      this.blockPassenger = Number(pax[1]);
      return this.pushBlockSsr(line, pax[3]!, pax[4]!, pax[5]!, pax[6] ?? "");
    }
    const more = GALILEO_SSR_MORE.exec(line.text);
    if (more && this.blockPassenger !== null)
      return this.pushBlockSsr(line, more[1]!, more[2]!, more[3]!, more[4] ?? "");
    if (/^[A-Z /]+RELATED$/.test(trimmed)) {
      this.element(line, "section", trimmed);
      return true;
    }
    return false;
  }

  private pushBlockSsr(line: SourceLine, code: string, status: string, count: string, text: string): boolean {
    const ssr: PendingSsr = {
      lineNumber: line.lineNumber,
      code,
      airline: null,
      status,
      count: Number(count),
      text: text.trim(),
      fixedPassenger: this.blockPassenger,
      fixedSegment: this.blockSegment,
    };
    this.ssrs.push(ssr);
    this.continuable = { kind: "ssr", item: ssr };
    return true;
  }

  private addItem(line: SourceLine, name: string, items: ItemKind, text: string): boolean {
    if (items === "remarks") return this.addRemark(line, name, text);
    if (SSR_START.test(text)) return this.addSsr(line, text, null, null);
    if (items === "locators") {
      const loc = VLOC.exec(text) ?? ACKN.exec(text);
      if (loc) this.addAirlineLocator(loc[1]!, loc[2]!, line);
    }
    const type = /^OSI\b/.test(text) ? "OSI" : name;
    this.element(line, type, text);
    return true;
  }

  private readGeneric(line: SourceLine, trimmed: string): boolean {
    if (SSR_START.test(trimmed)) return this.addSsr(line, trimmed, null, null);
    const remark = BARE_REMARK.exec(trimmed);
    if (remark) return this.addRemark(line, remark[1]!, remark[2] ?? "");
    const notepad = NOTEPAD.exec(trimmed);
    if (notepad) return this.addRemark(line, "NP", notepad[1] ?? "");
    const five = FIVE_REMARK.exec(trimmed);
    if (five) return this.addRemark(line, "5", five[1] ?? "");
    const loc = STANDALONE_LOCATOR.exec(trimmed);
    if (loc) {
      this.addAirlineLocator(loc[1]!, loc[2]!, line);
      this.element(line, "airline-locator", trimmed);
      return true;
    }
    if (INFO_LINE.test(trimmed) && line.indent < 10) {
      this.element(line, "info", trimmed);
      return true;
    }
    return false;
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
    // Galileo wraps at word breaks; the others cut full-width lines mid-word.
    const joiner = wrapped && this.format !== "galileo" ? "" : " ";
    target.item.text += joiner + trimmed;
    return true;
  }

  private addSsr(
    line: SourceLine,
    text: string,
    fixedPassenger: number | null,
    fixedSegment: number | null,
  ): boolean {
    const parsed = parseSsrText(text);
    if (!parsed) return false;
    const ssr: PendingSsr = {
      lineNumber: line.lineNumber,
      code: parsed.code,
      airline: parsed.airline,
      status: parsed.status,
      count: parsed.count,
      text: parsed.text,
      fixedPassenger,
      fixedSegment,
    };
    this.ssrs.push(ssr);
    this.continuable = { kind: "ssr", item: ssr };
    return true;
  }

  private addRemark(line: SourceLine, type: string, text: string): boolean {
    const remark: Remark = { lineNumber: line.lineNumber, type, text: text.trim() };
    this.remarks.push(remark);
    this.continuable = { kind: "text", item: remark };
    return true;
  }

  private element(line: SourceLine, type: string, text: string): void {
    const element: OtherElement = { lineNumber: line.lineNumber, type, text: text.trim() };
    this.elements.push(element);
    this.continuable = type === "header" || type === "section" ? null : { kind: "text", item: element };
  }

  private addAirlineLocator(airline: string, locator: string, line: SourceLine): void {
    if (this.airlineLocators.some((l) => l.airline === airline && l.locator === locator)) return;
    this.airlineLocators.push({ airline, locator, lineNumber: line.lineNumber });
  }

  /** The earliest header date with its year; year-less dates fall on or before the reference day. */
  private creationDate(): CalendarDay | null {
    let best: CalendarDay | null = null;
    for (const d of this.headerDates) {
      const day =
        d.year !== null
          ? { year: d.year, month: d.dayMonth.month, day: d.dayMonth.day }
          : previousOccurrence(d.dayMonth, this.reference);
      if (best === null || compareDays(day, best) < 0) best = day;
    }
    return best;
  }

  finish(): Reservation {
    const creation = this.creationDate();
    const base = creation ?? this.reference;
    const passengers = this.buildPassengers();
    const segments = this.air.map((seg) => buildAirSegment(seg, base));
    const otherSegments = this.others.map((seg) => buildOtherSegment(seg, base));
    const ssrs = this.buildSsrs(passengers);
    if (this.format === null) this.warnings.push("Could not recognise the reservation system's layout.");
    else {
      if (segments.length === 0) this.warnings.push("No air segments found.");
      if (this.recordLocator === null) this.warnings.push("No record locator found.");
    }
    if (this.unparsed.length > 0) {
      const n = this.unparsed.length;
      this.warnings.push(`${n} line${n === 1 ? "" : "s"} could not be read.`);
    }
    return {
      format: this.format,
      recordLocator: this.recordLocator,
      creationDate: creation ? formatDay(creation) : null,
      airlineLocators: this.airlineLocators,
      passengers,
      segments,
      otherSegments,
      ssrs,
      remarks: this.remarks,
      otherElements: this.elements,
      unparsedLines: this.unparsed,
      warnings: this.warnings,
    };
  }

  private readonly byField = new Map<number, number>();
  private readonly byFieldAndPosition = new Map<string, number>();

  private buildPassengers(): Passenger[] {
    const passengers: Passenger[] = [];
    for (const { entry, lineNumber } of this.names) {
      const id = passengers.length + 1;
      const type = passengerTypeOf(entry);
      const adultId = entry.withAdult ? (this.byField.get(entry.field) ?? null) : null;
      passengers.push({
        id,
        nameNumber: entry.nameNumber,
        lineNumber,
        surname: entry.surname,
        givenName: entry.givenName,
        title: entry.title,
        type,
        ptc: entry.ptc,
        dateOfBirth: entry.dateOfBirth,
        isInfant: entry.isInfant || type === "INF",
        accompanyingPassengerId: adultId,
        ssrCodes: [],
      });
      if (entry.withAdult) continue;
      if (!this.byField.has(entry.field)) this.byField.set(entry.field, id);
      this.byFieldAndPosition.set(`${entry.field}.${entry.inField}`, id);
    }
    return passengers;
  }

  private buildSsrs(passengers: Passenger[]): Ssr[] {
    return this.ssrs.map((pending) => {
      const refs = readReferences(pending.text);
      const ids = new Set<number>();
      if (pending.fixedPassenger !== null) {
        const id = this.byField.get(pending.fixedPassenger);
        if (id !== undefined) ids.add(id);
      }
      for (const ref of refs.passengerRefs) {
        const id =
          ref.inField !== null
            ? (this.byFieldAndPosition.get(`${ref.field}.${ref.inField}`) ?? this.byField.get(ref.field))
            : this.byField.get(ref.field);
        if (id !== undefined) ids.add(id);
      }
      // With a single traveller, a personal SSR needs no name reference to be theirs.
      if (ids.size === 0 && passengers.length === 1 && !BOOKING_LEVEL_SSRS.has(pending.code)) ids.add(1);
      const passengerIds = [...ids].sort((a, b) => a - b);
      for (const id of passengerIds) {
        const p = passengers[id - 1];
        if (p && !p.ssrCodes.includes(pending.code)) p.ssrCodes.push(pending.code);
      }
      const segmentNumbers = pending.fixedSegment !== null ? [pending.fixedSegment] : refs.segmentNumbers;
      return {
        lineNumber: pending.lineNumber,
        code: pending.code,
        airline: pending.airline,
        status: pending.status,
        count: pending.count,
        text: pending.text,
        passengerIds,
        segmentNumbers,
      };
    });
  }
}

function dateOn(dm: DayMonth | null, base: CalendarDay): CalendarDay | null {
  return dm ? nextOccurrence(dm, base) : null;
}

function buildAirSegment(pending: PendingAir, base: CalendarDay): AirSegment {
  const seg = pending.seg;
  const departure = dateOn(seg.departure, base);
  let arrival: CalendarDay | null = null;
  let dayOffset = seg.markerOffset ?? 0;
  if (departure && seg.arrival) {
    arrival = nearestOccurrence(seg.arrival, departure);
    dayOffset = daysBetween(departure, arrival);
  } else if (departure && seg.arrivalTime !== null) arrival = addDays(departure, dayOffset);
  const status = seg.status;
  return {
    segmentNumber: pending.segmentNo,
    lineNumber: pending.lineNumber,
    airline: seg.airline,
    flightNumber: seg.flightNumber,
    bookingClass: seg.bookingClass,
    departureDate: departure ? formatDay(departure) : null,
    departureAirport: seg.departureAirport,
    arrivalAirport: seg.arrivalAirport,
    status,
    seatCount: seg.seatCount,
    departureTime: seg.departureTime,
    arrivalTime: seg.arrivalTime,
    arrivalDate: arrival ? formatDay(arrival) : null,
    dayOffset,
    operatingCarrier: pending.operatingCarrier,
    airlineLocator: seg.airlineLocator ? `${seg.airlineLocator.airline}/${seg.airlineLocator.locator}` : null,
    eticket: seg.eticket,
    married: seg.married,
    marriageGroup: seg.marriageGroup,
    flown: seg.flown,
    passive: seg.flown || (status !== null && PASSIVE_STATUSES.has(status)),
    notes: pending.notes,
    raw: pending.raw,
  };
}

function buildOtherSegment(seg: PendingOther, base: CalendarDay): OtherSegment {
  const start = dateOn(seg.start, base);
  const end = seg.end && start ? nextOccurrence(seg.end, start) : null;
  return {
    segmentNumber: seg.segmentNumber,
    lineNumber: seg.lineNumber,
    kind: seg.kind,
    code: seg.code,
    vendor: seg.vendor,
    status: seg.status,
    count: seg.count,
    location: seg.location,
    startDate: start ? formatDay(start) : null,
    endDate: end ? formatDay(end) : null,
    text: seg.text,
  };
}
