import { deriveInvoiceStatus } from "#domain/invoices/invoice-status";
import type { InvoiceStatus } from "#domain/invoices/invoice-values";
import { invoiceText } from "#domain/search/search-result-text";
import type { Scope } from "../../access/client-scope";
import { scopeCondition } from "../../kernel/list-query";
import { defineStatements } from "../../kernel/statements";
import { groupStatement, type KindSearch, runGroup } from "./search-statement";

// Here rather than through the invoices service, which offers no search of its own: invoices by the start of their
// number through invoices_number_pattern_idx (text_pattern_ops), or by a part of it ("0113") through
// invoices_number_trgm_idx, in number order. Each has its own statement, so each keeps its own plan.

type Shape = { reach: Scope["reach"]; match: "prefix" | "part" };

const statements = defineStatements<Shape, { scope: Scope; pattern: string }>(
  "search.invoices",
  ({ reach }, params) =>
    groupStatement({
      keys: "i.id, i.number",
      from: "invoices i",
      conditions: [
        `i.number like ${params.param((input) => input.pattern)}`,
        scopeCondition(params, reach, "i.client_id"),
      ],
      order: ["number", "id"],
      columns: `k.id, i.number, c.name as "clientName", i.status as "storedStatus", i.due_date::text as "dueDate",
        i.amount_cents::text as "amountCents", i.paid_cents::text as "paidCents",
        i.credited_cents::text as "creditedCents"`,
      joins: "left join invoices i on i.id = k.id left join clients c on c.id = i.client_id",
    }),
);

interface Row {
  id: string | null;
  total: number;
  number: string;
  clientName: string;
  storedStatus: InvoiceStatus;
  dueDate: string;
  amountCents: string;
  paidCents: string;
  creditedCents: string;
}

/** Invoices by number: "INV-202611-0042", "202611", "INV-2026"; or by a part of it: "0113", "2611-01". */
export const invoiceSearch: KindSearch = {
  kind: "invoices",
  run(database, scope, terms, today) {
    // "INV-", digits and dashes only (invoiceNumberPrefix, invoiceNumberPart): nothing in them is a LIKE wildcard.
    const { invoicePrefix: prefix, invoicePart: part } = terms;
    if (!prefix && !part) return null;
    const statement = prefix
      ? statements.statement({ reach: scope.reach, match: "prefix" }, { scope, pattern: `${prefix}%` })
      : statements.statement({ reach: scope.reach, match: "part" }, { scope, pattern: `%${part}%` });
    return runGroup<Row>(database, "invoices", statement, (row) =>
      invoiceText({
        id: row.id,
        number: row.number,
        clientName: row.clientName,
        // Overdue is derived on read on the agency's day, as the invoices screens show it.
        status: deriveInvoiceStatus(
          {
            amountCents: Number(row.amountCents),
            paidCents: Number(row.paidCents),
            creditedCents: Number(row.creditedCents),
            dueDate: row.dueDate,
            cancelled: row.storedStatus === "cancelled",
          },
          today,
        ),
        dueDate: row.dueDate,
      }),
    );
  },
};
