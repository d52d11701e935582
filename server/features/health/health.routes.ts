import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema } from "#domain/errors";
import { healthSchema } from "#domain/health/health.schema";
import type { AppContext } from "../../context";

const VERSION = process.env.npm_package_version ?? "0.1.0";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Is the server up and its database reachable",
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.db.execute(sql`SELECT 1`);
      } catch (err) {
        ctx.log.error({ err }, "health check: database unreachable");
        // A load balancer takes the instance out of rotation and looks again after this many seconds.
        return reply
          .status(503)
          .header("retry-after", "5")
          .send({ error: { code: "UNAVAILABLE", message: "Database unreachable" } });
      }
      return {
        status: "ok" as const,
        database: ctx.database.kind,
        version: VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
}
