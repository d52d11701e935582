/** What a phone number may hold: digits and the usual separators, written as people write them. */
const PHONE_CHARACTERS = /^[0-9 +\-().]*$/;
export const PHONE_MIN_DIGITS = 4;
export const PHONE_MAX_DIGITS = 20;

export const PHONE_CHARACTERS_MESSAGE = "Phone may hold only digits, spaces, +, -, parentheses and dots";
export const PHONE_DIGITS_MESSAGE = `Phone must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`;

/** Why this (trimmed, non-empty) phone number is refused, or null when it is fine. */
export function phoneProblem(phone: string): string | null {
  if (!PHONE_CHARACTERS.test(phone)) return PHONE_CHARACTERS_MESSAGE;
  const digits = phone.replace(/\D/g, "").length;
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return PHONE_DIGITS_MESSAGE;
  return null;
}
