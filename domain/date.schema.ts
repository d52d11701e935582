import { z } from "zod";
import { isIsoDate } from "./calendar-date";

/**
 * The one calendar-date contract of the API: "YYYY-MM-DD", a day that exists (no 30 February), in years
 * 1–9999 (what four digits can write and PostgreSQL's `date` and `timestamp` accept). Every date field of
 * a body or query uses one of the schemas below, so an impossible date is a 400 naming its field and
 * never reaches the database.
 */
export const REAL_DATE_RULE = "Use a real date as YYYY-MM-DD";

// The OpenAPI document says "date", so clients (and the fuzz test) know what the field holds.
const dateMeta = { format: "date", examples: ["2026-05-01"] };

/** A required date of a form or body: blank says "<label> is required", anything else must be real. */
export const requiredDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => value === "" || isIsoDate(value), REAL_DATE_RULE)
    .meta(dateMeta);

/** An optional date of a form or body: missing, null or blank is null. */
export const optionalDateSchema = z
  .string({ error: REAL_DATE_RULE })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isIsoDate(value), REAL_DATE_RULE)
  .meta(dateMeta);

/** A date filter of a query string: missing or blank is no filter. */
export const queryDateSchema = z
  .string({ error: REAL_DATE_RULE })
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isIsoDate(value), REAL_DATE_RULE)
  .meta(dateMeta);
