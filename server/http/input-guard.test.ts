import multipart, { type MultipartFile } from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandler } from "./error-handler";
import { registerInputGuard, textIssues, textProblem } from "./input-guard";

describe("textProblem", () => {
  it.each([
    ["Müller", null],
    ["", null],
    ["emoji 😀 pair", null],
    ["\uD83D\uDE00", null],
    ["tab\tand newline\n", null],
    ["nul\u0000inside", "must not contain a NUL character (U+0000)"],
    ["\u0000", "must not contain a NUL character (U+0000)"],
    ["high \uD83D alone", "must not contain an unpaired UTF-16 surrogate"],
    ["low \uDE00 alone", "must not contain an unpaired UTF-16 surrogate"],
    ["ends high \uD83D", "must not contain an unpaired UTF-16 surrogate"],
    ["\uDE00\uD83D reversed", "must not contain an unpaired UTF-16 surrogate"],
  ])("%j → %s", (value, problem) => {
    expect(textProblem(value)).toBe(problem);
  });
});

describe("textIssues", () => {
  it("names every bad string and key by its path, and leaves the rest", () => {
    const issues = textIssues(
      {
        surname: "a\u0000",
        ok: "fine 😀",
        count: 3,
        items: [{ content: "b\uD800" }, { content: "ok" }],
        "ke\u0000y": "value",
        nothing: null,
      },
      "body",
    );
    expect(Object.fromEntries(issues.map((i) => [i.path, i.message]))).toEqual({
      "body.surname": "must not contain a NUL character (U+0000)",
      "body.items.0.content": "must not contain an unpaired UTF-16 surrogate",
      "body.ke\u0000y": "field name must not contain a NUL character (U+0000)",
    });
  });

  it("walks a deeply nested value without overflowing the stack", () => {
    let value: unknown = "bottom\u0000";
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(textIssues(value, "body")).toHaveLength(1);
  });

  it("stops at 20 issues", () => {
    expect(
      textIssues(
        Array.from({ length: 100 }, () => "\u0000"),
        "body",
      ),
    ).toHaveLength(20);
  });
});

async function guardedApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/people/:id",
    {
      schema: {
        params: z.object({ id: z.string() }),
        querystring: z.object({ search: z.string().optional() }),
        body: z.object({ surname: z.string(), notes: z.array(z.string()).optional() }),
      },
    },
    async () => ({ ok: true }),
  );
  // Like the SSR import: multipart fields land in the body in the plugin's own preValidation hook.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: "keyValues",
      onFile: async (part: MultipartFile & { value?: unknown }) => {
        part.value = (await part.toBuffer()).toString("utf8");
      },
    });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post("/import", { schema: { body: z.object({ csv: z.string() }) } }, async () => ({ ok: true }));
  });
  // Like better-auth's passthrough: the raw bytes reach the handler.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, payload, done) => done(null, payload));
    scope.post("/raw", async () => ({ ok: true }));
  });
  await app.ready();
  return app;
}

function issuePaths(res: { json(): unknown }): Record<string, string> {
  const body = res.json() as {
    error: { code: string; details: { issues: { path: string; message: string }[] } };
  };
  expect(body.error.code).toBe("VALIDATION_FAILED");
  return Object.fromEntries(body.error.details.issues.map((i) => [i.path, i.message]));
}

describe("input guard on every route", () => {
  it("lets clean text through, emoji included", async () => {
    const app = await guardedApp();
    const res = await app.inject({
      method: "POST",
      url: "/people/42?search=M%C3%BCller",
      payload: { surname: "Zoë 😀", notes: ["fine"] },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a NUL or lone surrogate in the body, query and path, naming each field", async () => {
    const app = await guardedApp();
    const res = await app.inject({
      method: "POST",
      url: "/people/4%002?search=a%00b",
      headers: { "content-type": "application/json" },
      payload: '{"surname":"Sm\\u0000ith","notes":["ok","\\ud800"]}',
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual({
      "params.id": "must not contain a NUL character (U+0000)",
      "query.search": "must not contain a NUL character (U+0000)",
      "body.surname": "must not contain a NUL character (U+0000)",
      "body.notes.1": "must not contain an unpaired UTF-16 surrogate",
    });
  });

  it("checks multipart fields a plugin attaches to the body", async () => {
    const app = await guardedApp();
    const boundary = "guard-boundary";
    const res = await app.inject({
      method: "POST",
      url: "/import",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\u0000\r\n--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\ncode\nWC\u0000HR\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual({
      "body.note": "must not contain a NUL character (U+0000)",
      "body.csv": "must not contain a NUL character (U+0000)",
    });
  });

  it("looks inside raw JSON bodies passed on as bytes", async () => {
    const app = await guardedApp();
    const res = await app.inject({
      method: "POST",
      url: "/raw",
      headers: { "content-type": "application/json" },
      payload: '{"email":"a\\u0000@example.com"}',
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual({ "body.email": "must not contain a NUL character (U+0000)" });
  });
});
