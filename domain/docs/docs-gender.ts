import { ageInYears, type DocsDateInput, parseDocsDate } from "./docs-date";
import type { DocsGender } from "./docs-input";

export type DocsGenderCode = DocsGender | "MI" | "FI";

// IATA defines infant forms only for male and female; X and U have none, so they stay as they are.
const INFANT_FORMS: Partial<Record<DocsGender, DocsGenderCode>> = { M: "MI", F: "FI" };

/**
 * Gender as written in the DOCS line: MI or FI for a traveller still under two on the travel date,
 * the plain code otherwise, or when either date is missing or unusable.
 */
export function docsGender(
  gender: DocsGender,
  dateOfBirth?: DocsDateInput,
  travelDate?: DocsDateInput,
): DocsGenderCode {
  const birth = parseDocsDate(dateOfBirth);
  const travel = parseDocsDate(travelDate);
  if (!birth || !travel) return gender;
  const age = ageInYears(birth, travel);
  // A negative age means a date was typed wrongly: better no infant flag than a wrong one.
  if (age < 0 || age >= 2) return gender;
  return INFANT_FORMS[gender] ?? gender;
}
