import type { FastifyInstance } from "fastify";
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
import { featureRoutes } from "../../http/feature-routes";
import { issueCreditNote } from "./credit-note.changes";
import { cancelInvoice, createInvoice, updateInvoice } from "./invoice.changes";
import { createInvoicesService } from "./invoices.service";

const idParams = z.object({ id: z.uuid() });
const conflict = { 409: errorBodySchema };

/**
 * Invoices (SPEC §2, #15). Staff issue and edit them; admins cancel them and issue credit notes; a client
 * user reads their own client's (404 for anyone else's). Creates honour Idempotency-Key (every POST does).
 */
export async function invoicesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createInvoicesService(ctx);
  const { baseCurrency } = ctx.config;
  // The agency's day: issue dates and the status a change stores.
  const today = () => todayIn(ctx.config.agencyTimeZone);
  const routes = featureRoutes(app, ctx, { tags: ["invoices"] });

  routes.get(
    "/api/invoices",
    {
      access: "signed-in",
      summary:
        "Invoices searched by number or client, filtered, sorted, paginated, with the filtered set's totals per currency and in the base currency",
      querystring: invoiceListQuerySchema,
      response: invoiceListSchema,
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  routes.get(
    "/api/invoices/next-number",
    {
      access: "staff",
      summary: "The number the next invoice would take now (a concurrent create may take it first)",
      response: nextInvoiceNumberSchema,
    },
    async () => service.nextNumber(),
  );

  routes.read(
    "/api/invoices/:id",
    {
      access: "signed-in",
      summary: "One invoice with its lines, credit notes and history; its version is the ETag",
      params: idParams,
      response: invoiceSchema,
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  routes.create(
    "/api/invoices",
    {
      access: "staff",
      summary:
        "Issue an invoice: the month's next INV number, the lines' sum as its amount, the issue date's exchange rate locked",
      body: invoiceCreateSchema,
      response: invoiceSchema,
      also: conflict,
      etag: true,
    },
    (c, request) => createInvoice(c, request.body, baseCurrency, today()),
  );

  routes.update(
    "PUT",
    "/api/invoices/:id",
    {
      access: "staff",
      summary: "Change the due date and notes (If-Match: a stale version answers 412)",
      params: idParams,
      body: invoiceUpdateSchema,
      response: invoiceSchema,
      also: conflict,
    },
    (c, request, version) => updateInvoice(c, request.params.id, request.body, today(), version),
  );

  routes.update(
    "POST",
    "/api/invoices/:id/cancel",
    {
      access: "admin",
      summary: "Cancel an invoice with a reason, only while nothing paid or credited it (If-Match optional)",
      params: idParams,
      body: invoiceCancelSchema,
      response: invoiceSchema,
      also: conflict,
    },
    (c, request, version) => cancelInvoice(c, request.params.id, request.body, today(), version),
  );

  routes.create(
    "/api/invoices/:id/credit-notes",
    {
      access: "admin",
      summary: "Issue a credit note (CN number) for part or all of the invoice's remaining balance",
      params: idParams,
      body: creditNoteCreateSchema,
      response: creditNoteSchema,
      also: conflict,
    },
    (c, request) => issueCreditNote(c, request.params.id, request.body, baseCurrency, today()),
  );
}
