import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema } from "#domain/errors";
import { searchQuerySchema, searchResponseSchema } from "#domain/search/search.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { createSearchService } from "./search.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Global search (the top bar): anyone signed in; a client user finds only their own client's records. */
export async function searchRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createSearchService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/search",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["search"],
        summary:
          "Passengers, trips, reservations, flights, clients (staff), bookings, invoices and requests matching q: a few of each kind with their count (up to 100)",
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errors },
      },
    },
    async (request) => service.search(currentUser(request), request.query),
  );
}
