import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "#domain/errors";
import {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  readAllResultSchema,
  unreadCountSchema,
} from "#domain/notifications/notification.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { withJsonAnswer } from "../../http/idempotency";
import { markAllNotificationsRead, markNotificationRead } from "./notification.changes";
import { createNotificationsService } from "./notifications.service";

const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The signed-in user's own notifications (SPEC §2 Notifications, the bell): read and marked by them only. */
export async function notificationsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createNotificationsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["notifications"];

  app.get(
    "/api/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Your notifications, newest first; ?unread=true and ?type filter; with your unread count",
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.get(
    "/api/notifications/unread-count",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "How many of your notifications are unread (the bell's count)",
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => service.unreadCount(currentUser(request)),
  );

  app.post(
    "/api/notifications/:id/read",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Mark one of your notifications as read (another user's answers 404)",
        params: idParams,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        withJsonAnswer(c.tx, request, 200, notificationSchema, markNotificationRead(c, request.params.id)),
      ),
  );

  app.post(
    "/api/notifications/read-all",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Mark all your unread notifications as read",
        response: { 200: readAllResultSchema, ...errors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        withJsonAnswer(c.tx, request, 200, readAllResultSchema, markAllNotificationsRead(c)),
      ),
  );
}
