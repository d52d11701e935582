import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { addPassenger, removePassenger, savePassengerDocs, updatePassenger } from "./passenger.changes";
import { connectPassengers, disconnectPassengers } from "./passenger-connection.changes";
import { createPassengerConnectionsService } from "./passenger-connections.service";
import { createPassengersService } from "./passengers.service";

const idParams = z.object({ id: z.uuid() });
const connectionParams = z.object({ id: z.uuid(), connectionId: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Passengers and their connections. Any signed-in user may call these; the service scopes client
 * users to their own client's passengers and answers 404 for anyone else's.
 */
export async function passengersRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createPassengersService(ctx);
  const connections = createPassengerConnectionsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["passengers"];
  // A date of birth must be before the agency's day, asked at each request.
  const today = () => todayIn(ctx.config.agencyTimeZone);
  const passengerInputSchema = passengerInputSchemaOn(today);
  const passengerDocsUpdateSchema = passengerDocsUpdateSchemaOn(today);

  app.get(
    "/api/passengers",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Passengers, searched by name or passport number, sorted and paginated",
        querystring: passengerListQuerySchema,
        response: { 200: pageOf(passengerSchema), ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.get(
    "/api/passengers/duplicates",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Passengers holding this passport number from this issuing country (possible duplicates)",
        querystring: duplicateQuerySchema,
        response: { 200: duplicateListSchema, ...errors },
      },
    },
    async (request) => service.duplicates(currentUser(request), request.query),
  );

  app.get(
    "/api/passengers/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "One passenger; its version is the ETag",
        params: idParams,
        response: { 200: passengerSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/passengers",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Add a passenger",
        body: passengerInputSchema,
        response: { 201: passengerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await ctx.kernel.mutate(currentUser(request), (c) => addPassenger(c, request.body))),
  );

  app.put(
    "/api/passengers/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Update a passenger (If-Match: a stale version answers 412)",
        params: idParams,
        headers: ifMatchHeaders,
        body: passengerInputSchema,
        response: { 200: passengerSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updatePassenger(c, request.params.id, request.body, expectedVersion(request)),
        ),
      ),
  );

  app.put(
    "/api/passengers/:id/docs",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Save the DOCS generator's document fields and the Amadeus DOCS line to the passenger",
        params: idParams,
        headers: ifMatchHeaders,
        body: passengerDocsUpdateSchema,
        response: { 200: passengerSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          savePassengerDocs(c, request.params.id, request.body, expectedVersion(request)),
        ),
      ),
  );

  app.delete(
    "/api/passengers/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Delete a passenger and all its connections (If-Match: a stale version answers 412)",
        params: idParams,
        headers: ifMatchHeaders,
        response: {
          200: z.object({ connectionsRemoved: z.number().int() }),
          ...staleVersionResponse,
          ...errors,
        },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        removePassenger(c, request.params.id, expectedVersion(request)),
      ),
  );

  app.get(
    "/api/passengers/:id/connections",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The passenger's connections, whichever side created them",
        params: idParams,
        response: { 200: connectionListSchema, ...errors },
      },
    },
    async (request) => connections.list(currentUser(request), request.params.id),
  );

  app.post(
    "/api/passengers/:id/connections",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Connect the passenger to another one",
        params: idParams,
        body: connectionInputSchema,
        response: { 201: connectionSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ctx.kernel.mutate(currentUser(request), (c) =>
            connectPassengers(c, request.params.id, request.body),
          ),
        ),
  );

  app.delete(
    "/api/passengers/:id/connections/:connectionId",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Remove a connection",
        params: connectionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ctx.kernel.mutate(currentUser(request), (c) =>
        disconnectPassengers(c, request.params.id, request.params.connectionId),
      );
      return reply.status(204).send(null);
    },
  );
}
