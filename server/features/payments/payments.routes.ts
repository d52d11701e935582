import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import {
  paymentCreateSchema,
  paymentCreateWithInvoiceSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSchema,
  refundCreateSchema,
} from "#domain/payments/payment.schema";
import { PAYMENT_EXPORT_MAX_ROWS } from "#domain/payments/payment-csv";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import {
  recordPayment,
  recordPaymentOnNamedInvoice,
  recordRefund,
  settlePendingPayment,
} from "./payment.changes";
import { createPaymentsService } from "./payments.service";

const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const conflict = { 409: errorBodySchema };

/**
 * Payments on invoices (#15). Staff record them (Idempotency-Key: a retry never records twice) and mark
 * announced transfers as received or failed; admins refund; a client user reads their own client's
 * payments only (404 for anyone else's). The use cases (payment.changes.ts) run through the kernel.
 */
export async function paymentsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createPaymentsService(ctx);
  const today = () => todayIn(ctx.config.agencyTimeZone);
  // Per request: the agency's day moves on while the server runs.
  const options = () => ({ baseCurrency: ctx.config.baseCurrency, today: today() });
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["payments"];

  app.get(
    "/api/payments",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Payments, searched by Transaction ID (PAY-000123), transaction reference, invoice number or client; filtered, sorted, paginated",
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema, ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.get(
    "/api/payments/export.csv",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: `The payments the list's filters keep, as CSV (at most ${PAYMENT_EXPORT_MAX_ROWS} rows; Export-Row-Limit and Export-Total say so)`,
        querystring: paymentListQuerySchema,
        produces: ["text/csv"],
        response: { 200: z.string(), ...errors },
      },
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

  app.get(
    "/api/payments/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "One payment; its version is the ETag",
        params: idParams,
        response: { 200: paymentSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/payments",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Record a payment on the invoice the body names: at most what is left to collect (total − paid − credited − pending)",
        body: paymentCreateWithInvoiceSchema,
        response: { 201: paymentSchema, ...conflict, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ctx.kernel.mutate(currentUser(request), (c) =>
            recordPaymentOnNamedInvoice(c, request.body, options()),
          ),
        ),
  );

  app.post(
    "/api/invoices/:id/payments",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Record a payment on this invoice: at most what is left to collect (total − paid − credited − pending)",
        params: idParams,
        body: paymentCreateSchema,
        response: { 201: paymentSchema, ...conflict, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ctx.kernel.mutate(currentUser(request), (c) =>
            recordPayment(c, request.params.id, request.body, options()),
          ),
        ),
  );

  app.post(
    "/api/invoices/:id/refunds",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Refund part or all of what was paid on this invoice, with a reason (a negative payment)",
        params: idParams,
        body: refundCreateSchema,
        response: { 201: paymentSchema, ...conflict, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ctx.kernel.mutate(currentUser(request), (c) =>
            recordRefund(c, request.params.id, request.body, options()),
          ),
        ),
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
    app.post(
      `/api/payments/:id/${action}`,
      {
        config: { access: "staff" },
        schema: {
          tags,
          summary,
          params: idParams,
          headers: ifMatchHeaders,
          response: { 200: paymentSchema, ...staleVersionResponse, ...conflict, ...errors },
        },
      },
      async (request, reply) =>
        withEtag(
          reply,
          await ctx.kernel.mutate(currentUser(request), (c) =>
            settlePendingPayment(c, request.params.id, to, today(), expectedVersion(request)),
          ),
        ),
    );
  }
}
