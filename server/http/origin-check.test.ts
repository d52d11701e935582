import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { passengers } from "../db/schema/passengers";
import { tripDocuments } from "../db/schema/trip-documents";
import { PDF } from "../test/sample-files";
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from "../test/test-app";
import { clientUser, makeTrip, type Session, signInCast } from "../test/trip-fixtures";
import { needsTrustedOrigin } from "./origin-check";

const EVIL = "https://evil.example";

let t: TestApp;
let agent: Session;

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.signInAs("agent");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const passenger = (surname: string) => ({
  title: "Mrs",
  firstName: "Ana",
  surname,
  passportNumber: `OC${100000 + ++counter}`,
  documentExpiry: "2031-01-31",
});

async function passengersNamed(surname: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(passengers)
    .where(eq(passengers.surname, surname));
  return row?.n ?? 0;
}

function post(url: string, payload: object, headers: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": "application/json", ...headers },
  });
}

describe("needsTrustedOrigin", () => {
  it.each([
    ["POST", { cookie: "a=b" }, true],
    ["PUT", { cookie: "a=b" }, true],
    ["PATCH", { cookie: "a=b" }, true],
    ["DELETE", { cookie: "a=b" }, true],
    ["POST", {}, false],
    ["GET", { cookie: "a=b" }, false],
    ["HEAD", { cookie: "a=b" }, false],
    ["GET", { upgrade: "websocket" }, true],
    ["GET", { upgrade: "WebSocket", cookie: "a=b" }, true],
  ])("%s with %o → %s", (method, headers, expected) => {
    expect(needsTrustedOrigin({ method, headers })).toBe(expected);
  });
});

describe("cookie-authenticated writes", () => {
  it("refuses a JSON write from another site with 403 and writes nothing", async () => {
    const res = await post("/api/passengers", passenger("Foreignorigin"), {
      cookie: agent.cookie,
      origin: EVIL,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: "FORBIDDEN", message: `This request came from another site (${EVIL}) and was refused.` },
    });
    expect(await passengersNamed("Foreignorigin")).toBe(0);
  });

  it("refuses a JSON write with no Origin at all", async () => {
    const res = await post("/api/passengers", passenger("Noorigin"), { cookie: agent.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
    expect(await passengersNamed("Noorigin")).toBe(0);
  });

  it("takes the same write from our own pages", async () => {
    const res = await post("/api/passengers", passenger("Ownorigin"), {
      cookie: agent.cookie,
      origin: TEST_ORIGIN,
    });
    expect(res.statusCode).toBe(201);
    expect(await passengersNamed("Ownorigin")).toBe(1);
  });

  it("refuses a PUT and a DELETE from another site", async () => {
    const created = await post("/api/passengers", passenger("Target"), {
      cookie: agent.cookie,
      origin: TEST_ORIGIN,
    });
    const id = created.json().id as string;
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/passengers/${id}`,
      payload: passenger("Overwritten"),
      headers: { cookie: agent.cookie, origin: EVIL },
    });
    expect(put.statusCode).toBe(403);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/passengers/${id}`,
      headers: { cookie: agent.cookie, origin: EVIL },
    });
    expect(del.statusCode).toBe(403);
    expect(await passengersNamed("Target")).toBe(1);
  });

  it("refuses a multipart upload from another site and stores no document", async () => {
    const cast = await signInCast(t);
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const boundary = "----origin-check";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nticket\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const send = (origin: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/trips/${tripId}/documents`,
        payload,
        headers: {
          cookie: agent.cookie,
          origin,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
      });
    expect((await send(EVIL)).statusCode).toBe(403);
    const stored = () =>
      t.database.db.select({ n: count() }).from(tripDocuments).where(eq(tripDocuments.tripId, tripId));
    expect((await stored())[0]?.n).toBe(0);
    expect((await send(TEST_ORIGIN)).statusCode).toBe(201);
    expect((await stored())[0]?.n).toBe(1);
  });

  it("lets an anonymous write without a cookie through: it carries no authority another site could borrow", async () => {
    const res = await post(
      "/api/accounts/register",
      { email: `origin-${Date.now()}@test.itinera`, password: TEST_PASSWORD, accountType: "client" },
      { origin: EVIL },
    );
    expect(res.statusCode).toBe(201);
  });

  it("still lets reads through without an Origin", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/passengers",
      headers: { cookie: agent.cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("the live-updates socket", () => {
  const url = () => `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/realtime`;

  function outcome(headers: Record<string, string>): Promise<number> {
    const socket = new WebSocket(url(), { headers });
    socket.on("error", () => {});
    return new Promise((resolve) => {
      socket.on("unexpected-response", (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      socket.on("open", () => {
        resolve(101);
        socket.close();
      });
    });
  }

  it("refuses an upgrade from another site, with or without a session", async () => {
    const client = await clientUser(t, "Socket Client");
    expect(await outcome({ cookie: client.cookie, origin: EVIL })).toBe(403);
    expect(await outcome({ cookie: client.cookie })).toBe(403);
    expect(await outcome({ origin: EVIL })).toBe(403);
  });

  it("opens for our own pages", async () => {
    expect(await outcome({ cookie: agent.cookie, origin: TEST_ORIGIN })).toBe(101);
  });
});
