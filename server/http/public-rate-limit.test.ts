import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import { createTestApp, type TestApp, testConfig } from "../test/test-app";

// The default per-address ceiling of an anonymous /api route that sets none.
const DEFAULT_LIMIT = 120;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function withApp(config: Record<string, string>, run: (app: App["app"]) => Promise<void>) {
  const built = await buildApp({ config: testConfig(config), database: t.database, logger: false });
  try {
    await run(built.app);
  } finally {
    await built.app.close();
  }
}

type Inject = { remoteAddress?: string; headers?: Record<string, string> };

function status(app: App["app"], url: string, options: Inject = {}) {
  return app.inject({ method: "GET", url, ...options }).then((res) => res.statusCode);
}

/** Sends `count` anonymous requests, the i-th with the options `each(i)` gives; returns their statuses. */
function burst(app: App["app"], url: string, count: number, each: (i: number) => Inject) {
  return Promise.all(Array.from({ length: count }, (_, i) => status(app, url, each(i))));
}

describe("per-address limits of public endpoints", () => {
  it("answers 429 to one address past the default ceiling; another address and health polling get through", async () => {
    const statuses = await burst(t.app, "/api/admin-seed", DEFAULT_LIMIT, () => ({}));
    expect(statuses).toEqual(Array(DEFAULT_LIMIT).fill(200));
    const over = await t.app.inject("/api/admin-seed");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("TOO_MANY_REQUESTS");
    expect(await status(t.app, "/api/admin-seed", { remoteAddress: "127.0.0.2" })).toBe(200);
    // A load balancer polls /api/health from one address: its ceiling is well above the default.
    const health = await burst(t.app, "/api/health", DEFAULT_LIMIT + 30, () => ({}));
    expect(health.filter((s) => s !== 200)).toEqual([]);
  });

  it("ignores X-Forwarded-For by default: forged addresses still run into the limit", async () => {
    await withApp({}, async (app) => {
      const forged = (i: number) => ({ headers: { "x-forwarded-for": `198.51.100.${i % 250}` } });
      await burst(app, "/api/meta", DEFAULT_LIMIT, forged);
      expect(await status(app, "/api/meta", forged(DEFAULT_LIMIT + 1))).toBe(429);
    });
  });

  // Each case its own client: the counts live in the shared database, not in one app.
  it.each([
    ["a hop count", "1", "203.0.113.7"],
    ["the load balancer's address", "127.0.0.1", "203.0.113.9"],
  ])("with TRUST_PROXY set to %s, limits the forwarded client address", async (_what, trustProxy, client) => {
    await withApp({ TRUST_PROXY: trustProxy }, async (app) => {
      const from = (address: string) => ({ headers: { "x-forwarded-for": `10.9.9.9, ${address}` } });
      const statuses = await burst(app, "/api/meta", DEFAULT_LIMIT, () => from(client));
      expect(statuses).toEqual(Array(DEFAULT_LIMIT).fill(200));
      expect(await status(app, "/api/meta", from(client))).toBe(429);
      expect(await status(app, "/api/meta", from("203.0.113.8"))).toBe(200);
    });
  });
});
