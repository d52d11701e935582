import multipart from "@fastify/multipart";
import type { FastifyError, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AGENCY_LOGO_MAX_BYTES,
  AGENCY_LOGO_TOO_LARGE_MESSAGE,
  AGENCY_LOGO_UNSUPPORTED_MESSAGE,
} from "#domain/agency/agency-logo";
import { agencySettingsSchema } from "#domain/agency/agency-settings.schema";
import { AppError, errorBodySchema, fieldError } from "#domain/errors";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import type { createAgencySettingsService } from "./agency-settings.service";

interface Options {
  service: ReturnType<typeof createAgencySettingsService>;
  errors: Record<400 | 401 | 403, typeof errorBodySchema>;
}

// The logo's URL names its version (?v=…), so a browser keeps it for good and never asks again.
const IMMUTABLE = "private, max-age=31536000, immutable";

/**
 * The agency's logo: admins upload one (multipart, the file in `file`: PNG, JPEG or WebP by content, at
 * most 5 MB; stored as a PNG fitted inside 400×160) or remove it; staff read it.
 */
export async function agencyLogoRoutes(parent: FastifyInstance, { service, errors }: Options) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["agency-settings"];
  const path = "/api/agency-settings/logo";

  await app.register(multipart, {
    limits: { fileSize: AGENCY_LOGO_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("PAYLOAD_TOO_LARGE", AGENCY_LOGO_TOO_LARGE_MESSAGE);
    }
    if (error.code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", "Upload one logo at a time.");
    throw error;
  });

  app.put(
    path,
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Upload the agency's logo (multipart, field `file`: PNG, JPEG or WebP up to 5 MB)",
        consumes: ["multipart/form-data"],
        headers: ifMatchHeaders,
        response: {
          200: agencySettingsSchema,
          413: errorBodySchema,
          415: errorBodySchema,
          ...staleVersionResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request);
      if (!request.isMultipart()) {
        throw new AppError(
          "UNSUPPORTED_MEDIA_TYPE",
          "Send the logo as multipart/form-data, with the file in the field `file`.",
        );
      }
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
      if (upload.length === 0) throw new AppError("UNSUPPORTED_MEDIA_TYPE", AGENCY_LOGO_UNSUPPORTED_MESSAGE);
      return withEtag(reply, await service.setLogo(currentUser(request), upload, expected));
    },
  );

  app.delete(
    path,
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Remove the agency's logo: invoices print without one",
        headers: ifMatchHeaders,
        response: { 200: agencySettingsSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(reply, await service.removeLogo(currentUser(request), expectedVersion(request))),
  );

  app.get(
    path,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "The agency's logo (PNG, at most 400×160); its URL's ?v= changes with the logo",
        produces: ["image/png"],
        // Any ?v= is accepted: the version only keeps browser caches apart.
        querystring: z.object({ v: z.string().max(64).optional() }),
        // A file stream: Fastify sends streams as they are, without serialising them.
        response: {
          200: z.unknown().describe("The logo's bytes"),
          304: z.null(),
          404: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { token, size, stream } = await service.logo();
      const etag = `"${token}"`;
      reply.headers({ etag, "cache-control": IMMUTABLE, "x-content-type-options": "nosniff" });
      if (request.headers["if-none-match"] === etag) {
        stream.destroy();
        return reply.status(304).send(null);
      }
      return reply.headers({ "content-type": "image/png", "content-length": String(size) }).send(stream);
    },
  );
}
