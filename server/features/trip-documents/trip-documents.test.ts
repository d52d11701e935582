import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import {
  type TripDocument,
  tripDocumentListSchema,
  tripDocumentSchema,
} from "#domain/trip-documents/trip-document.schema";
import {
  TRIP_DOCUMENT_MAX_BYTES,
  TRIP_DOCUMENT_TOO_LARGE_MESSAGE,
  TRIP_DOCUMENT_UNSUPPORTED_MESSAGE,
} from "#domain/trip-documents/trip-document-values";
import { auditLogs } from "../../db/schema/audit-logs";
import { storedFiles as files } from "../../db/schema/stored-files";
import { tripDocuments } from "../../db/schema/trip-documents";
import { trips } from "../../db/schema/trips";
import { withCastApp } from "../../test/cast-app";
import { type FormFile, multipartForm } from "../../test/multipart";
import { JPEG, PDF, PNG } from "../../test/sample-files";
import { staffViewer } from "../../test/test-app";
import { issues, MISSING_ID, makeTrip, type Session } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();

async function upload(
  session: Session | null,
  tripId: string,
  fields: Record<string, string>,
  file?: FormFile,
) {
  // A document is sent as a PDF unless the test says otherwise.
  const { payload, headers } = multipartForm(fields, file && { type: "application/pdf", ...file });
  return call(session, "POST", `/api/trips/${tripId}/documents`, payload, headers);
}

async function uploaded(tripId: string, name = "e-ticket.pdf", content = PDF): Promise<TripDocument> {
  const res = await upload(cast.agent, tripId, { documentType: "ticket" }, { name, content });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return tripDocumentSchema.parse(res.json());
}

/** The keys of the documents' files in the database. */
async function storedFiles(): Promise<string[]> {
  const rows = await t.database.db
    .select({ key: files.key })
    .from(files)
    .where(eq(files.kind, "trip-documents"))
    .orderBy(files.key);
  return rows.map((row) => row.key);
}

async function storageKey(id: string): Promise<string> {
  const [row] = await t.database.db.select().from(tripDocuments).where(eq(tripDocuments.id, id));
  return row!.storageKey;
}

describe("upload", () => {
  it("stores the name without bidi or other control characters, so it reads as what it is", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const doc = await uploaded(tripId, "invoice\u202Efdp.exe\u200E\u0007.pdf");
    expect(doc.fileName).toBe("invoicefdp.exe.pdf");
    const [row] = await t.database.db.select().from(tripDocuments).where(eq(tripDocuments.id, doc.id));
    expect(row?.fileName).toBe("invoicefdp.exe.pdf");
  });

  it("stores a PDF under a random key and lists it", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const before = await storedFiles();
    const doc = await uploaded(tripId, "LH400 e-ticket.pdf");
    expect(doc).toMatchObject({
      tripId,
      documentType: "ticket",
      fileName: "LH400 e-ticket.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.length,
      uploadedBy: "Test agent",
    });
    const key = await storageKey(doc.id);
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect((await storedFiles()).filter((f) => !before.includes(f))).toEqual([key]);
    const list = tripDocumentListSchema.parse(
      (await call(cast.clientA, "GET", `/api/trips/${tripId}/documents`)).json(),
    );
    expect(list).toEqual({ items: [doc], total: 1 });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "trip_document"), eq(auditLogs.entityId, doc.id)));
    expect(audit?.summary).toMatch(/^Uploaded ticket LH400 e-ticket\.pdf to trip Trip \d+$/);
  });

  it("recognises PNG and JPEG by content, whatever the name and type sent", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    let res = await upload(
      cast.agent,
      tripId,
      { documentType: "passport" },
      { name: "scan.pdf", content: PNG },
    );
    expect(res.json()).toMatchObject({ contentType: "image/png", fileName: "scan.png" });
    res = await upload(
      cast.agent,
      tripId,
      { documentType: "visa" },
      { name: "visa", content: JPEG, type: "application/octet-stream" },
    );
    expect(res.json()).toMatchObject({
      contentType: "image/jpeg",
      fileName: "visa.jpg",
      documentType: "visa",
    });
  });

  it("names the file after the type its bytes are: an HTML name on a PDF is stored and offered as .pdf", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const doc = await uploaded(tripId, "poly.html");
    expect(doc).toMatchObject({ fileName: "poly.pdf", contentType: "application/pdf" });
    const [row] = await t.database.db.select().from(tripDocuments).where(eq(tripDocuments.id, doc.id));
    expect(row?.fileName).toBe("poly.pdf");
    const res = await call(cast.clientA, "GET", `/api/trips/${tripId}/documents/${doc.id}/download`);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="poly\.pdf"/);
    expect(res.headers["content-disposition"]).not.toContain("html");
  });

  it("refuses content that is not PDF, PNG or JPEG with a 415, and keeps nothing", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const before = await storedFiles();
    for (const content of [
      Buffer.from("just text, named like a PDF"),
      Buffer.from("<html><script>alert(1)</script></html>"),
      Buffer.from("GIF89a........"),
      Buffer.alloc(0),
      Buffer.concat([Buffer.from("x"), PDF]),
    ]) {
      const res = await upload(
        cast.agent,
        tripId,
        { documentType: "ticket" },
        { name: "ticket.pdf", content },
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: TRIP_DOCUMENT_UNSUPPORTED_MESSAGE,
      });
    }
    expect(await storedFiles()).toEqual(before);
    expect((await call(cast.agent, "GET", `/api/trips/${tripId}/documents`)).json().total).toBe(0);
  });

  it("takes exactly 10 MB and refuses one byte more with a 413, keeping nothing", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    // Bytes that differ slice to slice, so a download read out of order or short would show.
    const limit = Buffer.alloc(TRIP_DOCUMENT_MAX_BYTES);
    for (let i = 0; i < limit.length; i++) limit[i] = i % 251;
    PDF.copy(limit);
    const doc = await uploaded(tripId, "big.pdf", limit);
    expect(doc.sizeBytes).toBe(TRIP_DOCUMENT_MAX_BYTES);
    const download = await call(cast.agent, "GET", `/api/trips/${tripId}/documents/${doc.id}/download`);
    expect(download.headers["content-length"]).toBe(String(TRIP_DOCUMENT_MAX_BYTES));
    expect(download.rawPayload.equals(limit)).toBe(true);
    const before = await storedFiles();
    const res = await upload(
      cast.agent,
      tripId,
      { documentType: "ticket" },
      { name: "huge.pdf", content: Buffer.concat([limit, Buffer.from(" ")]) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: TRIP_DOCUMENT_TOO_LARGE_MESSAGE });
    expect(await storedFiles()).toEqual(before);
  });

  it("needs a file and a document type, as multipart", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const before = await storedFiles();
    let res = await upload(cast.agent, tripId, { documentType: "ticket" });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({ "body.file": "Attach a file" });
    for (const fields of [{}, { documentType: "boarding-pass" }] as Record<string, string>[]) {
      res = await upload(cast.agent, tripId, fields, { name: "a.pdf", content: PDF });
      expect(res.statusCode).toBe(400);
      expect(issues(res)).toEqual({
        "body.documentType":
          "Choose a document type: ticket, voucher, invoice, passport, visa, insurance, other",
      });
    }
    res = await call(cast.agent, "POST", `/api/trips/${tripId}/documents`, { documentType: "ticket" });
    expect(res.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
  });

  it("takes one file at a time", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const boundary = "----two-files";
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${PDF.toString("latin1")}\r\n`;
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nticket\r\n${part("a.pdf")}${part("b.pdf")}--${boundary}--\r\n`;
    const before = await storedFiles();
    const res = await call(cast.agent, "POST", `/api/trips/${tripId}/documents`, payload, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Upload one file at a time.");
    expect(await storedFiles()).toEqual(before);
  });
});

describe("download", () => {
  it("sends the file as an attachment with its type and a safe name", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const doc = await uploaded(tripId, "../Reiseplan  Zürich;.pdf");
    expect(doc.fileName).toBe("Reiseplan Zürich;.pdf");
    for (const session of [cast.agent, cast.admin, cast.clientA]) {
      const res = await call(session, "GET", `/api/trips/${tripId}/documents/${doc.id}/download`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="Reiseplan Zurich_.pdf"; filename*=UTF-8''Reiseplan%20Z%C3%BCrich%3B.pdf`,
      );
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it("answers 404 for a document of another trip or with its file missing", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const other = await makeTrip(t, cast.clientA.clientId);
    const doc = await uploaded(tripId);
    expect(
      (await call(cast.agent, "GET", `/api/trips/${other}/documents/${doc.id}/download`)).statusCode,
    ).toBe(404);
    // Bypassing the row's trigger: a record whose file went missing (a start that could not move it in).
    await t.database.db.delete(files).where(eq(files.key, await storageKey(doc.id)));
    const res = await call(cast.agent, "GET", `/api/trips/${tripId}/documents/${doc.id}/download`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("The file of this document is missing. Upload it again.");
  });
});

describe("delete", () => {
  it("removes the row and the file, and tells open screens", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const doc = await uploaded(tripId);
    const key = await storageKey(doc.id);
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => events.push(event) });
    try {
      expect((await call(cast.agent, "DELETE", `/api/trips/${tripId}/documents/${doc.id}`)).statusCode).toBe(
        204,
      );
      await expect.poll(() => events).toContainEqual({ topic: "trips", id: tripId, op: "update" });
    } finally {
      unsubscribe();
    }
    expect(await storedFiles()).not.toContain(key);
    expect((await call(cast.agent, "DELETE", `/api/trips/${tripId}/documents/${doc.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(cast.agent, "GET", `/api/trips/${tripId}/documents/${doc.id}/download`)).statusCode,
    ).toBe(404);
  });

  it("removes a deleted trip's files right after the delete, not an hour later", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const keys = [
      await storageKey((await uploaded(tripId)).id),
      await storageKey((await uploaded(tripId, "visa.png", PNG)).id),
    ];
    const other = await storageKey((await uploaded(await makeTrip(t, cast.clientA.clientId))).id);
    expect((await call(cast.agent, "DELETE", `/api/trips/${tripId}`)).statusCode).toBe(200);
    const files = await storedFiles();
    for (const key of keys) expect(files).not.toContain(key);
    expect(files).toContain(other);
  });

  it("removes the files of a trip deleted by a cascade too, in the same transaction", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const kept = await storageKey((await uploaded(await makeTrip(t, cast.clientA.clientId))).id);
    const gone = await storageKey((await uploaded(tripId)).id);
    await t.database.db.delete(trips).where(eq(trips.id, tripId));
    const files = await storedFiles();
    expect(files).not.toContain(gone);
    expect(files).toContain(kept);
  });
});

describe("access", () => {
  it("lets whoever sees the trip list and download, and only staff upload and delete", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const doc = await uploaded(tripId);
    const base = `/api/trips/${tripId}/documents`;
    const download = `${base}/${doc.id}/download`;
    for (const url of [base, download]) {
      expect((await call(null, "GET", url)).statusCode).toBe(401);
      expect((await call(cast.clientB, "GET", url)).statusCode).toBe(404);
      expect((await call(cast.clientless, "GET", url)).statusCode).toBe(404);
      for (const session of [cast.clientA, cast.agent, cast.admin]) {
        expect((await call(session, "GET", url)).statusCode).toBe(200);
      }
    }
    const pdf = { name: "a.pdf", content: PDF };
    expect((await upload(null, tripId, { documentType: "ticket" }, pdf)).statusCode).toBe(401);
    expect((await upload(cast.clientA, tripId, { documentType: "ticket" }, pdf)).statusCode).toBe(403);
    expect((await upload(cast.admin, tripId, { documentType: "ticket" }, pdf)).statusCode).toBe(201);
    expect((await upload(cast.agent, MISSING_ID, { documentType: "ticket" }, pdf)).statusCode).toBe(404);
    expect((await call(null, "DELETE", `${base}/${doc.id}`)).statusCode).toBe(401);
    expect((await call(cast.clientA, "DELETE", `${base}/${doc.id}`)).statusCode).toBe(403);
    expect((await call(cast.admin, "DELETE", `${base}/${doc.id}`)).statusCode).toBe(204);
  });
});
