import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Role } from "#domain/auth/role";
import type { Database } from "../db/client";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

const knownRoles = new Set<string>(["admin", "agent", "client"]);

const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

function cookieValue(header: string | undefined, names: string[]): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && names.includes(part.slice(0, eq).trim())) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The session token of a cookie signed as better-auth signs it (`token.base64(HMAC-SHA256)`), or null when forged.
 * session.test.ts holds it to cookies better-auth's own sign-in sets, so a change in better-auth's signing fails there.
 */
export function verifiedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  const raw = cookieValue(cookieHeader, SESSION_COOKIES);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

// Named, so Postgres parses and plans it once per connection: it runs before every API call.
// A ban whose end has passed no longer counts, as better-auth's admin plugin has it.
const SESSION_USER = {
  name: "auth.session-user",
  text: `select u.id, u.email, u.name, u.role
    from session s join "user" u on u.id = s.user_id
    where s.token = $1 and s.expires_at > now()
      and (u.banned is null or u.banned = false or u.ban_expires < now())
    limit 1`,
};

/**
 * Reads the signed-in user of every API call in one indexed query. better-auth's getSession costs
 * two queries and most of a small request's CPU; its sliding renewal still runs on /api/auth/get-session,
 * which the web app calls on every page load.
 */
export function createSessionReader(database: Database, secret: string) {
  return async (request: FastifyRequest): Promise<SessionUser | null> => {
    const token = verifiedSessionToken(request.headers.cookie, secret);
    if (!token) return null;
    const [row] = await database.prepared<SessionUser>({ ...SESSION_USER, values: [token] });
    if (!row) return null;
    // An unexpected role value gets the least access.
    return { ...row, role: knownRoles.has(row.role) ? row.role : "client" };
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
