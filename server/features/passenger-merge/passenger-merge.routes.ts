import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "#domain/errors";
import {
  passengerDuplicateListSchema,
  passengerIdParamsSchema,
  passengerMergeInputSchema,
  passengerMergePreviewQuerySchema,
  passengerMergePreviewSchema,
  passengerMergeResultSchema,
} from "#domain/passenger-merge/passenger-merge.schema";
import type { AppContext } from "../../context";
import { featureRoutes } from "../../http/feature-routes";
import { mergePassengers } from "./passenger-merge.changes";
import { createPassengerMergeService } from "./passenger-merge.service";

/** One passenger's likely duplicates and merging two records of one person: staff only. */
export async function passengerMergeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createPassengerMergeService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["passengers"] });

  routes.get(
    "/api/passengers/:id/duplicates",
    {
      access: "staff",
      summary:
        "Likely duplicates of this passenger: same passport and issuing country, same name and date of birth, or a similar name of the same client",
      params: passengerIdParamsSchema,
      response: passengerDuplicateListSchema,
    },
    async (request) => service.duplicates(request.params.id),
  );

  routes.get(
    "/api/passengers/:id/merge-preview",
    {
      access: "staff",
      summary: "What merging sourceId into this passenger would move, and why it would be refused",
      params: passengerIdParamsSchema,
      querystring: passengerMergePreviewQuerySchema,
      response: passengerMergePreviewSchema,
    },
    async (request) => service.preview(request.params.id, request.query.sourceId),
  );

  routes.change(
    "POST",
    "/api/passengers/:id/merge",
    {
      access: "staff",
      summary:
        "Merge sourceId into this passenger in one transaction: trip links, SSR requests, booking places and connections move here, then it is deleted",
      params: passengerIdParamsSchema,
      body: passengerMergeInputSchema,
      response: passengerMergeResultSchema,
      also: { 409: errorBodySchema },
    },
    (c, request) => mergePassengers(c, request.params.id, request.body.sourceId),
  );
}
