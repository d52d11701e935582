import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Role } from "#domain/auth/role";
import { DEMO_PASSWORD } from "#domain/demo/demo-accounts";
import type { DbOrTx } from "../client";
import { accounts, users } from "../schema/auth";

let demoHash: Promise<string> | undefined;

/** The demo password's hash, made once per process: scrypt is slow on purpose, and every demo account shares it. */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

/** Creates a verified user with an e-mail/password account, as better-auth would after sign-up and verification. */
export async function insertVerifiedUser(
  db: DbOrTx,
  input: { email: string; name: string; role: Role; password: string },
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: input.email.toLowerCase(), name: input.name, role: input.role, emailVerified: true })
    .returning({ id: users.id });
  if (!user) throw new Error(`could not insert user ${input.email}`);
  await db.insert(accounts).values({
    accountId: user.id,
    providerId: "credential",
    userId: user.id,
    password:
      input.password === DEMO_PASSWORD ? await demoPasswordHash() : await hashPassword(input.password),
  });
  return user.id;
}

export async function userIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row?.id;
}
