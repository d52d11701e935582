import * as z from "zod/mini";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
} from "./credentials";

// zod/mini: small enough for the public pages that load these (reset link, second factor); the server's
// classic schemas nest them as they are.

/** Trimmed and lower-cased; the format is checked only once something was typed. */
export const emailSchema = z.pipe(
  z
    .string({ error: EMAIL_REQUIRED_MESSAGE })
    .check(z.trim(), z.minLength(1, EMAIL_REQUIRED_MESSAGE), z.maxLength(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)),
  z.email({ error: EMAIL_MESSAGE }).check(z.toLowerCase()),
);

export const newPasswordSchema = z
  .string({ error: "Enter a password" })
  .check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE), z.maxLength(128, "Use at most 128 characters"));

/** An existing password, of any length: only its owner's server knows whether it is right. */
const passwordSchema = (message = PASSWORD_REQUIRED_MESSAGE) =>
  z.string({ error: message }).check(z.minLength(1, message));

export const signInInputSchema = z.object({ email: emailSchema, password: passwordSchema() });

/** One address: a password reset or a new confirmation link. */
export const emailInputSchema = z.object({ email: emailSchema });
export type EmailInput = z.infer<typeof emailInputSchema>;

/** Settings' change of address. */
export const changeEmailInputSchema = z.object({ newEmail: emailSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

/** The password asked again before a change to how the account signs in. */
export const passwordInputSchema = z.object({ password: passwordSchema() });
export type PasswordInput = z.infer<typeof passwordInputSchema>;

const sameNewPassword = z.refine<{ newPassword: string; confirmPassword: string }>(
  (v) => v.newPassword === v.confirmPassword,
  { message: PASSWORDS_DIFFER_MESSAGE, path: ["confirmPassword"] },
);

/** A new password typed twice (the reset-password page). */
export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .check(sameNewPassword);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** Settings' password change: the current one, and the new one twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: passwordSchema("Enter your current password"),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .check(sameNewPassword);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const withoutSpaces = z.overwrite((code: string) => code.replace(/\s+/g, ""));

/** A code from the authenticator app, spaces ignored. */
export const totpCodeInputSchema = z.object({
  code: z.string().check(withoutSpaces, z.regex(/^\d{6}$/, "Enter the 6-digit code from your app")),
});

/** One of the backup codes saved when two-factor sign-in was turned on. */
export const backupCodeInputSchema = z.object({
  code: z.string().check(withoutSpaces, z.minLength(6, "Enter one of your backup codes")),
});
export type CodeInput = z.infer<typeof totpCodeInputSchema>;
