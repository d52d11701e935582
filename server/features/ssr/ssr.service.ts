import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError, notFound } from "#domain/errors";
import { pageOffset } from "#domain/pagination.schema";
import { topics } from "#domain/realtime/topics";
import {
  SSR_CSV_MAX_BYTES,
  SSR_CSV_TOO_LARGE_MESSAGE,
  type SsrDefinitionResponse,
  type SsrImportPreview,
  type SsrImportResult,
  type SsrList,
  type ssrListQuerySchema,
  type ssrUpdateInputSchema,
} from "#domain/ssr/ssr-api.schema";
import { type ParsedSsrCsv, parseSsrCsv, planSsrImport, serialiseSsrCsv } from "#domain/ssr/ssr-csv";
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

const ENTITY = "ssr_definition";
// 9 parameters a row keeps one statement far below PostgreSQL's 65 535 bind parameters.
const UPSERT_CHUNK = 1000;

const definitionColumns = {
  code: ssrDefinitions.code,
  description: ssrDefinitions.description,
  defaultPriceCents: ssrDefinitions.defaultPriceCents,
  currency: ssrDefinitions.currency,
  gdsFormatAmadeus: ssrDefinitions.gdsFormatAmadeus,
  gdsFormatGalileo: ssrDefinitions.gdsFormatGalileo,
  isChargeable: ssrDefinitions.isChargeable,
  documentationRequired: ssrDefinitions.documentationRequired,
  airlineRulesUrl: ssrDefinitions.airlineRulesUrl,
};

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

function checkCsvSize(csv: string): void {
  if (Buffer.byteLength(csv, "utf8") > SSR_CSV_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", SSR_CSV_TOO_LARGE_MESSAGE);
  }
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

  async function allInputs(tx: DbOrTx): Promise<SsrDefinitionInput[]> {
    return tx.select(definitionColumns).from(ssrDefinitions).orderBy(asc(ssrDefinitions.code));
  }

  function parse(csv: string): ParsedSsrCsv {
    checkCsvSize(csv);
    return parseSsrCsv(csv);
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
            entity: ENTITY,
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
          entity: ENTITY,
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
          entity: ENTITY,
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
          entity: ENTITY,
          entityId: id,
          summary: `Set ${pricing.length} airline price(s) for SSR ${row.code}`,
          details: { pricing },
        });
        return get(tx, id);
      });
      await ctx.hub.publish({ topic: topics.ssr, id, op: "update", audience: staffOnly });
      return updated;
    },

    /** What an import of this CSV would do; writes nothing. */
    async previewImport(csv: string): Promise<SsrImportPreview> {
      const parsed = parse(csv);
      const plan = planSsrImport(parsed, await allInputs(db));
      return {
        toAdd: plan.toAdd,
        toUpdate: plan.toUpdate.map(({ code, changes }) => ({ code, changes })),
        unchanged: plan.unchanged,
        errors: plan.errors,
        warnings: parsed.warnings,
      };
    },

    /** Upserts every valid row by code in one transaction; rows with errors are skipped, a failure writes nothing. */
    async import(user: SessionUser, csv: string): Promise<SsrImportResult> {
      const parsed = parse(csv);
      const skipped = new Set(parsed.errors.map((e) => e.rowNumber)).size;
      if (parsed.rows.length === 0 && parsed.errors.length > 0) {
        const first = parsed.errors[0];
        throw new AppError(
          "VALIDATION_FAILED",
          `Nothing to import: ${first ? `row ${first.rowNumber}: ${first.message}` : "no valid rows"}`,
          { errors: parsed.errors },
        );
      }
      const result = await db.transaction(async (tx) => {
        // Planned inside the transaction, so columns missing from the file keep the values stored now.
        const plan = planSsrImport(parsed, await allInputs(tx));
        const values = [...plan.toAdd, ...plan.toUpdate.map((u) => u.value)];
        const written: { id: string; code: string; inserted: boolean }[] = [];
        for (let i = 0; i < values.length; i += UPSERT_CHUNK) {
          const chunk = values.slice(i, i + UPSERT_CHUNK);
          const rows = await tx
            .insert(ssrDefinitions)
            .values(chunk)
            .onConflictDoUpdate({
              target: ssrDefinitions.code,
              set: {
                description: sql`excluded.description`,
                defaultPriceCents: sql`excluded.default_price_cents`,
                currency: sql`excluded.currency`,
                gdsFormatAmadeus: sql`excluded.gds_format_amadeus`,
                gdsFormatGalileo: sql`excluded.gds_format_galileo`,
                isChargeable: sql`excluded.is_chargeable`,
                documentationRequired: sql`excluded.documentation_required`,
                airlineRulesUrl: sql`excluded.airline_rules_url`,
                version: nextVersion(ssrDefinitions.version),
                updatedAt: sql`now()`,
              },
            })
            // xmax = 0 only on a freshly inserted row: counts stay right even if another import raced us.
            .returning({
              id: ssrDefinitions.id,
              code: ssrDefinitions.code,
              inserted: sql<boolean>`(xmax = 0)`,
            });
          written.push(...rows);
        }
        const changesByCode = new Map(plan.toUpdate.map((u) => [u.code, u.changes.map((c) => c.field)]));
        for (let i = 0; i < written.length; i += UPSERT_CHUNK) {
          await writeAudit(
            tx,
            written.slice(i, i + UPSERT_CHUNK).map((row) => ({
              userId: user.id,
              action: row.inserted ? "create" : "update",
              entity: ENTITY,
              entityId: row.id,
              summary: row.inserted
                ? `Imported SSR ${row.code} from CSV`
                : `Updated SSR ${row.code} from CSV: ${(changesByCode.get(row.code) ?? []).join(", ")}`,
            })),
          );
        }
        const added = written.filter((row) => row.inserted).length;
        return { added, updated: written.length - added, skipped };
      });
      if (result.added + result.updated > 0)
        await ctx.hub.publish({ topic: topics.ssr, op: "update", audience: staffOnly });
      return result;
    },

    async exportCsv(): Promise<string> {
      return serialiseSsrCsv(await allInputs(db), { bom: true });
    },
  };
}
