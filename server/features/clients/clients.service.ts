import { and, asc, count, eq, isNull, type SQL, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import {
  CLIENT_OPTIONS_LIMIT,
  type Client,
  type ClientDeletion,
  type ClientHistory,
  type ClientInput,
  type ClientList,
  type ClientListQuery,
  type ClientOption,
} from "#domain/clients/client.schema";
import { countedList } from "#domain/clients/client-format";
import { AppError, notFound } from "#domain/errors";
import type { PageQuery } from "#domain/pagination.schema";
import { topics } from "#domain/realtime/topics";
import { clientScopeOf } from "../../access/client-scope";
import { changedFields, writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { bookings } from "../../db/schema/bookings";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { trips } from "../../db/schema/trips";
import { searchMatches } from "../../db/search-matches";
import { clientAudience, staffOnly } from "../../realtime/audience";
import { CLIENT_ENTITY, clientHistory } from "./client-history.query";
import { listClients } from "./client-list.query";
import { readClient } from "./client-record";

type Op = "insert" | "update" | "delete";

/** Changed fields of an update, for the audit row. */
// The history tab reads the summary: fields as people name them.
const fieldLabels: Record<keyof ClientInput, string> = {
  kind: "kind",
  name: "name",
  email: "e-mail",
  phone: "phone",
  address: "address",
  preferredCurrency: "preferred currency",
  notes: "notes",
};

/**
 * The client row locked for this transaction, refused (412 with the client as it is now) when stale.
 * An edit takes `no key update`, which lets bookings of the client be made meanwhile; a deletion takes
 * `update`, which waits for them (and they for it), so its count of what blocks it stays true.
 */
async function lockClient(
  tx: DbOrTx,
  id: string,
  expected: number | undefined,
  strength: "update" | "no key update",
): Promise<Client> {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for(strength);
  if (!row) throw notFound("Client");
  const current = await readClient(tx, id);
  assertVersion(current, expected);
  return current;
}

/** What keeps a client from being deleted: its trips and bookings (and, once they exist, invoices). */
async function deletionBlockers(tx: DbOrTx, id: string): Promise<string> {
  const [[tripCount], [bookingCount]] = await Promise.all([
    tx.select({ n: count() }).from(trips).where(eq(trips.clientId, id)),
    tx.select({ n: count() }).from(bookings).where(eq(bookings.clientId, id)),
  ]);
  // Invoices (issue #15) will block a deletion too: add their count here when their table exists.
  return countedList([
    [tripCount?.n ?? 0, "trip", "trips"],
    [bookingCount?.n ?? 0, "booking", "bookings"],
  ]);
}

export function createClientsService(ctx: AppContext) {
  const { db } = ctx;

  /** Heard by the client's portal users and staff. */
  const publish = (id: string, op: Op) =>
    ctx.hub.publish({ topic: topics.clients, id, op, audience: clientAudience(id) });

  /** Archive or restore: the same change of one column, with its own audit row. */
  async function setArchived(
    user: SessionUser,
    id: string,
    archived: boolean,
    expected?: number,
  ): Promise<Client> {
    const { client, changed } = await db.transaction(async (tx) => {
      const before = await lockClient(tx, id, expected, "no key update");
      // Archiving an archived client (a second click) changes nothing and says so by its unchanged version.
      if ((before.archivedAt !== null) === archived) return { client: before, changed: false };
      await tx
        .update(clients)
        .set({
          archivedAt: archived ? sql`now()` : null,
          version: nextVersion(clients.version),
          updatedAt: sql`now()`,
        })
        .where(eq(clients.id, id));
      await writeAudit(tx, {
        userId: user.id,
        action: "update",
        entity: CLIENT_ENTITY,
        entityId: id,
        summary: `${archived ? "Archived" : "Restored"} client ${before.name}`,
        details: { archived },
      });
      return { client: await readClient(tx, id), changed: true };
    });
    if (changed) await publish(id, "update");
    return client;
  }

  return {
    async list(query: ClientListQuery): Promise<ClientList> {
      return listClients(ctx.database, query);
    },

    /** The picker: clients whose name, e-mail or phone match what was typed, archived ones left out. */
    async options(search: string | undefined): Promise<{ items: ClientOption[] }> {
      const matches: SQL[] = searchMatches(search).map((match) =>
        match.kind === "like"
          ? sql`${clients.searchText} like ${match.pattern}`
          : sql`${clients.searchText} ~ ${match.pattern}`,
      );
      const items = await db
        .select({ id: clients.id, name: clients.name, kind: clients.kind, email: clients.email })
        .from(clients)
        .where(and(isNull(clients.archivedAt), ...matches))
        .orderBy(asc(clients.sortName), asc(clients.id))
        .limit(CLIENT_OPTIONS_LIMIT);
      return { items };
    },

    /** Staff read any client; a client user only their own (404 for any other, as for a missing one). */
    async get(user: SessionUser, id: string): Promise<Client> {
      if (isStaff(user.role)) return readClient(db, id);
      const scope = await clientScopeOf(db, user);
      if (scope.staff || scope.clientId !== id) throw notFound("Client");
      return readClient(db, id, { staff: false });
    },

    async create(user: SessionUser, input: ClientInput): Promise<Client> {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(clients).values(input).returning({ id: clients.id });
        if (!row) throw new Error("insert returned no row");
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: CLIENT_ENTITY,
          entityId: row.id,
          summary: `Added client ${input.name}`,
          details: input,
        });
        return readClient(tx, row.id);
      });
      await publish(created.id, "insert");
      return created;
    },

    async update(user: SessionUser, id: string, input: ClientInput, expected?: number): Promise<Client> {
      const updated = await db.transaction(async (tx) => {
        const before = await lockClient(tx, id, expected, "no key update");
        await tx
          .update(clients)
          .set({ ...input, version: nextVersion(clients.version), updatedAt: sql`now()` })
          .where(eq(clients.id, id));
        const changed = changedFields(before, input);
        const labels = changed.map((field) => fieldLabels[field as keyof ClientInput]);
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: CLIENT_ENTITY,
          entityId: id,
          summary:
            changed.length > 0
              ? `Updated client ${input.name}: ${labels.join(", ")}`
              : `Saved client ${input.name} without changes`,
          details: { changed },
        });
        return readClient(tx, id);
      });
      await publish(id, "update");
      return updated;
    },

    /**
     * Deletes a client that has no trips and no bookings (409 naming what it has: archive it instead).
     * Its passengers stay, without a client; answers how many.
     */
    async remove(user: SessionUser, id: string, expected?: number): Promise<ClientDeletion> {
      const result = await db.transaction(async (tx) => {
        const before = await lockClient(tx, id, expected, "update");
        const blockers = await deletionBlockers(tx, id);
        if (blockers) {
          throw new AppError("CONFLICT", `This client has ${blockers}. Archive the client instead.`);
        }
        const unlinked = await tx
          .update(passengers)
          .set({ clientId: null, version: nextVersion(passengers.version), updatedAt: sql`now()` })
          .where(eq(passengers.clientId, id))
          .returning({ id: passengers.id });
        await tx.delete(clients).where(eq(clients.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: CLIENT_ENTITY,
          entityId: id,
          summary: `Deleted client ${before.name}`,
          details: { name: before.name, email: before.email, passengersUnlinked: unlinked.length },
        });
        return { passengersUnlinked: unlinked.length };
      });
      await publish(id, "delete");
      if (result.passengersUnlinked > 0) {
        await ctx.hub.publish({ topic: topics.passengers, op: "update", audience: staffOnly });
      }
      return result;
    },

    archive: (user: SessionUser, id: string, expected?: number) => setArchived(user, id, true, expected),
    restore: (user: SessionUser, id: string, expected?: number) => setArchived(user, id, false, expected),

    async history(id: string, query: PageQuery): Promise<ClientHistory> {
      const [exists] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
      if (!exists) throw notFound("Client");
      return clientHistory(ctx.database, id, query);
    },
  };
}
