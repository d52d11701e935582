import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { storedFiles } from "../db/schema/stored-files";
import { supportTickets } from "../db/schema/support";
import { makePackage } from "../test/booking-fixtures";
import { withCastApp } from "../test/cast-app";
import { multipartForm } from "../test/multipart";
import { PDF } from "../test/sample-files";
import { createTestApp, type TestApp } from "../test/test-app";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { caller, makeTrip, type Session } from "../test/trip-fixtures";
import type { FileKind } from "./file-store";

// Two instances on one database, each with a FILES_DIR of its own: files live in the database, so either
// serves what the other took. Hooks run in reverse order after the tests: b closes, then a, then the database.
let shared: TestDatabase;
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(async () => {
  await shared.close();
});
const { t, cast, call } = withCastApp(() => ({ database: shared.database }));
let b: TestApp;
beforeAll(async () => {
  const database = shared.url ? await openDatabase({ databaseUrl: shared.url }) : shared.database;
  b = await createTestApp({ database, tempFilesDir: "itinera-files-b-" });
});
afterAll(async () => {
  await b.close();
  if (b.database !== shared.database) await b.database.close();
});
const callB = (...args: Parameters<ReturnType<typeof caller>>) => caller(b)(...args);

const send = (session: Session, method: "POST" | "PUT", url: string, content: Buffer, fields = {}) => {
  const form = multipartForm(fields, { name: "upload.bin", content });
  return call(session, method, url, form.payload, form.headers);
};

const keysOf = async (kind: FileKind) =>
  (
    await t.database.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.kind, kind))
  ).map((row) => row.key);

const picture = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();

describe("files in the database", () => {
  it("are served by another instance with another FILES_DIR, byte for byte, for every kind", async () => {
    expect(b.filesDir).not.toBe(t.filesDir);
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const document = await send(cast.agent, "POST", `/api/trips/${tripId}/documents`, PDF, {
      documentType: "ticket",
    });
    expect(document.statusCode, document.body).toBe(201);
    const message = await send(cast.clientA, "POST", `/api/chats/trip/${tripId}/attachments`, PDF);
    expect(message.statusCode, message.body).toBe(201);
    const ticket = await call(cast.clientA, "POST", "/api/support-tickets", {
      title: "Voucher",
      ticketType: "document_upload",
      description: "Here it is.",
    });
    const attached = await send(
      cast.clientA,
      "PUT",
      `/api/support-tickets/${ticket.json().id}/attachment`,
      PDF,
    );
    expect(attached.statusCode, attached.body).toBe(200);
    const packageId = await makePackage(t);
    const pkg = await send(cast.agent, "PUT", `/api/packages/${packageId}/image`, await picture());
    expect(pkg.statusCode, pkg.body).toBe(200);
    const logo = await send(cast.admin, "PUT", "/api/agency-settings/logo", await picture());
    expect(logo.statusCode, logo.body).toBe(200);

    const asSent = [
      `/api/trips/${tripId}/documents/${document.json().id}/download`,
      `/api/chats/attachments/${message.json().id}`,
      `/api/support-tickets/${ticket.json().id}/attachment`,
    ];
    for (const url of asSent) {
      const res = await callB(cast.agent, "GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-length"]).toBe(String(PDF.length));
      expect(res.rawPayload.equals(PDF), url).toBe(true);
    }
    // Images are kept re-encoded: both instances send the same stored bytes, with the cache headers of before.
    for (const url of [pkg.json().imageUrl, logo.json().logoUrl]) {
      const [fromA, fromB] = [await call(cast.agent, "GET", url), await callB(cast.agent, "GET", url)];
      expect(fromB.statusCode, url).toBe(200);
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
      expect(fromB.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
      expect(fromB.headers.etag).toMatch(/^"[\w-]{12}"$/);
      const cached = await callB(cast.agent, "GET", url, undefined, { "if-none-match": fromB.headers.etag! });
      expect(cached.statusCode).toBe(304);
    }
  });

  it("go with their chat message when its trip is deleted", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const other = await makeTrip(t, cast.clientA.clientId);
    await send(cast.clientA, "POST", `/api/chats/trip/${tripId}/attachments`, PDF);
    await send(cast.clientA, "POST", `/api/chats/trip/${other}/attachments`, PDF);
    const before = await keysOf("chat-attachments");
    expect((await call(cast.agent, "DELETE", `/api/trips/${tripId}`)).statusCode).toBe(200);
    expect(await keysOf("chat-attachments")).toHaveLength(before.length - 1);
  });

  it("go with their support ticket, and a replaced attachment's file goes at once", async () => {
    const ticket = await call(cast.clientA, "POST", "/api/support-tickets", {
      title: "Blank page",
      ticketType: "document_upload",
      description: "The PDF shows a blank page.",
    });
    const id = ticket.json().id as string;
    const before = await keysOf("ticket-attachments");
    await send(cast.clientA, "PUT", `/api/support-tickets/${id}/attachment`, PDF);
    await send(cast.clientA, "PUT", `/api/support-tickets/${id}/attachment`, PDF);
    const [row] = await t.database.db
      .select({ key: supportTickets.attachmentKey })
      .from(supportTickets)
      .where(eq(supportTickets.id, id));
    expect(await keysOf("ticket-attachments")).toEqual(expect.arrayContaining([row!.key]));
    expect(await keysOf("ticket-attachments")).toHaveLength(before.length + 1);
    // Tickets have no delete route: however a row goes, its file goes with it.
    await t.database.db.delete(supportTickets).where(eq(supportTickets.id, id));
    expect(await keysOf("ticket-attachments")).toHaveLength(before.length);
  });
});
