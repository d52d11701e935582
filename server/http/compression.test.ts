import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { negotiateEncoding, registerCompression } from "./compression";

const rows = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Passenger ${i}`, city: "Lisbon" }));
const json = JSON.stringify(rows);

function appWithRoutes() {
  const app = Fastify({ logger: false });
  registerCompression(app);
  app.get("/list", async () => rows);
  app.get("/small", async () => ({ ok: true }));
  app.get("/encoded", async (_request, reply) =>
    reply.header("content-encoding", "br").type("application/json").send(json),
  );
  app.get("/png", async (_request, reply) => reply.type("image/png").send(Buffer.alloc(4096, 1)));
  app.get("/stream", async (_request, reply) => reply.type("application/json").send(Readable.from([json])));
  app.get("/varied", async (_request, reply) => reply.header("vary", "origin").send(rows));
  app.get("/huge", async (_request, reply) => reply.type("text/plain").send("x".repeat(5 * 1024 * 1024)));
  return app;
}

describe("negotiateEncoding", () => {
  it("prefers br, then gzip", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("deflate")).toBeNull();
  });

  it("honours q-values, q=0 refusing a coding", () => {
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=0.0, br;q=0")).toBeNull();
    expect(negotiateEncoding("BR ; Q=0.5, gzip;q=0.8")).toBe("gzip");
  });

  it("reads the wildcard for codings the client does not name", () => {
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("br;q=0, *")).toBe("gzip");
    expect(negotiateEncoding("*;q=0")).toBeNull();
  });

  it("compresses nothing without a header or for identity only", () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding("")).toBeNull();
    expect(negotiateEncoding("identity")).toBeNull();
  });
});

describe("compression", () => {
  it("answers JSON over 1 KB with br or gzip that decompresses to the same body", async () => {
    const app = appWithRoutes();
    const br = await app.inject({ url: "/list", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(json.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);

    const gzip = await app.inject({ url: "/list", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);
  });

  it("sends small, huge, already encoded, binary and streamed bodies as they are", async () => {
    const app = appWithRoutes();
    const headers = { "accept-encoding": "br, gzip" };
    const small = await app.inject({ url: "/small", headers });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const huge = await app.inject({ url: "/huge", headers });
    expect(huge.headers["content-encoding"]).toBeUndefined();
    expect(huge.rawPayload.length).toBe(5 * 1024 * 1024);

    const encoded = await app.inject({ url: "/encoded", headers });
    expect(encoded.headers["content-encoding"]).toBe("br");
    expect(encoded.body).toBe(json);

    const png = await app.inject({ url: "/png", headers });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);

    const stream = await app.inject({ url: "/stream", headers });
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.body).toBe(json);
  });

  it("varies on accept-encoding, keeping the vary already set", async () => {
    const app = appWithRoutes();
    const plain = await app.inject("/list");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    const varied = await app.inject({ url: "/varied", headers: { "accept-encoding": "gzip" } });
    expect(varied.headers["content-encoding"]).toBe("gzip");
    expect(varied.headers.vary).toBe("origin, accept-encoding");
  });

  it("does not compress HEAD replies", async () => {
    const res = await appWithRoutes().inject({
      method: "HEAD",
      url: "/list",
      headers: { "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe("");
  });
});
