import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../auth/credentials";
import { roleSchema } from "../auth/role.schema";
import { pageQuerySchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { userStatuses } from "./user-status";

/** Realtime topic of user and role-request changes; the web's Users & Roles query keys start with it. */

export const ROLE_MESSAGE = "Choose admin, agent or client";
export const EMAIL_MESSAGE = "Enter a valid e-mail address";
export const PASSWORD_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters`;

export const emailSchema = z
  .string({ error: "Enter your e-mail address" })
  .trim()
  .min(1, "Enter your e-mail address")
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: "Enter a password" })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE)
  .max(128, "Use at most 128 characters");

export const roleInputSchema = z.enum(roleSchema.options, { error: ROLE_MESSAGE });

/** One row of Users & Roles. */
export const managedUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  status: z.enum(userStatuses),
  emailVerified: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.iso.datetime({ offset: true }).nullable(),
  twoFactorEnabled: z.boolean(),
  /** The version of the access an admin manages here (role and ban). */
  version: versionSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(254).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const createUserInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  role: roleInputSchema.default("client"),
});
export type CreateUserInput = z.infer<typeof createUserInputSchema>;
export type CreateUserFormValues = z.input<typeof createUserInputSchema>;

export const setRoleInputSchema = z.object({ role: roleInputSchema });

export const banInputSchema = z.object({
  /** When the ban ends; none bans until an admin lifts it. */
  until: z.iso
    .datetime({ offset: true, error: "Enter a valid date and time" })
    .nullable()
    .optional()
    // A malformed value already has its issue; only a real date can be in the past.
    .refine(
      (v) => !v || Number.isNaN(Date.parse(v)) || Date.parse(v) > Date.now(),
      "Choose a moment in the future",
    ),
  reason: z.string().trim().max(500, "Use at most 500 characters").optional(),
});
export type BanInput = z.infer<typeof banInputSchema>;

export const requestableRoles = ["admin", "agent"] as const;
export const roleRequestStatuses = ["pending", "approved", "denied"] as const;

export const roleRequestSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  requestedRole: z.enum(requestableRoles),
  currentRole: roleSchema,
  status: z.enum(roleRequestStatuses),
  createdAt: z.iso.datetime({ offset: true }),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });
