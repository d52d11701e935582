import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import type { Role } from "#domain/auth/role";
import { AppError, notFound } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import type { BanInput, CreateUserInput, ManagedUser } from "#domain/users/user.schema";
import { isBanActive } from "#domain/users/user-status";
import type { Tx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { roleRequests } from "../../db/schema/accounts";
import { sessions, users } from "../../db/schema/auth";
import { insertVerifiedUser } from "../../db/seed/seed-users";
import { isUniqueViolation } from "../../db/sql-helpers";
import type { Change } from "../../kernel/mutate";
import { staffOnly } from "../../realtime/audience";
import { toManagedUser, type UserRow, userColumns } from "./user-columns";

// Users & Roles' use cases, run by the kernel (ctx.kernel.mutate): admins' (the routes say so).

export const USER_ENTITY = "user";

/** What every change of the users list tells: staff's lists read it again. */
export function usersChanged(op: "insert" | "update" | "delete") {
  return { topic: topics.users, op, audience: staffOnly };
}

const activeAdmin = sql`${users.role} = 'admin' and not (coalesce(${users.banned}, false) and (${users.banExpires} is null or ${users.banExpires} > now()))`;

const forbidden = () => new AppError("FORBIDDEN", "Your role does not allow this.");

/**
 * Locks the admins and the target, and checks the rules every change of another user's access
 * obeys: the actor is still an admin (two admins demoting each other at once), and not the target.
 */
async function lockTarget(
  { tx, scope }: Change,
  id: string,
  selfMessage: string,
  expected: number | undefined,
): Promise<UserRow> {
  const actorId = scope.userId;
  if (!actorId) throw forbidden();
  await tx
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.role, "admin"), eq(users.id, id)))
    .orderBy(asc(users.id))
    .for("update");
  // Checked again under the lock: another admin may have demoted or banned the actor a moment ago.
  const [me] = await tx.select(userColumns).from(users).where(eq(users.id, actorId));
  if (me?.role !== "admin" || isBanActive(me)) throw forbidden();
  if (id === actorId) throw new AppError("CONFLICT", selfMessage);
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

/** An account an admin vouches for: active at once, signing in with the password the admin chose. */
export async function createUser({ tx, audit, emit }: Change, input: CreateUserInput): Promise<ManagedUser> {
  const emailTaken = () =>
    new AppError("CONFLICT", "A user with this e-mail already exists.", {
      issues: [{ path: "body.email", message: "A user with this e-mail already exists." }],
    });
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
  await audit({
    action: "create",
    entity: USER_ENTITY,
    entityId: id,
    summary: `Created ${input.email} as ${input.role}`,
  });
  emit(usersChanged("insert"));
  const [row] = await tx.select(userColumns).from(users).where(eq(users.id, id));
  return toManagedUser(row!);
}

export async function setUserRole(
  change: Change,
  id: string,
  role: Role,
  expected?: number,
): Promise<ManagedUser> {
  const { tx, scope, audit, emit } = change;
  const target = await lockTarget(change, id, "You cannot change your own role.", expected);
  if (role !== "admin") await assertAnotherAdmin(tx, target);
  const [row] = await tx
    .update(users)
    .set({ role, version: bumpVersion(users.version), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(userColumns);
  // A decision by hand settles an open request too.
  await tx
    .update(roleRequests)
    .set({
      status: role === "client" ? "denied" : "approved",
      decidedAt: new Date(),
      decidedBy: scope.userId,
    })
    .where(and(eq(roleRequests.userId, id), eq(roleRequests.status, "pending")));
  await audit({
    action: "update",
    entity: USER_ENTITY,
    entityId: id,
    summary: `Changed the role of ${target.email} from ${target.role} to ${role}`,
  });
  emit(usersChanged("update"));
  return toManagedUser(row!);
}

/** Bans (until a moment, or until lifted) and signs the user out everywhere at once. */
export async function banUser(
  change: Change,
  id: string,
  input: BanInput,
  expected?: number,
): Promise<ManagedUser> {
  const { tx, audit, emit } = change;
  const target = await lockTarget(change, id, "You cannot ban yourself.", expected);
  await assertAnotherAdmin(tx, target);
  const until = input.until ? new Date(input.until) : null;
  const [row] = await tx
    .update(users)
    .set({
      banned: true,
      banReason: input.reason || null,
      banExpires: until,
      version: bumpVersion(users.version),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning(userColumns);
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await audit({
    action: "update",
    entity: USER_ENTITY,
    entityId: id,
    summary: `Banned ${target.email} ${until ? `until ${until.toISOString()}` : "until lifted"}`,
    details: { reason: input.reason ?? null, until: until?.toISOString() ?? null },
  });
  emit(usersChanged("update"));
  return toManagedUser(row!);
}

export async function unbanUser(change: Change, id: string, expected?: number): Promise<ManagedUser> {
  const { tx, audit, emit } = change;
  const target = await lockTarget(change, id, "You cannot unban yourself.", expected);
  const [row] = await tx
    .update(users)
    .set({
      banned: false,
      banReason: null,
      banExpires: null,
      version: bumpVersion(users.version),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning(userColumns);
  await audit({
    action: "update",
    entity: USER_ENTITY,
    entityId: id,
    summary: `Lifted the ban of ${target.email}`,
  });
  emit(usersChanged("update"));
  return toManagedUser(row!);
}

/** Deletes a user; one whose records still need them is refused (stillNeeded, around the change). */
export async function deleteUser(change: Change, id: string, expected?: number): Promise<void> {
  const { tx, audit, emit } = change;
  const target = await lockTarget(change, id, "You cannot delete your own account.", expected);
  await assertAnotherAdmin(tx, target);
  await tx.delete(users).where(eq(users.id, id));
  await audit({
    action: "delete",
    entity: USER_ENTITY,
    entityId: id,
    summary: `Deleted ${target.email} (${target.role})`,
  });
  emit(usersChanged("delete"));
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

/** A deletion the database refused for the records that still name the user: a 409 that says what to do. */
export function stillNeeded(error: unknown): never {
  if (isForeignKeyViolation(error)) {
    throw new AppError("CONFLICT", "This user still has records that need them; ban the account instead.");
  }
  throw error;
}
