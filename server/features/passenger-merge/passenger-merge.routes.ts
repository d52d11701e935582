import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { currentUser } from "../../http/access-policy";
import { mergePassengers } from "./passenger-merge.changes";
import { createPassengerMergeService } from "./passenger-merge.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** One passenger's likely duplicates and merging two records of one person: staff only. */
export async function passengerMergeRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createPassengerMergeService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["passengers"];

  app.get(
    "/api/passengers/:id/duplicates",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Likely duplicates of this passenger: same passport and issuing country, same name and date of birth, or a similar name of the same client",
        params: passengerIdParamsSchema,
        response: { 200: passengerDuplicateListSchema, ...errors },
      },
    },
    async (request) => service.duplicates(request.params.id),
  );

  app.get(
    "/api/passengers/:id/merge-preview",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "What merging sourceId into this passenger would move, and why it would be refused",
        params: passengerIdParamsSchema,
        querystring: passengerMergePreviewQuerySchema,
        response: { 200: passengerMergePreviewSchema, ...errors },
      },
    },
    async (request) => service.preview(request.params.id, request.query.sourceId),
  );

  app.post(
    "/api/passengers/:id/merge",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Merge sourceId into this passenger in one transaction: trip links, SSR requests, booking places and connections move here, then it is deleted",
        params: passengerIdParamsSchema,
        body: passengerMergeInputSchema,
        response: { 200: passengerMergeResultSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        mergePassengers(c, request.params.id, request.body.sourceId),
      ),
  );
}
