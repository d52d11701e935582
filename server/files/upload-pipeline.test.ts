import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "#domain/errors";
import { storedFiles } from "../db/schema/stored-files";
import { registerErrorHandler } from "../http/error-handler";
import { registerInputGuard } from "../http/input-guard";
import { registerJsonBodyParser } from "../http/json-body";
import { createKernel, SYSTEM } from "../kernel/mutate";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { type FileKind, openFile } from "./file-store";
import type { AsSentUploadKind, TextUploadKind } from "./upload-kind";
import { packageImageUpload, ticketAttachmentUpload, tripDocumentUpload } from "./upload-kinds";
import { receiveUpload } from "./upload-pipeline";

const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");
const LIMIT = 64;

// The real kinds' sniffing, names and answers, with a small limit.
const documents: AsSentUploadKind = { ...tripDocumentUpload, fields: ["note"], maxBytes: LIMIT };
const wholeDocuments: AsSentUploadKind = { ...ticketAttachmentUpload, maxBytes: LIMIT };
const csv: TextUploadKind = {
  mode: "text",
  field: "csv",
  maxBytes: 32,
  limits: { fieldSize: 33, parts: 10 },
  messages: { tooLarge: "The CSV is larger than 32 bytes." },
};

let app: FastifyInstance;
let owned: TestDatabase;
/** The keys of the stored files of a kind. */
const stored = async (kind: FileKind = "trip-documents") =>
  (
    await owned.database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.kind, kind))
  ).map((row) => row.key);

beforeAll(async () => {
  owned = await createTestDatabase();
  const kernel = createKernel(owned.database.db);
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerInputGuard(app);
  await app.register(async (routes) => {
    routes.post("/documents", { config: { upload: documents } }, async (request, reply) => {
      const upload = await receiveUpload(request, documents, {
        fields: ({ note }) => {
          if (note === "refuse") throw new AppError("VALIDATION_FAILED", "No such note");
          return { note };
        },
      });
      const recorded = await upload.record((file, fields) =>
        kernel.mutate(SYSTEM, async () => {
          // The change fails after the kernel opened its transaction: everything in it rolls back.
          if (fields.note === "fail") throw new AppError("CONFLICT", "The change failed");
          return { file, fields, uploadedBytes: upload.uploadedBytes };
        }),
      );
      return reply.status(201).send(recorded);
    });
    // A change that never reaches the kernel: its file has no transaction to be written in.
    routes.post("/unrecorded", { config: { upload: documents } }, async (request) => {
      const upload = await receiveUpload(request, documents);
      return upload.record(async (file) => file);
    });
    routes.post("/whole", { config: { upload: wholeDocuments } }, async (request) => {
      return (await receiveUpload(request, wholeDocuments)).file;
    });
    routes.put("/image", { config: { upload: packageImageUpload } }, async (request) => {
      const upload = await receiveUpload(request, packageImageUpload);
      const file = await upload.record((kept) => kernel.mutate(SYSTEM, async () => kept));
      return { file, uploadedBytes: upload.uploadedBytes };
    });
    routes.post("/csv", { config: { upload: csv }, bodyLimit: 100 }, async (request) => request.body);
    routes.post("/json", async (request) => ({ body: request.body ?? null }));
    routes.get("/json", async () => ({ ok: true }));
  });
  // Like better-auth's routes: a scope that reads every body raw keeps doing so.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer" }, (_request, payload, done) => done(null, payload));
    raw.post("/raw", async (request) => ({ bytes: (request.body as Buffer).length }));
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await owned.close();
});
beforeEach(async () => {
  await owned.database.db.delete(storedFiles);
});

type Part = { name: string; value?: string; file?: { name: string; content: Buffer; type?: string } };

function form(parts: Part[]) {
  const boundary = "----pipeline-test";
  const chunks = parts.flatMap((part) =>
    part.file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\n` +
              `Content-Type: ${part.file.type ?? "application/octet-stream"}\r\n\r\n`,
          ),
          part.file.content,
          Buffer.from("\r\n"),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const send = (method: "POST" | "PUT", url: string, parts: Part[]) =>
  app.inject({ method, url, ...form(parts) });
const file = (name: string, content: Buffer, type?: string): Part => ({
  name: "file",
  file: { name, content, type },
});

describe("the upload pipeline", () => {
  it("stores a file recognised by its bytes under a random key, with its name cleaned", async () => {
    const res = await send("POST", "/documents", [
      { name: "note", value: "hello" },
      file("../../etc/invoice\u202Efdp.exe\u200E\u0007.pdf", PDF),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { file: kept, fields, uploadedBytes } = res.json();
    expect(kept).toEqual({
      key: expect.stringMatching(/^[a-f0-9]{32}$/),
      sizeBytes: PDF.length,
      contentType: "application/pdf",
      fileName: "invoicefdp.exe.pdf",
    });
    expect(fields).toEqual({ note: "hello" });
    expect(uploadedBytes).toBe(PDF.length);
    expect(await stored()).toEqual([kept.key]);
    const download = await openFile(owned.database.db, "trip-documents", kept.key);
    expect(download?.size).toBe(PDF.length);
    expect(Buffer.concat(await download!.stream.toArray()).equals(PDF)).toBe(true);
  });

  it("names a file whose name cleans to nothing after its sniffed type", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const res = await send("POST", "/documents", [file("\u202E\u2066 ", png, "application/pdf")]);
    expect(res.json().file).toMatchObject({ contentType: "image/png", fileName: "document.png" });
  });

  it.each([
    [
      "HTML named .pdf, sent as application/pdf",
      "ticket.pdf",
      Buffer.from("<html><script>x</script>"),
      "application/pdf",
    ],
    ["a GIF named .png, sent as image/png", "photo.png", Buffer.from("GIF89a........"), "image/png"],
    ["an empty file", "empty.pdf", Buffer.alloc(0), "application/pdf"],
  ])("refuses %s with the kind's 415, keeping nothing", async (_, name, content, type) => {
    const res = await send("POST", "/documents", [file(name, content, type)]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: documents.messages.unsupported,
    });
    expect(await stored()).toEqual([]);
  });

  it("takes a file of exactly the limit and refuses one byte more with the kind's 413, keeping nothing", async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(LIMIT - PDF.length, 0x20)]);
    expect((await send("POST", "/documents", [file("a.pdf", exact)])).statusCode).toBe(201);
    await owned.database.db.delete(storedFiles);
    for (const url of ["/documents", "/whole"]) {
      const res = await send("POST", url, [file("a.pdf", Buffer.concat([exact, Buffer.from(" ")]))]);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: documents.messages.tooLarge });
    }
    expect(await stored()).toEqual([]);
  });

  it("takes one file at a time: a second answers the kind's 400 and the first is removed", async () => {
    for (const url of ["/documents", "/whole"]) {
      const res = await send("POST", url, [file("a.pdf", PDF), file("b.pdf", PDF)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: "BAD_REQUEST", message: documents.messages.oneAtATime });
    }
    // A kind held whole is checked once the body is read: the second file answers first, as before.
    const res = await send("POST", "/whole", [file("a.pdf", Buffer.from("not a pdf")), file("b.pdf", PDF)]);
    expect(res.json().error.message).toBe(documents.messages.oneAtATime);
    expect(await stored()).toEqual([]);
  });

  it("names the missing file's field, ignores other files, and wants multipart", async () => {
    const res = await send("POST", "/documents", [
      { name: "note", value: "x" },
      { name: "upload", file: { name: "a.pdf", content: PDF } },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues).toEqual([{ path: "body.file", message: "Attach a file" }]);
    const json = await app.inject({ method: "POST", url: "/documents", payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe(documents.messages.notMultipart);
    expect(await stored()).toEqual([]);
  });

  it("writes nothing when its fields are refused or the change recording it rolls back", async () => {
    for (const note of ["refuse", "fail"]) {
      const res = await send("POST", "/documents", [{ name: "note", value: note }, file("a.pdf", PDF)]);
      expect(res.statusCode).toBe(note === "refuse" ? 400 : 409);
    }
    expect(await stored()).toEqual([]);
  });

  it("refuses to record a file in a change that runs no kernel change: it would have no transaction", async () => {
    const res = await send("POST", "/unrecorded", [file("a.pdf", PDF)]);
    expect(res.statusCode).toBe(500);
    expect(await stored()).toEqual([]);
  });

  it("re-encodes an image: a JPEG with metadata is kept as an 800×500 WebP without it", async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#08f" } })
      .withExif({ IFD0: { Copyright: "SECRET-OWNER" } })
      .jpeg()
      .toBuffer();
    const res = await send("PUT", "/image", [file("camera.png", jpeg, "image/png")]);
    expect(res.statusCode, res.body).toBe(200);
    const { file: kept, uploadedBytes } = res.json();
    expect(kept).toMatchObject({ contentType: "image/webp", fileName: "camera.webp" });
    expect(uploadedBytes).toBe(jpeg.length);
    const image = await openFile(owned.database.db, "package-images", kept.key);
    const bytes = Buffer.concat(await image!.stream.toArray());
    expect(bytes.length).toBe(kept.sizeBytes);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 800, 500, undefined]);
    expect(bytes.includes("SECRET")).toBe(false);
    const broken = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(64, 7)]);
    const refused = await send("PUT", "/image", [file("broken.png", broken, "image/png")]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe(packageImageUpload.messages.unsupported);
    expect(await stored("package-images")).toEqual([kept.key]);
    expect(await stored("trip-documents")).toEqual([]);
  });

  it("reads a text kind's file into the body and answers its 413s, multipart or JSON, in its words", async () => {
    const ok = await send("POST", "/csv", [
      { name: "csv", file: { name: "a.csv", content: Buffer.from("code\r\nWCHR\r\n") } },
      { name: "other", value: "x" },
    ]);
    expect(ok.json()).toEqual({ csv: "code\r\nWCHR\r\n", other: "x" });
    const json = await app.inject({ method: "POST", url: "/csv", payload: { csv: "code" } });
    expect(json.json()).toEqual({ csv: "code" });
    const big = await send("POST", "/csv", [
      { name: "csv", file: { name: "a.csv", content: Buffer.alloc(40, 65) } },
    ]);
    const bigJson = await app.inject({ method: "POST", url: "/csv", payload: { csv: "x".repeat(200) } });
    for (const res of [big, bigJson]) {
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe(csv.messages.tooLarge);
    }
    const nul = await send("POST", "/csv", [
      { name: "csv", file: { name: "a.csv", content: Buffer.from("a\u0000b") } },
    ]);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.details.issues[0].path).toBe("body.csv");
  });

  it("refuses multipart on a route that declares no upload, as Fastify does without a parser", async () => {
    const res = await send("POST", "/json", [{ name: "a", value: "b" }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: "Unsupported Media Type" });
    const get = await app.inject({ method: "GET", url: "/json", headers: form([]).headers });
    expect(get.statusCode).toBe(200);
    const json = await app.inject({ method: "POST", url: "/json", payload: { a: 1 } });
    expect(json.json()).toEqual({ body: { a: 1 } });
    const raw = form([{ name: "a", value: "b" }]);
    const passed = await app.inject({ method: "POST", url: "/raw", ...raw });
    expect(passed.json()).toEqual({ bytes: raw.payload.length });
  });
});
