import { asc, sql } from "drizzle-orm";
import { AppError } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import {
  SSR_CSV_MAX_BYTES,
  SSR_CSV_TOO_LARGE_MESSAGE,
  type SsrImportPreview,
  type SsrImportResult,
} from "#domain/ssr/ssr-api.schema";
import { type ParsedSsrCsv, parseSsrCsv, planSsrImport, serialiseSsrCsv } from "#domain/ssr/ssr-csv";
import type { SsrDefinitionInput } from "#domain/ssr/ssr-definition.schema";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { bumpVersion } from "../../db/record-version";
import { ssrDefinitions } from "../../db/schema/ssr";
import type { Change } from "../../kernel/mutate";
import { staffOnly } from "../../realtime/audience";
import { SSR_ENTITY } from "./ssr-definition-records";

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

function checkCsvSize(csv: string): void {
  if (Buffer.byteLength(csv, "utf8") > SSR_CSV_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", SSR_CSV_TOO_LARGE_MESSAGE);
  }
}

function parse(csv: string): ParsedSsrCsv {
  checkCsvSize(csv);
  return parseSsrCsv(csv);
}

async function allInputs(tx: DbOrTx): Promise<SsrDefinitionInput[]> {
  return tx.select(definitionColumns).from(ssrDefinitions).orderBy(asc(ssrDefinitions.code));
}

/** Upserts every valid row by code, in the change's transaction: rows with errors are skipped, a failure writes nothing. */
export async function importSsrCsv({ tx, audit, emit }: Change, csv: string): Promise<SsrImportResult> {
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
          version: bumpVersion(ssrDefinitions.version),
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
    await audit(
      written.slice(i, i + UPSERT_CHUNK).map((row) => ({
        action: row.inserted ? "create" : "update",
        entity: SSR_ENTITY,
        entityId: row.id,
        summary: row.inserted
          ? `Imported SSR ${row.code} from CSV`
          : `Updated SSR ${row.code} from CSV: ${(changesByCode.get(row.code) ?? []).join(", ")}`,
      })),
    );
  }
  const added = written.filter((row) => row.inserted).length;
  if (written.length > 0) emit({ topic: topics.ssr, op: "update", audience: staffOnly });
  return { added, updated: written.length - added, skipped };
}

/** The SSR catalogue as CSV: preview and import a file (upserts by code), export the whole catalogue. */
export function createSsrCsvService(ctx: AppContext) {
  const { db } = ctx;

  return {
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

    async exportCsv(): Promise<string> {
      return serialiseSsrCsv(await allInputs(db), { bom: true });
    },
  };
}
