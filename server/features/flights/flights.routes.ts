import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import {
  airportListSchema,
  airportQuerySchema,
  flightInputSchema,
  flightListQuerySchema,
  flightListSchema,
  flightSchema,
} from "#domain/flights/flight.schema";
import type { AppContext } from "../../context";
import { featureRoutes } from "../../http/feature-routes";
import { airportDirectory } from "./airport-directory";
import { createFlight, removeFlight, updateFlight } from "./flight.changes";
import { createFlightsService } from "./flights.service";

const idParams = z.object({ id: z.uuid() });

/** The Flights screen (SPEC §2 Flight Segments) and the airport lookup behind it: staff only. */
export async function flightsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createFlightsService(ctx);
  const airports = () => airportDirectory(ctx.log);
  const routes = featureRoutes(app, ctx, { tags: ["flights"] });
  const access = "staff";

  routes.get(
    "/api/flights",
    {
      access,
      summary: "Flight segments, searched, filtered by status and departure date, sorted by departure",
      querystring: flightListQuerySchema,
      response: flightListSchema,
    },
    async (request) => service.list(request.query),
  );

  routes.read(
    "/api/flights/:id",
    { access, summary: "One flight segment", params: idParams, response: flightSchema },
    (request) => service.get(request.params.id),
  );

  routes.create(
    "/api/flights",
    { access, summary: "Add a flight segment by hand", body: flightInputSchema, response: flightSchema },
    (c, request) => createFlight(c, airports(), request.body),
  );

  routes.update(
    "PUT",
    "/api/flights/:id",
    {
      access,
      summary: "Update a flight segment (If-Match: a stale version answers 412)",
      params: idParams,
      body: flightInputSchema,
      response: flightSchema,
    },
    (c, request, version) =>
      updateFlight(
        c,
        airports(),
        request.params.id,
        request.body,
        todayIn(ctx.config.agencyTimeZone),
        version,
      ),
  );

  routes.empty(
    "DELETE",
    "/api/flights/:id",
    {
      access,
      summary: "Delete a flight segment (If-Match: a stale version answers 412)",
      params: idParams,
      versioned: true,
    },
    (c, request, version) => removeFlight(c, airports(), request.params.id, version),
  );

  routes.get(
    "/api/airports",
    {
      access,
      summary: "Airports by IATA code, city or name (OpenFlights data), at most 20",
      querystring: airportQuerySchema,
      response: airportListSchema,
    },
    async (request) => service.airports(request.query.search),
  );
}
