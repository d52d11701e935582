import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { auditLogs } from "./db/schema/audit-logs";
import { createTestApp, TEST_ORIGIN, type TestApp, testConfig } from "./test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("platform", () => {
  it("reports health with the database kind", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: t.database.kind });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.app.inject("/api/does-not-exist");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "No route GET /api/does-not-exist" } });
  });

  it("sends security headers with a CSP", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    // Live updates and API calls go to our own origin only: no other host may be reached from a page.
    expect(res.headers["content-security-policy"]).toMatch(/(^|;)connect-src 'self'(;|$)/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("compresses large responses with brotli or gzip", async () => {
    for (const encoding of ["br", "gzip"]) {
      const res = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
    }
  });

  it("publishes an OpenAPI document and a browsable reference", async () => {
    const doc = await t.app.inject("/api/docs/json");
    expect(doc.json().paths).toHaveProperty("/api/health");
    const ui = await t.app.inject("/api/docs/");
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
  });

  it("refuses signed-in routes to anonymous callers before reading their body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/logs", payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
  });
});

describe("refusals before a route runs, answered by the real app in its error format", () => {
  /** Sends raw bytes to the listening app and reads the answer until it closes the socket. */
  async function raw(request: string): Promise<{ status: number; body: unknown }> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end(request));
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString("utf8");
      });
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    const [head = "", json = ""] = answer.split("\r\n\r\n");
    return { status: Number(head.split(" ")[1]), body: JSON.parse(json) };
  }

  it("answers headers over Node's size limit with 431", async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(res).toEqual({
      status: 431,
      body: { error: { code: "HEADERS_TOO_LARGE", message: "The request's URL and headers are too large." } },
    });
  });

  it("answers a path parameter over the length limit with 414, and a URL that does not decode with 400", async () => {
    const long = await t.app.inject(`/api/passengers/${"a".repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: { code: "URI_TOO_LONG", message: "A part of the URL's path is too long." },
    });
    const undecodable = await t.app.inject("/api/passengers/%E0%A4%A");
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json().error).toEqual({
      code: "BAD_REQUEST",
      message: "The URL is not valid: a part of its path is not correctly percent-encoded.",
    });
  });

  it("refuses a constructor.prototype body to a real route, saying why", async () => {
    const agent = await t.signInAs("agent");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/passengers",
      headers: { cookie: agent.cookie, origin: agent.origin, "content-type": "application/json" },
      payload: '{"firstName":"Ana","constructor":{"prototype":{"isAdmin":true}}}',
    });
    expect(res.statusCode).toBe(400);
    const message = 'The JSON body may not contain a "constructor.prototype" key.';
    expect(res.json()).toEqual({
      error: { code: "BAD_REQUEST", message, details: { issues: [{ path: "body.constructor", message }] } },
    });
  });
});

describe("sign-in", () => {
  it("signs a verified user in with a session cookie and reads the session back", async () => {
    const { cookie } = await t.signInAs("agent", "agent.signin@test.itinera");
    expect(cookie).toContain("better-auth.session_token=");
    const res = await t.app.inject({ url: "/api/auth/get-session", headers: { cookie } });
    expect(res.json().user).toMatchObject({ email: "agent.signin@test.itinera", role: "agent" });
  });

  it("refuses a wrong password with 401", async () => {
    await t.signInAs("client", "client.wrong@test.itinera");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_ORIGIN },
      payload: { email: "client.wrong@test.itinera", password: "not-the-password" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("signs out: the cookie no longer opens the API", async () => {
    const { cookie, origin } = await t.signInAs("agent");
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: "POST",
      url: "/api/logs",
      headers: { cookie, origin },
      payload: { entries: [{ level: "warn", message: "x", timestamp: new Date().toISOString() }] },
    });
    expect(after.statusCode).toBe(401);
  });
});

describe("web log events", () => {
  it("keeps warnings and errors in the audit log, not info", async () => {
    const { cookie, origin, userId } = await t.signInAs("client");
    const timestamp = new Date().toISOString();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/logs",
      headers: { cookie, origin },
      payload: {
        entries: [
          { level: "info", message: "page opened", timestamp },
          { level: "warn", message: "slow answer", timestamp },
          { level: "error", message: "render failed", timestamp, context: "/trips" },
        ],
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ recorded: 2 });
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, userId));
    expect(rows.map((r) => [r.action, r.summary]).sort()).toEqual([
      ["ERROR", "render failed"],
      ["WARN", "slow answer"],
    ]);
  });

  it("rejects an oversized batch with the field named", async () => {
    const { cookie, origin } = await t.signInAs("agent");
    const entry = { level: "warn", message: "x", timestamp: new Date().toISOString() };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/logs",
      headers: { cookie, origin },
      payload: { entries: Array.from({ length: 51 }, () => entry) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].path).toBe("body.entries");
  });
});

describe("serving the built web app", () => {
  it("caches hashed assets for a year and falls back to index.html for client routes", async () => {
    const dist = mkdtempSync(join(tmpdir(), "itinera-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Itinera</title>");
    writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log(1)");
    const { app } = await buildApp({
      config: testConfig({ WEB_DIST: dist }),
      database: t.database,
      logger: false,
    });
    try {
      const asset = await app.inject("/assets/app-abc123.js");
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const page = await app.inject("/trips/123");
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<title>Itinera</title>");
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect((await app.inject("/missing.png")).statusCode).toBe(404);
      expect((await app.inject("/api/nope")).json().error.code).toBe("NOT_FOUND");
    } finally {
      await app.close();
    }
  });
});

describe("app meta", () => {
  it("hides demo sign-ins outside demo mode", async () => {
    const res = await t.app.inject("/api/meta");
    expect(res.json()).toEqual({
      name: "Itinera",
      demo: false,
      demoAccounts: [],
      demoPassword: null,
      timeZone: t.ctx.config.agencyTimeZone,
    });
  });

  it("lists one demo account per role in demo mode", async () => {
    const { app } = await buildApp({
      config: testConfig({ DEMO: "1" }),
      database: t.database,
      logger: false,
    });
    try {
      const body = (await app.inject("/api/meta")).json();
      expect(body.demo).toBe(true);
      expect(body.demoAccounts.map((a: { role: string }) => a.role)).toEqual(["admin", "agent", "client"]);
      expect(body.demoPassword).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });
});
