// Plain validators (no zod) because the sign-in page must stay small: it is the first page anyone loads.
export const PASSWORD_MIN_LENGTH = 10;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return "Enter your e-mail address";
  if (!EMAIL.test(email.trim())) return "Enter a valid e-mail address";
  return undefined;
}

export function newPasswordError(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  return undefined;
}

export function validateSignIn(v: { email: string; password: string }): FieldErrors<"email" | "password"> {
  const errors: FieldErrors<"email" | "password"> = {};
  const email = emailError(v.email);
  if (email) errors.email = email;
  if (!v.password) errors.password = "Enter your password";
  return errors;
}

export function validateSignUp(v: { email: string; password: string }): FieldErrors<"email" | "password"> {
  const errors: FieldErrors<"email" | "password"> = {};
  const email = emailError(v.email);
  if (email) errors.email = email;
  const password = newPasswordError(v.password);
  if (password) errors.password = password;
  return errors;
}
