import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "#domain/errors";
import {
  exchangeRateKeySchema,
  exchangeRateListQuerySchema,
  exchangeRateListSchema,
  exchangeRateSchema,
  exchangeRateUpsertSchema,
  lockedRecordListSchema,
} from "#domain/exchange-rates/exchange-rate.schema";
import { RATE_JUMP_CONFIRM_PERCENT } from "#domain/exchange-rates/rate-jump";
import { pageQuerySchema } from "#domain/pagination.schema";
import type { AppContext } from "../../context";
import { featureRoutes } from "../../http/feature-routes";
import { removeExchangeRate, setExchangeRate } from "./exchange-rate.changes";
import { createExchangeRatesService } from "./exchange-rates.service";

/** Exchange rates against BASE_CURRENCY: staff read them, admins set and remove them per day. */
export async function exchangeRatesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createExchangeRatesService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["exchange-rates"] });

  routes.get(
    "/api/exchange-rates",
    {
      access: "staff",
      summary:
        "Rates per day against the base currency, newest first, filtered by currency and date range, paginated, with who last changed each",
      querystring: exchangeRateListQuerySchema,
      response: exchangeRateListSchema,
    },
    async (request) => service.list(request.query),
  );

  routes.update(
    "PUT",
    "/api/exchange-rates",
    {
      access: "admin",
      summary: `Set one currency's rate for one day (inserts or replaces it; If-Match: a stale version answers 412); invoices and payments already made keep the rate they locked. Without confirmed: true, a rate more than ${RATE_JUMP_CONFIRM_PERCENT}% from the currency's previous one, or one replacing the day's rate without If-Match, answers 409 naming both rates (details.confirm)`,
      body: exchangeRateUpsertSchema,
      response: exchangeRateSchema,
      also: { 409: errorBodySchema },
    },
    (change, request, version) => setExchangeRate(change, request.body, service.baseCurrency, version),
  );

  routes.get(
    "/api/exchange-rates/:currency/:date/locked",
    {
      access: "staff",
      summary:
        "One day's current rate and the invoices, credit notes, payments and refunds that locked it (they keep it whatever the day's rate becomes), oldest first, paginated",
      params: exchangeRateKeySchema,
      querystring: pageQuerySchema,
      response: lockedRecordListSchema,
    },
    async (request) => service.locked(request.params, request.query),
  );

  routes.empty(
    "DELETE",
    "/api/exchange-rates/:currency/:date",
    {
      access: "admin",
      summary: "Remove one currency's rate of one day (If-Match: a stale version answers 412)",
      params: exchangeRateKeySchema,
      versioned: true,
    },
    (change, request, version) => removeExchangeRate(change, request.params, service.baseCurrency, version),
  );
}
