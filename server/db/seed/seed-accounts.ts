import type { DbOrTx } from "../client";
import { roleRequests } from "../schema/accounts";
import { accounts, users } from "../schema/auth";
import { demoPasswordHash } from "./seed-users";

const DAY_MS = 86_400_000;

/**
 * A few more accounts so Users & Roles shows every status: two sign-ups waiting for their
 * confirmation mail (one asking to become a Travel Agent), a suspended client and a second agent.
 */
export async function seedAccounts(tx: DbOrTx): Promise<void> {
  const now = Date.now();
  const password = await demoPasswordHash();
  const rows = [
    {
      email: "nina.newcomer@itinera.local",
      name: "Nina Newcomer",
      role: "client",
      emailVerified: false,
      days: 1,
    },
    {
      email: "paul.pending@itinera.local",
      name: "Paul Pending",
      role: "client",
      emailVerified: false,
      days: 3,
    },
    {
      email: "sam.suspended@itinera.local",
      name: "Sam Suspended",
      role: "client",
      emailVerified: true,
      days: 40,
      banned: true,
      banReason: "Repeated chargebacks",
      banExpires: new Date(now + 30 * DAY_MS),
    },
    { email: "omar.agent@itinera.local", name: "Omar Agent", role: "agent", emailVerified: true, days: 90 },
  ];
  const inserted = await tx
    .insert(users)
    .values(
      rows.map(({ days, ...row }) => ({
        ...row,
        createdAt: new Date(now - days * DAY_MS),
        updatedAt: new Date(now - days * DAY_MS),
      })),
    )
    .returning({ id: users.id, email: users.email });
  await tx
    .insert(accounts)
    .values(inserted.map((u) => ({ accountId: u.id, providerId: "credential", userId: u.id, password })));
  const paul = inserted.find((u) => u.email === "paul.pending@itinera.local");
  if (paul) await tx.insert(roleRequests).values({ userId: paul.id, requestedRole: "agent" });
}
