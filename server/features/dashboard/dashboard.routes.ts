import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  dashboardAlertsQuerySchema,
  dashboardAlertsSchema,
  dashboardOverviewSchema,
} from "#domain/dashboard/dashboard.schema";
import { errorBodySchema } from "#domain/errors";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { createDashboardService } from "./dashboard.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The staff dashboard's two tabs of figures (the Analytics tab has its own route); client users are refused. */
export async function dashboardRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createDashboardService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["dashboard"];

  app.get(
    "/api/dashboard/overview",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "The four cards and the Overview lists: revenue, bookings, clients, offers; recent, top and upcoming",
        response: { 200: dashboardOverviewSchema, ...errors },
      },
    },
    async () => service.overview(),
  );

  app.get(
    "/api/dashboard/alerts",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "SPEC's three alerts and the deadline cockpit (scope mine: the user's trips and records; all: the agency)",
        querystring: dashboardAlertsQuerySchema,
        response: { 200: dashboardAlertsSchema, ...errors },
      },
    },
    async (request) => service.alerts(currentUser(request), request.query),
  );
}
