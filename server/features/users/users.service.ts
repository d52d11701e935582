import { count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { AppError, notFound } from "#domain/errors";
import { pageOffset } from "#domain/pagination.schema";
import type { ManagedUser, UserListQuery } from "#domain/users/user.schema";
import { fromAuthError } from "../../auth/auth-error";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/auth";
import { likePattern } from "../../db/sql-helpers";
import { USER_ENTITY } from "./user.changes";
import { toManagedUser, type UserRow, userColumns } from "./user-columns";

/**
 * Users & Roles' reads, and the mails better-auth sends on an admin's word: better-auth writes its own rows
 * outside our transaction, so the audit row is a change of its own right after. The other writes are the
 * use cases of user.changes.ts.
 */
export function createUsersService(ctx: AppContext) {
  const { db, auth, kernel } = ctx;

  async function findUser(id: string): Promise<UserRow> {
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
    if (!row) throw notFound("User");
    return row;
  }

  /** An INFO row: a mail sent, nothing of ours changed. */
  function recordMail(actor: SessionUser, id: string, summary: string) {
    return kernel.mutate(actor, ({ audit }) =>
      audit({ action: "INFO", entity: USER_ENTITY, entityId: id, summary }),
    );
  }

  return {
    async list(query: UserListQuery): Promise<{ items: ManagedUser[]; total: number }> {
      const search = query.search?.trim();
      const where: SQL | undefined = search ? ilike(users.email, likePattern(search)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: rows.map(toManagedUser), total: total?.n ?? 0 };
    },

    async resendVerification(actor: SessionUser, id: string): Promise<void> {
      const target = await findUser(id);
      if (target.emailVerified) {
        throw new AppError("CONFLICT", `${target.email} is already confirmed.`);
      }
      try {
        await auth.api.sendVerificationEmail({
          body: { email: target.email, callbackURL: "/auth/callback" },
        });
      } catch (error) {
        throw fromAuthError(error);
      }
      await recordMail(actor, id, `Sent a new verification e-mail to ${target.email}`);
    },

    async sendPasswordReset(actor: SessionUser, id: string): Promise<void> {
      const target = await findUser(id);
      try {
        await auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: "/reset-password" } });
      } catch (error) {
        throw fromAuthError(error);
      }
      await recordMail(actor, id, `Sent a password reset e-mail to ${target.email}`);
    },
  };
}
