import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "#domain/errors";
import { invoiceSendResultSchema } from "#domain/invoices/invoice.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { createInvoiceDocumentsService } from "./invoice-documents.service";

const idParams = z.object({ id: z.uuid("Not a valid invoice id") });
const creditNoteParams = idParams.extend({ creditNoteId: z.uuid("Not a valid credit note id") });

/** A PDF as a download, never kept by a shared cache nor sniffed as anything else. */
const pdfHeaders = (fileName: string) => ({
  "content-type": "application/pdf",
  "content-disposition": `attachment; filename="${fileName}"`,
  "cache-control": "private, no-store",
  "x-content-type-options": "nosniff",
});

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * An invoice's PDF and its credit notes': downloaded by whoever may see the invoice (a client user only their
 * own); the invoice's mailed by staff.
 */
export async function invoiceDocumentsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createInvoiceDocumentsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["invoices"];

  app.get(
    "/api/invoices/:id/pdf",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The invoice as an A4 PDF (attachment INV-….pdf); a client user only their own",
        produces: ["application/pdf"],
        params: idParams,
        response: { 200: z.unknown().describe("The PDF's bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await service.pdf(currentUser(request), request.params.id);
      return reply.headers(pdfHeaders(fileName)).send(pdf);
    },
  );

  app.get(
    "/api/invoices/:id/credit-notes/:creditNoteId/pdf",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "One of the invoice's credit notes as an A4 PDF (attachment CN-….pdf); a client user only their own",
        produces: ["application/pdf"],
        params: creditNoteParams,
        response: { 200: z.unknown().describe("The PDF's bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const { id, creditNoteId } = request.params;
      const { fileName, pdf } = await service.creditNotePdf(currentUser(request), id, creditNoteId);
      return reply.headers(pdfHeaders(fileName)).send(pdf);
    },
  );

  app.post(
    "/api/invoices/:id/send",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "E-mail the invoice's PDF to the client's address as an attachment and record the send (409 when the client has no e-mail address)",
        params: idParams,
        response: { 200: invoiceSendResultSchema, 409: errorBodySchema, 503: errorBodySchema, ...errors },
      },
    },
    async (request) => service.send(currentUser(request), request.params.id),
  );
}
