import type { FastifyRequest } from "fastify";
import type { Role } from "../../domain/auth/role";
import type { Auth } from "./auth";

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

/** The signed-in user of a request, or null; banned users have no session. */
export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  if (!session) return null;
  const role = session.user.role ?? "client";
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    // An unexpected role value gets the least access.
    role: (knownRoles.has(role) ? role : "client") as Role,
  };
}
