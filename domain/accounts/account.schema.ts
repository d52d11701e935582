import { z } from "zod";
import { emailSchema, newPasswordSchema } from "../auth/credentials.schema";
import { roleSchema } from "../auth/role.schema";
import { ROLE_MESSAGE, requestableRoles } from "../users/user.schema";

/** Sign-up (SPEC §7 auth-register): every account starts as a client; admin or agent is a request. */
export const registerInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  accountType: z.enum(roleSchema.options, { error: ROLE_MESSAGE }).default("client"),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;
export type RegisterFormValues = z.input<typeof registerInputSchema>;

export const registerResultSchema = z.object({
  /** The role asked for, now waiting for an admin; null for a client account. */
  roleRequested: z.enum(requestableRoles).nullable(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const RESET_LINK_INVALID_MESSAGE = "This reset link has expired or was already used.";

export const resetTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const resetTokenStatusSchema = z.object({ valid: z.boolean() });

export const resetPasswordInputSchema = z.object({
  token: z.string().min(1, RESET_LINK_INVALID_MESSAGE).max(200),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const resetPasswordResultSchema = z.object({
  signedIn: z.boolean(),
  /** Signed in up to the second factor: the sign-in page asks for the code. */
  twoFactorRequired: z.boolean(),
});
export type ResetPasswordResult = z.infer<typeof resetPasswordResultSchema>;

export const adminSeedStatusSchema = z.object({
  adminExists: z.boolean(),
  email: z.string(),
  /** The public demo password in demo mode without ADMIN_PASSWORD; a configured password is never sent. */
  password: z.string().nullable(),
  /** False when the server has no ADMIN_PASSWORD (outside demo mode it must be set). */
  configured: z.boolean(),
});
export type AdminSeedStatus = z.infer<typeof adminSeedStatusSchema>;

export const adminSeedResultSchema = z.object({ status: z.enum(["created", "exists"]) });
export type AdminSeedResult = z.infer<typeof adminSeedResultSchema>;

/** The signed-in user's own account, for Settings. */
export const accountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  twoFactorEnabled: z.boolean(),
  pendingRoleRequest: z.enum(requestableRoles).nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const twoFactorCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .min(6, "Enter the 6-digit code or a backup code")
    .max(32, "Enter the 6-digit code or a backup code"),
});
