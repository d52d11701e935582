import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import {
  creditNoteCreateSchema,
  creditNoteSchema,
  invoiceCancelSchema,
  invoiceCreateSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  invoiceUpdateSchema,
  nextInvoiceNumberSchema,
} from "#domain/invoices/invoice.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { issueCreditNote } from "./credit-note.changes";
import { cancelInvoice, createInvoice, updateInvoice } from "./invoice.changes";
import { createInvoicesService } from "./invoices.service";

const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const conflict = { 409: errorBodySchema };

/**
 * Invoices (SPEC §2, #15). Staff issue and edit them; admins cancel them and issue credit notes; a client
 * user reads their own client's (404 for anyone else's). Creates honour Idempotency-Key (every POST does).
 */
export async function invoicesRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createInvoicesService(ctx);
  const { baseCurrency } = ctx.config;
  // The agency's day: issue dates and the status a change stores.
  const today = () => todayIn(ctx.config.agencyTimeZone);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["invoices"];

  app.get(
    "/api/invoices",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Invoices searched by number or client, filtered, sorted, paginated, with the filtered set's totals per currency and in the base currency",
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.get(
    "/api/invoices/next-number",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "The number the next invoice would take now (a concurrent create may take it first)",
        response: { 200: nextInvoiceNumberSchema, ...errors },
      },
    },
    async () => service.nextNumber(),
  );

  app.get(
    "/api/invoices/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "One invoice with its lines, credit notes and history; its version is the ETag",
        params: idParams,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/invoices",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Issue an invoice: the month's next INV number, the lines' sum as its amount, the issue date's exchange rate locked",
        body: invoiceCreateSchema,
        response: { 201: invoiceSchema, ...conflict, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          withEtag(
            reply,
            await ctx.kernel.mutate(currentUser(request), (c) =>
              createInvoice(c, request.body, baseCurrency, today()),
            ),
          ),
        ),
  );

  app.put(
    "/api/invoices/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Change the due date and notes (If-Match: a stale version answers 412)",
        params: idParams,
        headers: ifMatchHeaders,
        body: invoiceUpdateSchema,
        response: { 200: invoiceSchema, ...staleVersionResponse, ...conflict, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updateInvoice(c, request.params.id, request.body, today(), expectedVersion(request)),
        ),
      ),
  );

  app.post(
    "/api/invoices/:id/cancel",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary:
          "Cancel an invoice with a reason, only while nothing paid or credited it (If-Match optional)",
        params: idParams,
        headers: ifMatchHeaders,
        body: invoiceCancelSchema,
        response: { 200: invoiceSchema, ...staleVersionResponse, ...conflict, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          cancelInvoice(c, request.params.id, request.body, today(), expectedVersion(request)),
        ),
      ),
  );

  app.post(
    "/api/invoices/:id/credit-notes",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Issue a credit note (CN number) for part or all of the invoice's remaining balance",
        params: idParams,
        body: creditNoteCreateSchema,
        response: { 201: creditNoteSchema, ...conflict, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ctx.kernel.mutate(currentUser(request), (c) =>
            issueCreditNote(c, request.params.id, request.body, baseCurrency, today()),
          ),
        ),
  );
}
