import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "#domain/errors";
import type { WebIndex } from "./web-index";

/** Serves the built SPA: hashed assets cached for a year, index.html for every client route. */
export async function registerStaticWeb(app: FastifyInstance, web: WebIndex): Promise<boolean> {
  const { root, html: indexHtml } = web;
  const hasWeb = indexHtml !== null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.startsWith(join(root, "assets"));
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=300");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/") || request.method !== "GET" || !indexHtml) {
      throw new AppError("NOT_FOUND", `No route ${request.method} ${path}`);
    }
    // A file-like path that is not there is a real 404, not a client route.
    if (/\.[a-z0-9]{2,5}$/i.test(path)) throw new AppError("NOT_FOUND", `No file ${path}`);
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexHtml);
  });
  return hasWeb;
}
