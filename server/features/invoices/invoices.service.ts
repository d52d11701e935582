import { todayIn } from "#domain/dates";
import type { Invoice, InvoiceList, InvoiceListQuery } from "#domain/invoices/invoice.schema";
import { invoiceSeries } from "#domain/invoices/invoice-number";
import { scopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { SYSTEM } from "../../kernel/mutate";
import { listInvoices } from "./invoice-list.query";
import { peekDocumentNumber } from "./invoice-numbers";
import { markInvoicesOverdue } from "./invoice-overdue";
import { readInvoiceDetail } from "./invoice-records";

// Invoices' reads and the overdue job. Every change is a use case in invoice.changes.ts or
// credit-note.changes.ts, run through ctx.kernel.mutate by the routes.

/**
 * The invoice with its lines, credit notes and history, if this user may see it; 404 otherwise. `today`: the
 * agency's day, which its status is read against.
 */
export async function getInvoiceForUser(
  db: DbOrTx,
  user: SessionUser,
  id: string,
  today: string,
): Promise<Invoice> {
  return readInvoiceDetail(db, await scopeOf(db, user), id, today);
}

export function createInvoicesService(ctx: AppContext) {
  const { db } = ctx;
  const baseCurrency = ctx.config.baseCurrency;
  const today = (now?: Date) => todayIn(ctx.config.agencyTimeZone, now);

  return {
    async list(user: SessionUser, query: InvoiceListQuery): Promise<InvoiceList> {
      return listInvoices(ctx.database, await scopeOf(db, user), query, baseCurrency, today());
    },

    async get(user: SessionUser, id: string): Promise<Invoice> {
      return getInvoiceForUser(db, user, id, today());
    },

    /** What the New Invoice dialog shows: the number a create would take now. */
    async nextNumber(): Promise<{ number: string }> {
      return { number: await peekDocumentNumber(db, invoiceSeries(today())) };
    },

    /**
     * The daily job: invoices still owing past their due date are stored overdue (reads derive it anyway;
     * this keeps the stored status, and what filters on it, in step). Answers how many changed.
     */
    async markOverdue(now: Date = new Date()): Promise<number> {
      return ctx.kernel.mutate(SYSTEM, (change) => markInvoicesOverdue(change, today(now)));
    },
  };
}
