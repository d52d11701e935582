import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { createGdsService } from "./gds.service";
import { concurrentImportConflict, importReservation, readImport } from "./gds-import.changes";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
};
// Above the 200 KB content limit, so an oversized paste gets the clear message rather than a bare 413.
const BODY_LIMIT = 1024 * 1024;

/**
 * Parse GDS (SPEC §5, §7 gds-tools): a preview that stores nothing, and the import, staff only; and the
 * time limits imports stored on a trip, for whoever may see the trip.
 */
export async function gdsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createGdsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["gds"];

  app.post(
    "/api/gds/parse",
    {
      config: { access: "staff" },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Read a pasted reservation display: system, record locator, passengers, segments, unread lines",
        body: gdsParseRequestSchema,
        response: { 200: gdsPreviewSchema, ...errors },
      },
    },
    async (request) => service.preview(request.body.content, request.body.referenceDate),
  );

  app.post(
    "/api/gds/import",
    {
      config: { access: "staff" },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Store a reservation as an itinerary with its flight segments (updating one with the same record locator), optionally on a trip",
        body: gdsImportRequestSchema,
        response: { 200: gdsImportResultSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const reading = readImport({ ...request.body, today: todayIn(ctx.config.agencyTimeZone) });
      return ctx.kernel
        .mutate(currentUser(request), (c) => importReservation(c, reading))
        .catch(concurrentImportConflict(reading.locator));
    },
  );

  app.get(
    "/api/gds/trip-options",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Trips an import can be attached to, by title or client name",
        querystring: tripOptionQuerySchema,
        response: { 200: z.object({ items: z.array(tripOptionSchema) }), ...errors },
      },
    },
    async (request) => service.tripOptions(request.query.search),
  );

  app.get(
    "/api/trips/:id/time-limits",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Ticketing time limits, option dates and airline deadlines of the reservations imported onto a trip, soonest first",
        params: tripTimeLimitParamsSchema,
        response: { 200: tripTimeLimitListSchema, ...errors },
      },
    },
    async (request) => service.timeLimits(currentUser(request), request.params.id),
  );
}
