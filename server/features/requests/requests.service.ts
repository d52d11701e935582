import { type PageQuery, pageOffset } from "#domain/pagination.schema";
import type { RequestListQuery, RequestRecord } from "#domain/requests/request.schema";
import { scopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { listRequests } from "./request-list.query";
import { findVisibleRequest, requestHistory } from "./request-records";

/** Requests as a user may read them; filing and changing one are request.changes.ts, run by the kernel. */
export function createRequestsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, query: RequestListQuery) {
      return listRequests(ctx.database, await scopeOf(db, user), query);
    },

    async get(user: SessionUser, id: string): Promise<RequestRecord> {
      return findVisibleRequest(db, await scopeOf(db, user), id);
    },

    async history(user: SessionUser, id: string, page: PageQuery) {
      await findVisibleRequest(db, await scopeOf(db, user), id);
      return requestHistory(db, id, { limit: page.pageSize, offset: pageOffset(page) });
    },
  };
}
