import { referenceNumber } from "../bookings/booking-format";
import { foldSearchText } from "../passengers/search-text";
import { type RequestCategory, requestCategories, requestCategoryLabels } from "../requests/request-values";

// What one typed text means to each kind: names and titles take it word by word, codes only when it reads as one.

export interface FlightDesignator {
  /** Two-character IATA code, upper case. */
  airline: string;
  /** Digits without leading zeros, with the suffix letter if any ("8123A"); null for every flight of the airline. */
  number: string | null;
}

export interface SearchTerms {
  /** The text as typed (trimmed): names, titles, e-mails and details are matched word by word. */
  text: string;
  flight: FlightDesignator | null;
  bookingNumber: number | null;
  /** The start of invoice numbers it names ("INV-202611-00"). */
  invoicePrefix: string | null;
  /** Digits (and dashes) found anywhere in invoice numbers when they start none: "0113", "2611-01". */
  invoicePart: string | null;
  /** Upper case, when it could be (the start of) a record locator or an airline's locator. */
  locator: string | null;
  /** The request categories whose label it names ("date change", "support"). */
  requestCategories: RequestCategory[];
}

const FLIGHT = /^([A-Z0-9]{2})(?:\s*-?\s*(\d{1,4})([A-Z]?))?$/;

/** "LH 400", "lh400", "LH 0400" → LH 400; "U2 8123A" → U2 8123A; "LH" → every LH flight. */
export function flightDesignatorOf(text: string): FlightDesignator | null {
  const match = FLIGHT.exec(text.trim().toUpperCase());
  // An airline code has a letter: "12" is a number, not a carrier.
  if (!match || !/[A-Z]/.test(match[1]!)) return null;
  if (!match[2]) return { airline: match[1]!, number: null };
  // GDS imports store flight numbers without leading zeros (LH 0400 is LH 400).
  const digits = match[2].replace(/^0+(?=\d)/, "");
  return { airline: match[1]!, number: `${digits}${match[3] ?? ""}` };
}

const FLIGHT_NUMBER_DIGITS = 4;

/**
 * The ways a flight number may be stored: imports drop leading zeros, a typed one may keep them ("0400"). Equality
 * on each reads the (airline, flight_number) index; trimming the column's zeros would read every flight of the airline.
 */
export function flightNumberVariants(number: string): string[] {
  const match = /^(\d+)(\D*)$/.exec(number);
  if (!match) return [number];
  const [, digits = "", suffix = ""] = match;
  const variants = [number];
  for (let width = digits.length + 1; width <= FLIGHT_NUMBER_DIGITS; width++) {
    variants.push(`${digits.padStart(width, "0")}${suffix}`);
  }
  return variants;
}

const INVOICE = /^(?:INV-?)?(\d{1,6})(-?)(\d{0,4})$/;
/** The start of a year 20YY and its month 01–12, as invoice numbers begin: "2", "2026", "20261", "202611". */
const INVOICE_MONTH_START = /^2(?:0(?:\d(?:\d(?:0[1-9]?|1[0-2]?)?)?)?)?$/;

/**
 * The invoice-number prefix a text names: "INV-202611-0042", "inv 202611", "202611-0042", "2026110042" and
 * "2026" all read as the start of INV-YYYYMM-NNNN numbers (the number's index answers prefixes). Digits that
 * cannot begin a year and month ("0113") start no number.
 */
export function invoiceNumberPrefix(text: string): string | null {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  if (compact === "INV" || compact === "INV-") return "INV-";
  const match = INVOICE.exec(compact);
  if (!match) return null;
  const [, month = "", dash = "", sequence = ""] = match;
  if (!INVOICE_MONTH_START.test(month)) return null;
  // A sequence only follows a whole year and month: "12-34" is no invoice number.
  if ((dash || sequence) && month.length < 6) return null;
  return `INV-${month}${dash || sequence ? `-${sequence}` : ""}`;
}

const INVOICE_PART = /^[\d-]*\d[\d-]*$/;
/** A trigram index answers a part of three characters or more; a shorter one would read every number. */
const INVOICE_PART_MIN = 3;

/**
 * The digits (and dashes) of a text that starts no invoice number but may be found inside one: its sequence
 * ("0113", "113") or a month and sequence without the year ("2611-01"). Null when it names a prefix instead.
 */
export function invoiceNumberPart(text: string): string | null {
  const compact = text.replace(/\s+/g, "");
  if (compact.length < INVOICE_PART_MIN || !INVOICE_PART.test(compact)) return null;
  return invoiceNumberPrefix(compact) === null ? compact : null;
}

const LOCATOR = /^[A-Z0-9]{2,8}$/;

/** Record locators and airline locators are 5–8 letters and digits; a shorter text finds those it starts. */
export function locatorOf(text: string): string | null {
  const upper = text.trim().toUpperCase();
  return LOCATOR.test(upper) ? upper : null;
}

/** The booking a text names as a reference: "BK-000123", "bk 123", "#123", "123". */
export function bookingNumberOf(text: string): number | null {
  return referenceNumber(text.trim().replace(/^bk\s+/i, "bk"));
}

const words = (text: string) => foldSearchText(text).split(/\s+/).filter(Boolean);

/** Categories each of whose typed words starts a word of its label: "date" → Date change, "trip" → New trip, Cancel trip. */
export function requestCategoriesOf(text: string): RequestCategory[] {
  const typed = words(text);
  if (typed.length === 0) return [];
  return requestCategories.filter((category) => {
    const label = words(requestCategoryLabels[category]);
    return typed.every((word) => label.some((part) => part.startsWith(word)));
  });
}

export function searchTermsOf(text: string): SearchTerms {
  const trimmed = text.trim();
  return {
    text: trimmed,
    flight: flightDesignatorOf(trimmed),
    bookingNumber: bookingNumberOf(trimmed),
    invoicePrefix: invoiceNumberPrefix(trimmed),
    invoicePart: invoiceNumberPart(trimmed),
    locator: locatorOf(trimmed),
    requestCategories: requestCategoriesOf(trimmed),
  };
}
