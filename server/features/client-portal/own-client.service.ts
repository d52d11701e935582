import { eq, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import {
  NO_OWN_CLIENT_MESSAGE,
  type OwnClient,
  type OwnClientUpdate,
} from "#domain/client-portal/client-portal.schema";
import { AppError } from "#domain/errors";
import { visibleToUser } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { clients } from "../../db/schema/clients";
import { CLIENT_ENTITY, clientChanged } from "./portal-records";

/** The client record of a client user: theirs by the account it is linked to; 404 for anyone else. */
async function ownClientRow(tx: DbOrTx, user: SessionUser, lock = false) {
  // Staff accounts belong to no client: they get the same 404 as a client account nobody linked yet.
  if (isStaff(user.role)) throw new AppError("NOT_FOUND", NO_OWN_CLIENT_MESSAGE);
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
    // The one client the shared scope lets this client user see: the one their account is linked to.
    .where(visibleToUser(user, clients.id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", NO_OWN_CLIENT_MESSAGE);
  return { ...row, updatedAt: row.updatedAt.toISOString() } satisfies OwnClient;
}

/** What a client user does with their own client record on the portal. */
export function createOwnClientService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /** The signed-in client user's own client record. */
    get: (user: SessionUser) => ownClientRow(db, user),

    /** A client user changes their own contact details (e-mail, phone, address); the name stays. */
    async update(user: SessionUser, input: OwnClientUpdate, expected?: number): Promise<OwnClient> {
      const updated = await db.transaction(async (tx) => {
        const before = await ownClientRow(tx, user, true);
        assertVersion(before, expected);
        const fields = (Object.keys(input) as (keyof OwnClientUpdate)[]).filter(
          (key) => input[key] !== before[key],
        );
        await tx
          .update(clients)
          .set({ ...input, version: nextVersion(clients.version), updatedAt: sql`now()` })
          .where(eq(clients.id, before.id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: CLIENT_ENTITY,
          entityId: before.id,
          summary:
            fields.length > 0
              ? `Changed their own contact details: ${fields.join(", ")}`
              : "Saved their own contact details",
          details: {
            before: { email: before.email, phone: before.phone, address: before.address },
            after: input,
          },
        });
        return ownClientRow(tx, user);
      });
      await ctx.hub.publish(clientChanged(updated.id));
      return updated;
    },
  };
}
