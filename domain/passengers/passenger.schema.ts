import { z } from "zod";
import { isIsoDate } from "../calendar-date";
import { isCountryCode } from "../countries";
import { optionalAnyDateSchema, REAL_DATE_RULE, requiredAnyDateSchema } from "../date.schema";
import { documentTypes } from "../docs/docs-input";
import { pageQuerySchema, sortDirectionSchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import {
  passengerGenders,
  passengerMethods,
  passengerSorts,
  passengerStatuses,
  passengerTitles,
} from "./passenger-format";

export const passengerDocumentTypes = documentTypes.map((type) => type.code) as [
  (typeof documentTypes)[number]["code"],
  ...(typeof documentTypes)[number]["code"][],
];

export const NAME_MAX = 100;
export const REMARKS_MAX = 2000;
export const PASSPORT_NUMBER_RULE = "Passport number must be 5–20 letters or digits";
export { REAL_DATE_RULE };

/** Optional free text: blank becomes null. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value.normalize("NFC") : null));

/** Optional choice from a list: "" (an untouched select) becomes null. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { error: message }), z.literal("")])
    .nullish()
    .transform((value) => (value ? value : null));

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .transform((value) => value.normalize("NFC"));

/** An ISO 3166-1 alpha-3 code ("GBR"), or nothing. */
export const optionalCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCountryCode(value), "Choose a country from the list");

export const requiredCountrySchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .min(1, `${label} is required`)
    .refine((value) => value === "" || isCountryCode(value), "Choose a country from the list");

/** Letters and digits only, spaces ignored, upper-cased: "ab 123 456" → "AB123456". */
export const passportNumberSchema = z
  .string({ error: "Passport number is required" })
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine((value) => value.length > 0, "Passport number is required")
  .refine((value) => value.length === 0 || /^[A-Z0-9]{5,20}$/.test(value), PASSPORT_NUMBER_RULE);

export const expiryDateSchema = requiredAnyDateSchema("Passport expiry");

/**
 * A date of birth before `today()`: the agency's day (`todayIn(timeZone)` of #domain/dates), asked at every
 * parse, since a schema outlives the day it was built on. A birth date is a calendar day: days compare.
 */
export const dateOfBirthSchemaOn = (today: () => string) =>
  optionalAnyDateSchema.refine((value) => value === null || !isIsoDate(value) || value < today(), {
    message: "Date of birth must be in the past",
  });

/**
 * The fields of the add and edit forms, with the agency's `today` for the date of birth; the API validates
 * create and update bodies with it.
 */
export const passengerInputSchemaOn = (today: () => string) =>
  z.object({
    title: optionalChoice(passengerTitles, "Choose a title from the list"),
    firstName: requiredName("First name"),
    surname: requiredName("Surname"),
    gender: optionalChoice(passengerGenders, "Choose M, F or X"),
    dateOfBirth: dateOfBirthSchemaOn(today),
    nationality: optionalCountrySchema,
    countryOfIssue: optionalCountrySchema,
    documentType: z.enum(passengerDocumentTypes, { error: "Choose a document type" }).default("P"),
    passportNumber: passportNumberSchema,
    documentExpiry: expiryDateSchema,
    status: z.enum(passengerStatuses, { error: "Choose active or inactive" }).default("active"),
    method: z.enum(passengerMethods, { error: "Choose online, agent or email" }).default("online"),
    remarks: optionalText(REMARKS_MAX, "Remarks"),
    clientId: z
      .union([z.uuid({ error: "Choose a client from the list" }), z.literal("")])
      .nullish()
      .transform((value) => value || null),
  });
type PassengerInputSchema = ReturnType<typeof passengerInputSchemaOn>;
export type PassengerInput = z.output<PassengerInputSchema>;
/** What the form holds before validation: strings, "" for untouched fields. */
export type PassengerFormValues = z.input<PassengerInputSchema>;

export const passengerSchema = z.object({
  id: z.uuid(),
  title: z.enum(passengerTitles).nullable(),
  firstName: z.string(),
  surname: z.string(),
  gender: z.enum(passengerGenders).nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  countryOfIssue: z.string().nullable(),
  documentType: z.enum(passengerDocumentTypes),
  passportNumber: z.string(),
  documentExpiry: z.string(),
  passportDocsLine: z.string().nullable(),
  status: z.enum(passengerStatuses),
  method: z.enum(passengerMethods),
  remarks: z.string().nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Passenger = z.infer<typeof passengerSchema>;

export const passengerListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(passengerSorts).default("name"),
  direction: sortDirectionSchema.default("asc"),
  /** Leaves out this passenger and everyone already connected to it (the connection picker). */
  connectableTo: z.uuid().optional(),
  /** Only this client's passengers (a client's page). */
  clientId: z.uuid().optional(),
});
export type PassengerListQuery = z.output<typeof passengerListQuerySchema>;

export const duplicateQuerySchema = z.object({
  passportNumber: z.string().transform((value) => value.replace(/\s+/g, "").toUpperCase()),
  countryOfIssue: z.string().trim().toUpperCase(),
  excludeId: z.uuid().optional(),
});

export const passengerRefSchema = z.object({
  id: z.uuid(),
  title: z.enum(passengerTitles).nullable(),
  firstName: z.string(),
  surname: z.string(),
});
export type PassengerRef = z.infer<typeof passengerRefSchema>;

export const duplicateListSchema = z.object({
  items: z.array(
    passengerRefSchema.extend({ passportNumber: z.string(), countryOfIssue: z.string().nullable() }),
  ),
});
export type DuplicateList = z.infer<typeof duplicateListSchema>;
