import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
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
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { removeTripSsrRequest, requestTripSsr, updateTripSsrRequest } from "./trip-ssr-request.changes";
import { createTripSsrRequestsService } from "./trip-ssr-requests.service";

const tripParams = tripSsrRequestParamsSchema.pick({ tripId: true });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** A trip's special service requests: anyone who sees the trip reads them; staff add, change and remove them. */
export async function tripSsrRequestsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createTripSsrRequestsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["trip-ssr-requests"];
  const base = "/api/trips/:tripId/ssr-requests";

  app.get(
    base,
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The trip's SSR requests, oldest first",
        params: tripParams,
        response: { 200: tripSsrRequestListSchema, ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.params.tripId),
  );

  app.get(
    `${base}/options`,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "The trip's passengers and segments a request can be for",
        params: tripParams,
        response: { 200: tripSsrRequestOptionsSchema, ...errors },
      },
    },
    async (request) => service.options(currentUser(request), request.params.tripId),
  );

  app.post(
    base,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Request an SSR from the catalogue for a passenger of the trip, at the catalogue's price",
        params: tripParams,
        body: tripSsrRequestInputSchema,
        response: { 201: tripSsrRequestSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ctx.kernel.mutate(currentUser(request), (c) =>
            requestTripSsr(c, request.params.tripId, request.body),
          ),
        ),
  );

  app.patch(
    `${base}/:requestId`,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Change a request's status (requested, confirmed, rejected) and notes",
        params: tripSsrRequestParamsSchema,
        headers: ifMatchHeaders,
        body: tripSsrRequestUpdateSchema,
        response: { 200: tripSsrRequestSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updateTripSsrRequest(
            c,
            request.params.tripId,
            request.params.requestId,
            request.body,
            expectedVersion(request),
          ),
        ),
      ),
  );

  app.delete(
    `${base}/:requestId`,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Remove a request (If-Match: a stale version answers 412)",
        params: tripSsrRequestParamsSchema,
        headers: ifMatchHeaders,
        response: { 204: z.null(), ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) => {
      await ctx.kernel.mutate(currentUser(request), (c) =>
        removeTripSsrRequest(c, request.params.tripId, request.params.requestId, expectedVersion(request)),
      );
      return reply.status(204).send(null);
    },
  );
}
