import { and, asc, count, eq } from "drizzle-orm";
import { notFound } from "#domain/errors";
import type { PageQuery } from "#domain/pagination.schema";
import { pageOffset } from "#domain/pagination.schema";
import type { RoleRequest } from "#domain/users/user.schema";
import type { AppContext } from "../../context";
import { bumpVersion } from "../../db/record-version";
import { roleRequests } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import type { Change } from "../../kernel/mutate";
import { usersChanged } from "./user.changes";
import { knownRole } from "./user-columns";

/** Approving gives the user the requested role; denying leaves it as it is. A use case run by the kernel. */
export async function decideRoleRequest(
  { tx, scope, audit, emit }: Change,
  requestId: string,
  approve: boolean,
): Promise<void> {
  const [request] = await tx
    .select({ id: roleRequests.id, userId: roleRequests.userId, role: roleRequests.requestedRole })
    .from(roleRequests)
    .where(and(eq(roleRequests.id, requestId), eq(roleRequests.status, "pending")))
    .for("update");
  if (!request) throw notFound("Pending role request");
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.userId));
  if (approve) {
    await tx
      .update(users)
      .set({ role: request.role, version: bumpVersion(users.version), updatedAt: new Date() })
      .where(eq(users.id, request.userId));
  }
  await tx
    .update(roleRequests)
    .set({ status: approve ? "approved" : "denied", decidedAt: new Date(), decidedBy: scope.userId })
    .where(eq(roleRequests.id, request.id));
  await audit({
    action: "update",
    entity: "role_request",
    entityId: request.id,
    summary: `${approve ? "Approved" : "Denied"} the ${request.role} role for ${user?.email ?? request.userId}`,
  });
  emit(usersChanged("update"));
}

/** The role requests users make after signing up, as admins read them (the routes say so). */
export function createRoleRequestsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(query: PageQuery): Promise<{ items: RoleRequest[]; total: number }> {
      const pending = eq(roleRequests.status, "pending");
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: roleRequests.id,
            userId: roleRequests.userId,
            email: users.email,
            requestedRole: roleRequests.requestedRole,
            currentRole: users.role,
            status: roleRequests.status,
            createdAt: roleRequests.createdAt,
          })
          .from(roleRequests)
          .innerJoin(users, eq(users.id, roleRequests.userId))
          .where(pending)
          .orderBy(asc(roleRequests.createdAt), asc(roleRequests.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(roleRequests).where(pending),
      ]);
      return {
        items: rows.map((r) => ({
          ...r,
          currentRole: knownRole(r.currentRole),
          createdAt: r.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },
  };
}
