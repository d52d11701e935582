import { countries, isCountryCode } from "../countries";
import { type CalendarDay, formatDay, parseBirthDate, parseDayMonthYear } from "../gds/gds-dates";
import type { DocsData } from "./gds-import.schema";

const alpha3ByAlpha2: ReadonlyMap<string, string> = new Map(countries.map((c) => [c.alpha2, c.alpha3]));
const DOCUMENT_TYPES = new Set(["P", "I", "A", "C", "IP", "AC", "F"]);
const DOB = /^\d{1,2}[A-Z]{3}\d{2}(?:\d{2})?$/i;
const GENDER = /^(?:M|F|MI|FI|U|X)$/i;
const GENDERS: Readonly<Record<string, string>> = { M: "M", F: "F", MI: "M", FI: "F", X: "X", U: "X" };

function country(code: string | undefined): string | null {
  const value = (code ?? "").trim().toUpperCase();
  if (isCountryCode(value)) return value;
  // Some offices (and Sabre examples) write two-letter codes.
  return alpha3ByAlpha2.get(value) ?? null;
}

/**
 * Reads the passport fields of a DOCS SSR's free text, as each system prints it:
 * "P/FRA/18AB12345/FRA/14JUL79/M/03JUN31/MARTIN/PAUL/P1" (Amadeus),
 * "/P/GB/123456789/GB/12JUL80/M/12JUL30/SMITH/JOHN-1.1SMITH/JOHN" (Sabre, Travelport),
 * "/////06SEP56/M//TORMEN/JOSEPH" (Secure Flight data: no document). Null when it is not a DOCS text.
 */
export function readDocsText(text: string, reference: CalendarDay): DocsData | null {
  // Trailing passenger association: "/P1", "-1.1SMITH/JOHN", "-1SMITH/JOHN".
  const body = text
    .trim()
    .replace(/\/P\d{1,3}(?:[-,]\d{1,3})*\s*$/i, "")
    .replace(/-\d{1,3}(?:\.\d{1,2})?[A-Z][A-Z /-]*$/i, "")
    .trim();
  let fields = body.split("/").map((f) => f.trim());
  // Sabre and Travelport keep the separator after the status ("HK1/P/…"), Amadeus prints a space: the
  // date of birth followed by the gender is the fifth field, which tells how many empty fields lead.
  const birthAt = fields.findIndex((f, i) => DOB.test(f) && GENDER.test(fields[i + 1] ?? ""));
  const extra = birthAt >= 0 ? birthAt - 4 : body.startsWith("/") && /^\/[A-Z]{1,2}\//i.test(body) ? 1 : 0;
  if (extra > 0 && fields.slice(0, extra).every((f) => f === "")) fields = fields.slice(extra);
  if (fields.length < 7) return null;
  const [type, issuing, number, nationality, dob, gender, expiry] = fields;
  const documentType = (type ?? "").toUpperCase();
  const birth = dob ? parseBirthDate(dob.toUpperCase(), reference) : null;
  // Expiry dates lie ahead more often than not: two-digit years up to 20 years after the reference.
  const expires = expiry ? parseDayMonthYear(expiry.toUpperCase(), reference.year) : null;
  const docNumber = (number ?? "").replace(/\s+/g, "").toUpperCase();
  return {
    documentType: DOCUMENT_TYPES.has(documentType) ? documentType : null,
    issuingCountry: country(issuing),
    documentNumber: docNumber || null,
    nationality: country(nationality),
    dateOfBirth: birth ? formatDay(birth) : null,
    gender: GENDERS[(gender ?? "").toUpperCase()] ?? null,
    expiryDate: expires ? formatDay(expires) : null,
  };
}

/** A DOCS record is enough to create a passenger when it carries the document number and its expiry. */
export function docsCreatable(docs: DocsData | null): boolean {
  return Boolean(docs?.documentNumber && docs.expiryDate);
}
