import { type CalendarDay, type DayMonth, parseDayMonth, parseDayMonthYear } from "./gds-dates";

/** A date printed in a reservation's header or footer; `year` is null when the display omits it. */
export type HeaderDate = { dayMonth: DayMonth; year: number | null };

export type HeaderInfo = { recordLocator: string | null; date: HeaderDate | null };

const LOCATOR = /^[A-Z0-9]{6}$/;
const HAS_LETTER = /[A-Z]/;
const RP_DATE = /^(\d{1,2}[A-Z]{3}\d{2})(?:\/\d{3,4}Z)?$/;
const AMADEUS_OFFICE = /^[A-Z0-9]{9}\/[A-Z0-9]{2,8}\/(\d{1,2}[A-Z]{3}\d{2})$/;
const TRAVELPORT_HEADER = /^([A-Z0-9]{6})\/(\S*)(.*)$/;
const DAY_MONTH_MAYBE_YEAR = /^(\d{1,2}[A-Z]{3})(\d{2})?$/;
const SABRE_FOOTER =
  /^[A-Z0-9]{3,5}\.[A-Z0-9]{3,5}\*[A-Z0-9]{2,4}\s+\d{3,4}\/(\d{1,2}[A-Z]{3}\d{2})(?:\s+([A-Z0-9]{6}))?(?:\s|$)/;
const LABELLED_LOCATOR =
  /^(?:RECORD\s+LOCATOR|REC(?:ORD)?\s*LOC|RLOC|PNR\s+LOCATOR|PNR|LOCATOR|BOOKING\s+REF(?:ERENCE)?)\b\s*(?:NUMBER|NO\.?)?\s*[:#=.-]?\s*<?([A-Z0-9]{6})>?\s*$/;
const BARE_LOCATOR = /^<?([A-Z0-9]{6})>?$/;
// Six-letter words that head sections rather than name a booking.
const NOT_LOCATORS = new Set([
  "PHONES",
  "REMARK",
  "GROUPS",
  "TICKET",
  "AGENCY",
  "CLIENT",
  "NOTICE",
  "HOTELS",
]);

function datedWithYear(token: string, pivotYear: number): HeaderDate | null {
  const d = parseDayMonthYear(token, pivotYear);
  return d ? { dayMonth: { day: d.day, month: d.month }, year: d.year } : null;
}

/** Amadeus "RP/NCE1A0955/NCE1A0955  AA/SU  15FEB25/1043Z  ABC123". */
export function readAmadeusRp(text: string, reference: CalendarDay): HeaderInfo | null {
  if (!text.startsWith("RP/")) return null;
  const tokens = text.split(/\s+/);
  let date: HeaderDate | null = null;
  for (const token of tokens.slice(1)) {
    const m = RP_DATE.exec(token);
    if (m) date = datedWithYear(m[1]!, reference.year) ?? date;
  }
  const last = tokens[tokens.length - 1] ?? "";
  const recordLocator = tokens.length > 1 && LOCATOR.test(last) && HAS_LETTER.test(last) ? last : null;
  return { recordLocator, date };
}

/** Amadeus creation line under RP: "NCE1A0955/0001AA/15FEB25". */
export function readAmadeusOffice(text: string, reference: CalendarDay): HeaderDate | null {
  const m = AMADEUS_OFFICE.exec(text);
  return m ? datedWithYear(m[1]!, reference.year) : null;
}

/** Galileo / Apollo header "WC6FVO/WS QSBIV VTL9WS  AG 99999992 08MAR". */
export function readTravelportHeader(
  text: string,
  reference: CalendarDay,
): (HeaderInfo & { dated: boolean }) | null {
  const m = TRAVELPORT_HEADER.exec(text);
  if (!m || !HAS_LETTER.test(m[1]!)) return null;
  const rest = (m[3] ?? "").trim();
  let date: HeaderDate | null = null;
  for (const token of rest.split(/\s+/)) {
    const d = DAY_MONTH_MAYBE_YEAR.exec(token);
    if (!d) continue;
    if (d[2]) date = datedWithYear(token, reference.year) ?? date;
    else {
      const dm = parseDayMonth(d[1]!);
      if (dm) date = { dayMonth: dm, year: null };
    }
  }
  // "SMITH/JOHN" or "AGENT/NAME" lines look alike; a real header carries more fields or a date.
  if (!date && rest !== "" && !/\bAG\b/.test(rest)) return null;
  return { recordLocator: m[1]!, date, dated: date !== null };
}

/** Sabre closing line "6IIF.6IIF*ALF 1157/16JUL16 GQZBOC H". */
export function readSabreFooter(text: string, reference: CalendarDay): HeaderInfo | null {
  const m = SABRE_FOOTER.exec(text);
  if (!m) return null;
  return { recordLocator: m[2] ?? null, date: datedWithYear(m[1]!, reference.year) };
}

/** "RECORD LOCATOR: ABC123", "RLOC ABC123". */
export function readLabelledLocator(text: string): string | null {
  const m = LABELLED_LOCATOR.exec(text);
  return m && HAS_LETTER.test(m[1]!) ? m[1]! : null;
}

/** A locator standing alone on a header line, as Sabre prints it above the names. */
export function readBareLocator(text: string): string | null {
  const m = BARE_LOCATOR.exec(text);
  if (!m || !HAS_LETTER.test(m[1]!) || NOT_LOCATORS.has(m[1]!)) return null;
  return m[1]!;
}
