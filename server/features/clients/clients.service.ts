import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import {
  CLIENT_OPTIONS_LIMIT,
  type Client,
  type ClientHistory,
  type ClientList,
  type ClientListQuery,
  type ClientOption,
} from "#domain/clients/client.schema";
import type { ClientLastContact } from "#domain/clients/client-contact.schema";
import { todayIn } from "#domain/dates";
import { notFound } from "#domain/errors";
import type { PageQuery } from "#domain/pagination.schema";
import { scopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { clients } from "../../db/schema/clients";
import { searchMatches } from "../../db/search-matches";
import { clientHistory } from "./client-history.query";
import { readLastContact } from "./client-last-contact.query";
import { listClients } from "./client-list.query";
import { readClient } from "./client-record";

// What the clients feature reads; its writes are the use cases of client.changes.ts.
export function createClientsService(ctx: AppContext) {
  const { db } = ctx;

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
      return readClient(db, id, todayIn(ctx.config.agencyTimeZone), await scopeOf(db, user));
    },

    async history(id: string, query: PageQuery): Promise<ClientHistory> {
      const [exists] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
      if (!exists) throw notFound("Client");
      return clientHistory(ctx.database, id, query);
    },

    /** The latest request, chat message or ticket activity of a client the user may see (404 otherwise). */
    async lastContact(user: SessionUser, id: string): Promise<ClientLastContact> {
      return readLastContact(db, await scopeOf(db, user), id);
    },
  };
}
