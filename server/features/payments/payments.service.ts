import type { Payment, PaymentListQuery } from "#domain/payments/payment.schema";
import { PAYMENT_EXPORT_MAX_ROWS, serialisePaymentsCsv } from "#domain/payments/payment-csv";
import { scopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { listPayments } from "./payment-list.query";
import { findVisiblePayment } from "./payment-records";

/**
 * Payments' reads: everyone signed in reads what they may see. Staff record, receive and fail payments and
 * admins refund them through the use cases in payment.changes.ts, which the routes run via ctx.kernel.mutate.
 */
export function createPaymentsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, query: PaymentListQuery) {
      return listPayments(ctx.database, await scopeOf(db, user), query);
    },

    async get(user: SessionUser, id: string): Promise<Payment> {
      return findVisiblePayment(db, await scopeOf(db, user), id);
    },

    /** The filtered payments as CSV, at most PAYMENT_EXPORT_MAX_ROWS of them; `total` says how many matched. */
    async exportCsv(user: SessionUser, query: PaymentListQuery) {
      const scope = await scopeOf(db, user);
      const { items, total } = await listPayments(ctx.database, scope, query, PAYMENT_EXPORT_MAX_ROWS);
      return { csv: serialisePaymentsCsv(items), rows: items.length, total };
    },
  };
}
