import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { pageOffset } from "#domain/pagination.schema";
import type { SsrList, ssrListQuerySchema } from "#domain/ssr/ssr-api.schema";
import type { AppContext } from "../../context";
import { ssrDefinitions } from "../../db/schema/ssr";
import { likePattern } from "../../db/sql-helpers";
import { withPricing } from "./ssr-definition-records";

type ListQuery = z.output<typeof ssrListQuerySchema>;

export function createSsrService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async list(query: ListQuery): Promise<SsrList> {
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = likePattern(query.search);
        const match = or(ilike(ssrDefinitions.code, pattern), ilike(ssrDefinitions.description, pattern));
        if (match) filters.push(match);
      }
      if (query.chargeable !== undefined) filters.push(eq(ssrDefinitions.isChargeable, query.chargeable));
      if (query.documentationRequired !== undefined) {
        filters.push(eq(ssrDefinitions.documentationRequired, query.documentationRequired));
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(ssrDefinitions)
          .where(where)
          .orderBy(asc(ssrDefinitions.code))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(ssrDefinitions).where(where),
      ]);
      return { items: await withPricing(db, rows), total: counted?.n ?? 0 };
    },
  };
}
