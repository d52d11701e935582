import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../../domain/errors";
import { registerErrorHandler } from "./error-handler";

function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
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
