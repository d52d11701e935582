import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import {
  paymentCreateSchemaOn,
  paymentCreateWithInvoiceSchemaOn,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSchema,
  refundCreateSchemaOn,
} from "#domain/payments/payment.schema";
import { PAYMENT_EXPORT_MAX_ROWS } from "#domain/payments/payment-csv";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { featureRoutes } from "../../http/feature-routes";
import {
  recordPayment,
  recordPaymentOnNamedInvoice,
  recordRefund,
  settlePendingPayment,
} from "./payment.changes";
import { createPaymentsService } from "./payments.service";

const idParams = z.object({ id: z.uuid() });
const conflict = { 409: errorBodySchema };

/**
 * Payments on invoices (#15). Staff record them (Idempotency-Key: a retry never records twice) and mark
 * announced transfers as received or failed; admins refund; a client user reads their own client's
 * payments only (404 for anyone else's). The use cases (payment.changes.ts) run through the kernel.
 */
export async function paymentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createPaymentsService(ctx);
  const today = () => todayIn(ctx.config.agencyTimeZone);
  // Per request: the agency's day moves on while the server runs.
  const options = () => ({ baseCurrency: ctx.config.baseCurrency, today: today() });
  const routes = featureRoutes(app, ctx, { tags: ["payments"] });
  // Money received or refunded is dated by today, an announced transfer a little after: the agency's day.
  const paymentCreateSchema = paymentCreateSchemaOn(today);
  const paymentCreateWithInvoiceSchema = paymentCreateWithInvoiceSchemaOn(today);
  const refundCreateSchema = refundCreateSchemaOn(today);

  routes.get(
    "/api/payments",
    {
      access: "signed-in",
      summary:
        "Payments, searched by Transaction ID (PAY-000123), transaction reference, invoice number or client; filtered, sorted, paginated",
      querystring: paymentListQuerySchema,
      response: paymentListSchema,
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  routes.get(
    "/api/payments/export.csv",
    {
      access: "signed-in",
      summary: `The payments the list's filters keep, as CSV (at most ${PAYMENT_EXPORT_MAX_ROWS} rows; Export-Row-Limit and Export-Total say so)`,
      querystring: paymentListQuerySchema,
      produces: ["text/csv"],
      response: z.string(),
    },
    async (request, reply) => {
      const { csv, total } = await service.exportCsv(currentUser(request), request.query);
      const date = today();
      return reply
        .headers({
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="payments-${date}.csv"`,
          "cache-control": "no-store",
          "export-row-limit": String(PAYMENT_EXPORT_MAX_ROWS),
          "export-total": String(total),
        })
        .send(csv);
    },
  );

  routes.read(
    "/api/payments/:id",
    {
      access: "signed-in",
      summary: "One payment; its version is the ETag",
      params: idParams,
      response: paymentSchema,
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  routes.create(
    "/api/payments",
    {
      access: "staff",
      summary:
        "Record a payment on the invoice the body names: at most what is left to collect (total − paid − credited − pending)",
      body: paymentCreateWithInvoiceSchema,
      response: paymentSchema,
      also: conflict,
    },
    (c, request) => recordPaymentOnNamedInvoice(c, request.body, options()),
  );

  routes.create(
    "/api/invoices/:id/payments",
    {
      access: "staff",
      summary:
        "Record a payment on this invoice: at most what is left to collect (total − paid − credited − pending)",
      params: idParams,
      body: paymentCreateSchema,
      response: paymentSchema,
      also: conflict,
    },
    (c, request) => recordPayment(c, request.params.id, request.body, options()),
  );

  routes.create(
    "/api/invoices/:id/refunds",
    {
      access: "admin",
      summary: "Refund part or all of what was paid on this invoice, with a reason (a negative payment)",
      params: idParams,
      body: refundCreateSchema,
      response: paymentSchema,
      also: conflict,
    },
    (c, request) => recordRefund(c, request.params.id, request.body, options()),
  );

  for (const [action, to, summary] of [
    [
      "receive",
      "completed",
      "Mark a pending payment as received: it counts towards the invoice (If-Match optional)",
    ],
    [
      "fail",
      "failed",
      "Mark a pending payment as failed: it stops reserving the invoice's balance (If-Match optional)",
    ],
  ] as const) {
    routes.update(
      "POST",
      `/api/payments/:id/${action}`,
      { access: "staff", summary, params: idParams, response: paymentSchema, also: conflict },
      (c, request, version) => settlePendingPayment(c, request.params.id, to, today(), version),
    );
  }
}
