import type { Role } from "#domain/auth/role";
import type { ManagedUser } from "#domain/users/user.schema";
import { userStatus } from "#domain/users/user-status";
import { users } from "../../db/schema/auth";

// The user as Users & Roles answers it, shared by the feature's services.

export const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  emailVerified: users.emailVerified,
  banned: users.banned,
  banReason: users.banReason,
  banExpires: users.banExpires,
  twoFactorEnabled: users.twoFactorEnabled,
  version: users.version,
  createdAt: users.createdAt,
};

export type UserRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
  twoFactorEnabled: boolean;
  version: number;
  createdAt: Date;
};

const knownRoles = new Set<string>(["admin", "agent", "client"]);

/** A stored role this version does not know reads as the least privileged one. */
export function knownRole(role: string): Role {
  return (knownRoles.has(role) ? role : "client") as Role;
}

export function toManagedUser(row: UserRow): ManagedUser {
  return {
    ...row,
    role: knownRole(row.role),
    status: userStatus(row),
    banned: row.banned ?? false,
    banExpires: row.banExpires?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
