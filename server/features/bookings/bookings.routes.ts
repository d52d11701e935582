import type { FastifyInstance } from "fastify";
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
import { featureRoutes } from "../../http/feature-routes";
import { createBooking, updateBooking } from "./booking.changes";
import { cancelBooking, completeBooking, confirmBooking } from "./booking-status.changes";
import { createBookingsService } from "./bookings.service";

const idParams = z.object({ id: z.uuid() });
const conflict = { 409: errorBodySchema };

/**
 * Bookings (SPEC's orders) of packages and trips. Staff manage every booking; a client user reads their
 * own client's (404 for anyone else's), requests a package booking for their client and cancels their
 * own pending booking. The services scope and refuse the rest.
 */
export async function bookingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createBookingsService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["bookings"] });
  const today = () => todayIn(ctx.config.agencyTimeZone);

  routes.get(
    "/api/bookings",
    {
      access: "signed-in",
      summary:
        "Bookings, searched by client, package, destination, trip or reference; filtered, sorted, paginated",
      querystring: bookingListQuerySchema,
      response: pageOf(bookingSchema),
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  routes.get(
    "/api/bookings/participant-options",
    {
      access: "signed-in",
      summary: "Passengers of the client who can travel on its bookings (a client user: their own)",
      querystring: participantOptionQuerySchema,
      response: participantOptionListSchema,
    },
    async (request) => service.participantOptions(currentUser(request), request.query),
  );

  routes.read(
    "/api/bookings/:id",
    {
      access: "signed-in",
      summary: "One booking with its participants and status history; its version is the ETag",
      params: idParams,
      response: bookingDetailSchema,
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  routes.create(
    "/api/bookings",
    {
      access: "signed-in",
      summary:
        "Book a package (total computed, places checked) or, staff only, a trip (total given); starts pending",
      body: bookingCreateSchema,
      response: bookingDetailSchema,
      also: conflict,
    },
    (c, request) => createBooking(c, request.body, today()),
  );

  routes.update(
    "PUT",
    "/api/bookings/:id",
    {
      access: "staff",
      summary:
        "Change participants, travel date, notes, or the total with a reason (If-Match: a stale version answers 412)",
      params: idParams,
      body: bookingUpdateSchema,
      response: bookingDetailSchema,
      also: conflict,
    },
    (c, request, version) => updateBooking(c, request.params.id, request.body, version, today()),
  );

  // Confirm and complete differ only in the move they make.
  for (const [action, summary, move] of [
    ["confirm", "Confirm a pending booking (If-Match optional)", confirmBooking],
    ["complete", "Complete a confirmed booking (If-Match optional)", completeBooking],
  ] as const) {
    routes.update(
      "POST",
      `/api/bookings/:id/${action}`,
      { access: "staff", summary, params: idParams, response: bookingDetailSchema, also: conflict },
      (c, request, version) => move(c, request.params.id, version),
    );
  }

  routes.update(
    "POST",
    "/api/bookings/:id/cancel",
    {
      access: "signed-in",
      summary:
        "Cancel a pending or confirmed booking with a reason; a client user cancels only their own pending one",
      params: idParams,
      body: bookingCancelSchema,
      response: bookingDetailSchema,
      also: conflict,
    },
    (c, request, version) => cancelBooking(c, request.params.id, request.body.reason, version),
  );
}
