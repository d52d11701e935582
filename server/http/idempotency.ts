import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "#domain/errors";
import type { Db, Tx } from "../db/client";
import { idempotencyKeys } from "../db/schema/idempotency-keys";
import { once, withCommitHook } from "../kernel/commit-hooks";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
/** How long an answer is kept for replay. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim outlives its last sign of life. Nothing bounds a whole request (Fastify's requestTimeout is
 * off), only each statement (30 s by default), so a live request renews its lease every third of it instead:
 * two renewals may fail or be late before a live claim could be taken over, and a dead process's claim is free
 * within a minute.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const OPENAPI_NOTE =
  "Send an `Idempotency-Key` header (1–255 visible ASCII characters, new for each new request) to make a retry safe: the same request with the same key within 24 hours gets the first 2xx answer again, with `Idempotent-Replayed: true`, and creates nothing, even when the server crashed after the write. 409 while the first is still running (a crashed server's claim is taken over by a retry after a minute), when the key was used for a different request, or when the first request's write was done but its answer was lost.";

/** A claim this request holds: `holder` is its own token, so a claim taken over by a retry is no longer its. */
export interface IdempotencyClaim {
  owner: string;
  key: string;
  holder: string;
  /** Renews the lease while the request runs. */
  renewal: NodeJS.Timeout;
  /** The last renewal, once sent. */
  renewed?: Promise<unknown>;
}

/** What a route stores in its write's transaction: the answer a retry replays. */
export interface IdempotentAnswer {
  statusCode: number;
  body: string;
  contentType: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored or the claim released. */
    idempotencyClaim?: IdempotencyClaim | null;
  }
}

const lease = () => sql`now() + ${`${IDEMPOTENCY_LEASE_MS} milliseconds`}::interval`;

function held(claim: IdempotencyClaim) {
  return and(
    eq(idempotencyKeys.owner, claim.owner),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.holder, claim.holder),
  );
}

/** A write whose claim a retry took over (its lease passed) must not commit: the retry writes instead. */
function claimLost(): AppError {
  return new AppError(
    "CONFLICT",
    "This request's Idempotency-Key was taken over by a retry after its lease passed. Its retry's answer stands.",
  );
}

/** The content type Fastify gives a serialized JSON answer. */
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Stores a POST's JSON answer with its write when the request holds an Idempotency-Key, serialized as the
 * route's serializer (fastify-type-provider-zod's: encode, then JSON.stringify) will send it: a retry after a
 * crash that followed the commit replays it. `schema` is the route's response schema for `statusCode`.
 */
export async function commitJsonAnswer(
  tx: Tx,
  request: FastifyRequest,
  statusCode: number,
  schema: z.ZodType,
  data: unknown,
): Promise<void> {
  if (!request.idempotencyClaim) return;
  const body = JSON.stringify(z.encode(schema, data));
  await commitIdempotentAnswer(tx, request, { statusCode, body, contentType: JSON_TYPE });
}

/** `commitJsonAnswer` around a use case's result, in its change: `(c) => withJsonAnswer(c.tx, request, 200, schema, useCase(c))`. */
export async function withJsonAnswer<T>(
  tx: Tx,
  request: FastifyRequest,
  statusCode: number,
  schema: z.ZodType,
  result: Promise<T>,
): Promise<T> {
  const data = await result;
  await commitJsonAnswer(tx, request, statusCode, schema, data);
  return data;
}

/**
 * Marks the request's claim done in `tx`, the transaction of its write, with the answer when it is known:
 * a retry after a crash then replays it, or at least never writes again. Refuses (rolling the write back)
 * when a retry has taken the claim over. Does nothing without a claim.
 */
export async function commitIdempotentAnswer(
  tx: Tx,
  request: FastifyRequest,
  answer?: IdempotentAnswer,
): Promise<void> {
  const claim = request.idempotencyClaim;
  if (!claim) return;
  const stored = answer
    ? { statusCode: answer.statusCode, responseBody: answer.body, contentType: answer.contentType }
    : {};
  const marked = await tx
    .update(idempotencyKeys)
    .set({ committed: true, ...stored })
    .where(held(claim))
    .returning({ key: idempotencyKeys.key });
  if (marked.length === 0) throw claimLost();
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
 * answers are kept: after a 4xx or 5xx nothing was created, so the key is released for a corrected retry
 * (unless a write of the request had committed: then its retry gets 409 rather than a second write).
 * A crash cannot strand a key: the claim is marked done in the write's own transaction (feature-routes store
 * the answer there too), and a claim whose lease passed without that belongs to a dead process: a retry takes
 * it over and writes once.
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

  // A claim whose write committed is kept: its retry must learn that rather than write again.
  const release = async (request: FastifyRequest) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    clearInterval(claim.renewal);
    await db
      .delete(idempotencyKeys)
      .where(and(held(claim), eq(idempotencyKeys.committed, false)))
      .catch((err: unknown) => request.log.warn({ err }, "could not release an idempotency key"));
  };

  // A live request, however slow, keeps its claim: it renews the lease until its answer is out.
  const hold = (request: FastifyRequest, owner: string, key: string, holder: string): IdempotencyClaim => {
    const renew = () => {
      claim.renewed = db
        .update(idempotencyKeys)
        .set({ leaseUntil: lease() })
        .where(and(held(claim), isNull(idempotencyKeys.statusCode)))
        .catch((err: unknown) => request.log.warn({ err }, "could not renew an idempotency claim"));
    };
    const claim: IdempotencyClaim = {
      owner,
      key,
      holder,
      renewal: setInterval(renew, IDEMPOTENCY_LEASE_MS / 3).unref(),
    };
    request.idempotencyClaim = claim;
    return claim;
  };

  /** Claims the request's key, or answers it (a replay, or a 409 thrown); "none" when it has no key. */
  const claimOrAnswer = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<"none" | "claimed" | "replayed"> => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !applies(request)) return "none";
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key) || Array.isArray(header)) {
      throw headerError("Send one key of 1 to 255 visible ASCII characters");
    }
    const owner = request.user ? `user:${request.user.id}` : `address:${request.ip}`;
    const target = `POST ${request.url.split("?")[0]}`;
    const hash = requestHash(request);
    const holder = randomUUID();
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
      .values({ owner, key, request: target, requestHash: hash, holder, leaseUntil: lease() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      hold(request, owner, key, holder);
      return "claimed";
    }
    // A claim left by a dead process (lease passed, nothing committed) goes to one retry: the row lock orders
    // concurrent ones, and the later sees the lease the first renewed.
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ holder, leaseUntil: lease() })
      .where(
        and(
          mine,
          eq(idempotencyKeys.request, target),
          eq(idempotencyKeys.requestHash, hash),
          isNull(idempotencyKeys.statusCode),
          eq(idempotencyKeys.committed, false),
          lt(idempotencyKeys.leaseUntil, sql`now()`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length > 0) {
      hold(request, owner, key, holder);
      return "claimed";
    }

    const [first] = await db.select().from(idempotencyKeys).where(mine);
    if (first && (first.request !== target || first.requestHash !== hash)) {
      throw new AppError(
        "CONFLICT",
        "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
      );
    }
    if (first?.statusCode != null) {
      reply.code(first.statusCode).header(REPLAYED_HEADER, "true");
      if (first.contentType) reply.header("content-type", first.contentType);
      reply.send(first.responseBody ?? "");
      return "replayed";
    }
    if (first?.committed) {
      throw new AppError(
        "CONFLICT",
        "The first request with this Idempotency-Key was completed, but its answer was lost. Read the record to see the result; do not retry it under a new key.",
      );
    }
    // Released between our insert and this read, or still running: let the client try again rather than guess.
    throw new AppError(
      "CONFLICT",
      "A request with this Idempotency-Key is still being processed. Wait for its answer, then retry.",
    );
  };

  // Callback style, so the handler runs inside the commit hook's scope: every kernel change the request makes
  // marks its claim done in that change's transaction (the first to commit does; see `once`).
  app.addHook("preHandler", (request, reply, done) => {
    claimOrAnswer(request, reply).then(
      (outcome) => {
        if (outcome === "replayed") return;
        if (outcome === "none") return done();
        withCommitHook(
          once((tx) => commitIdempotentAnswer(tx, request)),
          () => done(),
        );
      },
      (err: Error) => done(err),
    );
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
    clearInterval(claim.renewal);
    const contentType = reply.getHeader("content-type");
    // A route that stored its answer with its write has nothing left to do here.
    await db
      .update(idempotencyKeys)
      .set({
        statusCode: reply.statusCode,
        responseBody: payload ?? "",
        contentType: typeof contentType === "string" ? contentType : null,
      })
      .where(and(held(claim), isNull(idempotencyKeys.statusCode)))
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
