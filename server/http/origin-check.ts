import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "#domain/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Requests a browser could be tricked into sending from another site with our cookie: writes that carry a
 * cookie, and every socket upgrade (browsers send cookies with those and CORS does not apply to them).
 */
export function needsTrustedOrigin(request: Pick<FastifyRequest, "method" | "headers">): boolean {
  if (request.headers.upgrade?.toLowerCase() === "websocket") return true;
  return !SAFE_METHODS.has(request.method) && Boolean(request.headers.cookie);
}

/** Refuses those requests unless their Origin is one of ours (PUBLIC_URL, TRUSTED_ORIGINS): 403 before the body is read. */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins.map((o) => o.toLowerCase()));
  app.addHook("onRequest", async (request) => {
    if (!needsTrustedOrigin(request)) return;
    const origin = request.headers.origin;
    if (origin && trusted.has(origin.toLowerCase())) return;
    throw new AppError(
      "FORBIDDEN",
      origin
        ? `This request came from another site (${origin.slice(0, 200)}) and was refused.`
        : "This request has no Origin header, so it cannot be told apart from one sent by another site; it was refused.",
    );
  });
}
