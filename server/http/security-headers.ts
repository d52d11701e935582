import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** Sends helmet's security headers (CSP, HSTS, nosniff…) on every reply, from a middleware built once. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  // Built here, not per request: helmet parses and validates the CSP directives when called, throwing on bad ones.
  const applyHeaders = helmet(options);
  app.addHook("onRequest", (request, reply, done) =>
    // Helmet 8's own headers never fail, but its middleware contract still allows next(err).
    applyHeaders(request.raw, reply.raw, (error) =>
      error ? done(error instanceof Error ? error : new Error(String(error))) : done(),
    ),
  );
}
