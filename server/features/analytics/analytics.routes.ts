import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analyticsQuerySchema, analyticsSchema } from "#domain/analytics/analytics.schema";
import { errorBodySchema } from "#domain/errors";
import type { AppContext } from "../../context";
import { createAnalyticsService } from "./analytics.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The dashboard's Analytics tab in one request: staff see the agency's figures; client users are refused. */
export async function analyticsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createAnalyticsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/analytics",
    {
      config: { access: "staff" },
      schema: {
        tags: ["analytics"],
        summary:
          "Revenue, bookings, top destinations, agents, offer conversion and lead time over a date range (default: the last 12 months; at most 60)",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...errors },
      },
    },
    async (request) => service.read(request.query),
  );
}
