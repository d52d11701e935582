import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { type Role, roles } from "#domain/auth/role";
import { scopeOf } from "../access/client-scope";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema/auth";
import type { Viewer } from "./hub";

/** A live session as its socket follows it: who may hear what now, and when the session runs out. */
export interface SessionViewer {
  viewer: Viewer;
  expiresAt: Date;
}

const knownRoles = new Set<string>(roles);

/** The id of the session a verified cookie token names, or null when it has already ended. */
export async function sessionIdOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, token));
  return row?.id ?? null;
}

/**
 * The session's viewer as the API would judge it now (the same rules as server/auth/session.ts: unexpired,
 * its user not banned, a ban whose end has passed no longer counting), or null when the session has ended.
 */
export async function readSessionViewer(db: Db, sessionId: string): Promise<SessionViewer | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        or(isNull(users.banned), eq(users.banned, false), lt(users.banExpires, sql`now()`)),
      ),
    );
  if (!row) return null;
  // An unexpected role value gets the least access, as for API calls.
  const role: Role = knownRoles.has(row.role) ? (row.role as Role) : "client";
  const scope = await scopeOf(db, { id: row.id, email: row.email, name: row.name, role });
  return {
    viewer: { userId: row.id, staff: scope.staff, clientId: scope.clientId },
    expiresAt: row.expiresAt,
  };
}
