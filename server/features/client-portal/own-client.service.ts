import { eq, type SQL, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import {
  NO_OWN_CLIENT_MESSAGE,
  type OwnClient,
  type OwnClientUpdate,
} from "#domain/client-portal/client-portal.schema";
import { AppError } from "#domain/errors";
import { visibleToUser } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { clients } from "../../db/schema/clients";
import type { Change } from "../../kernel/mutate";
import { CLIENT_ENTITY, clientChanged } from "./portal-records";

/**
 * The client record of a client user: theirs by the account it is linked to (`mine`, the caller's scope
 * as a condition on clients.id), or null when nobody has linked their account to a client yet.
 */
async function findOwnClient(tx: DbOrTx, mine: SQL | undefined, lock = false): Promise<OwnClient | null> {
  const query = tx
    .select({
      id: clients.id,
      kind: clients.kind,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      address: clients.address,
      preferredCurrency: clients.preferredCurrency,
      updatedAt: clients.updatedAt,
      version: clients.version,
    })
    .from(clients)
    .where(mine);
  const [row] = lock ? await query.for("update") : await query;
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

/**
 * The same record for a change: 404 without one. Staff accounts belong to no client: they get the same 404
 * as a client account nobody linked yet.
 */
async function ownClientRow(tx: DbOrTx, staff: boolean, mine: SQL | undefined, lock = false) {
  if (staff) throw new AppError("NOT_FOUND", NO_OWN_CLIENT_MESSAGE);
  const row = await findOwnClient(tx, mine, lock);
  if (!row) throw new AppError("NOT_FOUND", NO_OWN_CLIENT_MESSAGE);
  return row;
}

/**
 * A client user changes their own contact details (e-mail, phone, address); the name stays. A field the
 * input leaves out keeps its value; null clears it.
 */
export async function updateOwnClient(
  { tx, scope, audit, emit }: Change,
  input: Partial<OwnClientUpdate>,
  expected?: number,
): Promise<OwnClient> {
  const mine = scope.where(clients.id);
  const before = await ownClientRow(tx, scope.staff, mine, true);
  assertVersion(before, expected);
  const given = { email: before.email, phone: before.phone, address: before.address };
  for (const key of Object.keys(given) as (keyof OwnClientUpdate)[]) {
    if (input[key] !== undefined) given[key] = input[key];
  }
  const fields = (Object.keys(given) as (keyof OwnClientUpdate)[]).filter(
    (key) => given[key] !== before[key],
  );
  await tx
    .update(clients)
    .set({ ...given, version: bumpVersion(clients.version), updatedAt: sql`now()` })
    .where(eq(clients.id, before.id));
  await audit({
    action: "update",
    entity: CLIENT_ENTITY,
    entityId: before.id,
    summary:
      fields.length > 0
        ? `Changed their own contact details: ${fields.join(", ")}`
        : "Saved their own contact details",
    details: {
      before: { email: before.email, phone: before.phone, address: before.address },
      after: given,
    },
  });
  emit(clientChanged(before.id));
  return ownClientRow(tx, scope.staff, mine);
}

/** What a client user reads of their own client record on the portal; updateOwnClient changes it. */
export function createOwnClientService(ctx: AppContext) {
  return {
    /**
     * The signed-in client user's own client record, in one query (the scope as a sub-select); null while
     * their account is linked to none (a state the portal shows, not an error). Staff have none: 404.
     */
    get: async (user: SessionUser): Promise<OwnClient | null> => {
      if (isStaff(user.role)) throw new AppError("NOT_FOUND", NO_OWN_CLIENT_MESSAGE);
      return findOwnClient(ctx.db, visibleToUser(user, clients.id));
    },
  };
}
