import { connect } from "node:net";
import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, errorBodySchema } from "#domain/errors";
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from "./error-handler";
import { registerJsonBodyParser } from "./json-body";

/** What pg and PGlite throw: an Error with the SQLSTATE in `code`. */
const pgError = (code: string, message = "database said no") => Object.assign(new Error(message), { code });

let thrown: unknown = null;

function appWithRoutes() {
  const app = Fastify({
    logger: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  app.get("/throws", async () => {
    throw thrown;
  });
  app.get("/things/:id", async () => ({ ok: true }));
  app.get(
    "/search",
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async () => ({ ok: true }),
  );
  app.get("/conflict", async () => {
    throw new AppError("CONFLICT", "Already there", { id: "1" });
  });
  app.get("/boom", async () => {
    throw new Error("password=secret at db.query");
  });
  app.post(
    "/items",
    { schema: { body: z.object({ name: z.string().min(2), count: z.number().int() }) } },
    async () => ({
      ok: true,
    }),
  );
  app.get(
    "/bad-output",
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: "x" }) as never,
  );
  return app;
}

describe("error handler", () => {
  it("maps AppError to its status and body", async () => {
    const res = await appWithRoutes().inject("/conflict");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: "CONFLICT", message: "Already there", details: { id: "1" } },
    });
  });

  it("answers validation failures with 400 and one issue per field", async () => {
    const res = await appWithRoutes().inject({ method: "POST", url: "/items", payload: { name: "a" } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    const paths = body.error.details.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["body.name", "body.count"]));
  });

  it("hides internals of unexpected errors behind a 500", async () => {
    const res = await appWithRoutes().inject("/boom");
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret");
    expect(res.json().error.code).toBe("INTERNAL");
  });

  it("treats a response that breaks its schema as a 500, not a leak", async () => {
    const res = await appWithRoutes().inject("/bad-output");
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe("INTERNAL");
  });

  it("answers malformed JSON with a 400", async () => {
    const res = await appWithRoutes().inject({
      method: "POST",
      url: "/items",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("BAD_REQUEST");
  });
});

describe("database refusals", () => {
  it.each([
    ["a unique violation from pg or PGlite", pgError("23505"), 409, "CONFLICT"],
    [
      "a unique violation wrapped by drizzle",
      new DrizzleQueryError("insert into users …", [], pgError("23505")),
      409,
      "CONFLICT",
    ],
    ["a foreign-key violation", pgError("23503"), 409, "CONFLICT"],
    ["a statement timeout", pgError("57014"), 503, "UNAVAILABLE"],
    [
      "a lock timeout",
      new DrizzleQueryError("select … for update", [], pgError("55P03")),
      503,
      "UNAVAILABLE",
    ],
    ["a deadlock", pgError("40P01"), 503, "UNAVAILABLE"],
    ["a pool checkout timeout", new Error("timeout exceeded when trying to connect"), 503, "UNAVAILABLE"],
    ["an invalid text representation", pgError("22P02"), 400, "BAD_REQUEST"],
    ["an invalid datetime format", pgError("22007"), 400, "BAD_REQUEST"],
    ["a datetime out of range", pgError("22008"), 400, "BAD_REQUEST"],
    ["a number out of range", pgError("22003"), 400, "BAD_REQUEST"],
    ["a NUL in jsonb", pgError("22P05"), 400, "BAD_REQUEST"],
  ])("answers %s with %i %s and a message that hides the SQL", async (_, error, status, code) => {
    thrown = error;
    const res = await appWithRoutes().inject("/throws");
    expect(res.statusCode).toBe(status);
    const body = errorBodySchema.parse(res.json());
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(20);
    expect(res.body).not.toMatch(/insert|select|database said no/);
    if (status === 503) {
      expect(body.error.message).toMatch(/database is busy/);
      expect(res.headers["retry-after"]).toBe("1");
    }
  });

  const connectionError = (code: string) =>
    Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
  it.each([
    ["a refused connection", connectionError("ECONNREFUSED")],
    ["a reset connection", connectionError("ECONNRESET")],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly")],
    ["a client left unusable", new Error("Client has encountered a connection error and is not queryable")],
    ["the server shutting down (admin)", pgError("57P01")],
    ["the server starting up", pgError("57P03")],
    ["a connection failure", pgError("08006")],
    [
      "a refused connection wrapped by drizzle",
      new DrizzleQueryError("select …", [], connectionError("ECONNREFUSED")),
    ],
  ])("answers %s as the database away: 503, retry in 5 s", async (_, error) => {
    thrown = error;
    const res = await appWithRoutes().inject("/throws");
    expect(res.statusCode).toBe(503);
    expect(errorBodySchema.parse(res.json()).error).toEqual({
      code: "UNAVAILABLE",
      message: "The database cannot be reached right now. Please try again in a moment.",
    });
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.body).not.toMatch(/127\.0\.0\.1|select/);
  });

  it("keeps an unknown SQLSTATE a 500", async () => {
    thrown = pgError("XX000");
    const res = await appWithRoutes().inject("/throws");
    expect(res.statusCode).toBe(500);
  });

  it.each([["Multipart: Boundary not found"], ["Unexpected end of multipart data"]])(
    "answers busboy's %j as a malformed multipart body",
    async (message) => {
      thrown = new Error(message);
      const res = await appWithRoutes().inject("/throws");
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^The multipart body is malformed/);
    },
  );
});

describe("request refusals before a handler", () => {
  it("names query fields query.x, as the web's field-error mapping reads them", async () => {
    const res = await appWithRoutes().inject("/search?page=0");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues.map((i: { path: string }) => i.path)).toEqual(["query.page"]);
  });

  it.each([
    ['{"__proto__":{"admin":true}}', 'may not contain a "__proto__" key'],
    ['{"a":{"constructor":{"prototype":{"admin":true}}}}', 'may not contain a "constructor.prototype" key'],
    ['{"name": "unterminated', "is not valid JSON"],
    ["", "is empty"],
    [`${"[".repeat(100_000)}${"]".repeat(100_000)}`, "nested too deeply"],
  ])("refuses the JSON body %# saying what is wrong", async (payload, message) => {
    const res = await appWithRoutes().inject({
      method: "POST",
      url: "/items",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "BAD_REQUEST" });
    expect(res.json().error.message).toContain(message);
  });

  it("answers a URL that does not decode in the API's format", async () => {
    const res = await appWithRoutes().inject("/things/%E0%A4%A");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: "The URL is not valid: a part of its path is not correctly percent-encoded.",
      },
    });
  });

  it("answers a path parameter over the length limit with 414 in the API's format", async () => {
    const res = await appWithRoutes().inject(`/things/${"a".repeat(500)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json().error.code).toBe("URI_TOO_LONG");
  });
});

describe("requests Node's HTTP parser refuses", () => {
  const app = appWithRoutes();
  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
  });

  /** Sends raw bytes and reads the answer until the server closes the socket. */
  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end(request));
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk.toString("utf8");
      });
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
    });
  }

  function parse(answer: string) {
    const [head = "", json = ""] = answer.split("\r\n\r\n");
    return { status: Number(head.split(" ")[1]), body: errorBodySchema.parse(JSON.parse(json)) };
  }

  it("answers headers over the size limit with 431 in the API's format", async () => {
    const { status, body } = parse(
      await raw(`GET /things/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`),
    );
    expect(status).toBe(431);
    expect(body.error.code).toBe("HEADERS_TOO_LARGE");
  });

  it("answers a URL over the size limit with 431 in the API's format", async () => {
    const { status, body } = parse(
      await raw(`GET /things/${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(status).toBe(431);
    expect(body.error.message).toMatch(/URL and headers are too large/);
  });

  it("answers a request that is not HTTP with 400 in the API's format", async () => {
    const { status, body } = parse(await raw("HELLO\u0000 WORLD\r\n\r\n"));
    expect(status).toBe(400);
    expect(body.error.code).toBe("BAD_REQUEST");
  });
});
