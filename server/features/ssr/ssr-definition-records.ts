import { asc, eq, inArray } from "drizzle-orm";
import { notFound } from "#domain/errors";
import type { SsrDefinitionResponse } from "#domain/ssr/ssr-api.schema";
import type { SsrDefinitionInput } from "#domain/ssr/ssr-definition.schema";
import type { DbOrTx } from "../../db/client";
import { assertVersion } from "../../db/record-version";
import { ssrDefinitions, ssrPricing } from "../../db/schema/ssr";

/** The audit log's entity name for SSR definitions. */
export const SSR_ENTITY = "ssr_definition";

export type DefinitionRow = typeof ssrDefinitions.$inferSelect;

export function toInput(row: DefinitionRow): SsrDefinitionInput {
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

/** Loads the airline prices of these definitions in one query and attaches them. */
export async function withPricing(db: DbOrTx, rows: DefinitionRow[]): Promise<SsrDefinitionResponse[]> {
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

async function findRow(tx: DbOrTx, id: string, lock = false): Promise<DefinitionRow> {
  const query = tx.select().from(ssrDefinitions).where(eq(ssrDefinitions.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("SSR code");
  return row;
}

/** One definition with its prices, or 404. */
export async function readSsrDefinition(tx: DbOrTx, id: string): Promise<SsrDefinitionResponse> {
  const [definition] = await withPricing(tx, [await findRow(tx, id)]);
  if (!definition) throw notFound("SSR code");
  return definition;
}

/** The row locked for this transaction, refused (412 with the definition as it is now) when stale. */
export async function lockSsrDefinition(
  tx: DbOrTx,
  id: string,
  expected: number | undefined,
): Promise<DefinitionRow> {
  const row = await findRow(tx, id, true);
  if (expected !== undefined && row.version !== expected) {
    assertVersion(await readSsrDefinition(tx, id), expected);
  }
  return row;
}
