import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { compressionOptions } from "./compression";

const rows = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Passenger ${i}`, city: "Lisbon" }));
const json = JSON.stringify(rows);

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  await app.register(compress, compressionOptions);
  app.get("/list", async () => rows);
  app.get("/small", async () => ({ ok: true }));
  app.get("/encoded", async (_request, reply) =>
    reply.header("content-encoding", "br").type("application/json").send(json),
  );
  app.get("/png", async (_request, reply) => reply.type("image/png").send(Buffer.alloc(4096, 1)));
  app.get("/stream", async (_request, reply) => reply.type("application/json").send(Readable.from([json])));
  app.post("/echo", async (request) => ({ received: typeof request.body }));
  return app;
}

describe("the app's reply compression (@fastify/compress with our settings)", () => {
  it("answers JSON over 1 KB with br, or gzip when the client weighs br out, each decompressing to the body", async () => {
    const app = await appWithRoutes();
    const br = await app.inject({ url: "/list", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(json.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);

    const gzip = await app.inject({ url: "/list", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);
  });

  it("compresses streamed JSON too", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/stream", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(json);
  });

  it("sends small, already encoded and binary bodies, and replies to clients without br or gzip, as they are", async () => {
    const app = await appWithRoutes();
    const headers = { "accept-encoding": "br, gzip" };
    const small = await app.inject({ url: "/small", headers });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const encoded = await app.inject({ url: "/encoded", headers });
    expect(encoded.headers["content-encoding"]).toBe("br");
    expect(encoded.body).toBe(json);

    const png = await app.inject({ url: "/png", headers });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);

    for (const acceptEncoding of [undefined, "identity", "deflate"]) {
      const plain = await app.inject({
        url: "/list",
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(json);
    }
  });

  it("leaves a gzip request body compressed: the body limit counts what is parsed", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(res.statusCode).toBe(400);
  });
});
