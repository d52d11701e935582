import { z } from "zod";
import { isIsoDate } from "./calendar-date";

/**
 * The one calendar-date contract of the API: "YYYY-MM-DD", a day that exists (no 30 February), in years
 * 1–9999 (what four digits can write and PostgreSQL's `date` and `timestamp` accept). Every date field of
 * a body or query uses one of the schemas below, so an impossible date is a 400 naming its field and
 * never reaches the database; a money or travel date must also fall inside the window below.
 */
export const REAL_DATE_RULE = "Use a real date as YYYY-MM-DD";

// The OpenAPI document says "date", so clients (and the fuzz test) know what the field holds.
const dateMeta = { format: "date", examples: ["2026-05-01"] };

/**
 * The days a money or travel date may be (payments, refunds, invoices, trips, bookings, packages, rates,
 * GDS reference days). Why: the agency keeps no record from before 2000, and nothing is paid, due or
 * travelled after 2099 (the tests' "never due" date is 2099-12-31); 1900-01-01 or 9999-12-31 is a typed
 * year or a placeholder, not a day of business. A person's or a document's dates (birth, passport expiry)
 * are not held to it: they use the `Any` schemas.
 */
export const RECORD_DATE_FIRST = "2000-01-01";
export const RECORD_DATE_LAST = "2099-12-31";
export const RECORD_DATE_RULE = `Use a date from ${RECORD_DATE_FIRST} to ${RECORD_DATE_LAST}`;

/** A real day inside the money and travel window (RECORD_DATE_FIRST to RECORD_DATE_LAST, both included). */
export function isRecordDate(value: string): boolean {
  return isIsoDate(value) && value >= RECORD_DATE_FIRST && value <= RECORD_DATE_LAST;
}

// Only a real day is measured against the window: blank and impossible dates have their own message.
const inWindow = (value: string | null) =>
  value === null || value === "" || !isIsoDate(value) || isRecordDate(value);

const requiredRealDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => value === "" || isIsoDate(value), REAL_DATE_RULE);

const optionalRealDate = () =>
  z
    .string({ error: REAL_DATE_RULE })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isIsoDate(value), REAL_DATE_RULE);

/**
 * A required money or travel date of a form or body: blank says "<label> is required", anything else must be
 * a real day inside the window (RECORD_DATE_RULE).
 */
export const requiredDateSchema = (label: string) =>
  requiredRealDate(label).refine(inWindow, RECORD_DATE_RULE).meta(dateMeta);

/** An optional money or travel date of a form or body: missing, null or blank is null; else inside the window. */
export const optionalDateSchema = optionalRealDate().refine(inWindow, RECORD_DATE_RULE).meta(dateMeta);

/** A required date of a person or a document (a passport's expiry): any real day. */
export const requiredAnyDateSchema = (label: string) => requiredRealDate(label).meta(dateMeta);

/** An optional date of a person or a document (a date of birth): any real day, or null. */
export const optionalAnyDateSchema = optionalRealDate().meta(dateMeta);

/** A date filter of a query string: missing or blank is no filter. */
export const queryDateSchema = z
  .string({ error: REAL_DATE_RULE })
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isIsoDate(value), REAL_DATE_RULE)
  .meta(dateMeta);
