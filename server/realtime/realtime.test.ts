import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { RealtimeEvent } from "../../domain/realtime/event.schema";
import { openDatabase } from "../db/client";
import { createTestApp, type TestApp } from "../test/test-app";
import { createTestDatabase } from "../test/test-database";

let owned: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  owned = await createTestDatabase();
  a = await createTestApp({ database: owned.database });
  // The second instance has its own connections: its own pool on PostgreSQL, the same engine on PGlite.
  const second = owned.url ? await openDatabase({ databaseUrl: owned.url }) : owned.database;
  b = await createTestApp({ database: second });
  await b.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await a.close();
  await b.close();
  if (b.database !== owned.database) await b.database.close();
  await owned.close();
});

function wsUrl(app: TestApp) {
  const { port } = app.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/realtime`;
}

function nextMessage(socket: WebSocket, match: (e: RealtimeEvent) => boolean): Promise<RealtimeEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no realtime event arrived")), 5000);
    socket.on("message", (data) => {
      const event = JSON.parse(String(data)) as RealtimeEvent;
      if (match(event)) {
        clearTimeout(timer);
        resolve(event);
      }
    });
  });
}

describe("realtime hub", () => {
  it("refuses a socket without a session", async () => {
    const socket = new WebSocket(wsUrl(b));
    socket.on("error", () => {});
    const status = await new Promise<number>((resolve) => {
      socket.on("unexpected-response", (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      socket.on("open", () => resolve(101));
    });
    expect(status).toBe(401);
  });

  it("delivers an event published on one instance to a socket on the other", async () => {
    const { cookie } = await b.signInAs("agent");
    const socket = new WebSocket(wsUrl(b), { headers: { cookie } });
    await nextMessage(socket, (e) => e.topic === "hello");
    const arrived = nextMessage(socket, (e) => e.topic === "trips");
    await a.ctx.hub.publish({ topic: "trips", id: "trip-1", op: "update" });
    expect(await arrived).toEqual({ topic: "trips", id: "trip-1", op: "update" });
    socket.close();
  });

  it("forgets a socket once it closes", async () => {
    const { cookie } = await b.signInAs("client");
    const before = b.ctx.hub.size;
    const socket = new WebSocket(wsUrl(b), { headers: { cookie } });
    await nextMessage(socket, (e) => e.topic === "hello");
    expect(b.ctx.hub.size).toBe(before + 1);
    socket.close();
    await expect.poll(() => b.ctx.hub.size).toBe(before);
  });
});
