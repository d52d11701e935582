import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "#domain/errors";
import {
  ticketCommentCreateSchema,
  ticketCommentListSchema,
  ticketCommentSchema,
  ticketCreateSchema,
  ticketHistorySchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketParamsSchema,
  ticketSchema,
  ticketUpdateSchema,
} from "#domain/support/ticket.schema";
import { attachmentDisposition } from "#domain/trip-documents/trip-document-values";
import type { AppContext } from "../../context";
import { ticketAttachmentUpload } from "../../files/upload-kinds";
import { receiveUpload } from "../../files/upload-pipeline";
import { currentUser } from "../../http/access-policy";
import { routeErrors as errors, featureRoutes } from "../../http/feature-routes";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { createSupportTicketsService } from "./support-tickets.service";
import { attachTicketFile, commentOnTicket, openTicket, updateTicket } from "./ticket.changes";
import { createTicketCommentsService } from "./ticket-comments.service";

/**
 * Support tickets (SPEC §2 Support): anyone signed in raises one and follows it; a client user sees only
 * their client's (404 for any other). Staff move the status, admins assign; the reporter and staff
 * comment and attach a file (PDF, PNG or JPEG by content, at most 10 MB).
 */
export async function supportTicketsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createSupportTicketsService(ctx);
  const comments = createTicketCommentsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["support"];
  const routes = featureRoutes(app, ctx, { tags });
  const base = "/api/support-tickets";

  routes.get(
    base,
    {
      access: "signed-in",
      summary: "Support tickets, searched by title and description, filtered by status and type, paginated",
      querystring: ticketListQuerySchema,
      response: ticketListSchema,
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  routes.create(
    base,
    {
      access: "signed-in",
      summary: "Raise a ticket (status open); a client user's belongs to their client",
      body: ticketCreateSchema,
      response: ticketSchema,
      etag: true,
    },
    (c, request) => openTicket(c, request.body),
  );

  routes.read(
    `${base}/:id`,
    {
      access: "signed-in",
      summary: "One ticket with its reporter's and assignee's names",
      params: ticketParamsSchema,
      response: ticketSchema,
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  routes.update(
    "PATCH",
    `${base}/:id`,
    {
      access: "staff",
      summary: "Change the status (staff) or the assignee (admins: an admin or agent, or null)",
      params: ticketParamsSchema,
      body: ticketUpdateSchema,
      response: ticketSchema,
    },
    (c, request, version) => updateTicket(c, request.params.id, request.body, version),
  );

  app.put(
    `${base}/:id/attachment`,
    {
      config: { access: "signed-in", upload: ticketAttachmentUpload },
      schema: {
        tags,
        summary:
          "Attach a file (multipart, field `file`: PDF, PNG or JPEG up to 10 MB), replacing any earlier",
        consumes: ["multipart/form-data"],
        params: ticketParamsSchema,
        headers: ifMatchHeaders,
        response: {
          200: ticketSchema,
          413: errorBodySchema,
          415: errorBodySchema,
          ...staleVersionResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const expected = expectedVersion(request);
      const upload = await receiveUpload(request, ticketAttachmentUpload, {
        check: () => service.checkTicket(user, id),
      });
      // The file replaced, if any, goes with the change (a trigger on support_tickets).
      const ticket = await upload.record((file) =>
        ctx.kernel.mutate(user, (c) => attachTicketFile(c, id, file, expected)),
      );
      return withEtag(reply, ticket);
    },
  );

  app.get(
    `${base}/:id/attachment`,
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The ticket's attachment, as a download",
        produces: ["application/pdf", "image/png", "image/jpeg"],
        params: ticketParamsSchema,
        // A file stream: Fastify sends streams as they are, without serialising them.
        response: { 200: z.unknown().describe("The file's bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const { attachment, size, stream } = await service.attachment(currentUser(request), request.params.id);
      return reply
        .headers({
          "content-type": attachment.contentType,
          "content-length": String(size),
          "content-disposition": attachmentDisposition(attachment.fileName),
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        })
        .send(stream);
    },
  );

  routes.get(
    `${base}/:id/comments`,
    {
      access: "signed-in",
      summary: "The ticket's comments, oldest first",
      params: ticketParamsSchema,
      response: ticketCommentListSchema,
    },
    async (request) => comments.list(currentUser(request), request.params.id),
  );

  routes.create(
    `${base}/:id/comments`,
    {
      access: "signed-in",
      summary: "Comment on the ticket (its reporter and staff)",
      params: ticketParamsSchema,
      body: ticketCommentCreateSchema,
      response: ticketCommentSchema,
    },
    (c, request) => commentOnTicket(c, request.params.id, request.body),
  );

  routes.get(
    `${base}/:id/history`,
    {
      access: "signed-in",
      summary: "What happened to the ticket, oldest first (its audit rows)",
      params: ticketParamsSchema,
      response: ticketHistorySchema,
    },
    async (request) => comments.history(currentUser(request), request.params.id),
  );
}
