import multipart from "@fastify/multipart";
import type { FastifyError, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, errorBodySchema, fieldError } from "#domain/errors";
import { packageSchema } from "#domain/packages/package.schema";
import {
  PACKAGE_IMAGE_MAX_BYTES,
  PACKAGE_IMAGE_TOO_LARGE_MESSAGE,
  PACKAGE_IMAGE_UNSUPPORTED_MESSAGE,
} from "#domain/packages/package-image";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import type { createPackagesService } from "./packages.service";

interface Options {
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
export async function packageImagesRoutes(parent: FastifyInstance, { service, idParams, errors }: Options) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["packages"];
  const path = "/api/packages/:id/image";

  await app.register(multipart, {
    limits: { fileSize: PACKAGE_IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("PAYLOAD_TOO_LARGE", PACKAGE_IMAGE_TOO_LARGE_MESSAGE);
    }
    if (error.code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", "Upload one image at a time.");
    throw error;
  });

  app.put(
    path,
    {
      config: { access: "staff" },
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
      if (!request.isMultipart()) {
        throw new AppError(
          "UNSUPPORTED_MEDIA_TYPE",
          "Send the image as multipart/form-data, with the file in the field `file`.",
        );
      }
      await service.checkPackage(id);
      let upload: Buffer | null = null;
      for await (const part of request.parts()) {
        if (part.type === "file" && part.fieldname === "file" && upload === null) {
          // At most 5 MB (the parser refuses more), so the whole file is read before sharp looks at it.
          upload = await part.toBuffer();
        } else if (part.type === "file") {
          part.file.resume();
        }
      }
      if (!upload) throw fieldError("body.file", "Attach an image");
      if (upload.length === 0)
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", PACKAGE_IMAGE_UNSUPPORTED_MESSAGE);
      return withEtag(reply, await service.setImage(currentUser(request), id, upload, expected));
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
