import { asc, inArray, sql } from "drizzle-orm";
import type { Assignee } from "#domain/users/assignee.schema";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/auth";

/** The staff who can be given requests and tickets: admins and agents not banned, by name. */
export function createAssigneesService(ctx: AppContext) {
  return {
    async list(): Promise<{ items: Assignee[] }> {
      const rows = await ctx.db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(sql`${inArray(users.role, ["admin", "agent"])} and coalesce(${users.banned}, false) = false`)
        .orderBy(asc(users.name), asc(users.email));
      return { items: rows.map((row) => ({ ...row, role: row.role as Assignee["role"] })) };
    },
  };
}
