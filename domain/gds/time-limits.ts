import { type DayMonth, parseDayMonth, parseGdsTime } from "./gds-dates";
import type { FareTotal, TimeLimitKind } from "./reservation.schema";

/** A time limit as read from its line, before its year is inferred. */
export type ReadTimeLimit = {
  kind: TimeLimitKind;
  date: DayMonth;
  /** Two-digit year when the text gives one. */
  year: number | null;
  time: string | null;
  airline: string | null;
  text: string;
};
export type PendingTimeLimit = ReadTimeLimit & { lineNumber: number; source: string };
export type PendingFare = Omit<FareTotal, "lineNumber"> & { lineNumber: number };

const MONTH = "(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)";
const TIME = "(?:\\d{1,2}:\\d{2}|\\d{3,4}[APNM]?)";
// Ticketing fields: TL20MAR/1200 (Amadeus TK), TAU/20MAR (Galileo, Apollo), TAW20MAR/ and TAWA0B120MAR009/
// (Sabre), TAW/00/04FEB (Worldspan), XL20MAR (Amadeus auto-cancel), TKTL 20MAR 1200.
const TICKETING = new RegExp(
  `^(?:TK\\s?|TKT\\s?)?(TL|XL|TAU|TAW|TAX|TKTL|TIME\\s?LIMIT)\\s*[/:-]?\\s*(?:[A-Z0-9]{3,4}(?=\\d{1,2}${MONTH}))?(?:\\d{2}\\/)?(\\d{1,2}${MONTH})(\\d{2}(?!\\d))?(?:\\d{3})?\\s*(?:[/*:-]\\s*|\\s+)?(${TIME}(?![0-9]))?`,
);
// Option elements: "OP NCE1A0955/20MAR/1200/…" (Amadeus), "OPTION 20MAR 1200", "OPT/20MAR".
const OPTION = new RegExp(
  `^(?:(?:OP[A-Z]?|OPTION|OPT)\\b)?[^0-9]*?(?:[A-Z0-9]{9}\\/)?(\\d{1,2}${MONTH})(\\d{2}(?!\\d))?(?:\\s*[/:*-]\\s*|\\s+)?(${TIME}(?![0-9]))?`,
);
// Airline deadlines in SSR/OSI free text: "… BY 15MAR 1200 …", "… NOT RCVD BY 1700/20MAR", "OPC-20MAR:1200/1C7/LH".
const DEADLINE_WORD =
  /\b(?:BY|BEFORE|LATEST|NLT|TKT|TKTL|TICKET(?:ED|ING)?|TL|DEADLINE|OTHERWISE|AUTO|CANX|XXLD|XLD|CNL)\b/;
const DEADLINE_DATE = new RegExp(
  `(?:\\b(?:BY|BEFORE|NLT|ON OR BEFORE|LATEST|TL|TKTL|UNTIL)\\s*[:/]?\\s*)(?:(${TIME})\\s*[/ ]\\s*)?(\\d{1,2}${MONTH})(\\d{2}(?!\\d))?(?:\\s*[/:,]?\\s*(${TIME})(?![0-9]))?`,
);
const OPC = new RegExp(
  `^(?:OP[CW])?\\s*-?\\s*(\\d{1,2}${MONTH})(\\d{2}(?!\\d))?:?(${TIME})?\\/[A-Z0-9]{2,3}\\/([A-Z0-9]{2})\\b`,
);
const TO_AIRLINE = /\b(?:TO|OR|BY)\s+([A-Z][A-Z0-9]|[0-9][A-Z])\b(?!\s*\d)/;

// The systems' own codes in an SSR's airline field: the deadline is then some airline's, named in the text.
const GDS_CODES = new Set(["1A", "1S", "1G", "1V", "1P", "YY"]);
const TICKETING_TYPES = /^(?:TK|TKTG|T|7|TKT|TKT\/TIME LIMIT|TAW|TICKETING)$/;
const OPTION_TYPES = /^(?:OP|OPW|OPC|OPTION)$/;
const DEADLINE_SSRS = new Set(["ADTK", "OTHS", "TKTL", "ADPI"]);

function clock(token: string | undefined): string | null {
  if (!token) return null;
  return parseGdsTime(token.replace(":", ""));
}

function limit(
  kind: TimeLimitKind,
  dateToken: string,
  yearToken: string | undefined,
  time: string | undefined,
  airline: string | null,
  text: string,
): ReadTimeLimit | null {
  const date = parseDayMonth(dateToken);
  if (!date) return null;
  return { kind, date, year: yearToken ? Number(yearToken) : null, time: clock(time), airline, text };
}

/**
 * The ticketing time limits, option dates and airline deadlines an element's text states.
 * `type` is the element it was read from: TK, TKTG, OP, an SSR code (ADTK, OTHS)…
 */
export function readTimeLimits(type: string, text: string, airline: string | null): ReadTimeLimit[] {
  const body = text.trim();
  if (TICKETING_TYPES.test(type) || /^(?:TK\s?TL|TKTL)/.test(body)) {
    const m = TICKETING.exec(body);
    const found = m ? limit("ticketing", m[2]!, m[3], m[4], null, body) : null;
    return found ? [found] : [];
  }
  if (OPTION_TYPES.test(type) || /^OPTION\b/.test(body)) {
    const opc = OPC.exec(body);
    if (opc) {
      const found = limit("airline-deadline", opc[1]!, opc[2], opc[3], opc[4]!, body);
      return found ? [found] : [];
    }
    const m = OPTION.exec(body);
    const found = m ? limit("option", m[1]!, m[2], m[3], null, body) : null;
    return found ? [found] : [];
  }
  if (DEADLINE_SSRS.has(type) || (type === "OSI" && DEADLINE_WORD.test(body))) {
    if (!DEADLINE_WORD.test(body)) return [];
    const m = DEADLINE_DATE.exec(body);
    if (!m) return [];
    const named = TO_AIRLINE.exec(body)?.[1] ?? null;
    const own = airline !== null && !GDS_CODES.has(airline) ? airline : null;
    const found = limit("airline-deadline", m[2]!, m[3], m[4] ?? m[1], named ?? own, body);
    return found ? [found] : [];
  }
  return [];
}

const AMOUNT = "(\\d{1,9}(?:\\.\\d{1,3})?)";
const TOTAL = new RegExp(
  `\\b(GRAND\\s+TOTAL|TOTAL|TTL|TOT|BASE\\s+FARE|FARE|TAX(?:ES)?|TTL\\s+TAX)\\b\\s*(?:AMOUNT|AMT|FARE)?\\s*[:=-]?\\s*(?:([A-Z]{3})\\s?${AMOUNT}|${AMOUNT}\\s?([A-Z]{3}))(?![0-9])(?:\\s*(ADT|CHD|CNN|INF|INS|C\\d\\d|YTH|SRC))?`,
  "g",
);
// Travelport stored fare: "FQ-USD 450.00/USD 35.00US/USD 120.50XT/USD 605.50 - 20MAR …": base first, total last.
const FQ_AMOUNTS = /([A-Z]{3})\s?(\d{1,9}\.\d{2})/g;
const FARE_TYPES = /^(?:FQ|ATFQ|FARE|TKG FAX|PRICE|TST|FZ|FV|PRICING)$/;

function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/** Fare amounts a fare or pricing line shows; [] when it shows none. */
export function readFareTotals(type: string, text: string): Omit<PendingFare, "lineNumber">[] {
  const body = text.trim();
  if (!/\d/.test(body)) return [];
  const out: Omit<PendingFare, "lineNumber">[] = [];
  if (type === "FQ" || type === "ATFQ") {
    const amounts = [...body.matchAll(FQ_AMOUNTS)];
    const first = amounts[0];
    const last = amounts[amounts.length - 1];
    if (first && last && amounts.length >= 2) {
      out.push({ amountCents: cents(first[2]!), currency: first[1]!, kind: "base", passengerType: null });
      out.push({ amountCents: cents(last[2]!), currency: last[1]!, kind: "total", passengerType: null });
      return out;
    }
  }
  if (!FARE_TYPES.test(type) && !/\b(?:TOTAL|TTL)\b/.test(body)) return [];
  for (const m of body.matchAll(TOTAL)) {
    const label = m[1]!;
    const currency = m[2] ?? m[5]!;
    const amount = m[3] ?? m[4]!;
    if (currency === "PAX" || currency === "FOR") continue;
    const kind = /TAX/.test(label) ? "tax" : /TOT|TTL/.test(label) ? "total" : "base";
    out.push({ amountCents: cents(amount), currency, kind, passengerType: m[6] ?? null });
  }
  return out;
}
