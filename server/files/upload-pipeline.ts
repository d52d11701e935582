import { pipeline } from "node:stream/promises";
import multipart, { type MultipartFile } from "@fastify/multipart";
import {
  errorCodes,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type preParsingAsyncHookHandler,
  type preValidationAsyncHookHandler,
} from "fastify";
import fp from "fastify-plugin";
import { AppError, fieldError } from "#domain/errors";
import { storedUploadName } from "#domain/upload-name";
import { once, withCommitHook } from "../kernel/commit-hooks";
import { insertFile, newFileKey } from "./file-store";
import type { FileUploadKind, StoredUpload, TextUploadKind, UploadKind } from "./upload-kind";
import { SniffCheck } from "./upload-sniff";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The upload this route takes (server/files/upload-kinds.ts); a route without one refuses multipart. */
    upload?: UploadKind;
  }
}

const BODYLESS = new Set(["GET", "HEAD", "TRACE"]);

const tooLarge = (kind: UploadKind) => new AppError("PAYLOAD_TOO_LARGE", kind.messages.tooLarge);

/** A parser's refusal in the words of the route's upload kind; null when the kind has none for it. */
export function uploadError(kind: UploadKind, error: FastifyError): AppError | null {
  if (kind.mode === "text") return error.statusCode === 413 ? tooLarge(kind) : null;
  if (error.code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(kind);
  if (error.code === "FST_FILES_LIMIT") return new AppError("BAD_REQUEST", kind.messages.oneAtATime);
  return null;
}

// A route that takes no upload answers multipart as it would without a parser for it (Fastify's own 415).
const refuseMultipart: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  if (request.mediaType === "multipart/form-data") throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
  return payload;
};

/** Puts a multipart body's fields into `request.body` (repeated ones as lists), the file as UTF-8 text. */
function readTextIntoBody(kind: TextUploadKind): preValidationAsyncHookHandler {
  return async (request) => {
    if (!request.isMultipart()) return;
    const values = new Map<string, unknown[]>();
    const limits = { fileSize: kind.maxBytes, files: 1, ...kind.limits };
    for await (const part of request.parts({ limits })) {
      const value = part.type === "file" ? (await part.toBuffer()).toString("utf8") : part.value;
      values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), value]);
    }
    request.body = Object.fromEntries(
      [...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]),
    );
  };
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * The upload pipeline, registered once for the whole app: one multipart parser (each kind's limits apply
 * where its route reads the body). A route declares the kind it takes in `config.upload`; the parser's
 * refusals there answer in that kind's words, a text kind's file lands in the body, and every route that
 * declares none refuses multipart with 415.
 */
export const uploadPipeline = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart);
    app.addHook("onRoute", function (route) {
      const kind = route.config?.upload;
      if (!kind) {
        // Scopes with parsers of their own (better-auth's raw bodies) keep answering as they do.
        const parsesMultipart = this.hasContentTypeParser("multipart/form-data");
        if (parsesMultipart && asList(route.method).some((method) => !BODYLESS.has(method))) {
          route.preParsing = [...asList(route.preParsing), refuseMultipart];
        }
        return;
      }
      const own = route.errorHandler;
      route.errorHandler = function (error, request, reply) {
        const mapped = uploadError(kind, error) ?? error;
        if (own) return own.call(this, mapped, request, reply);
        throw mapped;
      };
      // First of the route's own hooks: the input guard, last, checks the body this fills.
      if (kind.mode === "text")
        route.preValidation = [readTextIntoBody(kind), ...asList(route.preValidation)];
    });
  },
  { name: "upload-pipeline" },
);

export interface ReceiveOptions<F> {
  /** Runs once the body is known to be multipart, before the file is read (a 404 for a missing record). */
  check?: () => Promise<unknown>;
  /** Reads the kind's text fields once the file is checked; a refusal (thrown) drops the file. */
  fields?: (raw: Readonly<Record<string, unknown>>) => F;
}

/** A checked upload and its fields, held in memory until the change that records it writes its bytes. */
export interface ReceivedUpload<T extends string, F> {
  readonly file: StoredUpload<T>;
  /** The size the client sent (an image's stored bytes are its re-encoding). */
  readonly uploadedBytes: number;
  readonly fields: F;
  /**
   * Runs the change that records the file: its bytes are written in that change's transaction, last, so they
   * commit with the record or not at all. The change must run through the kernel (ctx.kernel.mutate), once: the
   * bytes go with the first kernel change that commits.
   */
  record<R>(change: (file: StoredUpload<T>, fields: F) => Promise<R>): Promise<R>;
}

type UploadRequest = Pick<FastifyRequest, "isMultipart" | "parts" | "routeOptions">;
type Kept<T extends string> = { file: StoredUpload<T>; bytes: Buffer; uploadedBytes: number };

const unsupported = (kind: FileUploadKind) =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", kind.messages.unsupported);

const kept = <T extends string>(bytes: Buffer, contentType: T, fileName: string, uploadedBytes: number) => ({
  file: { key: newFileKey(), sizeBytes: bytes.length, contentType, fileName },
  bytes,
  uploadedBytes,
});

/** Reads a streamed kind's file while sniffing its first bytes: a refused type stops at its head. */
async function keepStreamed<T extends string>(
  kind: FileUploadKind<T>,
  part: MultipartFile,
): Promise<Kept<T>> {
  if (kind.mode !== "stream") throw new Error("only a streamed kind is kept while the body is read");
  const check = new SniffCheck(kind.sniff, kind.sniffBytes, () => unsupported(kind));
  const chunks: Buffer[] = [];
  await pipeline(part.file, check, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  const type = check.type;
  if (part.file.truncated || type === null) throw part.file.truncated ? tooLarge(kind) : unsupported(kind);
  const bytes = Buffer.concat(chunks);
  return kept(
    bytes,
    type,
    storedUploadName(part.filename, kind.fallbackName, kind.extensions[type]),
    bytes.length,
  );
}

async function keepWhole<T extends string>(
  kind: FileUploadKind<T>,
  { bytes, name }: { bytes: Buffer; name: string },
): Promise<Kept<T>> {
  if (kind.mode === "image") {
    if (kind.sniff(bytes) === null) throw unsupported(kind);
    const image = await kind.encode(bytes).catch(() => {
      // A right signature on a broken body, or a format sharp will not read: not an image taken.
      throw unsupported(kind);
    });
    const fileName = storedUploadName(name, kind.fallbackName, kind.extension);
    return kept(image, kind.contentType, fileName, bytes.length);
  }
  const type = kind.sniff(bytes);
  if (type === null) throw unsupported(kind);
  return kept(bytes, type, storedUploadName(name, kind.fallbackName, kind.extensions[type]), bytes.length);
}

/**
 * The one way a route receives a file. Reads the multipart body of a route declaring `kind`: 415 unless it is
 * multipart, then `check`, then the file (413 over the limit, 400 for a second file, 415 when its bytes are
 * none of the kind's types), named cleanly with its type's extension and given a new key; 400 naming
 * `body.<field>` when no file came. Nothing is written until `record` runs the change that owns it.
 */
export async function receiveUpload<T extends string, F = Readonly<Record<string, unknown>>>(
  request: UploadRequest,
  kind: FileUploadKind<T>,
  options: ReceiveOptions<F> = {},
): Promise<ReceivedUpload<T, F>> {
  if (request.routeOptions.config.upload !== kind) {
    throw new Error(`${request.routeOptions.url} reads an upload it does not declare in config.upload`);
  }
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", kind.messages.notMultipart);
  await options.check?.();
  const raw: Record<string, unknown> = {};
  let received: Kept<T> | null = null;
  let held: { bytes: Buffer; name: string } | null = null;
  const limits = { fileSize: kind.maxBytes, files: 1, ...kind.limits };
  for await (const part of request.parts({ limits })) {
    if (part.type === "field") {
      if (kind.fields.includes(part.fieldname)) raw[part.fieldname] = part.value;
    } else if (part.fieldname !== kind.field || received || held) {
      part.file.resume();
    } else if (kind.mode === "stream") {
      received = await keepStreamed(kind, part);
    } else {
      // At most maxBytes (the parser refuses more), so it is held whole until the body is read.
      held = { bytes: await part.toBuffer(), name: part.filename };
    }
  }
  if (held) received = await keepWhole(kind, held);
  if (!received) throw fieldError(`body.${kind.field}`, kind.messages.missing);
  const { file, bytes, uploadedBytes } = received;
  const fields = options.fields ? options.fields(raw) : (raw as F);
  return {
    file,
    uploadedBytes,
    fields,
    async record(change) {
      const write = once((tx) => insertFile(tx, kind.fileKind, file.key, bytes).then(() => undefined));
      const result = await withCommitHook(write, () => change(file, fields));
      // The record committed without its file: the change did not run through the kernel.
      if (!write.ran())
        throw new Error(`the change recording a ${kind.fileKind} upload ran no kernel change`);
      return result;
    },
  };
}
