import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import { pageOf } from "#domain/pagination.schema";
import { segmentInputSchema, segmentListSchema, segmentSchema } from "#domain/segments/segment.schema";
import {
  tripCreateSchema,
  tripListQuerySchema,
  tripSchema,
  tripUpdateSchema,
} from "#domain/trips/trip.schema";
import { tripItinerarySchema } from "#domain/trips/trip-itinerary.schema";
import {
  addTripPassengersResultSchema,
  addTripPassengersSchema,
  passengerCandidateQuerySchema,
  passengerCandidateSchema,
  tripPassengerListSchema,
} from "#domain/trips/trip-passenger.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { createTrip, updateTrip } from "./trip.changes";
import { addPassengersToTrip, removePassengerFromTrip } from "./trip-passenger.changes";
import { createTripPassengersService } from "./trip-passengers.service";
import { createSegment, removeSegment, updateSegment } from "./trip-segment.changes";
import { createTripSegmentsService } from "./trip-segments.service";
import { createTripsService } from "./trips.service";

const idParams = z.object({ id: z.uuid() });
const segmentParams = z.object({ id: z.uuid(), segmentId: z.uuid() });
const passengerParams = z.object({ id: z.uuid(), passengerId: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Trips with their segments and passengers. Anyone signed in may read (the services scope client users to
 * their own client's trips and answer 404 for others'); only staff change anything.
 */
export async function tripsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createTripsService(ctx);
  const segments = createTripSegmentsService(ctx);
  const travellers = createTripPassengersService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["trips"];

  app.get(
    "/api/trips",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Trips, searched by title, filtered by status and client, sorted and paginated",
        querystring: tripListQuerySchema,
        response: { 200: pageOf(tripSchema), ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.post(
    "/api/trips",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Create a trip (status planning, owned by the caller)",
        body: tripCreateSchema,
        response: { 201: tripSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await ctx.kernel.mutate(currentUser(request), (c) => createTrip(c, request.body))),
  );

  app.get(
    "/api/trips/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "One trip: header fields, client, owner, segment and passenger counts",
        params: idParams,
        response: { 200: tripSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(currentUser(request), request.params.id)),
  );

  app.put(
    "/api/trips/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Update a trip; the status moves freely between planning, confirmed, completed and cancelled",
        params: idParams,
        headers: ifMatchHeaders,
        body: tripUpdateSchema,
        response: { 200: tripSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updateTrip(c, request.params.id, request.body, expectedVersion(request)),
        ),
      ),
  );

  app.delete(
    "/api/trips/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Delete a trip with its segments and passenger list (If-Match: a stale version answers 412)",
        params: idParams,
        headers: ifMatchHeaders,
        response: {
          200: z.object({ segmentsRemoved: z.number().int(), passengersRemoved: z.number().int() }),
          ...staleVersionResponse,
          ...errors,
        },
      },
    },
    async (request) => service.remove(currentUser(request), request.params.id, expectedVersion(request)),
  );

  app.get(
    "/api/trips/:id/itinerary",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The printable itinerary: trip, segments in order, passengers, confirmed SSRs",
        params: idParams,
        response: { 200: tripItinerarySchema, ...errors },
      },
    },
    async (request) => service.itinerary(currentUser(request), request.params.id),
  );

  app.get(
    "/api/trips/:id/segments",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The trip's segments in travel order (imported flights with their record locator)",
        params: idParams,
        response: { 200: segmentListSchema, ...errors },
      },
    },
    async (request) => segments.list(currentUser(request), request.params.id),
  );

  app.post(
    "/api/trips/:id/segments",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Add a segment of any kind",
        params: idParams,
        body: segmentInputSchema,
        response: { 201: segmentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ctx.kernel.mutate(currentUser(request), (c) =>
            createSegment(c, request.params.id, request.body),
          ),
        ),
  );

  app.put(
    "/api/trips/:id/segments/:segmentId",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Update a segment (If-Match: a stale version answers 412)",
        params: segmentParams,
        headers: ifMatchHeaders,
        body: segmentInputSchema,
        response: { 200: segmentSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updateSegment(
            c,
            request.params.id,
            request.params.segmentId,
            request.body,
            todayIn(ctx.config.agencyTimeZone),
            expectedVersion(request),
          ),
        ),
      ),
  );

  app.delete(
    "/api/trips/:id/segments/:segmentId",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Delete a segment (If-Match: a stale version answers 412)",
        params: segmentParams,
        headers: ifMatchHeaders,
        response: { 204: z.null(), ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) => {
      await ctx.kernel.mutate(currentUser(request), (c) =>
        removeSegment(c, request.params.id, request.params.segmentId, expectedVersion(request)),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/trips/:id/passengers",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The trip's passengers with their passport data",
        params: idParams,
        response: { 200: tripPassengerListSchema, ...errors },
      },
    },
    async (request) => travellers.list(currentUser(request), request.params.id),
  );

  app.get(
    "/api/trips/:id/passenger-candidates",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Passengers who could join the trip (not on it; of its client or of none), by name or passport",
        params: idParams,
        querystring: passengerCandidateQuerySchema,
        response: { 200: z.object({ items: z.array(passengerCandidateSchema) }), ...errors },
      },
    },
    async (request) => travellers.candidates(currentUser(request), request.params.id, request.query.search),
  );

  app.post(
    "/api/trips/:id/passengers",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Add existing passengers to the trip (those already on it are skipped)",
        params: idParams,
        body: addTripPassengersSchema,
        response: { 200: addTripPassengersResultSchema, ...errors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        addPassengersToTrip(c, request.params.id, request.body.passengerIds),
      ),
  );

  app.delete(
    "/api/trips/:id/passengers/:passengerId",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Take a passenger off the trip",
        params: passengerParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ctx.kernel.mutate(currentUser(request), (c) =>
        removePassengerFromTrip(c, request.params.id, request.params.passengerId),
      );
      return reply.status(204).send(null);
    },
  );
}
