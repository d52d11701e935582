import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerAccessPolicy } from "./access-policy";

describe("access policy registration", () => {
  it("refuses an /api route that declares no access policy", async () => {
    const app = Fastify();
    registerAccessPolicy(app, async () => null);
    expect(() => app.get("/api/anything", async () => "x")).toThrow(/declares no access policy/);
    await app.close();
  });

  it("accepts declared routes, and non-API routes as public", async () => {
    const app = Fastify();
    registerAccessPolicy(app, async () => null);
    app.get("/api/open", { config: { access: "public" } }, async () => "open");
    app.get("/favicon.svg", async () => "icon");
    const res = await app.inject("/api/open");
    expect(res.body).toBe("open");
    expect((await app.inject("/favicon.svg")).body).toBe("icon");
    await app.close();
  });
});
