import type { ManagedUser } from "#domain/users/user.schema";

/** An active admin with nothing special about them, for the Users & Roles component tests. */
export const testAdmin: ManagedUser = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "me@agency.test",
  name: "me",
  role: "admin",
  status: "active",
  emailVerified: true,
  banned: false,
  banReason: null,
  banExpires: null,
  twoFactorEnabled: false,
  version: 1,
  createdAt: "2027-03-01T10:00:00.000Z",
};
