import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "#domain/errors";
import {
  exchangeRateKeySchema,
  exchangeRateListQuerySchema,
  exchangeRateListSchema,
  exchangeRateSchema,
  exchangeRateUpsertSchema,
} from "#domain/exchange-rates/exchange-rate.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { removeExchangeRate, setExchangeRate } from "./exchange-rate.changes";
import { createExchangeRatesService } from "./exchange-rates.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Exchange rates against BASE_CURRENCY: staff read them, admins set and remove them per day. */
export async function exchangeRatesRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createExchangeRatesService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["exchange-rates"];

  app.get(
    "/api/exchange-rates",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Rates per day against the base currency, newest first, filtered by currency and date range, paginated, with who last changed each",
        querystring: exchangeRateListQuerySchema,
        response: { 200: exchangeRateListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.put(
    "/api/exchange-rates",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary:
          "Set one currency's rate for one day (inserts or replaces it; If-Match: a stale version answers 412); invoices and payments already made keep the rate they locked",
        headers: ifMatchHeaders,
        body: exchangeRateUpsertSchema,
        response: { 200: exchangeRateSchema, 404: errorBodySchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          setExchangeRate(c, request.body, service.baseCurrency, expectedVersion(request)),
        ),
      ),
  );

  app.delete(
    "/api/exchange-rates/:currency/:date",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Remove one currency's rate of one day (If-Match: a stale version answers 412)",
        params: exchangeRateKeySchema,
        headers: ifMatchHeaders,
        response: { 204: z.null(), 404: errorBodySchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) => {
      await ctx.kernel.mutate(currentUser(request), (c) =>
        removeExchangeRate(c, request.params, service.baseCurrency, expectedVersion(request)),
      );
      return reply.status(204).send(null);
    },
  );
}
