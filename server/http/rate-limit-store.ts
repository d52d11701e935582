import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RouteOptions } from "fastify";
import { countAttempt } from "../auth/attempt-counter";
import type { Db } from "../db/client";

/**
 * A @fastify/rate-limit store counting in `attempt_counters`, so every instance shares one count per
 * route and caller (in memory, N instances would allow N times the limit). Its fixed windows are the
 * sign-in counters' own, and a new window sweeps the expired rows of every key.
 */
class PostgresRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly scope: string,
  ) {}

  incr(...[key, callback, timeWindow]: Parameters<FastifyRateLimitStore["incr"]>): void {
    const now = new Date();
    // The route last: the sign-in counters' keys end with the address, and their readers match on it.
    countAttempt(this.db, { key: `rate:${key}|${this.scope}`, windowMs: timeWindow }, now).then(
      (row) =>
        callback(null, { current: row.count, ttl: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) }),
      (error: Error) => callback(error),
    );
  }

  // One count per route, as the plugin's in-memory store keeps one per route. The plugin passes the
  // route's merged limit options, the route itself under `routeInfo` (its types say otherwise).
  child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
    const route = (options as { routeInfo?: Partial<RouteOptions> }).routeInfo;
    if (!route?.url) throw new Error("A request limit without a route cannot be counted per route.");
    return new PostgresRateLimitStore(this.db, `${[route.method].flat().join(",")} ${route.url}`);
  }
}

/** The store class the plugin instantiates itself (`store` option), bound to this database. */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class extends PostgresRateLimitStore {
    constructor() {
      super(db, "*");
    }
  };
}
