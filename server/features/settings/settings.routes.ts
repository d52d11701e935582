import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema } from "#domain/errors";
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from "#domain/settings/notification-preferences.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { createSettingsService, saveNotificationPreferences } from "./settings.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** The signed-in user's own settings (SPEC §2 Settings); e-mail, password and two-factor go through /api/auth. */
export async function settingsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createSettingsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["settings"];

  app.get(
    "/api/settings/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Your notification preferences (all on until saved)",
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => service.notifications(currentUser(request)),
  );

  app.put(
    "/api/settings/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Save your notification preferences (emailDigest left out keeps its stored value)",
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) => saveNotificationPreferences(c, request.body)),
  );
}
