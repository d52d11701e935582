// No zod here: the sign-in page imports these and must stay small.
export const roles = ["admin", "agent", "client"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: "Admin",
  agent: "Travel Agent",
  client: "Client",
};

/** Who may call a route: anyone, any signed-in user, or staff roles only. */
export const accessLevels = ["public", "signed-in", "staff", "admin"] as const;
export type AccessLevel = (typeof accessLevels)[number];

export function roleMayAccess(role: Role | undefined, level: AccessLevel): boolean {
  switch (level) {
    case "public":
      return true;
    case "signed-in":
      return role !== undefined;
    case "staff":
      return role === "admin" || role === "agent";
    case "admin":
      return role === "admin";
  }
}

export const isStaff = (role: Role | undefined) => role === "admin" || role === "agent";
