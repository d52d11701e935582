import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { type Role, roles } from "#domain/auth/role";
import type { TestApp } from "./test-app";

/** Who a request is made as: a signed-in user of that role, or nobody. */
export type Who = Role | "anonymous";

export type RoleCaller = (who: Who, options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * Signs in one new user of each role and answers how to inject a request as one of them (their cookie
 * and origin merged under the request's own headers), with the users' ids.
 */
export async function signInRoles(t: TestApp): Promise<{ call: RoleCaller; userIds: Record<Role, string> }> {
  const headers: Partial<Record<Role, Record<string, string>>> = {};
  const userIds: Partial<Record<Role, string>> = {};
  for (const role of roles) {
    const { cookie, origin, userId } = await t.signInAs(role);
    headers[role] = { cookie, origin };
    userIds[role] = userId;
  }
  const call: RoleCaller = (who, options) =>
    t.app.inject({
      ...options,
      headers: { ...(who === "anonymous" ? {} : headers[who]), ...options.headers },
    });
  return { call, userIds: userIds as Record<Role, string> };
}
