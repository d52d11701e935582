import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  clientDuplicateListSchema,
  clientDuplicateQuerySchema,
  clientIdParamsSchema,
  clientMergeInputSchema,
  clientMergePreviewQuerySchema,
  clientMergePreviewSchema,
  clientMergeResultSchema,
} from "#domain/client-merge/client-merge.schema";
import { errorBodySchema } from "#domain/errors";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { mergeClients } from "./client-merge.changes";
import { createClientMergeService } from "./client-merge.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Likely duplicate clients and merging two of them: staff only (client users get the policy's 403). */
export async function clientMergeRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createClientMergeService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["clients"];

  app.get(
    "/api/clients/duplicates",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Pairs of live clients that look like one: same e-mail, same phone (last 9 digits) or a similar name; strongest first",
        querystring: clientDuplicateQuerySchema,
        response: { 200: clientDuplicateListSchema, ...errors },
      },
    },
    async (request) => service.duplicates(request.query),
  );

  app.get(
    "/api/clients/:id/merge-preview",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "What merging sourceId into this client would move, and why it would be refused",
        params: clientIdParamsSchema,
        querystring: clientMergePreviewQuerySchema,
        response: { 200: clientMergePreviewSchema, ...errors },
      },
    },
    async (request) => service.preview(request.params.id, request.query.sourceId),
  );

  app.post(
    "/api/clients/:id/merge",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Merge sourceId into this client in one transaction: its trips, bookings, passengers, invitations and portal user move here, then it is deleted",
        params: clientIdParamsSchema,
        body: clientMergeInputSchema,
        response: { 200: clientMergeResultSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        mergeClients(c, request.params.id, request.body.sourceId),
      ),
  );
}
