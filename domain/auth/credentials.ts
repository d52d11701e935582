// No zod here: /login is the first page anyone loads, and zod with react-hook-form would take its sign-in step
// over DESIGN's 150 KB budget (measured: 140 → 171 KB gzip). credentials.schema.ts builds the zod schemas from
// these same rules and messages; a test holds the sign-in check and signInInputSchema equal.
export const PASSWORD_MIN_LENGTH = 10;

export const EMAIL_REQUIRED_MESSAGE = "Enter your e-mail address";
export const EMAIL_MESSAGE = "Enter a valid e-mail address";
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_REQUIRED_MESSAGE = "Enter your password";
export const PASSWORDS_DIFFER_MESSAGE = "The passwords do not match";

/** zod's own e-mail pattern (zod/v4/core/regexes `email`), so both checks accept the same addresses. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type SignInErrors = Partial<Record<"email" | "password", string>>;

/** The sign-in step: an e-mail address and a password of any length. */
export function signInErrors(v: { email: string; password: string }): SignInErrors {
  const errors: SignInErrors = {};
  const email = v.email.trim();
  if (!email) errors.email = EMAIL_REQUIRED_MESSAGE;
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) errors.email = EMAIL_MESSAGE;
  if (!v.password) errors.password = PASSWORD_REQUIRED_MESSAGE;
  return errors;
}
