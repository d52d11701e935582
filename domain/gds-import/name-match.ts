import { transliterate } from "../transliterate";

/** Letters only, upper case, accents dropped: "Jean-Pierre" → "JEANPIERRE". */
function plainLetters(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z]/g, "");
}

/**
 * The forms a stored name can take in a reservation: the passport's machine-readable spelling
 * ("Müller" → MUELLER) and the plain one without accents (MULLER), spaces and hyphens removed.
 */
function nameForms(name: string): Set<string> {
  return new Set([plainLetters(transliterate(name)), plainLetters(name)].filter(Boolean));
}

function firstWordForms(name: string): Set<string> {
  const first = name.trim().split(/[\s-]+/)[0] ?? "";
  return nameForms(first);
}

export interface NameCandidate {
  id: string;
  firstName: string;
  surname: string;
}

/**
 * The stored passenger a reservation name stands for: same surname and given names, ignoring case,
 * accents, spaces and hyphens; failing that, the only one with the same surname and first given name
 * (reservations often carry a middle name the record lacks, or the reverse). Null when none or ambiguous.
 */
export function matchPassengerName<T extends NameCandidate>(
  name: { surname: string; givenName: string },
  candidates: readonly T[],
): T | null {
  const surname = plainLetters(name.surname);
  const given = plainLetters(name.givenName);
  if (!surname) return null;
  const sameSurname = candidates.filter((c) => nameForms(c.surname).has(surname));
  const exact = sameSurname.filter((c) => nameForms(c.firstName).has(given));
  // Two records with the same name (a duplicate) must not be guessed between.
  if (exact.length > 0) return exact.length === 1 ? exact[0]! : null;
  const firstGiven = plainLetters(name.givenName.trim().split(/[\s-]+/)[0] ?? "");
  if (!firstGiven) return null;
  const loose = sameSurname.filter((c) => firstWordForms(c.firstName).has(firstGiven));
  return loose.length === 1 ? loose[0]! : null;
}

/** "MARTIN", "JEAN PAUL", "MR" → "Jean Paul Martin": reservation capitals as a person's name. */
export function displayName(surname: string, givenName: string): string {
  const cap = (text: string) =>
    text
      .toLowerCase()
      .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
  return [cap(givenName), cap(surname)].filter(Boolean).join(" ");
}

/** A reservation title as a passenger title: MR → Mr, MRS → Mrs; MSTR and others give null. */
export function passengerTitleOf(title: string | null): "Mr" | "Mrs" | "Ms" | "Miss" | "Dr" | null {
  switch ((title ?? "").toUpperCase()) {
    case "MR":
      return "Mr";
    case "MRS":
      return "Mrs";
    case "MS":
      return "Ms";
    case "MISS":
      return "Miss";
    case "DR":
      return "Dr";
    default:
      return null;
  }
}
