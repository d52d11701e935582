import { sql } from "drizzle-orm";
import { formatDocumentNumber } from "#domain/invoices/invoice-number";
import type { DbOrTx } from "../../db/client";
import { firstRow } from "../../kernel/rows";

/**
 * The next number of `series` ("INV-202611"), taken in the caller's transaction: the counter row stays
 * locked until it ends, so concurrent creates queue here and get consecutive numbers, and a rollback gives
 * the number back (no gaps). Take it last, after every check that could refuse the create.
 */
export async function takeDocumentNumber(tx: DbOrTx, series: string): Promise<string> {
  const taken = await firstRow<{ lastNumber: number }>(
    tx,
    sql`
    insert into document_number_counters (series, last_number) values (${series}, 1)
    on conflict (series) do update set last_number = document_number_counters.last_number + 1
    returning last_number as "lastNumber"`,
  );
  if (!taken) throw new Error("the counter answered no row");
  return formatDocumentNumber(series, Number(taken.lastNumber));
}

/** The number the next create in `series` would take now (a concurrent one may take it first). */
export async function peekDocumentNumber(db: DbOrTx, series: string): Promise<string> {
  const counter = await firstRow<{ lastNumber: number }>(
    db,
    sql`select last_number as "lastNumber" from document_number_counters where series = ${series}`,
  );
  return formatDocumentNumber(series, Number(counter?.lastNumber ?? 0) + 1);
}
