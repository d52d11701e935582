import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError, notFound } from "#domain/errors";
import { pageOffset } from "#domain/pagination.schema";
import { topics } from "#domain/realtime/topics";
import type {
  SsrDefinitionResponse,
  SsrList,
  ssrListQuerySchema,
  ssrUpdateInputSchema,
} from "#domain/ssr/ssr-api.schema";
import type { SsrDefinitionInput, SsrPricingInput } from "#domain/ssr/ssr-definition.schema";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { ssrDefinitions, ssrPricing } from "../../db/schema/ssr";
import { isUniqueViolation, likePattern } from "../../db/sql-helpers";
import { staffOnly } from "../../realtime/audience";

type ListQuery = z.output<typeof ssrListQuerySchema>;
type UpdateInput = z.output<typeof ssrUpdateInputSchema>;
type DefinitionRow = typeof ssrDefinitions.$inferSelect;

/** The audit log's entity name for SSR definitions. */
export const SSR_ENTITY = "ssr_definition";

function toInput(row: DefinitionRow): SsrDefinitionInput {
  return {
    code: row.code,
    description: row.description,
    defaultPriceCents: row.defaultPriceCents,
    currency: row.currency,
    gdsFormatAmadeus: row.gdsFormatAmadeus,
    gdsFormatGalileo: row.gdsFormatGalileo,
    isChargeable: row.isChargeable,
    documentationRequired: row.documentationRequired,
    airlineRulesUrl: row.airlineRulesUrl,
  };
}

function changedFields(before: DefinitionRow, patch: UpdateInput): string[] {
  return Object.entries(patch)
    .filter(([key, value]) => value !== undefined && before[key as keyof DefinitionRow] !== value)
    .map(([key]) => key);
}

/** Loads the airline prices of these definitions in one query and attaches them. */
async function withPricing(db: DbOrTx, rows: DefinitionRow[]): Promise<SsrDefinitionResponse[]> {
  const ids = rows.map((r) => r.id);
  const prices =
    ids.length === 0
      ? []
      : await db
          .select({
            ssrId: ssrPricing.ssrId,
            airlineCode: ssrPricing.airlineCode,
            priceCents: ssrPricing.priceCents,
          })
          .from(ssrPricing)
          .where(inArray(ssrPricing.ssrId, ids))
          .orderBy(asc(ssrPricing.airlineCode));
  const byId = new Map<string, { airlineCode: string; priceCents: number }[]>();
  for (const { ssrId, ...price } of prices) {
    const list = byId.get(ssrId) ?? [];
    list.push(price);
    byId.set(ssrId, list);
  }
  return rows.map((row) => ({
    ...toInput(row),
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    pricing: byId.get(row.id) ?? [],
  }));
}

export function createSsrService(ctx: AppContext) {
  const { db } = ctx;

  async function findRow(tx: DbOrTx, id: string, lock = false): Promise<DefinitionRow> {
    const query = tx.select().from(ssrDefinitions).where(eq(ssrDefinitions.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound("SSR code");
    return row;
  }

  /** The row locked for this transaction, refused (412 with the definition as it is now) when stale. */
  async function lockCurrent(tx: DbOrTx, id: string, expected: number | undefined): Promise<DefinitionRow> {
    const row = await findRow(tx, id, true);
    if (expected !== undefined && row.version !== expected) assertVersion(await get(tx, id), expected);
    return row;
  }

  async function get(tx: DbOrTx, id: string): Promise<SsrDefinitionResponse> {
    const [definition] = await withPricing(tx, [await findRow(tx, id)]);
    if (!definition) throw notFound("SSR code");
    return definition;
  }

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

    async create(user: SessionUser, input: SsrDefinitionInput): Promise<SsrDefinitionResponse> {
      const created = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(ssrDefinitions)
            .values(input)
            .onConflictDoNothing({ target: ssrDefinitions.code })
            .returning();
          if (!row) throw new AppError("CONFLICT", `SSR code ${input.code} already exists`);
          await writeAudit(tx, {
            userId: user.id,
            action: "create",
            entity: SSR_ENTITY,
            entityId: row.id,
            summary: `Created SSR ${row.code}`,
            details: input,
          });
          return get(tx, row.id);
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw new AppError("CONFLICT", `SSR code ${input.code} already exists`);
          throw error;
        });
      await ctx.hub.publish({ topic: topics.ssr, id: created.id, op: "insert", audience: staffOnly });
      return created;
    },

    async update(
      user: SessionUser,
      id: string,
      patch: UpdateInput,
      expected?: number,
    ): Promise<SsrDefinitionResponse> {
      const updated = await db.transaction(async (tx) => {
        const before = await lockCurrent(tx, id, expected);
        const fields = changedFields(before, patch);
        await tx
          .update(ssrDefinitions)
          .set({ ...patch, version: nextVersion(ssrDefinitions.version), updatedAt: sql`now()` })
          .where(eq(ssrDefinitions.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: SSR_ENTITY,
          entityId: id,
          summary:
            fields.length > 0
              ? `Updated SSR ${before.code}: ${fields.join(", ")}`
              : `Saved SSR ${before.code}`,
          details: { before: toInput(before), patch },
        });
        return get(tx, id);
      });
      await ctx.hub.publish({ topic: topics.ssr, id, op: "update", audience: staffOnly });
      return updated;
    },

    async remove(user: SessionUser, id: string, expected?: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockCurrent(tx, id, expected);
        const [row] = await tx.delete(ssrDefinitions).where(eq(ssrDefinitions.id, id)).returning();
        if (!row) throw notFound("SSR code");
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: SSR_ENTITY,
          entityId: id,
          summary: `Deleted SSR ${row.code}`,
          details: toInput(row),
        });
      });
      await ctx.hub.publish({ topic: topics.ssr, id, op: "delete", audience: staffOnly });
    },

    async replacePricing(
      user: SessionUser,
      id: string,
      pricing: SsrPricingInput,
      expected?: number,
    ): Promise<SsrDefinitionResponse> {
      const updated = await db.transaction(async (tx) => {
        const row = await lockCurrent(tx, id, expected);
        await tx.delete(ssrPricing).where(eq(ssrPricing.ssrId, id));
        if (pricing.length > 0) {
          await tx.insert(ssrPricing).values(pricing.map((price) => ({ ssrId: id, ...price })));
        }
        await tx
          .update(ssrDefinitions)
          .set({ version: nextVersion(ssrDefinitions.version), updatedAt: sql`now()` })
          .where(eq(ssrDefinitions.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: SSR_ENTITY,
          entityId: id,
          summary: `Set ${pricing.length} airline price(s) for SSR ${row.code}`,
          details: { pricing },
        });
        return get(tx, id);
      });
      await ctx.hub.publish({ topic: topics.ssr, id, op: "update", audience: staffOnly });
      return updated;
    },
  };
}
