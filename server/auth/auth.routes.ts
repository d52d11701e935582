import type { FastifyInstance } from "fastify";
import type { Auth } from "./auth";
import { toHeaders } from "./session";

/** Hands /api/auth/* to better-auth as a web Request, with the raw body and every Set-Cookie back. */
export async function authRoutes(app: FastifyInstance, options: { auth: Auth; publicUrl: string }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, payload, done) => done(null, payload));

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    config: { access: "public" },
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = new URL(request.url, options.publicUrl);
      const hasBody = request.method !== "GET" && Buffer.isBuffer(request.body);
      const response = await options.auth.handler(
        new Request(url, {
          method: request.method,
          headers: toHeaders(request),
          body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key.toLowerCase() !== "set-cookie") reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
