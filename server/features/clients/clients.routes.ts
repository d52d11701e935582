import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { archiveClient, createClient, removeClient, restoreClient, updateClient } from "./client.changes";
import { createClientsService } from "./clients.service";

const idParams = z.object({ id: z.uuid("Not a valid client id") });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Clients: staff manage them all; a client user reads only their own record (404 for any other). */
export async function clientsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createClientsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["clients"];
  const today = () => todayIn(ctx.config.agencyTimeZone);

  app.get(
    "/api/clients",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Clients, searched by name, e-mail or phone, filtered by kind, sorted and paginated",
        querystring: clientListQuerySchema,
        response: { 200: clientListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    "/api/clients/options",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "The client picker: up to 20 clients matching what was typed, archived ones left out",
        querystring: clientOptionQuerySchema,
        response: { 200: clientOptionListSchema, ...errors },
      },
    },
    async (request) => service.options(request.query.search),
  );

  app.get(
    "/api/clients/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "One client with its figures and next trip; its version is the ETag",
        params: idParams,
        response: { 200: clientSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/clients",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Add a client",
        body: clientInputSchema,
        response: { 201: clientSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await ctx.kernel.mutate(currentUser(request), (c) =>
        createClient(c, request.body, today()),
      );
      return reply.status(201).send(withEtag(reply, created));
    },
  );

  app.put(
    "/api/clients/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Update a client (If-Match: a stale version answers 412)",
        params: idParams,
        headers: ifMatchHeaders,
        body: clientInputSchema,
        response: { 200: clientSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updateClient(c, request.params.id, request.body, today(), expectedVersion(request)),
        ),
      ),
  );

  app.delete(
    "/api/clients/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Delete a client without trips or bookings (409 says what blocks it); its passengers stay",
        params: idParams,
        headers: ifMatchHeaders,
        response: { 200: clientDeletionSchema, 409: errorBodySchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        removeClient(c, request.params.id, today(), expectedVersion(request)),
      ),
  );

  // Archive and restore: the same change of one flag, each its own route.
  for (const [action, summary, useCase] of [
    ["archive", "Archive a client: it leaves the list and the pickers and keeps its history", archiveClient],
    ["restore", "Bring an archived client back to the list and the pickers", restoreClient],
  ] as const) {
    app.post(
      `/api/clients/:id/${action}`,
      {
        config: { access: "staff" },
        schema: {
          tags,
          summary,
          params: idParams,
          headers: ifMatchHeaders,
          response: { 200: clientSchema, ...staleVersionResponse, ...errors },
        },
      },
      async (request, reply) =>
        withEtag(
          reply,
          await ctx.kernel.mutate(currentUser(request), (c) =>
            useCase(c, request.params.id, today(), expectedVersion(request)),
          ),
        ),
    );
  }

  app.get(
    "/api/clients/:id/history",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "What happened to the client and its trips, bookings and passengers, newest first",
        params: idParams,
        querystring: clientHistoryQuerySchema,
        response: { 200: clientHistorySchema, ...errors },
      },
    },
    async (request) => service.history(request.params.id, request.query),
  );

  app.get(
    "/api/clients/:id/last-contact",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "The latest contact with the client: a request filed, a chat message on its requests or trips, a ticket opened or commented; null when none",
        params: idParams,
        response: { 200: clientLastContactSchema, ...errors },
      },
    },
    async (request) => service.lastContact(currentUser(request), request.params.id),
  );
}
