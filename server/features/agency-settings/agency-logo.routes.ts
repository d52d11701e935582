import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { agencySettingsSchema } from "#domain/agency/agency-settings.schema";
import { errorBodySchema } from "#domain/errors";
import type { AppContext } from "../../context";
import { agencyLogoUpload } from "../../files/upload-kinds";
import { receiveUpload } from "../../files/upload-pipeline";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { setAgencyLogo } from "./agency-settings.changes";
import type { createAgencySettingsService } from "./agency-settings.service";

interface Options {
  ctx: AppContext;
  service: ReturnType<typeof createAgencySettingsService>;
  errors: Record<400 | 401 | 403, typeof errorBodySchema>;
}

// The logo's URL names its version (?v=…), so a browser keeps it for good and never asks again.
const IMMUTABLE = "private, max-age=31536000, immutable";

/**
 * The agency's logo: admins upload one (multipart, the file in `file`: PNG, JPEG or WebP by content, at
 * most 5 MB; stored as a PNG fitted inside 400×160) or remove it; staff read it.
 */
export async function agencyLogoRoutes(parent: FastifyInstance, { ctx, service, errors }: Options) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["agency-settings"];
  const path = "/api/agency-settings/logo";

  app.put(
    path,
    {
      config: { access: "admin", upload: agencyLogoUpload },
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
      const upload = await receiveUpload(request, agencyLogoUpload);
      // The logo replaced, if any, goes with the change (a trigger on agency_settings).
      const settings = await upload.record((file) =>
        ctx.kernel.mutate(currentUser(request), (c) =>
          setAgencyLogo(c, file, upload.uploadedBytes, expected),
        ),
      );
      return withEtag(reply, settings);
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
