import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import {
  airportListSchema,
  airportQuerySchema,
  flightInputSchema,
  flightListQuerySchema,
  flightListSchema,
  flightSchema,
} from "#domain/flights/flight.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { airportDirectory } from "./airport-directory";
import { createFlight, removeFlight, updateFlight } from "./flight.changes";
import { createFlightsService } from "./flights.service";

const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The Flights screen (SPEC §2 Flight Segments) and the airport lookup behind it: staff only. */
export async function flightsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createFlightsService(ctx);
  const airports = () => airportDirectory(ctx.log);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["flights"];

  app.get(
    "/api/flights",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Flight segments, searched, filtered by status and departure date, sorted by departure",
        querystring: flightListQuerySchema,
        response: { 200: flightListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    "/api/flights/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "One flight segment",
        params: idParams,
        response: { 200: flightSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(request.params.id)),
  );

  app.post(
    "/api/flights",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Add a flight segment by hand",
        body: flightInputSchema,
        response: { 201: flightSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ctx.kernel.mutate(currentUser(request), (c) => createFlight(c, airports(), request.body)),
        ),
  );

  app.put(
    "/api/flights/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Update a flight segment (If-Match: a stale version answers 412)",
        params: idParams,
        headers: ifMatchHeaders,
        body: flightInputSchema,
        response: { 200: flightSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updateFlight(
            c,
            airports(),
            request.params.id,
            request.body,
            todayIn(ctx.config.agencyTimeZone),
            expectedVersion(request),
          ),
        ),
      ),
  );

  app.delete(
    "/api/flights/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Delete a flight segment (If-Match: a stale version answers 412)",
        params: idParams,
        headers: ifMatchHeaders,
        response: { 204: z.null(), ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) => {
      await ctx.kernel.mutate(currentUser(request), (c) =>
        removeFlight(c, airports(), request.params.id, expectedVersion(request)),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/airports",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Airports by IATA code, city or name (OpenFlights data), at most 20",
        querystring: airportQuerySchema,
        response: { 200: airportListSchema, ...errors },
      },
    },
    async (request) => service.airports(request.query.search),
  );
}
