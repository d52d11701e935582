import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { clientStatementSchema, statementQuerySchema } from "#domain/client-statement/statement.schema";
import { errorBodySchema } from "#domain/errors";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { createClientStatementService } from "./client-statement.service";

const idParams = z.object({ id: z.uuid("Not a valid client id") });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** A client's statement of account (invoices, credit notes, payments, refunds) on screen and as a PDF: staff. */
export async function clientStatementRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createClientStatementService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["clients"];

  app.get(
    "/api/clients/:id/statement",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "The client's statement of account, newest first: invoices, credit notes, completed payments and refunds, cancellations, each with its currency's running balance; and the open balance per currency",
        params: idParams,
        querystring: statementQuerySchema,
        response: { 200: clientStatementSchema, ...errors },
      },
    },
    async (request) => service.statement(currentUser(request), request.params.id, request.query),
  );

  app.get(
    "/api/clients/:id/statement.pdf",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "The client's statement of account as an A4 PDF (attachment statement-….pdf)",
        produces: ["application/pdf"],
        params: idParams,
        response: { 200: z.unknown().describe("The PDF's bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await service.pdf(currentUser(request), request.params.id);
      return reply
        .headers({
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="${fileName}"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        })
        .send(pdf);
    },
  );
}
