import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signInErrors } from "./credentials";
import {
  backupCodeInputSchema,
  changePasswordFormSchema,
  emailSchema,
  newPasswordFormSchema,
  newPasswordSchema,
  signInInputSchema,
  totpCodeInputSchema,
} from "./credentials.schema";

/** The first message per field, as a form shows it; or the parsed value. */
function outcome(schema: z.core.$ZodType, value: unknown) {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: result.data };
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

describe("credential schemas", () => {
  it.each([
    ["", { "": "Enter your e-mail address" }],
    ["   ", { "": "Enter your e-mail address" }],
    [undefined, { "": "Enter your e-mail address" }],
    ["agent", { "": "Enter a valid e-mail address" }],
    ["agent@", { "": "Enter a valid e-mail address" }],
    ["agent@itinera", { "": "Enter a valid e-mail address" }],
    ["a b@itinera.local", { "": "Enter a valid e-mail address" }],
    [`${"a".repeat(250)}@b.co`, { "": "Enter a valid e-mail address" }],
    ["agent@itinera.local", { ok: "agent@itinera.local" }],
    [" Agent@Itinera.LOCAL ", { ok: "agent@itinera.local" }],
  ])("e-mail %j → %j", (email, expected) => {
    expect(outcome(emailSchema, email)).toEqual(expected);
  });

  it.each([
    ["123456789", { "": "Use at least 10 characters" }],
    ["1234567890", { ok: "1234567890" }],
    ["x".repeat(129), { "": "Use at most 128 characters" }],
  ])("new password %j → %j", (password, expected) => {
    expect(outcome(newPasswordSchema, password)).toEqual(expected);
  });

  it.each([
    [
      { email: "", password: "" },
      { email: "Enter your e-mail address", password: "Enter your password" },
    ],
    [{ email: "a@b.co", password: "x" }, { ok: { email: "a@b.co", password: "x" } }],
  ])("sign-in %j needs an e-mail and a password of any length", (input, expected) => {
    expect(outcome(signInInputSchema, input)).toEqual(expected);
  });

  it.each([
    [newPasswordFormSchema, { newPassword: "long-enough-1", confirmPassword: "long-enough-2" }],
    [
      changePasswordFormSchema,
      { currentPassword: "old", newPassword: "long-enough-1", confirmPassword: "long-enough-2" },
    ],
  ])("says on the confirmation when the two new passwords differ", (schema, input) => {
    expect(outcome(schema, input)).toEqual({ confirmPassword: "The passwords do not match" });
  });

  it("asks for the current password and checks the new one in the same pass", () => {
    expect(
      outcome(changePasswordFormSchema, {
        currentPassword: "",
        newPassword: "short",
        confirmPassword: "short",
      }),
    ).toEqual({ currentPassword: "Enter your current password", newPassword: "Use at least 10 characters" });
  });

  it.each([
    [totpCodeInputSchema, "123 456", { ok: { code: "123456" } }],
    [totpCodeInputSchema, "12345", { code: "Enter the 6-digit code from your app" }],
    [totpCodeInputSchema, "12345a", { code: "Enter the 6-digit code from your app" }],
    [backupCodeInputSchema, "abcd-efgh", { ok: { code: "abcd-efgh" } }],
    [backupCodeInputSchema, "ab cd", { code: "Enter one of your backup codes" }],
  ])("second-factor code %#", (schema, code, expected) => {
    expect(outcome(schema, { code })).toEqual(expected);
  });
});

describe("signInErrors, the sign-in page's check without zod", () => {
  it.each([
    "",
    "  ",
    "agent",
    "agent@",
    "@itinera.local",
    "agent@itinera",
    "a b@itinera.local",
    "agent..x@itinera.local",
    ".agent@itinera.local",
    "agent@-itinera.local",
    "agent@itinera.l",
    `${"a".repeat(250)}@b.co`,
    "agent@itinera.local",
    " O'Neil+trips@Itinera.Travel ",
    "a_b-c@sub.itinera.co.uk",
  ])("agrees with signInInputSchema on %j", (email) => {
    for (const password of ["", "x"]) {
      const schema = outcome(signInInputSchema, { email, password });
      expect(signInErrors({ email, password })).toEqual("ok" in schema ? {} : schema);
    }
  });
});
