import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { type AccessLevel, accessLevels, roleMayAccess } from "#domain/auth/role";
import { AppError } from "#domain/errors";
import type { SessionReader, SessionUser } from "../auth/session";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call this route; every route must say. */
    access?: AccessLevel;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every route registered so far with its policy (the access matrix test walks them all). */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessLevel;
}

/**
 * Per-address ceilings of anonymous /api routes that set none: ample for browsers (and for load
 * balancers polling health), far below what it takes to wear the server down.
 */
const publicRateLimits: Record<string, RateLimitOptions> = {
  "/api/health": { max: 600, timeWindow: "1 minute" },
  // Every page load asks for the session; many staff may share one office address.
  "/api/auth/*": { max: 600, timeWindow: "1 minute" },
};
const defaultPublicRateLimit: RateLimitOptions = { max: 120, timeWindow: "1 minute" };

/** Makes every route declare who may call it, and checks it before the handler runs. */
export function registerAccessPolicy(app: FastifyInstance, readSessionUser: SessionReader): void {
  app.decorateRequest("user", null);
  const declared: DeclaredRoute[] = [];
  app.decorate("declaredRoutes", declared);
  const remember = (method: string | string[], url: string, access: AccessLevel) => {
    for (const m of Array.isArray(method) ? method : [method]) declared.push({ method: m, url, access });
  };
  app.addHook("onRoute", (route) => {
    // The SPA's files and the API reference are public by nature; every other /api route must say.
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) {
      route.config = { ...route.config, access: route.config?.access ?? "public" };
      remember(route.method, route.url, route.config.access ?? "public");
      return;
    }
    const access = route.config?.access;
    if (!access || !accessLevels.includes(access)) {
      throw new Error(
        `Route ${route.method} ${route.url} declares no access policy: add config.access (${accessLevels.join(", ")}).`,
      );
    }
    remember(route.method, route.url, access);
    if (access === "public" && route.config?.rateLimit === undefined) {
      route.config = { ...route.config, rateLimit: publicRateLimits[route.url] ?? defaultPublicRateLimit };
    }
  });
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    // Unmatched URLs reach the not-found handler, which needs no user.
    if (!access || access === "public") return;
    request.user = await readSessionUser(request);
    if (!request.user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
    if (!roleMayAccess(request.user.role, access)) {
      throw new AppError("FORBIDDEN", "Your role does not allow this.");
    }
  });
}

/** The signed-in user of a route whose policy guarantees one. */
export function currentUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return request.user;
}
