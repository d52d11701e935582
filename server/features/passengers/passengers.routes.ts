import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import { pageOf } from "#domain/pagination.schema";
import {
  duplicateListSchema,
  duplicateQuerySchema,
  passengerInputSchemaOn,
  passengerListQuerySchema,
  passengerSchema,
} from "#domain/passengers/passenger.schema";
import {
  connectionInputSchema,
  connectionListSchema,
  connectionSchema,
} from "#domain/passengers/passenger-association.schema";
import { passengerDocsUpdateSchemaOn } from "#domain/passengers/passenger-docs.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { featureRoutes } from "../../http/feature-routes";
import { addPassenger, removePassenger, savePassengerDocs, updatePassenger } from "./passenger.changes";
import { connectPassengers, disconnectPassengers } from "./passenger-connection.changes";
import { createPassengerConnectionsService } from "./passenger-connections.service";
import { createPassengersService } from "./passengers.service";

const idParams = z.object({ id: z.uuid() });
const connectionParams = z.object({ id: z.uuid(), connectionId: z.uuid() });

/**
 * Passengers and their connections. Any signed-in user may call these; the service scopes client
 * users to their own client's passengers and answers 404 for anyone else's.
 */
export async function passengersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createPassengersService(ctx);
  const connections = createPassengerConnectionsService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["passengers"] });
  // A date of birth must be before the agency's day, asked at each request.
  const today = () => todayIn(ctx.config.agencyTimeZone);
  const passengerInputSchema = passengerInputSchemaOn(today);
  const passengerDocsUpdateSchema = passengerDocsUpdateSchemaOn(today);
  const access = "signed-in";

  routes.get(
    "/api/passengers",
    {
      access,
      summary: "Passengers, searched by name or passport number, sorted and paginated",
      querystring: passengerListQuerySchema,
      response: pageOf(passengerSchema),
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  routes.get(
    "/api/passengers/duplicates",
    {
      access,
      summary: "Passengers holding this passport number from this issuing country (possible duplicates)",
      querystring: duplicateQuerySchema,
      response: duplicateListSchema,
    },
    async (request) => service.duplicates(currentUser(request), request.query),
  );

  routes.read(
    "/api/passengers/:id",
    {
      access,
      summary: "One passenger; its version is the ETag",
      params: idParams,
      response: passengerSchema,
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  routes.create(
    "/api/passengers",
    { access, summary: "Add a passenger", body: passengerInputSchema, response: passengerSchema },
    (c, request) => addPassenger(c, request.body),
  );

  routes.update(
    "PUT",
    "/api/passengers/:id",
    {
      access,
      summary: "Update a passenger (If-Match: a stale version answers 412)",
      params: idParams,
      body: passengerInputSchema,
      response: passengerSchema,
    },
    (c, request, version) => updatePassenger(c, request.params.id, request.body, version),
  );

  routes.update(
    "PUT",
    "/api/passengers/:id/docs",
    {
      access,
      summary: "Save the DOCS generator's document fields and the Amadeus DOCS line to the passenger",
      params: idParams,
      body: passengerDocsUpdateSchema,
      response: passengerSchema,
    },
    (c, request, version) => savePassengerDocs(c, request.params.id, request.body, version),
  );

  routes.change(
    "DELETE",
    "/api/passengers/:id",
    {
      access,
      summary: "Delete a passenger and all its connections (If-Match: a stale version answers 412)",
      params: idParams,
      versioned: true,
      response: z.object({ connectionsRemoved: z.number().int() }),
    },
    (c, request, version) => removePassenger(c, request.params.id, version),
  );

  routes.get(
    "/api/passengers/:id/connections",
    {
      access,
      summary: "The passenger's connections, whichever side created them",
      params: idParams,
      response: connectionListSchema,
    },
    async (request) => connections.list(currentUser(request), request.params.id),
  );

  routes.create(
    "/api/passengers/:id/connections",
    {
      access,
      summary: "Connect the passenger to another one",
      params: idParams,
      body: connectionInputSchema,
      response: connectionSchema,
      also: { 409: errorBodySchema },
    },
    (c, request) => connectPassengers(c, request.params.id, request.body),
  );

  routes.empty(
    "DELETE",
    "/api/passengers/:id/connections/:connectionId",
    { access, summary: "Remove a connection", params: connectionParams },
    (c, { params }) => disconnectPassengers(c, params.id, params.connectionId),
  );
}
