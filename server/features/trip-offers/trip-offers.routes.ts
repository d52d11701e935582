import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "#domain/errors";
import {
  openTripOfferListSchema,
  openTripOfferQuerySchema,
  tripOfferDeclineInputSchema,
  tripOfferInputSchema,
  tripOfferItemInputSchema,
  tripOfferListSchema,
  tripOfferParamsSchema,
  tripOfferSchema,
  tripOfferStatusInputSchema,
  tripOfferTripParamsSchema,
} from "#domain/trip-offers/trip-offer.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { featureRoutes } from "../../http/feature-routes";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { createOpenTripOffersService } from "./open-trip-offers.service";
import { createTripOfferAnswersService } from "./trip-offer-answers.service";
import { createTripOffersService, type TripOffersOptions } from "./trip-offers.service";

const conflict = { 409: errorBodySchema };

/**
 * Offers sent to a trip's client (SPEC's offers-manage). Staff create offers, add items and set any
 * status; the trip's client sees its offers and accepts or declines a sent one before it expires.
 */
export async function tripOffersRoutes(
  app: FastifyInstance,
  { ctx, ...options }: { ctx: AppContext } & TripOffersOptions,
) {
  const service = createTripOffersService(ctx, options);
  const answers = createTripOfferAnswersService(ctx, options);
  const open = createOpenTripOffersService(ctx, options);
  const routes = featureRoutes(app, ctx, { tags: ["trip-offers"] });
  const base = "/api/trips/:tripId/offers";

  routes.get(
    "/api/trip-offers/open",
    {
      access: "signed-in",
      summary:
        "Offers waiting for an answer (sent, not expired) across the trips the user may see, soonest expiry first",
      querystring: openTripOfferQuerySchema,
      response: openTripOfferListSchema,
    },
    async (request) => open.list(currentUser(request), request.query),
  );

  routes.get(
    base,
    {
      access: "signed-in",
      summary: "The trip's offers, newest first, with their items and totals (a client sees no drafts)",
      params: tripOfferTripParamsSchema,
      response: tripOfferListSchema,
    },
    async (request) => service.list(currentUser(request), request.params.tripId),
  );

  routes.route(
    "POST",
    base,
    {
      access: "staff",
      summary: "Send the client a new offer; it expires exactly 3 days later",
      params: tripOfferTripParamsSchema,
      body: tripOfferInputSchema,
      response: { 201: tripOfferSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentUser(request), request.params.tripId, request.body)),
  );

  routes.route(
    "POST",
    `${base}/:offerId/items`,
    {
      access: "staff",
      summary: "Add an item (flight, hotel, package…) to a draft or sent offer",
      params: tripOfferParamsSchema,
      body: tripOfferItemInputSchema,
      response: { 201: tripOfferSchema, ...conflict },
    },
    async (request, reply) => {
      const { tripId, offerId } = request.params;
      return reply
        .status(201)
        .send(await service.addItem(currentUser(request), tripId, offerId, request.body));
    },
  );

  routes.route(
    "PUT",
    `${base}/:offerId/status`,
    {
      access: "staff",
      summary: "Set the offer's status (If-Match: a stale version answers 412)",
      params: tripOfferParamsSchema,
      headers: ifMatchHeaders,
      body: tripOfferStatusInputSchema,
      response: { 200: tripOfferSchema, ...staleVersionResponse, ...conflict },
    },
    async (request, reply) => {
      const { tripId, offerId } = request.params;
      const version = expectedVersion(request);
      return withEtag(
        reply,
        await service.setStatus(currentUser(request), tripId, offerId, request.body.status, version),
      );
    },
  );

  routes.route(
    "POST",
    `${base}/:offerId/accept`,
    {
      access: "signed-in",
      summary: "The trip's client accepts a sent offer before it expires",
      params: tripOfferParamsSchema,
      response: { 200: tripOfferSchema, ...conflict },
    },
    async (request) => answers.accept(currentUser(request), request.params.tripId, request.params.offerId),
  );

  routes.route(
    "POST",
    `${base}/:offerId/decline`,
    {
      access: "signed-in",
      summary: "The trip's client declines a sent offer before it expires, with an optional reason",
      params: tripOfferParamsSchema,
      body: tripOfferDeclineInputSchema.nullish(),
      response: { 200: tripOfferSchema, ...conflict },
    },
    async (request) => {
      const { tripId, offerId } = request.params;
      return answers.decline(currentUser(request), tripId, offerId, request.body ?? { reason: null });
    },
  );
}
