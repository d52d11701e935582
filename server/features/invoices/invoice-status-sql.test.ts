import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveInvoiceStatus, type InvoiceFigures } from "#domain/invoices/invoice-status";
import type { Database } from "../../db/client";
import { rows } from "../../kernel/rows";
import { createTestDatabase } from "../../test/test-database";
import { invoiceBalanceSql, invoiceStatusOn, invoiceStatusSql } from "./invoice-status-sql";

let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await createTestDatabase());
});
afterAll(async () => {
  await close();
});

const TODAY = "2026-11-15";

/** Every mix of amounts, settlements, due dates around today, and cancellation. */
function cases(): InvoiceFigures[] {
  const out: InvoiceFigures[] = [];
  const figures: [number, number, number][] = [
    [10_000, 0, 0],
    [10_000, 1, 0],
    [10_000, 0, 1],
    [10_000, 5_000, 2_500],
    [10_000, 9_999, 0],
    [10_000, 10_000, 0],
    [10_000, 0, 10_000],
    [10_000, 4_000, 6_000],
    [1, 0, 0],
    [1, 1, 0],
    [9_999_999_999, 9_999_999_998, 0],
  ];
  for (const [amountCents, paidCents, creditedCents] of figures) {
    for (const dueDate of ["2026-11-14", TODAY, "2026-11-16", "2000-01-01", "2099-12-31"]) {
      for (const cancelled of [false, true])
        out.push({ amountCents, paidCents, creditedCents, dueDate, cancelled });
    }
  }
  return out;
}

describe("invoiceStatusSql", () => {
  it("derives exactly what deriveInvoiceStatus does, and the balance a cancelled invoice owes is nothing", async () => {
    const all = cases();
    const rows = all
      .map(
        (c) =>
          `(${c.cancelled ? "'cancelled'" : "'unpaid'"}, ${c.amountCents}::bigint, ${c.paidCents}::bigint, ${c.creditedCents}::bigint, '${c.dueDate}'::date)`,
      )
      .join(",\n");
    const answer = await database.prepared<{ status: string; balance: string | number }>({
      name: "invoice-status-sql-test",
      text: `select ${invoiceStatusSql("i", "$1")} as status, ${invoiceBalanceSql("i")} as balance
        from (values ${rows}) as i(status, amount_cents, paid_cents, credited_cents, due_date)`,
      values: [TODAY],
    });
    expect(answer).toHaveLength(all.length);
    for (const [index, figures] of all.entries()) {
      const row = answer[index]!;
      expect(row.status, JSON.stringify(figures)).toBe(deriveInvoiceStatus(figures, TODAY));
      const owed = figures.cancelled ? 0 : figures.amountCents - figures.paidCents - figures.creditedCents;
      expect(Number(row.balance), JSON.stringify(figures)).toBe(owed);
    }
  });

  it("binds today as a parameter in its drizzle form and derives the same statuses", async () => {
    const all = cases();
    const values = sql.join(
      all.map(
        (c) =>
          sql`(${c.cancelled ? "cancelled" : "unpaid"}::text, ${c.amountCents}::bigint, ${c.paidCents}::bigint, ${c.creditedCents}::bigint, ${c.dueDate}::date)`,
      ),
      sql`, `,
    );
    const answer = await rows<{ status: string }>(
      database.db,
      sql`select ${invoiceStatusOn("i", TODAY)} as status
        from (values ${values}) as i(status, amount_cents, paid_cents, credited_cents, due_date)`,
    );
    expect(answer.map((row) => row.status)).toEqual(
      all.map((figures) => deriveInvoiceStatus(figures, TODAY)),
    );
  });
});
