import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  agencyContactSchema,
  agencySettingsSchema,
  agencySettingsUpdateSchema,
} from "#domain/agency/agency-settings.schema";
import { errorBodySchema } from "#domain/errors";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { agencyLogoRoutes } from "./agency-logo.routes";
import { updateAgencySettings } from "./agency-settings.changes";
import { createAgencySettingsService } from "./agency-settings.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The agency's details printed on invoices: staff read them, admins edit them (If-Match) and the logo; anyone
 * signed in reads how to reach the agency.
 */
export async function agencySettingsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createAgencySettingsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["agency-settings"];

  app.get(
    "/api/agency-settings",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "The agency's name, address, contacts, VAT number and payment instructions (defaults until saved)",
        response: { 200: agencySettingsSchema, ...errors },
      },
    },
    async (_request, reply) => withEtag(reply, await service.get()),
  );

  app.get(
    "/api/agency-settings/contact",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "How to reach the agency (name, e-mail, phone): for a client user, e.g. one not linked to a client yet",
        response: { 200: agencyContactSchema, 401: errorBodySchema },
      },
    },
    async () => service.contact(),
  );

  app.put(
    "/api/agency-settings",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Save the agency's details (If-Match: a stale version answers 412)",
        headers: ifMatchHeaders,
        body: agencySettingsUpdateSchema,
        response: { 200: agencySettingsSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updateAgencySettings(c, request.body, expectedVersion(request)),
        ),
      ),
  );

  await app.register(agencyLogoRoutes, { ctx, service, errors });
}
