import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import {
  packageListItemSchema,
  packageListQuerySchema,
  packageSchema,
} from "#domain/packages/package.schema";
import { packageInputSchema } from "#domain/packages/package-input.schema";
import { pageOf } from "#domain/pagination.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { featureRoutes, routeErrors } from "../../http/feature-routes";
import { expectedVersion, ifMatchHeaders, staleVersionResponse } from "../../http/versioning";
import { archivePackage, createPackage, restorePackage, updatePackage } from "./package.changes";
import { packageImagesRoutes } from "./package-images.routes";
import { createPackagesService } from "./packages.service";

const idParams = z.object({ id: z.uuid("Not a valid package id") });

/**
 * The package catalogue (SPEC's travel offers). Anyone signed in reads it — a client user only what is
 * on sale or coming; staff add, edit, archive and delete packages and their images.
 */
export async function packagesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createPackagesService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["packages"] });
  const today = () => todayIn(ctx.config.agencyTimeZone);

  routes.get(
    "/api/packages",
    {
      access: "signed-in",
      summary:
        "Travel packages, searched by title and destination, filtered by status as the package behaves, sorted (sort=price by the price in the base currency at today's rate) and paginated; archived=true lists the archived ones (staff)",
      querystring: packageListQuerySchema,
      response: pageOf(packageListItemSchema),
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  routes.read(
    "/api/packages/:id",
    {
      access: "signed-in",
      summary: "One travel package with the places it has left; its version is the ETag",
      params: idParams,
      response: packageSchema,
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  routes.create(
    "/api/packages",
    {
      access: "staff",
      summary: "Add a travel package",
      body: packageInputSchema,
      response: packageSchema,
      etag: true,
    },
    (c, request) => createPackage(c, request.body, today()),
  );

  routes.update(
    "PUT",
    "/api/packages/:id",
    {
      access: "staff",
      summary: "Update a travel package (If-Match: a stale version answers 412)",
      params: idParams,
      body: packageInputSchema,
      response: packageSchema,
    },
    (c, request, version) => updatePackage(c, request.params.id, request.body, today(), version),
  );

  routes.route(
    "DELETE",
    "/api/packages/:id",
    {
      access: "staff",
      summary: "Delete a travel package no booking refers to (409 says how many do: archive it instead)",
      params: idParams,
      headers: ifMatchHeaders,
      response: { 204: z.null(), 409: errorBodySchema, ...staleVersionResponse },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id, expectedVersion(request));
      return reply.status(204).send(null);
    },
  );

  // Archive and restore: the same change of one flag, each its own route.
  for (const [action, summary, useCase] of [
    ["archive", "Archive a travel package: it leaves the catalogue and keeps its bookings", archivePackage],
    ["restore", "Bring an archived travel package back to the catalogue", restorePackage],
  ] as const) {
    routes.update(
      "POST",
      `/api/packages/:id/${action}`,
      { access: "staff", summary, params: idParams, response: packageSchema },
      (c, request, version) => useCase(c, request.params.id, today(), version),
    );
  }

  await app.register(packageImagesRoutes, { ctx, service, idParams, errors: routeErrors });
}
