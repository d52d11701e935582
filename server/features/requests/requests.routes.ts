import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "#domain/errors";
import { pageOf, pageQuerySchema } from "#domain/pagination.schema";
import {
  requestCreateSchema,
  requestHistoryEntrySchema,
  requestListItemSchema,
  requestListQuerySchema,
  requestSchema,
  requestUpdateSchema,
} from "#domain/requests/request.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { fileRequest, updateRequest } from "./request.changes";
import { createRequestsService } from "./requests.service";

const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const conflict = { 409: errorBodySchema };

/**
 * Requests (SPEC §2): a client user files and reads their own client's (404 for anyone else's); staff
 * read all, file for any client, assign them, move their status and link a trip.
 */
export async function requestsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createRequestsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["requests"];

  app.get(
    "/api/requests",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Requests, searched in their details; filtered (by client too), sorted, paginated; each with its last activity",
        querystring: requestListQuerySchema,
        response: { 200: pageOf(requestListItemSchema), ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.post(
    "/api/requests",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "File a request: a client user for their own client, staff for the client they name",
        body: requestCreateSchema,
        response: { 201: requestSchema, ...conflict, ...errors },
      },
    },
    async (request, reply) => {
      const created = await ctx.kernel.mutate(currentUser(request), (c) => fileRequest(c, request.body));
      return reply.status(201).send(withEtag(reply, created));
    },
  );

  app.get(
    "/api/requests/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "One request with its client, trip and assignee; its version is the ETag",
        params: idParams,
        response: { 200: requestSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(currentUser(request), request.params.id)),
  );

  app.patch(
    "/api/requests/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Change the status, the assignee or the linked trip (If-Match: a stale version answers 412)",
        params: idParams,
        headers: ifMatchHeaders,
        body: requestUpdateSchema,
        response: { 200: requestSchema, ...staleVersionResponse, ...conflict, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updateRequest(c, request.params.id, request.body, expectedVersion(request)),
        ),
      ),
  );

  app.get(
    "/api/requests/:id/history",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "What happened to the request, newest first",
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: pageOf(requestHistoryEntrySchema), ...errors },
      },
    },
    async (request) => service.history(currentUser(request), request.params.id, request.query),
  );
}
