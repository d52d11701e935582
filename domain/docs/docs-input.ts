import { z } from "zod";
import { isCountryCode } from "../countries";
import { transliterate } from "../transliterate";
import { DOCS_AIRLINE_RULE, docsAirline } from "./docs-airline";
import { parseDocsDate } from "./docs-date";

/**
 * Travel-document codes of the DOCS SSR (IATA AIRIMP, following ICAO Doc 9303 document codes).
 * F is an approved non-standard facilitation document, not a frequent-flyer card.
 */
export const documentTypes = [
  { code: "P", label: "Passport" },
  { code: "I", label: "National identity card" },
  { code: "A", label: "Identity card (type A, use defined by the issuing state)" },
  { code: "C", label: "Identity card (type C, use defined by the issuing state)" },
  { code: "IP", label: "Passport card" },
  { code: "AC", label: "Crew member certificate (crew only)" },
  { code: "F", label: "Facilitation document (approved non-standard)" },
] as const;

/** Genders a traveller can be recorded with; the infant forms MI and FI are derived, see docsGender. */
export const docsGenders = [
  { code: "M", label: "Male" },
  { code: "F", label: "Female" },
  { code: "X", label: "Unspecified" },
  { code: "U", label: "Undisclosed" },
] as const;

export type DocsGender = (typeof docsGenders)[number]["code"];

// Doc 9303 codes outside ISO 3166 that appear on real documents (stateless, refugees, UN, British nationals).
const ICAO_SPECIAL_CODES = new Set([
  "XXA",
  "XXB",
  "XXC",
  "XXX",
  "UNO",
  "UNA",
  "UNK",
  "EUE",
  "XOM",
  "GBD",
  "GBN",
  "GBO",
  "GBP",
  "GBS",
]);

/** True for an ISO 3166-1 alpha-3 code or one of the Doc 9303 special codes (XXA, UNO…). */
export function isDocsCountryCode(code: string): boolean {
  return isCountryCode(code) || ICAO_SPECIAL_CODES.has(code);
}

const upperCode = z.string().trim().toUpperCase();

const countryCode = upperCode.refine(isDocsCountryCode, {
  message: "Use an ISO 3166 alpha-3 country code, e.g. GBR",
});

const docsDate = z
  .union([z.string(), z.date()])
  .refine((value) => parseDocsDate(value) !== null, { message: "Use a real date as YYYY-MM-DD" });

export const docsInputSchema = z.object({
  documentType: upperCode.pipe(z.enum(documentTypes.map((type) => type.code))),
  issuingCountry: countryCode,
  documentNumber: z
    .string()
    .refine((value) => /[A-Za-z0-9]/.test(value), { message: "Enter the document number" }),
  nationality: countryCode,
  dateOfBirth: docsDate,
  gender: upperCode.pipe(z.enum(docsGenders.map((gender) => gender.code))),
  expiryDate: docsDate,
  surname: z
    .string()
    .refine((value) => /[A-Z]/.test(transliterate(value)), { message: "Enter the surname in letters" }),
  givenNames: z.string(),
  travelDate: docsDate.optional(),
  // 1 for Amadeus and Galileo, or a Sabre name number such as "1.1".
  passengerNumber: z
    .union([
      z.number().int().positive(),
      z
        .string()
        .trim()
        .regex(/^[1-9]\d*(\.[1-9]\d*)?$/),
    ])
    .optional(),
  // Left out or empty: YY (all carriers). Anything else must be a real two-character code.
  airline: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => docsAirline(value) !== null, { message: DOCS_AIRLINE_RULE })
    .optional(),
});

export type DocsInput = z.output<typeof docsInputSchema>;
