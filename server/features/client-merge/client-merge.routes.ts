import type { FastifyInstance } from "fastify";
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
import { featureRoutes } from "../../http/feature-routes";
import { mergeClients } from "./client-merge.changes";
import { createClientMergeService } from "./client-merge.service";

/** Likely duplicate clients and merging two of them: staff only (client users get the policy's 403). */
export async function clientMergeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createClientMergeService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["clients"] });

  routes.get(
    "/api/clients/duplicates",
    {
      access: "staff",
      summary:
        "Pairs of live clients that look like one: same e-mail, same phone (last 9 digits) or a similar name; strongest first",
      querystring: clientDuplicateQuerySchema,
      response: clientDuplicateListSchema,
    },
    async (request) => service.duplicates(request.query),
  );

  routes.get(
    "/api/clients/:id/merge-preview",
    {
      access: "staff",
      summary: "What merging sourceId into this client would move, and why it would be refused",
      params: clientIdParamsSchema,
      querystring: clientMergePreviewQuerySchema,
      response: clientMergePreviewSchema,
    },
    async (request) => service.preview(request.params.id, request.query.sourceId),
  );

  routes.change(
    "POST",
    "/api/clients/:id/merge",
    {
      access: "staff",
      summary:
        "Merge sourceId into this client in one transaction: its trips, bookings, passengers, invitations and portal user move here, then it is deleted",
      params: clientIdParamsSchema,
      body: clientMergeInputSchema,
      response: clientMergeResultSchema,
      also: { 409: errorBodySchema },
    },
    (c, request) => mergeClients(c, request.params.id, request.body.sourceId),
  );
}
