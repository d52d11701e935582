import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "./kernel/mutate";
import { SESSION_ENDED_CLOSE } from "./realtime/channel";
import { openLiveSocket } from "./test/live-socket";
import { type ServerProcess, startServerProcess } from "./test/server-process";
import { createTestApp, TEST_ORIGIN, type TestApp, testConfig } from "./test/test-app";
import { createTestDatabase, type TestDatabase } from "./test/test-database";
import { clientUser, makeTrip } from "./test/trip-fixtures";

// #33: two server processes on one PostgreSQL database, nothing else shared (each has its own FILES_DIR and
// DATA_DIR), as several instances run in production. An in-process app on the same database makes fixtures.
describe.runIf(process.env.TEST_DATABASE_URL)("two server processes on one database", () => {
  let owned: TestDatabase;
  let fixtures: TestApp;
  let a: ServerProcess;
  let b: ServerProcess;
  const folders: string[] = [];

  beforeAll(async () => {
    owned = await createTestDatabase();
    fixtures = await createTestApp({ database: owned.database });
    const instance = async () => {
      const folder = await mkdtemp(join(tmpdir(), "itinera-instance-"));
      folders.push(folder);
      return startServerProcess({
        DATABASE_URL: owned.url as string,
        DATA_DIR: folder,
        FILES_DIR: join(folder, "files"),
        PUBLIC_URL: TEST_ORIGIN,
        AUTH_SECRET: testConfig().authSecret,
        DEMO: "0",
        NODE_ENV: "development",
        LOG_LEVEL: "debug",
      });
    };
    [a, b] = await Promise.all([instance(), instance()]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await fixtures?.close();
    await owned?.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  const headers = (cookie: string | null) => ({
    ...(cookie ? { cookie } : {}),
    origin: TEST_ORIGIN,
    "content-type": "application/json",
  });
  const post = (on: ServerProcess, url: string, cookie: string | null, body: object = {}) =>
    fetch(`${on.base}${url}`, { method: "POST", headers: headers(cookie), body: JSON.stringify(body) });

  const socketOn = (on: ServerProcess, cookie: string) => openLiveSocket(on.port, cookie);

  it("delivers a chat message sent through A to a socket on B within a second", async () => {
    const agent = await fixtures.signInAs("agent");
    const client = await clientUser(fixtures, "Two Instances Ltd");
    const tripId = await makeTrip(fixtures, client.clientId);
    const listener = await socketOn(b, client.cookie);
    try {
      const sentAt = Date.now();
      const sent = await post(a, `/api/chats/trip/${tripId}/messages`, agent.cookie, {
        message: "Your visa is ready",
      });
      expect(sent.status).toBe(201);
      const { id } = (await sent.json()) as { id: string };
      await expect
        .poll(() => listener.heard.find((event) => event.topic === "chat"), { timeout: 5_000 })
        .toBeTruthy();
      const index = listener.heard.findIndex((event) => event.topic === "chat");
      expect(listener.arrivals[index] ?? Number.POSITIVE_INFINITY).toBeLessThan(sentAt + 1_000);
      expect(JSON.stringify(listener.heard[index])).not.toContain("Your visa is ready");
      expect(id).toBeTruthy();
    } finally {
      listener.socket.close();
    }
  });

  it("lets no event of a rolled-back write reach either process, and one of a committed write reach both", async () => {
    const agent = await fixtures.signInAs("agent");
    const [onA, onB] = [await socketOn(a, agent.cookie), await socketOn(b, agent.cookie)];
    try {
      const event = (id: string) => ({
        topic: "trips" as const,
        id,
        op: "update" as const,
        audience: { kind: "staff" as const },
      });
      await expect(
        fixtures.ctx.kernel.mutate(SYSTEM, async (change) => {
          change.emit(event("rolled-back"));
          throw new Error("the write failed after announcing");
        }),
      ).rejects.toThrow("the write failed after announcing");
      await fixtures.ctx.kernel.mutate(SYSTEM, async (change) => change.emit(event("committed")));
      // One channel, in commit order: once the later event is in, the earlier would have been.
      for (const socket of [onA, onB]) {
        await expect
          .poll(() => socket.heard.map((event) => event.id), { timeout: 5_000 })
          .toContain("committed");
        expect(socket.heard.map((event) => event.id)).not.toContain("rolled-back");
      }
    } finally {
      onA.socket.close();
      onB.socket.close();
    }
  });

  it("downloads through B a file uploaded through A", async () => {
    const agent = await fixtures.signInAs("agent");
    const client = await clientUser(fixtures, "Shared Files Ltd");
    const tripId = await makeTrip(fixtures, client.clientId);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const form = new FormData();
    form.append("file", new Blob([pdf], { type: "application/pdf" }), "visa.pdf");
    const uploaded = await fetch(`${a.base}/api/chats/trip/${tripId}/attachments`, {
      method: "POST",
      headers: { cookie: agent.cookie, origin: TEST_ORIGIN },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const message = (await uploaded.json()) as { id: string };
    const downloaded = await fetch(`${b.base}/api/chats/attachments/${message.id}`, {
      headers: { cookie: agent.cookie, origin: TEST_ORIGIN },
    });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(pdf);
  });

  it("runs each background job once, on one of the two", () => {
    // The processes log as in development (pino-pretty): the job's name is on the line after the message.
    const lines = [...a.logs, ...b.logs];
    const started = lines.flatMap((line, i) =>
      line.includes("background job started") ? [/job: "([^"]+)"/.exec(lines[i + 1] ?? "")?.[1]] : [],
    );
    // Both ticked at start; the jobs of a period longer than this test ran exactly once between them.
    for (const job of [
      "invoices.mark-overdue",
      "notifications.passports",
      "notifications.daily-digest",
      "idempotency-keys.sweep",
    ]) {
      expect(
        started.filter((name) => name === job),
        job,
      ).toHaveLength(1);
    }
  });

  it("holds one address to the anonymous limit across both", async () => {
    // 120 anonymous requests a minute per address: 80 to each process from this one address.
    const answers = await Promise.all(
      [a, b].flatMap((on) =>
        Array.from({ length: 80 }, () => fetch(`${on.base}/api/meta`).then((res) => res.status)),
      ),
    );
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(120);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40);
  });

  it("closes on B the socket of a session ended through A", async () => {
    const client = await clientUser(fixtures, "Signed Out Ltd");
    const listener = await socketOn(b, client.cookie);
    const endedAt = Date.now();
    expect((await post(a, "/api/auth/sign-out", client.cookie)).status).toBe(200);
    expect(await listener.closed).toBe(SESSION_ENDED_CLOSE);
    expect(Date.now() - endedAt).toBeLessThan(1_000);
  });
});
