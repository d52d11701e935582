import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { RealtimeEvent, SocketMessage } from "#domain/realtime/event.schema";
import { clientUserScope, staffScope, systemScope } from "../access/client-scope";
import type { SessionUser } from "../auth/session";
import { auditLogs } from "../db/schema/audit-logs";
import { clients } from "../db/schema/clients";
import { TEST_ORIGIN, type TestApp } from "../test/test-app";
import { clientUser } from "../test/trip-fixtures";
import { withTwoInstances } from "../test/two-instances";
import { mayAnnounce, SYSTEM } from "./mutate";

const two = withTwoInstances();
let a: TestApp;
let b: TestApp;
beforeAll(() => {
  ({ a, b } = two);
});

async function staffSocket(): Promise<{ heard: RealtimeEvent[]; close(): void }> {
  const { cookie } = await b.signInAs("agent");
  const { port } = b.app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
    headers: { cookie, origin: TEST_ORIGIN },
  });
  const heard: RealtimeEvent[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.on("error", reject);
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as SocketMessage;
      if (message.topic === "hello") resolve();
      else heard.push(message);
    });
  });
  return { heard, close: () => socket.close() };
}

function sessionUser(role: "agent" | "client", userId: string): SessionUser {
  return { id: userId, email: `${userId}@test.itinera`, name: `Test ${role}`, role };
}

describe("the kernel", () => {
  it("delivers an event on commit, to a socket on another instance, and never one from a rolled-back change", async () => {
    const socket = await staffSocket();
    const agent = await a.signInAs("agent");
    const user = sessionUser("agent", agent.userId);
    await expect(
      a.ctx.kernel.mutate(user, async (change) => {
        change.emit({ topic: "trips", id: "rolled-back", op: "update", audience: { kind: "staff" } });
        throw new Error("the use case failed after emitting");
      }),
    ).rejects.toThrow("the use case failed after emitting");
    await a.ctx.kernel.mutate(user, async (change) => {
      change.emit({ topic: "trips", id: "committed", op: "update", audience: { kind: "staff" } });
    });
    // One channel, in commit order: once the later event has arrived, the earlier one would have too.
    await expect.poll(() => socket.heard.map((e) => e.id)).toContain("committed");
    expect(socket.heard.map((e) => e.id)).not.toContain("rolled-back");
    socket.close();
  });

  it("holds every event until commit: a socket hears nothing while the change is still running", async () => {
    const socket = await staffSocket();
    const agent = await a.signInAs("agent");
    const user = sessionUser("agent", agent.userId);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let emitted!: () => void;
    const wasEmitted = new Promise<void>((resolve) => {
      emitted = resolve;
    });
    const running = a.ctx.kernel.mutate(user, async (change) => {
      change.emit({ topic: "trips", id: "held", op: "update", audience: { kind: "staff" } });
      emitted();
      await held;
    });
    await wasEmitted;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.heard).toEqual([]);
    release();
    await running;
    await expect.poll(() => socket.heard.map((e) => e.id)).toEqual(["held"]);
    socket.close();
  });

  it("refuses a client user's write outside its client even when the use case forgot to check, and rolls it back", async () => {
    const mine = await clientUser(a, "Kernel Own Client");
    const other = await clientUser(a, "Kernel Other Client");
    const user = sessionUser("client", mine.userId);
    // A careless use case: renames whatever client it is given and announces it, with no scope check.
    const careless = (clientId: string) =>
      a.ctx.kernel.mutate(user, async (change) => {
        await change.tx
          .update(clients)
          .set({ name: "Renamed by a forgetful use case" })
          .where(eq(clients.id, clientId));
        await change.audit({ action: "update", entity: "client", entityId: clientId, summary: "Renamed" });
        change.emit({ topic: "clients", id: clientId, op: "update", audience: { kind: "client", clientId } });
      });
    await expect(careless(other.clientId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [still] = await a.database.db
      .select({ name: clients.name })
      .from(clients)
      .where(eq(clients.id, other.clientId));
    expect(still?.name).toBe("Kernel Other Client");
    const audited = await a.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, other.clientId));
    expect(audited).toEqual([]);
    // Its own client it may change: the same use case commits, audited as that user.
    await careless(mine.clientId);
    const [own] = await a.database.db
      .select({ name: clients.name })
      .from(clients)
      .where(eq(clients.id, mine.clientId));
    expect(own?.name).toBe("Renamed by a forgetful use case");
    const [row] = await a.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, mine.clientId));
    expect(row).toMatchObject({ userId: mine.userId, action: "update", entity: "client" });
  });

  it("resolves the caller's scope once: staff reach every client, a client user its own, the server's jobs all", async () => {
    const agent = await a.signInAs("agent");
    const mine = await clientUser(a, "Kernel Scoped Client");
    const lonely = await a.signInAs("client");
    const staff = await a.ctx.kernel.mutate(sessionUser("agent", agent.userId), async (c) => c.scope);
    expect(staff).toMatchObject({ staff: true, userId: agent.userId, clientId: null });
    const client = await a.ctx.kernel.mutate(sessionUser("client", mine.userId), async (c) => c.scope);
    expect(client).toMatchObject({ staff: false, userId: mine.userId, clientId: mine.clientId });
    const none = await a.ctx.kernel.mutate(sessionUser("client", lonely.userId), async (c) => c.scope);
    expect(none).toMatchObject({ staff: false, clientId: null });
    const system = await a.ctx.kernel.mutate(SYSTEM, async (c) => c);
    expect(system.scope).toBe(systemScope);
    expect(system.user).toBeNull();
  });

  it("runs a use case called from another in the caller's change: one transaction, rolled back together", async () => {
    const agent = await a.signInAs("agent");
    const user = sessionUser("agent", agent.userId);
    const name = `Nested ${Date.now()}`;
    await expect(
      a.ctx.kernel.mutate(user, async (outer) => {
        const inner = await a.ctx.kernel.mutate(outer, async (change) => {
          const [row] = await change.tx.insert(clients).values({ name }).returning({ id: clients.id });
          return { change, id: row!.id };
        });
        expect(inner.change).toBe(outer);
        throw new Error("the outer use case failed");
      }),
    ).rejects.toThrow("the outer use case failed");
    expect(await a.database.db.select().from(clients).where(eq(clients.name, name))).toEqual([]);
  });
});

describe("mayAnnounce", () => {
  const own = clientUserScope("user-1", "client-1");
  const none = clientUserScope("user-2", null);
  const cases: [string, Parameters<typeof mayAnnounce>[0], Parameters<typeof mayAnnounce>[1], boolean][] = [
    ["staff to a client", staffScope("agent-1"), { kind: "client", clientId: "client-9" }, true],
    ["staff to everyone", staffScope("agent-1"), { kind: "signed-in" }, true],
    ["the server to a client", systemScope, { kind: "client", clientId: "client-9" }, true],
    ["a client user to its client", own, { kind: "client", clientId: "client-1" }, true],
    ["a client user to another client", own, { kind: "client", clientId: "client-2" }, false],
    ["a client user to staff", own, { kind: "staff" }, true],
    ["a client user to one user", own, { kind: "user", userId: "agent-1" }, true],
    ["a client user to everyone (a package's places)", own, { kind: "signed-in" }, true],
    ["a client user of no client to a client", none, { kind: "client", clientId: "client-1" }, false],
  ];
  it.each(cases)("%s: %s", (_name, scope, audience, expected) => {
    expect(mayAnnounce(scope, audience)).toBe(expected);
  });
});
