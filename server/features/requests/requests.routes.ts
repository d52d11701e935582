import type { FastifyInstance } from "fastify";
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
import { featureRoutes } from "../../http/feature-routes";
import { fileRequest, updateRequest } from "./request.changes";
import { createRequestsService } from "./requests.service";

const idParams = z.object({ id: z.uuid() });
const conflict = { 409: errorBodySchema };

/**
 * Requests (SPEC §2): a client user files and reads their own client's (404 for anyone else's); staff
 * read all, file for any client, assign them, move their status and link a trip.
 */
export async function requestsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createRequestsService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["requests"] });

  routes.get(
    "/api/requests",
    {
      access: "signed-in",
      summary:
        "Requests, searched in their details; filtered (by client too), sorted, paginated; each with its last activity",
      querystring: requestListQuerySchema,
      response: pageOf(requestListItemSchema),
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  routes.create(
    "/api/requests",
    {
      access: "signed-in",
      summary: "File a request: a client user for their own client, staff for the client they name",
      body: requestCreateSchema,
      response: requestSchema,
      also: conflict,
      etag: true,
    },
    (c, request) => fileRequest(c, request.body),
  );

  routes.read(
    "/api/requests/:id",
    {
      access: "signed-in",
      summary: "One request with its client, trip and assignee; its version is the ETag",
      params: idParams,
      response: requestSchema,
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  routes.update(
    "PATCH",
    "/api/requests/:id",
    {
      access: "staff",
      summary: "Change the status, the assignee or the linked trip (If-Match: a stale version answers 412)",
      params: idParams,
      body: requestUpdateSchema,
      response: requestSchema,
      also: conflict,
    },
    (c, request, version) => updateRequest(c, request.params.id, request.body, version),
  );

  routes.get(
    "/api/requests/:id/history",
    {
      access: "signed-in",
      summary: "What happened to the request, newest first",
      params: idParams,
      querystring: pageQuerySchema,
      response: pageOf(requestHistoryEntrySchema),
    },
    async (request) => service.history(currentUser(request), request.params.id, request.query),
  );
}
