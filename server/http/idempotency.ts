import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "#domain/errors";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema/idempotency-keys";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
/** How long an answer is kept for replay. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const OPENAPI_NOTE =
  "Send an `Idempotency-Key` header (1–255 visible ASCII characters, new for each new request) to make a retry safe: the same request with the same key within 24 hours gets the first 2xx answer again, with `Idempotent-Replayed: true`, and creates nothing. 409 while the first is still running, or when the key was used for a different request.";

declare module "fastify" {
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored or the claim released. */
    idempotencyClaim?: { owner: string; key: string } | null;
  }
}

/** Deletes answers older than 24 hours; they are never replayed anyway. A job (server/jobs) calls it. Answers how many went. */
export async function sweepIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** Creates worth retrying: every POST under /api except sign-in and the rest of better-auth's. */
function applies(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "";
  return request.method === "POST" && path.startsWith("/api/") && !path.startsWith("/api/auth/");
}

/**
 * What makes two requests "the same": the parsed body, or for a streamed one (multipart uploads, read
 * by the handler) its length, which is all that is known before the handler runs.
 */
function requestHash(request: FastifyRequest): string {
  const content =
    request.body === undefined
      ? `stream:${request.headers["content-length"] ?? ""}`
      : `body:${JSON.stringify(request.body)}`;
  return createHash("sha256").update(content).digest("hex");
}

function headerError(message: string): AppError {
  const path = `headers.${IDEMPOTENCY_HEADER}`;
  return new AppError("VALIDATION_FAILED", `Invalid input — ${path}: ${message}`, {
    issues: [{ path, message }],
  });
}

/**
 * `Idempotency-Key` on creates: a retried POST (same caller, key, path and body) within 24 hours gets
 * the first answer again (with `Idempotent-Replayed: true`) instead of creating a second record. While
 * the first is still running a duplicate gets 409, and so does the same key with another request. Only 2xx
 * answers are kept: after a 4xx or 5xx nothing was created, so the key is released for a corrected retry.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest("idempotencyClaim", null);

  // The OpenAPI document tells every create's callers about the header.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes("POST") || !route.url.startsWith("/api/") || route.url.startsWith("/api/auth/"))
      return;
    if (!route.schema) return;
    const said = route.schema.description ? `${route.schema.description}\n\n` : "";
    route.schema = { ...route.schema, description: said + OPENAPI_NOTE };
  });

  const release = async (request: FastifyRequest) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.key, claim.key)))
      .catch((err: unknown) => request.log.warn({ err }, "could not release an idempotency key"));
  };

  app.addHook("preHandler", async (request, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !applies(request)) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key) || Array.isArray(header)) {
      throw headerError("Send one key of 1 to 255 visible ASCII characters");
    }
    const owner = request.user ? `user:${request.user.id}` : `address:${request.ip}`;
    const target = `POST ${request.url.split("?")[0]}`;
    const hash = requestHash(request);
    const mine = and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));

    // A key older than 24 hours is forgotten: the request runs as a new one.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          mine,
          sql`${idempotencyKeys.createdAt} < now() - ${`${IDEMPOTENCY_TTL_MS} milliseconds`}::interval`,
        ),
      );
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ owner, key, request: target, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotencyClaim = { owner, key };
      return;
    }

    const [first] = await db.select().from(idempotencyKeys).where(mine);
    // Released between our insert and this read: let the client try again rather than guess.
    if (!first || first.statusCode === null) {
      throw new AppError(
        "CONFLICT",
        "A request with this Idempotency-Key is still being processed. Wait for its answer, then retry.",
      );
    }
    if (first.request !== target || first.requestHash !== hash) {
      throw new AppError(
        "CONFLICT",
        "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
      );
    }
    reply.code(first.statusCode).header(REPLAYED_HEADER, "true");
    if (first.contentType) reply.header("content-type", first.contentType);
    return reply.send(first.responseBody ?? "");
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    if (!ok || (typeof payload !== "string" && payload !== null && payload !== undefined)) {
      await release(request);
      return payload;
    }
    request.idempotencyClaim = null;
    const contentType = reply.getHeader("content-type");
    await db
      .update(idempotencyKeys)
      .set({
        statusCode: reply.statusCode,
        responseBody: payload ?? "",
        contentType: typeof contentType === "string" ? contentType : null,
      })
      .where(and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.key, claim.key)))
      .catch(async (err: unknown) => {
        request.log.error({ err }, "could not store an idempotent answer");
        request.idempotencyClaim = claim;
        await release(request);
      });
    return payload;
  });

  // An answer that never reached onSend (the connection dropped) leaves nothing claimed.
  app.addHook("onResponse", async (request) => {
    await release(request);
  });
}
