import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { createOpenTripOffersService } from "./open-trip-offers.service";
import { createTripOfferAnswersService } from "./trip-offer-answers.service";
import { createTripOffersService, type TripOffersOptions } from "./trip-offers.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const withConflict = { ...errors, 409: errorBodySchema };

/**
 * Offers sent to a trip's client (SPEC's offers-manage). Staff create offers, add items and set any
 * status; the trip's client sees its offers and accepts or declines a sent one before it expires.
 */
export async function tripOffersRoutes(
  parent: FastifyInstance,
  { ctx, ...options }: { ctx: AppContext } & TripOffersOptions,
) {
  const service = createTripOffersService(ctx, options);
  const answers = createTripOfferAnswersService(ctx, options);
  const open = createOpenTripOffersService(ctx, options);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["trip-offers"];
  const base = "/api/trips/:tripId/offers";

  app.get(
    "/api/trip-offers/open",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Offers waiting for an answer (sent, not expired) across the trips the user may see, soonest expiry first",
        querystring: openTripOfferQuerySchema,
        response: { 200: openTripOfferListSchema, ...errors },
      },
    },
    async (request) => open.list(currentUser(request), request.query),
  );

  app.get(
    base,
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The trip's offers, newest first, with their items and totals (a client sees no drafts)",
        params: tripOfferTripParamsSchema,
        response: { 200: tripOfferListSchema, ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.params.tripId),
  );

  app.post(
    base,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Send the client a new offer; it expires exactly 3 days later",
        params: tripOfferTripParamsSchema,
        body: tripOfferInputSchema,
        response: { 201: tripOfferSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentUser(request), request.params.tripId, request.body)),
  );

  app.post(
    `${base}/:offerId/items`,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Add an item (flight, hotel, package…) to a draft or sent offer",
        params: tripOfferParamsSchema,
        body: tripOfferItemInputSchema,
        response: { 201: tripOfferSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.addItem(
            currentUser(request),
            request.params.tripId,
            request.params.offerId,
            request.body,
          ),
        ),
  );

  app.put(
    `${base}/:offerId/status`,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Set the offer's status (If-Match: a stale version answers 412)",
        params: tripOfferParamsSchema,
        headers: ifMatchHeaders,
        body: tripOfferStatusInputSchema,
        response: { 200: tripOfferSchema, ...staleVersionResponse, ...withConflict },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await service.setStatus(
          currentUser(request),
          request.params.tripId,
          request.params.offerId,
          request.body.status,
          expectedVersion(request),
        ),
      ),
  );

  app.post(
    `${base}/:offerId/accept`,
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The trip's client accepts a sent offer before it expires",
        params: tripOfferParamsSchema,
        response: { 200: tripOfferSchema, ...withConflict },
      },
    },
    async (request) => answers.accept(currentUser(request), request.params.tripId, request.params.offerId),
  );

  app.post(
    `${base}/:offerId/decline`,
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The trip's client declines a sent offer before it expires, with an optional reason",
        params: tripOfferParamsSchema,
        body: tripOfferDeclineInputSchema.nullish(),
        response: { 200: tripOfferSchema, ...withConflict },
      },
    },
    async (request) =>
      answers.decline(
        currentUser(request),
        request.params.tripId,
        request.params.offerId,
        request.body ?? { reason: null },
      ),
  );
}
