import { normalizeIP, type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
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

/** At most `max` requests of one caller per `timeWindow` milliseconds, per route. */
export interface Ceiling {
  max: number;
  timeWindow: number;
}

/** The ceilings of routes that set none of their own; tests lower them rather than send thousands of requests. */
export interface RequestLimits {
  /** Per address, anonymous callers of these public /api routes. */
  publicByUrl: Record<string, Ceiling>;
  /** Per address, anonymous callers of every other public /api route. */
  publicDefault: Ceiling;
  /** Per user, signed-in callers of any public /api route. */
  signedIn: Ceiling;
}

const MINUTE_MS = 60_000;

/**
 * Per-address ceilings of anonymous /api routes that set none: ample for browsers (and for load
 * balancers polling health), far below what it takes to wear the server down. A signed-in caller is
 * counted per user instead, so an office of agents behind one address never shares a ceiling; 600 a
 * minute is ten a second for a whole minute, far above a person's page loads in several tabs, yet it
 * stops a runaway script of one account.
 */
export const defaultRequestLimits: RequestLimits = {
  publicByUrl: {
    "/api/health": { max: 600, timeWindow: MINUTE_MS },
    // Every page load asks for the session; many staff may share one office address.
    "/api/auth/*": { max: 600, timeWindow: MINUTE_MS },
  },
  publicDefault: { max: 120, timeWindow: MINUTE_MS },
  signedIn: { max: 600, timeWindow: MINUTE_MS },
};

const USER_KEY = "user:";

/**
 * Whom a limit counts: the signed-in user (a public route reads the session here, as its policy did
 * not), else the client address (through TRUST_PROXY only; IPv6 by /64, as the plugin's own key).
 */
function limitKey(readSessionUser: SessionReader) {
  return async (request: FastifyRequest): Promise<string> => {
    const user = request.user ?? (await readSessionUser(request));
    return user ? `${USER_KEY}${user.id}` : `ip:${normalizeIP(request.ip)}`;
  };
}

/** A public route's ceiling: its anonymous one per address, the signed-in one per user. */
function publicLimit(anonymous: Ceiling, signedIn: Ceiling, keyGenerator: RateLimitOptions["keyGenerator"]) {
  const ceiling = (key: string) => (key.startsWith(USER_KEY) ? signedIn : anonymous);
  return {
    keyGenerator,
    max: (_request: FastifyRequest, key: string) => ceiling(key).max,
    timeWindow: (_request: FastifyRequest, key: string) => ceiling(key).timeWindow,
  } satisfies RateLimitOptions;
}

/** Makes every route declare who may call it, and checks it before the handler runs. */
export function registerAccessPolicy(
  app: FastifyInstance,
  readSessionUser: SessionReader,
  limits: RequestLimits = defaultRequestLimits,
): void {
  app.decorateRequest("user", null);
  const keyGenerator = limitKey(readSessionUser);
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
    const own = route.config?.rateLimit;
    if (own) {
      // A route's own ceiling keeps its number, counted per user once signed in.
      route.config = { ...route.config, rateLimit: { keyGenerator, ...own } };
    } else if (access === "public" && own === undefined) {
      const anonymous = limits.publicByUrl[route.url] ?? limits.publicDefault;
      route.config = { ...route.config, rateLimit: publicLimit(anonymous, limits.signedIn, keyGenerator) };
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
