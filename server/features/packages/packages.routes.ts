import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import { packageListQuerySchema, packageSchema } from "#domain/packages/package.schema";
import { packageInputSchema } from "#domain/packages/package-input.schema";
import { pageOf } from "#domain/pagination.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { archivePackage, createPackage, restorePackage, updatePackage } from "./package.changes";
import { packageImagesRoutes } from "./package-images.routes";
import { createPackagesService } from "./packages.service";

const idParams = z.object({ id: z.uuid("Not a valid package id") });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The package catalogue (SPEC's travel offers). Anyone signed in reads it — a client user only what is
 * on sale or coming; staff add, edit, archive and delete packages and their images.
 */
export async function packagesRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createPackagesService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["packages"];
  const today = () => todayIn(ctx.config.agencyTimeZone);

  app.get(
    "/api/packages",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Travel packages, searched by title and destination, filtered by status as the package behaves, sorted and paginated; archived=true lists the archived ones (staff)",
        querystring: packageListQuerySchema,
        response: { 200: pageOf(packageSchema), ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.get(
    "/api/packages/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "One travel package with the places it has left; its version is the ETag",
        params: idParams,
        response: { 200: packageSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/packages",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Add a travel package",
        body: packageInputSchema,
        response: { 201: packageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await ctx.kernel.mutate(currentUser(request), (c) =>
        createPackage(c, request.body, today()),
      );
      return reply.status(201).send(withEtag(reply, created));
    },
  );

  app.put(
    "/api/packages/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Update a travel package (If-Match: a stale version answers 412)",
        params: idParams,
        headers: ifMatchHeaders,
        body: packageInputSchema,
        response: { 200: packageSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updatePackage(c, request.params.id, request.body, today(), expectedVersion(request)),
        ),
      ),
  );

  app.delete(
    "/api/packages/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Delete a travel package no booking refers to (409 says how many do: archive it instead)",
        params: idParams,
        headers: ifMatchHeaders,
        response: { 204: z.null(), 409: errorBodySchema, ...staleVersionResponse, ...errors },
      },
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
    app.post(
      `/api/packages/:id/${action}`,
      {
        config: { access: "staff" },
        schema: {
          tags,
          summary,
          params: idParams,
          headers: ifMatchHeaders,
          response: { 200: packageSchema, ...staleVersionResponse, ...errors },
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

  await app.register(packageImagesRoutes, { ctx, service, idParams, errors });
}
