import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_MAX_FAILURES, SIGN_IN_MAX_FAILURES_PER_ADDRESS } from "#domain/users/user-status";
import { type App, buildApp } from "../app";
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp, testConfig } from "../test/test-app";

/**
 * Sign-in throttling by source address over real TCP connections: the server listens on 127.0.0.1 and
 * each request leaves from a loopback address of its own (all of 127.0.0.0/8 is loopback on Linux), so
 * the address the limits read is the socket's, not a header the test made up.
 */

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
});

const newAddress = (what: string) => `${what}-${++counter}-${Date.now()}@sources.test`;

async function registered(): Promise<string> {
  const email = newAddress("owner");
  await t.signInAs("client", email);
  return email;
}

const portOf = (app: App["app"]) => (app.server.address() as AddressInfo).port;

/** A sign-in over a real socket leaving from `localAddress`, with extra headers (a forwarded address). */
function signInOverSocket(
  port: number,
  localAddress: string,
  body: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { error?: { code: string; message: string } } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method: "POST",
        path: "/api/auth/sign-in/email",
        headers: {
          origin: TEST_ORIGIN,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** Five wrong passwords for `email` from `from`, each answered 401. */
async function guessFiveTimes(port: number, from: string, email: string, headers?: (i: number) => object) {
  for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
    const res = await signInOverSocket(
      port,
      from,
      { email, password: "a-wrong-guess" },
      (headers?.(i) ?? {}) as Record<string, string>,
    );
    expect(res.status).toBe(401);
  }
}

describe("sign-in throttling by source address, over real sockets", () => {
  it("blocks the guessing address only: the owner still signs in from another one", async () => {
    const email = await registered();
    const port = portOf(t.app);
    const attacker = "127.0.0.2";
    await guessFiveTimes(port, attacker, email);
    const blocked = await signInOverSocket(port, attacker, { email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts, try again in 15 minutes.",
    });

    expect((await signInOverSocket(port, "127.0.0.1", { email, password: TEST_PASSWORD })).status).toBe(200);
    // The owner's success elsewhere does not lift the block on the guessing address.
    expect((await signInOverSocket(port, attacker, { email, password: TEST_PASSWORD })).status).toBe(429);
  });

  // 25 password hashes in a row: a longer timeout for a busy machine, not a timing under test.
  it("limits one address across many accounts; the accounts still open from another address", async () => {
    const port = portOf(t.app);
    const sprayer = "127.0.0.3";
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
      const res = await signInOverSocket(port, sprayer, {
        email: newAddress("sprayed"),
        password: "Summer2027!",
      });
      expect(res.status).toBe(401);
    }
    const email = await registered();
    expect((await signInOverSocket(port, sprayer, { email, password: TEST_PASSWORD })).status).toBe(429);
    expect((await signInOverSocket(port, "127.0.0.1", { email, password: TEST_PASSWORD })).status).toBe(200);
  }, 120_000);

  it("ignores X-Forwarded-For by default: a forged address per guess still runs into the limit", async () => {
    const email = await registered();
    const port = portOf(t.app);
    const forged = (i: number) => ({ "x-forwarded-for": `198.51.100.${i + 1}` });
    await guessFiveTimes(port, "127.0.0.4", email, forged);
    const sixth = await signInOverSocket(port, "127.0.0.4", { email, password: TEST_PASSWORD }, forged(99));
    expect(sixth.status).toBe(429);
  });
});

describe("sign-in throttling behind a load balancer (TRUST_PROXY)", () => {
  async function withListeningApp(trustProxy: string, run: (port: number) => Promise<void>) {
    const built = await buildApp({
      config: testConfig({ TRUST_PROXY: trustProxy }),
      database: t.database,
      logger: false,
    });
    try {
      await built.app.listen({ port: 0, host: "127.0.0.1" });
      await run(portOf(built.app));
    } finally {
      await built.app.close();
    }
  }

  it("with the load balancer's address, reads the client from X-Forwarded-For only on its connections", async () => {
    await withListeningApp("127.0.0.1", async (port) => {
      const email = await registered();
      const client = (address: string) => () => ({ "x-forwarded-for": address });
      // Through the load balancer (127.0.0.1): each client behind it is its own address.
      await guessFiveTimes(port, "127.0.0.1", email, client("203.0.113.10"));
      const guesser = await signInOverSocket(
        port,
        "127.0.0.1",
        { email, password: TEST_PASSWORD },
        client("203.0.113.10")(),
      );
      expect(guesser.status).toBe(429);
      const owner = await signInOverSocket(
        port,
        "127.0.0.1",
        { email, password: TEST_PASSWORD },
        client("203.0.113.11")(),
      );
      expect(owner.status).toBe(200);

      // Straight to the server from elsewhere: the header is not the load balancer's, so it is ignored.
      const other = await registered();
      await guessFiveTimes(port, "127.0.0.5", other, (i) => ({ "x-forwarded-for": `198.51.100.${i + 1}` }));
      const forged = await signInOverSocket(
        port,
        "127.0.0.5",
        { email: other, password: TEST_PASSWORD },
        { "x-forwarded-for": "198.51.100.200" },
      );
      expect(forged.status).toBe(429);
    });
  });

  it("with a hop count, reads the client the nearest proxy forwarded", async () => {
    await withListeningApp("1", async (port) => {
      const email = await registered();
      const chain = (client: string) => () => ({ "x-forwarded-for": `10.9.9.9, ${client}` });
      await guessFiveTimes(port, "127.0.0.6", email, chain("203.0.113.20"));
      const blocked = await signInOverSocket(
        port,
        "127.0.0.6",
        { email, password: TEST_PASSWORD },
        chain("203.0.113.20")(),
      );
      expect(blocked.status).toBe(429);
      const owner = await signInOverSocket(
        port,
        "127.0.0.6",
        { email, password: TEST_PASSWORD },
        chain("203.0.113.21")(),
      );
      expect(owner.status).toBe(200);
    });
  });
});
