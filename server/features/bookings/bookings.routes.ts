import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bookingCancelSchema,
  bookingCreateSchema,
  bookingDetailSchema,
  bookingListQuerySchema,
  bookingSchema,
  bookingUpdateSchema,
  participantOptionListSchema,
  participantOptionQuerySchema,
} from "#domain/bookings/booking.schema";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import { pageOf } from "#domain/pagination.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { createBooking, updateBooking } from "./booking.changes";
import { cancelBooking, completeBooking, confirmBooking } from "./booking-status.changes";
import { createBookingsService } from "./bookings.service";

const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const conflict = { 409: errorBodySchema };

/**
 * Bookings (SPEC's orders) of packages and trips. Staff manage every booking; a client user reads their
 * own client's (404 for anyone else's), requests a package booking for their client and cancels their
 * own pending booking. The services scope and refuse the rest.
 */
export async function bookingsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createBookingsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["bookings"];

  app.get(
    "/api/bookings",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Bookings, searched by client, package, destination, trip or reference; filtered, sorted, paginated",
        querystring: bookingListQuerySchema,
        response: { 200: pageOf(bookingSchema), ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.get(
    "/api/bookings/participant-options",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Passengers of the client who can travel on its bookings (a client user: their own)",
        querystring: participantOptionQuerySchema,
        response: { 200: participantOptionListSchema, ...errors },
      },
    },
    async (request) => service.participantOptions(currentUser(request), request.query),
  );

  app.get(
    "/api/bookings/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "One booking with its participants and status history; its version is the ETag",
        params: idParams,
        response: { 200: bookingDetailSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/bookings",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Book a package (total computed, places checked) or, staff only, a trip (total given); starts pending",
        body: bookingCreateSchema,
        response: { 201: bookingDetailSchema, ...conflict, ...errors },
      },
    },
    async (request, reply) => {
      const created = await ctx.kernel.mutate(currentUser(request), (c) =>
        createBooking(c, request.body, todayIn(ctx.config.agencyTimeZone)),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    "/api/bookings/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Change participants, travel date, notes, or the total with a reason (If-Match: a stale version answers 412)",
        params: idParams,
        headers: ifMatchHeaders,
        body: bookingUpdateSchema,
        response: { 200: bookingDetailSchema, ...staleVersionResponse, ...conflict, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updateBooking(
            c,
            request.params.id,
            request.body,
            expectedVersion(request),
            todayIn(ctx.config.agencyTimeZone),
          ),
        ),
      ),
  );

  // Confirm and complete differ only in the move they make.
  for (const [action, summary, move] of [
    ["confirm", "Confirm a pending booking (If-Match optional)", confirmBooking],
    ["complete", "Complete a confirmed booking (If-Match optional)", completeBooking],
  ] as const) {
    app.post(
      `/api/bookings/:id/${action}`,
      {
        config: { access: "staff" },
        schema: {
          tags,
          summary,
          params: idParams,
          headers: ifMatchHeaders,
          response: { 200: bookingDetailSchema, ...staleVersionResponse, ...conflict, ...errors },
        },
      },
      async (request, reply) =>
        withEtag(
          reply,
          await ctx.kernel.mutate(currentUser(request), (c) =>
            move(c, request.params.id, expectedVersion(request)),
          ),
        ),
    );
  }

  app.post(
    "/api/bookings/:id/cancel",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Cancel a pending or confirmed booking with a reason; a client user cancels only their own pending one",
        params: idParams,
        headers: ifMatchHeaders,
        body: bookingCancelSchema,
        response: { 200: bookingDetailSchema, ...staleVersionResponse, ...conflict, ...errors },
      },
    },
    async (request, reply) => {
      const cancelled = await ctx.kernel.mutate(currentUser(request), (c) =>
        cancelBooking(c, request.params.id, request.body.reason, expectedVersion(request)),
      );
      return withEtag(reply, cancelled);
    },
  );
}
