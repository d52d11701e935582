import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { todayIn } from "#domain/dates";
import { errorBodySchema } from "#domain/errors";
import { packageSchema } from "#domain/packages/package.schema";
import type { AppContext } from "../../context";
import { packageImageUpload } from "../../files/upload-kinds";
import { receiveUpload } from "../../files/upload-pipeline";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { setPackageImage } from "./package.changes";
import type { createPackagesService } from "./packages.service";

interface Options {
  ctx: AppContext;
  service: ReturnType<typeof createPackagesService>;
  idParams: z.ZodObject<{ id: z.ZodUUID }>;
  errors: Record<400 | 401 | 403 | 404, typeof errorBodySchema>;
}

// Each image's URL names its version (?v=…), so a browser keeps it for good and never asks again.
const IMMUTABLE = "private, max-age=31536000, immutable";

/**
 * A package's card image: staff upload one (multipart, the file in `file`: PNG, JPEG or WebP by content, at
 * most 5 MB; stored as an 800×500 WebP) or remove it; anyone who may see the package reads it.
 */
export async function packageImagesRoutes(
  parent: FastifyInstance,
  { ctx, service, idParams, errors }: Options,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["packages"];
  const path = "/api/packages/:id/image";

  app.put(
    path,
    {
      config: { access: "staff", upload: packageImageUpload },
      schema: {
        tags,
        summary: "Upload the package's image (multipart, field `file`: PNG, JPEG or WebP up to 5 MB)",
        consumes: ["multipart/form-data"],
        params: idParams,
        headers: ifMatchHeaders,
        response: {
          200: packageSchema,
          413: errorBodySchema,
          415: errorBodySchema,
          ...staleVersionResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const expected = expectedVersion(request);
      const upload = await receiveUpload(request, packageImageUpload, {
        check: () => service.checkPackage(id),
      });
      // The image replaced, if any, goes with the change (a trigger on travel_packages).
      const pkg = await upload.record((file) =>
        ctx.kernel.mutate(currentUser(request), (c) =>
          setPackageImage(c, id, file, upload.uploadedBytes, todayIn(ctx.config.agencyTimeZone), expected),
        ),
      );
      return withEtag(reply, pkg);
    },
  );

  app.delete(
    path,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Remove the package's image: its card shows the default image again",
        params: idParams,
        headers: ifMatchHeaders,
        response: { 200: packageSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await service.removeImage(currentUser(request), request.params.id, expectedVersion(request)),
      ),
  );

  app.get(
    path,
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The package's card image (WebP, 800×500); its URL's ?v= changes with the image",
        produces: ["image/webp"],
        params: idParams,
        // Any ?v= is accepted: the version only keeps browser caches apart.
        querystring: z.object({ v: z.string().max(64).optional() }),
        // A file stream: Fastify sends streams as they are, without serialising them.
        response: { 200: z.unknown().describe("The image's bytes"), 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { token, size, stream } = await service.image(currentUser(request), request.params.id);
      const etag = `"${token}"`;
      reply.headers({ etag, "cache-control": IMMUTABLE, "x-content-type-options": "nosniff" });
      if (request.headers["if-none-match"] === etag) {
        stream.destroy();
        return reply.status(304).send(null);
      }
      return reply.headers({ "content-type": "image/webp", "content-length": String(size) }).send(stream);
    },
  );
}
