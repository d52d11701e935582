import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { RealtimeEvent, SocketMessage } from "#domain/realtime/event.schema";
import { SYSTEM } from "../kernel/mutate";
import { TEST_ORIGIN, type TestApp } from "../test/test-app";
import { clientUser } from "../test/trip-fixtures";
import { withTwoInstances } from "../test/two-instances";
import { mayHear, type Viewer } from "./hub";

const two = withTwoInstances();
let a: TestApp;
let b: TestApp;
beforeAll(() => {
  ({ a, b } = two);
});

function wsUrl(app: TestApp) {
  const { port } = app.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/realtime`;
}

function nextMessage(socket: WebSocket, match: (e: SocketMessage) => boolean): Promise<SocketMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no realtime event arrived")), 5000);
    socket.on("message", (data) => {
      const event = JSON.parse(String(data)) as SocketMessage;
      if (match(event)) {
        clearTimeout(timer);
        resolve(event);
      }
    });
  });
}

describe("realtime hub", () => {
  it("refuses a socket without a session", async () => {
    const socket = new WebSocket(wsUrl(b), { headers: { origin: TEST_ORIGIN } });
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

  it("delivers an event a change emits on one instance to a socket on the other", async () => {
    const { cookie } = await b.signInAs("agent");
    const socket = new WebSocket(wsUrl(b), { headers: { cookie, origin: TEST_ORIGIN } });
    await nextMessage(socket, (e) => e.topic === "hello");
    const arrived = nextMessage(socket, (e) => e.topic === "trips");
    await a.ctx.kernel.mutate(SYSTEM, async ({ emit }) =>
      emit({ topic: "trips", id: "trip-1", op: "update", audience: { kind: "staff" } }),
    );
    expect(await arrived).toEqual({ topic: "trips", id: "trip-1", op: "update" });
    socket.close();
  });

  it("forgets a socket once it closes", async () => {
    const { cookie } = await b.signInAs("client");
    const before = b.ctx.hub.size;
    const socket = new WebSocket(wsUrl(b), { headers: { cookie, origin: TEST_ORIGIN } });
    await nextMessage(socket, (e) => e.topic === "hello");
    expect(b.ctx.hub.size).toBe(before + 1);
    socket.close();
    await expect.poll(() => b.ctx.hub.size).toBe(before);
  });

  it("tells each socket only of the records its user may see", async () => {
    const agent = await b.signInAs("agent");
    const alpha = await clientUser(b, "Alpha Audience");
    const beta = await clientUser(b, "Beta Audience");
    const open = async (cookie: string) => {
      const socket = new WebSocket(wsUrl(b), { headers: { cookie, origin: TEST_ORIGIN } });
      await nextMessage(socket, (e) => e.topic === "hello");
      return socket;
    };
    const [staffSocket, alphaSocket, betaSocket] = [
      await open(agent.cookie),
      await open(alpha.cookie),
      await open(beta.cookie),
    ];
    // Every event a socket receives, in order.
    const heard = (socket: WebSocket) => {
      const events: RealtimeEvent[] = [];
      socket.on("message", (data) => {
        const event = JSON.parse(String(data)) as RealtimeEvent;
        events.push(event);
      });
      return events;
    };
    const [staffHeard, alphaHeard, betaHeard] = [heard(staffSocket), heard(alphaSocket), heard(betaSocket)];
    const newTrip = async (clientId: string, title: string) => {
      const res = await a.app.inject({
        method: "POST",
        url: "/api/trips",
        headers: { cookie: agent.cookie, origin: TEST_ORIGIN },
        payload: { title, clientId, startDate: "2026-06-01", endDate: "2026-06-05" },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const alphaTrip = await newTrip(alpha.clientId, "Alpha only");
    const betaTrip = await newTrip(beta.clientId, "Beta only");
    // Events leave in order on one channel: once Beta has heard of its own trip, it would have heard of Alpha's.
    await expect.poll(() => betaHeard.some((e) => e.id === betaTrip)).toBe(true);
    await expect.poll(() => alphaHeard.some((e) => e.id === alphaTrip)).toBe(true);
    await expect
      .poll(() => staffHeard.filter((e) => e.topic === "trips").map((e) => e.id))
      .toEqual([alphaTrip, betaTrip]);
    expect(betaHeard.map((e) => e.id)).not.toContain(alphaTrip);
    expect(alphaHeard.map((e) => e.id)).not.toContain(betaTrip);
    // The audience itself never reaches a browser.
    expect(alphaHeard.find((e) => e.id === alphaTrip)).toEqual({
      topic: "trips",
      id: alphaTrip,
      op: "insert",
    });

    // A settings save is its user's alone: not another user's, not even staff's.
    const saved = await a.app.inject({
      method: "PUT",
      url: "/api/settings/notifications",
      headers: { cookie: alpha.cookie, origin: TEST_ORIGIN },
      payload: { systemAlerts: false, offerResponses: true, agentMessages: true, invoiceUpdates: true },
    });
    expect(saved.statusCode).toBe(200);
    await expect.poll(() => alphaHeard.some((e) => e.topic === "settings")).toBe(true);
    await newTrip(beta.clientId, "After the settings");
    await expect.poll(() => betaHeard.filter((e) => e.topic === "trips").length).toBe(2);
    await expect.poll(() => staffHeard.filter((e) => e.topic === "trips").length).toBe(3);
    expect(betaHeard.some((e) => e.topic === "settings")).toBe(false);
    expect(staffHeard.some((e) => e.topic === "settings")).toBe(false);
    for (const socket of [staffSocket, alphaSocket, betaSocket]) socket.close();
  });

  it("keeps another client's socket deaf to a client's passengers, requests and the notifications they raise", async () => {
    const agent = await b.signInAs("agent");
    const alpha = await clientUser(b, "Alpha Topics");
    const beta = await clientUser(b, "Beta Topics");
    const listen = async (cookie: string) => {
      const socket = new WebSocket(wsUrl(b), { headers: { cookie, origin: TEST_ORIGIN } });
      await nextMessage(socket, (e) => e.topic === "hello");
      const events: RealtimeEvent[] = [];
      socket.on("message", (data) => events.push(JSON.parse(String(data)) as RealtimeEvent));
      return { socket, events };
    };
    const [staff, alphaSide, betaSide] = [
      await listen(agent.cookie),
      await listen(alpha.cookie),
      await listen(beta.cookie),
    ];
    const post = async (cookie: string, url: string, payload: object) => {
      const res = await a.app.inject({
        method: "POST",
        url,
        headers: { cookie, origin: TEST_ORIGIN },
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const passenger = (clientId: string, surname: string) => ({
      firstName: "Ana",
      surname,
      passportNumber: `RT${surname.length}${Date.now() % 100000}`,
      documentExpiry: "2031-01-31",
      countryOfIssue: "PRT",
      nationality: "PRT",
      clientId,
    });
    const alphaPassenger = await post(agent.cookie, "/api/passengers", passenger(alpha.clientId, "Alfa"));
    // Filed by the client: staff are told (a request event and their notifications), the client hears its own.
    const alphaRequest = await post(alpha.cookie, "/api/requests", { category: "support", details: "Live" });
    const betaPassenger = await post(agent.cookie, "/api/passengers", passenger(beta.clientId, "Betatester"));
    // Events leave in order on one channel: once Beta heard of its own passenger, it would have heard Alpha's.
    await expect.poll(() => betaSide.events.some((e) => e.id === betaPassenger)).toBe(true);
    await expect.poll(() => alphaSide.events.some((e) => e.id === alphaRequest)).toBe(true);
    await expect.poll(() => staff.events.some((e) => e.id === betaPassenger)).toBe(true);
    expect(alphaSide.events.some((e) => e.id === alphaPassenger)).toBe(true);
    expect(staff.events.filter((e) => e.id === alphaPassenger || e.id === alphaRequest)).toHaveLength(2);
    expect(betaSide.events.map((e) => [e.topic, e.id])).toEqual([["passengers", betaPassenger]]);
    expect(alphaSide.events.map((e) => e.id)).not.toContain(betaPassenger);
    for (const side of [staff, alphaSide, betaSide]) side.socket.close();
  });
});

describe("the package catalogue, live", () => {
  it("tells a client user's socket when staff edit a package: the catalogue is everyone's", async () => {
    const agent = await b.signInAs("agent");
    const alpha = await clientUser(b, "Alpha Catalogue");
    const socket = new WebSocket(wsUrl(b), { headers: { cookie: alpha.cookie, origin: TEST_ORIGIN } });
    await nextMessage(socket, (e) => e.topic === "hello");
    const body = {
      title: "Live Lisbon",
      destination: "Lisbon, Portugal",
      description: "Four nights in Alfama.",
      priceCents: 64_900,
      startDate: "2099-05-01",
      endDate: "2099-05-05",
    };
    const created = await a.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie: agent.cookie, origin: TEST_ORIGIN },
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const heard = nextMessage(socket, (e) => e.topic === "packages" && e.id === id && e.op === "update");
    const edited = await a.app.inject({
      method: "PUT",
      url: `/api/packages/${id}`,
      headers: { cookie: agent.cookie, origin: TEST_ORIGIN },
      payload: { ...body, discountPercent: 10 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await heard).toEqual({ topic: "packages", id, op: "update" });
    socket.close();
  });
});

describe("mayHear", () => {
  const staff: Viewer = { userId: "s", staff: true, clientId: null };
  const alpha: Viewer = { userId: "a", staff: false, clientId: "client-a" };
  const unlinked: Viewer = { userId: "u", staff: false, clientId: null };
  it.each([
    [staff, { kind: "staff" }, true],
    [staff, { kind: "client", clientId: "client-a" }, true],
    [staff, { kind: "user", userId: "a" }, false],
    [staff, { kind: "user", userId: "s" }, true],
    [alpha, { kind: "staff" }, false],
    [alpha, { kind: "client", clientId: "client-a" }, true],
    [alpha, { kind: "client", clientId: "client-b" }, false],
    [alpha, { kind: "user", userId: "a" }, true],
    [unlinked, { kind: "client", clientId: "client-a" }, false],
    [unlinked, { kind: "staff" }, false],
    [staff, { kind: "signed-in" }, true],
    [alpha, { kind: "signed-in" }, true],
    [unlinked, { kind: "signed-in" }, true],
  ] as const)("%o hears %o: %s", (viewer, audience, expected) => {
    expect(mayHear(viewer, audience)).toBe(expected);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("realtime hub on PostgreSQL", () => {
  it("reconnects its LISTEN connection when PostgreSQL drops it, restarts its sockets, and delivers again", async () => {
    const { cookie } = await b.signInAs("agent");
    const socket = new WebSocket(wsUrl(b), { headers: { cookie, origin: TEST_ORIGIN } });
    await nextMessage(socket, (e) => e.topic === "hello");
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));

    // What a PostgreSQL restart or failover does to the instance's LISTEN connection.
    await a.database.exec(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    // Its sockets may have missed events while it was down: they are told to reconnect and refetch.
    expect(await closed).toBe(1012);

    const again = new WebSocket(wsUrl(b), { headers: { cookie, origin: TEST_ORIGIN } });
    await nextMessage(again, (e) => e.topic === "hello");
    const arrived = nextMessage(again, (e) => e.topic === "trips" && e.id === "after-drop");
    await a.ctx.kernel.mutate(SYSTEM, async ({ emit }) =>
      emit({ topic: "trips", id: "after-drop", op: "update", audience: { kind: "staff" } }),
    );
    expect(await arrived).toEqual({ topic: "trips", id: "after-drop", op: "update" });
    again.close();
  });
});
