import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { createAuth } from "./auth/auth";
import { authRoutes } from "./auth/auth.routes";
import { createSessionReader } from "./auth/session";
import type { Config } from "./config";
import type { AppContext } from "./context";
import type { Database } from "./db/client";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { agencySettingsRoutes } from "./features/agency-settings/agency-settings.routes";
import { analyticsRoutes } from "./features/analytics/analytics.routes";
import { bookingsRoutes } from "./features/bookings/bookings.routes";
import { chatSocketPresence } from "./features/chat";
import { chatRoutes } from "./features/chat/chat.routes";
import { clientMergeRoutes } from "./features/client-merge/client-merge.routes";
import { clientPortalRoutes } from "./features/client-portal/client-portal.routes";
import { clientStatementRoutes } from "./features/client-statement/client-statement.routes";
import { clientsRoutes } from "./features/clients/clients.routes";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes";
import { exchangeRatesRoutes } from "./features/exchange-rates/exchange-rates.routes";
import { flightsRoutes } from "./features/flights/flights.routes";
import { gdsRoutes } from "./features/gds/gds.routes";
import { healthRoutes } from "./features/health/health.routes";
import { invoiceDocumentsRoutes } from "./features/invoice-documents/invoice-documents.routes";
import { invoicesRoutes } from "./features/invoices/invoices.routes";
import { logsRoutes } from "./features/logs/logs.routes";
import { metaRoutes } from "./features/meta/meta.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { packagesRoutes } from "./features/packages/packages.routes";
import { passengerMergeRoutes } from "./features/passenger-merge/passenger-merge.routes";
import { passengersRoutes } from "./features/passengers/passengers.routes";
import { paymentsRoutes } from "./features/payments/payments.routes";
import { requestsRoutes } from "./features/requests/requests.routes";
import { searchRoutes } from "./features/search/search.routes";
import { settingsRoutes } from "./features/settings/settings.routes";
import { ssrRoutes } from "./features/ssr/ssr.routes";
import { supportTicketsRoutes } from "./features/support/support-tickets.routes";
import { tripDocumentsRoutes } from "./features/trip-documents/trip-documents.routes";
import { tripOffersRoutes } from "./features/trip-offers/trip-offers.routes";
import { tripSsrRequestsRoutes } from "./features/trip-ssr-requests/trip-ssr-requests.routes";
import { tripsRoutes } from "./features/trips/trips.routes";
import { usersRoutes } from "./features/users/users.routes";
import { type RequestLimits, registerAccessPolicy } from "./http/access-policy";
import { compressionOptions } from "./http/compression";
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from "./http/error-handler";
import { registerIdempotency } from "./http/idempotency";
import { registerInputGuard } from "./http/input-guard";
import { registerJsonBodyParser } from "./http/json-body";
import { registerOriginCheck } from "./http/origin-check";
import { postgresRateLimitStore } from "./http/rate-limit-store";
import { registerSecurityHeaders, securityHeaderOptions } from "./http/security-headers";
import { registerStaticWeb } from "./http/static-web";
import { trustProxyOption } from "./http/trust-proxy";
import { readWebIndex } from "./http/web-index";
import { createJobRunner, type Job, type JobRunner } from "./jobs/job-runner";
import { backgroundJobs } from "./jobs/registry";
import { createKernel } from "./kernel/mutate";
import { createMailer, type Mailer } from "./mail/mailer";
import { RealtimeHub } from "./realtime/hub";
import { realtimeRoutes } from "./realtime/realtime.routes";

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replaces the SMTP/log mailer (tests capture mails through a real SMTP server instead). */
  mailer?: Mailer;
  logger?: boolean | object;
  /** Replaces the registry's background jobs (tests count runs with their own). */
  jobs?: (ctx: AppContext) => Job[];
  /** Replaces the default request ceilings (tests lower them). */
  requestLimits?: RequestLimits;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
  /** Background jobs: main.ts starts them; closing the app stops them. */
  jobs: JobRunner;
}

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      ...(config.production
        ? {}
        : { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } }),
    },
    genReqId: () => randomUUID(),
    requestIdHeader: "x-request-id",
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Errors before routing answer in the API's error format too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const auth = createAuth({ config, db: database.db, mailer });
  const hub = new RealtimeHub(database, app.log);
  await hub.start();
  const kernel = createKernel(database.db);
  const ctx: AppContext = { config, database, db: database.db, auth, mailer, hub, kernel, log: app.log };
  const jobs = createJobRunner({
    db: database.db,
    log: app.log,
    jobs: (options.jobs ?? backgroundJobs)(ctx),
  });

  app.addHook("onClose", async () => {
    await jobs.stop();
    await hub.stop();
    mailer.close();
  });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerInputGuard(app);

  const webIndex = readWebIndex(config.webDist);
  registerSecurityHeaders(app, securityHeaderOptions(config.publicUrl, webIndex.scriptHashes));
  await app.register(compress, compressionOptions);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // After the websocket plugin: its onRequest hook must mark upgrades first, or a refused upgrade keeps its socket.
  registerOriginCheck(app, config.trustedOrigins);
  registerAccessPolicy(app, createSessionReader(database, config.authSecret), options.requestLimits);
  // After the access policy: its onRoute hook gives public routes their default limit before this one reads it.
  // Counted in the database, so every instance shares each caller's count; with the database away the
  // count is skipped, so /api/health still answers its own 503 rather than the counter's error.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(database.db),
    skipOnError: true,
  });
  registerIdempotency(app, database.db);
  await app.register(swagger, {
    openapi: {
      info: { title: "Itinera API", version: "0.1.0", description: "The back office of a travel agency." },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP:
      "default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
  });

  await app.register(authRoutes, { auth, publicUrl: config.publicUrl, db: database.db });
  await app.register(realtimeRoutes, {
    hub,
    db: database.db,
    presence: chatSocketPresence(kernel),
    authSecret: config.authSecret,
  });
  // Feature routes, listed explicitly.
  await app.register(healthRoutes, { ctx });
  await app.register(logsRoutes, { ctx });
  await app.register(passengersRoutes, { ctx });
  await app.register(passengerMergeRoutes, { ctx });
  await app.register(ssrRoutes, { ctx });
  await app.register(flightsRoutes, { ctx });
  await app.register(gdsRoutes, { ctx });
  await app.register(tripsRoutes, { ctx });
  await app.register(packagesRoutes, { ctx });
  await app.register(bookingsRoutes, { ctx });
  await app.register(dashboardRoutes, { ctx });
  await app.register(invoicesRoutes, { ctx });
  await app.register(paymentsRoutes, { ctx });
  await app.register(analyticsRoutes, { ctx });
  await app.register(clientsRoutes, { ctx });
  await app.register(clientMergeRoutes, { ctx });
  await app.register(clientStatementRoutes, { ctx });
  await app.register(tripSsrRequestsRoutes, { ctx });
  await app.register(tripOffersRoutes, { ctx });
  await app.register(tripDocumentsRoutes, { ctx });
  await app.register(supportTicketsRoutes, { ctx });
  await app.register(requestsRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(chatRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(metaRoutes, { ctx });
  await app.register(accountsRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(settingsRoutes, { ctx });
  await app.register(clientPortalRoutes, { ctx });
  await app.register(exchangeRatesRoutes, { ctx });
  await app.register(agencySettingsRoutes, { ctx });
  await app.register(invoiceDocumentsRoutes, { ctx });

  await registerStaticWeb(app, webIndex);
  return { app, ctx, jobs };
}
