import { transliterate } from "../transliterate";
import { ALL_AIRLINES, docsAirline } from "./docs-airline";
import { formatDocsDate } from "./docs-date";
import { docsGender } from "./docs-gender";
import type { DocsGender, DocsInput } from "./docs-input";

/** The DOCS fields, already in the form every reservation system expects. */
export interface DocsFields {
  airline: string;
  documentType: string;
  issuingCountry: string;
  documentNumber: string;
  nationality: string;
  dateOfBirth: string;
  gender: string;
  expiryDate: string;
  surname: string;
  givenNames: string;
  /** Passenger position for Amadeus and Galileo: the number given, or the name field of a Sabre "2.1". */
  passenger: number | undefined;
  /** Sabre name number as given ("1.1"), or undefined when only a position or nothing was given. */
  sabreNameNumber: string | undefined;
}

export function docsFields(input: DocsInput): DocsFields {
  const gender = input.gender.trim().toUpperCase() as DocsGender;
  const reference = passengerReference(input.passengerNumber);
  return {
    airline: normaliseAirline(input.airline),
    documentType: lettersOnly(input.documentType),
    issuingCountry: lettersOnly(input.issuingCountry),
    documentNumber: input.documentNumber.toUpperCase().replace(/[^A-Z0-9]/g, ""),
    nationality: lettersOnly(input.nationality),
    dateOfBirth: formatDocsDate(input.dateOfBirth),
    gender: docsGender(gender, input.dateOfBirth, input.travelDate),
    expiryDate: formatDocsDate(input.expiryDate),
    surname: docsName(input.surname),
    givenNames: docsName(input.givenNames),
    passenger: reference?.passenger,
    sabreNameNumber: reference?.nameNumber,
  };
}

/** The DOCS fields in the order all three systems share; empty given names, the last field, are left off. */
export function docsFieldValues(f: DocsFields): string[] {
  const values = [
    f.documentType,
    f.issuingCountry,
    f.documentNumber,
    f.nationality,
    f.dateOfBirth,
    f.gender,
    f.expiryDate,
    f.surname,
  ];
  return f.givenNames === "" ? values : [...values, f.givenNames];
}

/**
 * A name as DOCS carries it: transliterated, with hyphens turned into spaces. A hyphen separates
 * Amadeus fields and Sabre's name number, and the passport's MRZ already prints it as a filler
 * like a space, so "SMITH-JONES" becomes "SMITH JONES" in every format.
 */
export function docsName(name: string): string {
  return transliterate(name).replace(/-/g, " ").replace(/ {2,}/g, " ").trim();
}

function lettersOnly(value: string): string {
  return value.toUpperCase().replace(/[^A-Z]/g, "");
}

function normaliseAirline(airline: string | undefined): string {
  // Only checked input gets here (docsInputSchema refuses a code docsAirline does not take).
  return docsAirline(airline) ?? ALL_AIRLINES;
}

function passengerReference(
  value: number | string | undefined,
): { passenger: number; nameNumber: string | undefined } | undefined {
  const match = /^([1-9]\d*)(?:\.([1-9]\d*))?$/.exec(String(value ?? "").trim());
  if (!match) return undefined;
  return { passenger: Number(match[1]), nameNumber: match[2] === undefined ? undefined : match[0] };
}
