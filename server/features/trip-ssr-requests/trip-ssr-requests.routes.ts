import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "#domain/errors";
import {
  tripSsrRequestInputSchema,
  tripSsrRequestListSchema,
  tripSsrRequestOptionsSchema,
  tripSsrRequestParamsSchema,
  tripSsrRequestSchema,
  tripSsrRequestUpdateSchema,
} from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { featureRoutes } from "../../http/feature-routes";
import { removeTripSsrRequest, requestTripSsr, updateTripSsrRequest } from "./trip-ssr-request.changes";
import { createTripSsrRequestsService } from "./trip-ssr-requests.service";

const tripParams = tripSsrRequestParamsSchema.pick({ tripId: true });

/** A trip's special service requests: anyone who sees the trip reads them; staff add, change and remove them. */
export async function tripSsrRequestsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createTripSsrRequestsService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["trip-ssr-requests"] });
  const base = "/api/trips/:tripId/ssr-requests";

  routes.get(
    base,
    {
      access: "signed-in",
      summary: "The trip's SSR requests, oldest first",
      params: tripParams,
      response: tripSsrRequestListSchema,
    },
    async (request) => service.list(currentUser(request), request.params.tripId),
  );

  routes.get(
    `${base}/options`,
    {
      access: "staff",
      summary: "The trip's passengers and segments a request can be for",
      params: tripParams,
      response: tripSsrRequestOptionsSchema,
    },
    async (request) => service.options(currentUser(request), request.params.tripId),
  );

  routes.create(
    base,
    {
      access: "staff",
      summary: "Request an SSR from the catalogue for a passenger of the trip, at the catalogue's price",
      params: tripParams,
      body: tripSsrRequestInputSchema,
      response: tripSsrRequestSchema,
      also: { 409: errorBodySchema },
    },
    (c, request) => requestTripSsr(c, request.params.tripId, request.body),
  );

  routes.update(
    "PATCH",
    `${base}/:requestId`,
    {
      access: "staff",
      summary: "Change a request's status (requested, confirmed, rejected) and notes",
      params: tripSsrRequestParamsSchema,
      body: tripSsrRequestUpdateSchema,
      response: tripSsrRequestSchema,
    },
    (c, { params, body }, version) => updateTripSsrRequest(c, params.tripId, params.requestId, body, version),
  );

  routes.empty(
    "DELETE",
    `${base}/:requestId`,
    {
      access: "staff",
      summary: "Remove a request (If-Match: a stale version answers 412)",
      params: tripSsrRequestParamsSchema,
      versioned: true,
    },
    (c, { params }, version) => removeTripSsrRequest(c, params.tripId, params.requestId, version),
  );
}
