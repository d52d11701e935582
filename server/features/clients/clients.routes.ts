import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  clientDeletionSchema,
  clientHistoryQuerySchema,
  clientHistorySchema,
  clientInputSchema,
  clientListQuerySchema,
  clientListSchema,
  clientOptionListSchema,
  clientOptionQuerySchema,
  clientSchema,
} from "#domain/clients/client.schema";
import { clientLastContactSchema } from "#domain/clients/client-contact.schema";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { featureRoutes } from "../../http/feature-routes";
import { archiveClient, createClient, removeClient, restoreClient, updateClient } from "./client.changes";
import { createClientsService } from "./clients.service";

const idParams = z.object({ id: z.uuid("Not a valid client id") });

/** Clients: staff manage them all; a client user reads only their own record (404 for any other). */
export async function clientsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createClientsService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["clients"] });
  const today = () => todayIn(ctx.config.agencyTimeZone);

  routes.get(
    "/api/clients",
    {
      access: "staff",
      summary: "Clients, searched by name, e-mail or phone, filtered by kind, sorted and paginated",
      querystring: clientListQuerySchema,
      response: clientListSchema,
    },
    async (request) => service.list(request.query),
  );

  routes.get(
    "/api/clients/options",
    {
      access: "staff",
      summary: "The client picker: up to 20 clients matching what was typed, archived ones left out",
      querystring: clientOptionQuerySchema,
      response: clientOptionListSchema,
    },
    async (request) => service.options(request.query.search),
  );

  routes.read(
    "/api/clients/:id",
    {
      access: "signed-in",
      summary: "One client with its figures and next trip; its version is the ETag",
      params: idParams,
      response: clientSchema,
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  routes.create(
    "/api/clients",
    { access: "staff", summary: "Add a client", body: clientInputSchema, response: clientSchema, etag: true },
    (c, request) => createClient(c, request.body, today()),
  );

  routes.update(
    "PUT",
    "/api/clients/:id",
    {
      access: "staff",
      summary: "Update a client (If-Match: a stale version answers 412)",
      params: idParams,
      body: clientInputSchema,
      response: clientSchema,
    },
    (c, request, version) => updateClient(c, request.params.id, request.body, today(), version),
  );

  routes.change(
    "DELETE",
    "/api/clients/:id",
    {
      access: "staff",
      summary: "Delete a client without trips or bookings (409 says what blocks it); its passengers stay",
      params: idParams,
      versioned: true,
      response: clientDeletionSchema,
      also: { 409: errorBodySchema },
    },
    (c, request, version) => removeClient(c, request.params.id, today(), version),
  );

  // Archive and restore: the same change of one flag, each its own route.
  for (const [action, summary, useCase] of [
    ["archive", "Archive a client: it leaves the list and the pickers and keeps its history", archiveClient],
    ["restore", "Bring an archived client back to the list and the pickers", restoreClient],
  ] as const) {
    routes.update(
      "POST",
      `/api/clients/:id/${action}`,
      { access: "staff", summary, params: idParams, response: clientSchema },
      (c, request, version) => useCase(c, request.params.id, today(), version),
    );
  }

  routes.get(
    "/api/clients/:id/history",
    {
      access: "staff",
      summary: "What happened to the client and its trips, bookings and passengers, newest first",
      params: idParams,
      querystring: clientHistoryQuerySchema,
      response: clientHistorySchema,
    },
    async (request) => service.history(request.params.id, request.query),
  );

  routes.get(
    "/api/clients/:id/last-contact",
    {
      access: "staff",
      summary:
        "The latest contact with the client: a request filed, a chat message on its requests or trips, a ticket opened or commented; null when none",
      params: idParams,
      response: clientLastContactSchema,
    },
    async (request) => service.lastContact(currentUser(request), request.params.id),
  );
}
