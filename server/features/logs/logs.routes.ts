import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { logBatchSchema } from "#domain/logs/log-entry.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { recordWebLogs } from "./logs.service";

export async function logsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/logs",
    {
      config: { access: "signed-in", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["logs"],
        summary: "Record a batch of the web app's warnings and errors in the audit log",
        body: logBatchSchema,
        response: { 202: z.object({ recorded: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const recorded = await ctx.kernel.mutate(currentUser(request), (c) =>
        recordWebLogs(c, request.body.entries),
      );
      return reply.status(202).send({ recorded });
    },
  );
}
