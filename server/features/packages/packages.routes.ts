import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "#domain/errors";
import { packageListQuerySchema, packageSchema } from "#domain/packages/package.schema";
import { pageOf } from "#domain/pagination.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { withEtag } from "../../http/versioning";
import { createPackagesService } from "./packages.service";

const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The package catalogue's read side, as booking needs it (issue #14 adds create and edit). Anyone
 * signed in reads it: clients book from it; archived packages are for staff only.
 */
export async function packagesRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createPackagesService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["packages"];

  app.get(
    "/api/packages",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Travel packages, searched by title and destination; bookable=true keeps those open to booking",
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
}
