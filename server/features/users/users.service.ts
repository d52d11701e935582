import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Role } from "#domain/auth/role";
import { AppError, notFound } from "#domain/errors";
import { pageOffset } from "#domain/pagination.schema";
import { topics } from "#domain/realtime/topics";
import type { BanInput, CreateUserInput, ManagedUser, UserListQuery } from "#domain/users/user.schema";
import { isBanActive } from "#domain/users/user-status";
import { writeAudit } from "../../audit/audit";
import { fromAuthError } from "../../auth/auth-error";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { roleRequests } from "../../db/schema/accounts";
import { sessions, users } from "../../db/schema/auth";
import { insertVerifiedUser } from "../../db/seed/seed-users";
import { isUniqueViolation, likePattern } from "../../db/sql-helpers";
import { staffOnly } from "../../realtime/audience";
import { toManagedUser, type UserRow, userColumns } from "./user-columns";

const ENTITY = "user";

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

const activeAdmin = sql`${users.role} = 'admin' and not (coalesce(${users.banned}, false) and (${users.banExpires} is null or ${users.banExpires} > now()))`;

/** Users & Roles: admins only (the routes say so); every change in a transaction with an audit row. */
export function createUsersService(ctx: AppContext) {
  const { db, auth } = ctx;

  async function publish(op: "insert" | "update" | "delete") {
    await ctx.hub.publish({ topic: topics.users, op, audience: staffOnly });
  }

  /**
   * Locks the admins and the target, and checks the rules every change of another user's access
   * obeys: the actor is still an admin (two admins demoting each other at once), and not the target.
   */
  async function lockTarget(
    tx: Tx,
    actor: SessionUser,
    id: string,
    selfMessage: string,
    expected: number | undefined,
  ): Promise<UserRow> {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.role, "admin"), eq(users.id, id)))
      .orderBy(asc(users.id))
      .for("update");
    // Checked again under the lock: another admin may have demoted or banned the actor a moment ago.
    const [me] = await tx.select(userColumns).from(users).where(eq(users.id, actor.id));
    if (me?.role !== "admin" || isBanActive(me)) {
      throw new AppError("FORBIDDEN", "Your role does not allow this.");
    }
    if (id === actor.id) throw new AppError("CONFLICT", selfMessage);
    const [target] = await tx.select(userColumns).from(users).where(eq(users.id, id));
    if (!target) throw notFound("User");
    if (expected !== undefined && target.version !== expected) {
      assertVersion(toManagedUser(target), expected);
    }
    return target;
  }

  /** The last admin who can still sign in stays an admin. */
  async function assertAnotherAdmin(tx: Tx, target: UserRow) {
    if (target.role !== "admin") return;
    const [others] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(activeAdmin, ne(users.id, target.id)));
    if ((others?.n ?? 0) === 0) throw new AppError("CONFLICT", "The last admin cannot be removed.");
  }

  async function findUser(id: string): Promise<UserRow> {
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
    if (!row) throw notFound("User");
    return row;
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

    /** An account an admin vouches for: active at once, signing in with the password the admin chose. */
    async create(actor: SessionUser, input: CreateUserInput): Promise<ManagedUser> {
      const emailTaken = () =>
        new AppError("CONFLICT", "A user with this e-mail already exists.", {
          issues: [{ path: "body.email", message: "A user with this e-mail already exists." }],
        });
      const created = await db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
        if (taken) throw emailTaken();
        const id = await insertVerifiedUser(tx, {
          email: input.email,
          name: input.email.split("@")[0] || input.email,
          role: input.role,
          password: input.password,
        }).catch((error: unknown) => {
          // Two admins adding one address at once: the later insert meets the unique index, not the check above.
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
        await writeAudit(tx, {
          userId: actor.id,
          action: "create",
          entity: ENTITY,
          entityId: id,
          summary: `Created ${input.email} as ${input.role}`,
        });
        const [row] = await tx.select(userColumns).from(users).where(eq(users.id, id));
        return row!;
      });
      await publish("insert");
      return toManagedUser(created);
    },

    async setRole(actor: SessionUser, id: string, role: Role, expected?: number): Promise<ManagedUser> {
      const updated = await db.transaction(async (tx) => {
        const target = await lockTarget(tx, actor, id, "You cannot change your own role.", expected);
        if (role !== "admin") await assertAnotherAdmin(tx, target);
        const [row] = await tx
          .update(users)
          .set({ role, version: nextVersion(users.version), updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(userColumns);
        // A decision by hand settles an open request too.
        await tx
          .update(roleRequests)
          .set({
            status: role === "client" ? "denied" : "approved",
            decidedAt: new Date(),
            decidedBy: actor.id,
          })
          .where(and(eq(roleRequests.userId, id), eq(roleRequests.status, "pending")));
        await writeAudit(tx, {
          userId: actor.id,
          action: "update",
          entity: ENTITY,
          entityId: id,
          summary: `Changed the role of ${target.email} from ${target.role} to ${role}`,
        });
        return row!;
      });
      await publish("update");
      return toManagedUser(updated);
    },

    /** Bans (until a moment, or until lifted) and signs the user out everywhere at once. */
    async ban(actor: SessionUser, id: string, input: BanInput, expected?: number): Promise<ManagedUser> {
      const updated = await db.transaction(async (tx) => {
        const target = await lockTarget(tx, actor, id, "You cannot ban yourself.", expected);
        await assertAnotherAdmin(tx, target);
        const until = input.until ? new Date(input.until) : null;
        const [row] = await tx
          .update(users)
          .set({
            banned: true,
            banReason: input.reason || null,
            banExpires: until,
            version: nextVersion(users.version),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning(userColumns);
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await writeAudit(tx, {
          userId: actor.id,
          action: "update",
          entity: ENTITY,
          entityId: id,
          summary: `Banned ${target.email} ${until ? `until ${until.toISOString()}` : "until lifted"}`,
          details: { reason: input.reason ?? null, until: until?.toISOString() ?? null },
        });
        return row!;
      });
      await publish("update");
      return toManagedUser(updated);
    },

    async unban(actor: SessionUser, id: string, expected?: number): Promise<ManagedUser> {
      const updated = await db.transaction(async (tx) => {
        const target = await lockTarget(tx, actor, id, "You cannot unban yourself.", expected);
        const [row] = await tx
          .update(users)
          .set({
            banned: false,
            banReason: null,
            banExpires: null,
            version: nextVersion(users.version),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning(userColumns);
        await writeAudit(tx, {
          userId: actor.id,
          action: "update",
          entity: ENTITY,
          entityId: id,
          summary: `Lifted the ban of ${target.email}`,
        });
        return row!;
      });
      await publish("update");
      return toManagedUser(updated);
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
      await writeAudit(db, {
        userId: actor.id,
        action: "INFO",
        entity: ENTITY,
        entityId: id,
        summary: `Sent a new verification e-mail to ${target.email}`,
      });
    },

    async sendPasswordReset(actor: SessionUser, id: string): Promise<void> {
      const target = await findUser(id);
      try {
        await auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: "/reset-password" } });
      } catch (error) {
        throw fromAuthError(error);
      }
      await writeAudit(db, {
        userId: actor.id,
        action: "INFO",
        entity: ENTITY,
        entityId: id,
        summary: `Sent a password reset e-mail to ${target.email}`,
      });
    },

    async remove(actor: SessionUser, id: string, expected?: number): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const target = await lockTarget(tx, actor, id, "You cannot delete your own account.", expected);
          await assertAnotherAdmin(tx, target);
          await tx.delete(users).where(eq(users.id, id));
          await writeAudit(tx, {
            userId: actor.id,
            action: "delete",
            entity: ENTITY,
            entityId: id,
            summary: `Deleted ${target.email} (${target.role})`,
          });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw new AppError(
            "CONFLICT",
            "This user still has records that need them; ban the account instead.",
          );
        }
        throw error;
      }
      await publish("delete");
    },
  };
}
