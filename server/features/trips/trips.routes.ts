import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { todayIn } from "#domain/dates";
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
import { featureRoutes } from "../../http/feature-routes";
import { expectedVersion, ifMatchHeaders, staleVersionResponse } from "../../http/versioning";
import { createTrip, updateTrip } from "./trip.changes";
import { addPassengersToTrip, removePassengerFromTrip } from "./trip-passenger.changes";
import { createTripPassengersService } from "./trip-passengers.service";
import { createSegment, removeSegment, updateSegment } from "./trip-segment.changes";
import { createTripSegmentsService } from "./trip-segments.service";
import { createTripsService } from "./trips.service";

const idParams = z.object({ id: z.uuid() });
const segmentParams = z.object({ id: z.uuid(), segmentId: z.uuid() });
const passengerParams = z.object({ id: z.uuid(), passengerId: z.uuid() });

/**
 * Trips with their segments and passengers. Anyone signed in may read (the services scope client users to
 * their own client's trips and answer 404 for others'); only staff change anything.
 */
export async function tripsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createTripsService(ctx);
  const segments = createTripSegmentsService(ctx);
  const travellers = createTripPassengersService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["trips"] });

  routes.get(
    "/api/trips",
    {
      access: "signed-in",
      summary: "Trips, searched by title, filtered by status and client, sorted and paginated",
      querystring: tripListQuerySchema,
      response: pageOf(tripSchema),
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  routes.create(
    "/api/trips",
    {
      access: "staff",
      summary: "Create a trip (status planning, owned by the caller)",
      body: tripCreateSchema,
      response: tripSchema,
    },
    (c, request) => createTrip(c, request.body),
  );

  routes.read(
    "/api/trips/:id",
    {
      access: "signed-in",
      summary: "One trip: header fields, client, owner, segment and passenger counts",
      params: idParams,
      response: tripSchema,
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  routes.update(
    "PUT",
    "/api/trips/:id",
    {
      access: "staff",
      summary: "Update a trip; the status moves freely between planning, confirmed, completed and cancelled",
      params: idParams,
      body: tripUpdateSchema,
      response: tripSchema,
    },
    (c, request, version) => updateTrip(c, request.params.id, request.body, version),
  );

  routes.route(
    "DELETE",
    "/api/trips/:id",
    {
      access: "staff",
      summary: "Delete a trip with its segments and passenger list (If-Match: a stale version answers 412)",
      params: idParams,
      headers: ifMatchHeaders,
      response: {
        200: z.object({ segmentsRemoved: z.number().int(), passengersRemoved: z.number().int() }),
        ...staleVersionResponse,
      },
    },
    async (request) => service.remove(currentUser(request), request.params.id, expectedVersion(request)),
  );

  routes.get(
    "/api/trips/:id/itinerary",
    {
      access: "signed-in",
      summary: "The printable itinerary: trip, segments in order, passengers, confirmed SSRs",
      params: idParams,
      response: tripItinerarySchema,
    },
    async (request) => service.itinerary(currentUser(request), request.params.id),
  );

  routes.get(
    "/api/trips/:id/segments",
    {
      access: "signed-in",
      summary: "The trip's segments in travel order (imported flights with their record locator)",
      params: idParams,
      response: segmentListSchema,
    },
    async (request) => segments.list(currentUser(request), request.params.id),
  );

  routes.create(
    "/api/trips/:id/segments",
    {
      access: "staff",
      summary: "Add a segment of any kind",
      params: idParams,
      body: segmentInputSchema,
      response: segmentSchema,
    },
    (c, request) => createSegment(c, request.params.id, request.body),
  );

  routes.update(
    "PUT",
    "/api/trips/:id/segments/:segmentId",
    {
      access: "staff",
      summary: "Update a segment (If-Match: a stale version answers 412)",
      params: segmentParams,
      body: segmentInputSchema,
      response: segmentSchema,
    },
    (c, { params, body }, version) =>
      updateSegment(c, params.id, params.segmentId, body, todayIn(ctx.config.agencyTimeZone), version),
  );

  routes.empty(
    "DELETE",
    "/api/trips/:id/segments/:segmentId",
    {
      access: "staff",
      summary: "Delete a segment (If-Match: a stale version answers 412)",
      params: segmentParams,
      versioned: true,
    },
    (c, { params }, version) => removeSegment(c, params.id, params.segmentId, version),
  );

  routes.get(
    "/api/trips/:id/passengers",
    {
      access: "signed-in",
      summary: "The trip's passengers with their passport data",
      params: idParams,
      response: tripPassengerListSchema,
    },
    async (request) => travellers.list(currentUser(request), request.params.id),
  );

  routes.get(
    "/api/trips/:id/passenger-candidates",
    {
      access: "staff",
      summary:
        "Passengers who could join the trip (not on it; of its client or of none), by name or passport",
      params: idParams,
      querystring: passengerCandidateQuerySchema,
      response: z.object({ items: z.array(passengerCandidateSchema) }),
    },
    async (request) => travellers.candidates(currentUser(request), request.params.id, request.query.search),
  );

  routes.change(
    "POST",
    "/api/trips/:id/passengers",
    {
      access: "staff",
      summary: "Add existing passengers to the trip (those already on it are skipped)",
      params: idParams,
      body: addTripPassengersSchema,
      response: addTripPassengersResultSchema,
    },
    (c, request) => addPassengersToTrip(c, request.params.id, request.body.passengerIds),
  );

  routes.empty(
    "DELETE",
    "/api/trips/:id/passengers/:passengerId",
    { access: "staff", summary: "Take a passenger off the trip", params: passengerParams },
    (c, { params }) => removePassengerFromTrip(c, params.id, params.passengerId),
  );
}
