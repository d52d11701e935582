import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DEMO_PASSWORD, demoAccounts } from "#domain/demo/demo-accounts";
import { type AppMeta, appMetaSchema } from "#domain/meta/app-meta.schema";
import type { AppContext } from "../../context";

export async function metaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Demo credentials exist only in demo mode, which production refuses at start.
  const timeZone = ctx.config.agencyTimeZone;
  const meta: AppMeta = ctx.config.demo
    ? { name: "Itinera", demo: true, demoAccounts, demoPassword: DEMO_PASSWORD, timeZone }
    : { name: "Itinera", demo: false, demoAccounts: [], demoPassword: null, timeZone };
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/meta",
    {
      config: { access: "public" },
      schema: {
        tags: ["meta"],
        summary: "Product name, the agency's time zone and, in demo mode, the demo sign-ins",
        response: { 200: appMetaSchema },
      },
    },
    async () => meta,
  );
}
