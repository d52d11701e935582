import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import {
  gdsImportRequestSchema,
  gdsImportResultSchema,
  gdsParseRequestSchema,
  gdsPreviewSchema,
  tripOptionQuerySchema,
  tripOptionSchema,
  tripTimeLimitListSchema,
  tripTimeLimitParamsSchema,
} from "#domain/gds-import/gds-import.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { featureRoutes, routeErrors } from "../../http/feature-routes";
import { withJsonAnswer } from "../../http/idempotency";
import { createGdsService } from "./gds.service";
import { concurrentImportConflict, importReservation, readImport } from "./gds-import.changes";

const errors = { ...routeErrors, 413: errorBodySchema };
// Above the 200 KB content limit, so an oversized paste gets the clear message rather than a bare 413.
const BODY_LIMIT = 1024 * 1024;

/**
 * Parse GDS (SPEC §5, §7 gds-tools): a preview that stores nothing, and the import, staff only; and the
 * time limits imports stored on a trip, for whoever may see the trip.
 */
export async function gdsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createGdsService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["gds"], errors });

  routes.route(
    "POST",
    "/api/gds/parse",
    {
      access: "staff",
      bodyLimit: BODY_LIMIT,
      summary:
        "Read a pasted reservation display: system, record locator, passengers, segments, unread lines",
      body: gdsParseRequestSchema,
      response: { 200: gdsPreviewSchema },
    },
    async (request) => service.preview(request.body.content, request.body.referenceDate),
  );

  routes.route(
    "POST",
    "/api/gds/import",
    {
      access: "staff",
      bodyLimit: BODY_LIMIT,
      summary:
        "Store a reservation as an itinerary with its flight segments (updating one with the same record locator), optionally on a trip",
      body: gdsImportRequestSchema,
      response: { 200: gdsImportResultSchema, 409: errorBodySchema },
    },
    async (request) => {
      const reading = readImport({ ...request.body, today: todayIn(ctx.config.agencyTimeZone) });
      return ctx.kernel
        .mutate(currentUser(request), (c) =>
          withJsonAnswer(c.tx, request, 200, gdsImportResultSchema, importReservation(c, reading)),
        )
        .catch(concurrentImportConflict(reading.locator));
    },
  );

  routes.get(
    "/api/gds/trip-options",
    {
      access: "staff",
      summary: "Trips an import can be attached to, by title or client name",
      querystring: tripOptionQuerySchema,
      response: z.object({ items: z.array(tripOptionSchema) }),
    },
    async (request) => service.tripOptions(request.query.search),
  );

  routes.get(
    "/api/trips/:id/time-limits",
    {
      access: "signed-in",
      summary:
        "Ticketing time limits, option dates and airline deadlines of the reservations imported onto a trip, soonest first",
      params: tripTimeLimitParamsSchema,
      response: tripTimeLimitListSchema,
    },
    async (request) => service.timeLimits(currentUser(request), request.params.id),
  );
}
