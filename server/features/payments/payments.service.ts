import { AppError, fieldError } from "#domain/errors";
import type {
  Payment,
  PaymentCreate,
  PaymentCreateWithInvoice,
  PaymentListQuery,
  RefundCreate,
} from "#domain/payments/payment.schema";
import { PAYMENT_EXPORT_MAX_ROWS, serialisePaymentsCsv } from "#domain/payments/payment-csv";
import { clientScopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { listPayments } from "./payment-list.query";
import {
  type PaymentOutcome,
  recordPaymentInTx,
  refundInTx,
  settlePendingPaymentInTx,
} from "./payment-recording.service";
import { findVisiblePayment } from "./payment-records";

/** Payments: staff record, receive and fail them, admins refund; everyone signed in reads what they may see. */
export function createPaymentsService(ctx: AppContext) {
  const { db } = ctx;
  const options = { baseCurrency: ctx.config.baseCurrency };

  async function commit(work: (tx: DbOrTx) => Promise<PaymentOutcome>): Promise<Payment> {
    const { payment, events } = await db.transaction(work);
    for (const event of events) await ctx.hub.publish(event);
    return payment;
  }

  return {
    async list(user: SessionUser, query: PaymentListQuery) {
      return listPayments(ctx.database, await clientScopeOf(db, user), query);
    },

    async get(user: SessionUser, id: string): Promise<Payment> {
      return findVisiblePayment(db, await clientScopeOf(db, user), id);
    },

    /** The filtered payments as CSV, at most PAYMENT_EXPORT_MAX_ROWS of them; `total` says how many matched. */
    async exportCsv(user: SessionUser, query: PaymentListQuery) {
      const scope = await clientScopeOf(db, user);
      const { items, total } = await listPayments(ctx.database, scope, query, PAYMENT_EXPORT_MAX_ROWS);
      return { csv: serialisePaymentsCsv(items), rows: items.length, total };
    },

    record(user: SessionUser, invoiceId: string, input: PaymentCreate): Promise<Payment> {
      return commit((tx) => recordPaymentInTx(tx, user, invoiceId, input, options));
    },

    /** POST /api/payments names the invoice in the body: one it cannot find is a 400 on that field. */
    recordFor(user: SessionUser, input: PaymentCreateWithInvoice): Promise<Payment> {
      const { invoiceId, ...payment } = input;
      return commit((tx) =>
        recordPaymentInTx(tx, user, invoiceId, payment, options).catch((error: unknown) => {
          if (error instanceof AppError && error.code === "NOT_FOUND")
            throw fieldError("body.invoiceId", "Invoice not found");
          throw error;
        }),
      );
    },

    refund(user: SessionUser, invoiceId: string, input: RefundCreate): Promise<Payment> {
      return commit((tx) => refundInTx(tx, user, invoiceId, input, options));
    },

    receive(user: SessionUser, id: string, expected?: number): Promise<Payment> {
      return commit((tx) => settlePendingPaymentInTx(tx, user, id, "completed", expected));
    },

    fail(user: SessionUser, id: string, expected?: number): Promise<Payment> {
      return commit((tx) => settlePendingPaymentInTx(tx, user, id, "failed", expected));
    },
  };
}
