import type { Role } from "../auth/role";

/** The demo sign-ins, shown on the login screen in demo mode only. */
export const DEMO_PASSWORD = "itinera-demo";

export const demoAccounts: { role: Role; email: string; name: string }[] = [
  { role: "admin", email: "admin@itinera.local", name: "Alex Admin" },
  { role: "agent", email: "agent@itinera.local", name: "Ana Agent" },
  { role: "client", email: "client@itinera.local", name: "Chris Client" },
];
