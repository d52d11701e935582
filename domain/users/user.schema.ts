import { z } from "zod";
import { emailSchema, newPasswordSchema } from "../auth/credentials.schema";
import { roleSchema } from "../auth/role.schema";
import { pageQuerySchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { userStatuses } from "./user-status";

/** Realtime topic of user and role-request changes; the web's Users & Roles query keys start with it. */

export const ROLE_MESSAGE = "Choose admin, agent or client";

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

/** A datetime-local value is local time without a zone: the browser's zone makes it a moment. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The ban dialog: its datetime-local value becomes the moment banInputSchema checks; empty bans until lifted. */
export const banFormSchema = z.object({
  // An unreadable value goes through as typed, so the server's own rule names it.
  until: z
    .string()
    .transform((v): string | null | undefined => (v ? (localInputToIso(v) ?? v) : null))
    .pipe(banInputSchema.shape.until),
  reason: z
    .string()
    .transform((v) => v.trim() || undefined)
    .pipe(banInputSchema.shape.reason),
});
export type BanFormValues = z.input<typeof banFormSchema>;

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
