import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, type ErrorBody, type FieldIssue } from "#domain/errors";
import { sqlState } from "../db/sql-helpers";

function body(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";
const BUSY_MESSAGE = "The database is busy right now. Please try again in a moment.";
const AWAY_MESSAGE = "The database cannot be reached right now. Please try again in a moment.";
/** Seconds a caller waits before retrying: a busy database frees up sooner than one that went away restarts. */
const BUSY_RETRY_AFTER = "1";
const AWAY_RETRY_AFTER = "5";

/** node-postgres's pool gave up waiting for a free connection (its checkout timeout). */
function isPoolTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      (message.includes("timeout exceeded when trying to connect") ||
        message.includes("Connection terminated due to connection timeout"))
    ) {
      return true;
    }
  }
  return false;
}

// Connection failures: refused, cut, or the server shutting down, starting up or in recovery.
const AWAY_ERROR_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);
const AWAY_SQL_STATES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"]);
const AWAY_MESSAGES = [
  "Connection terminated unexpectedly",
  "Client has encountered a connection error and is not queryable",
];

/** The database went away: it is down, restarting or unreachable (#33: the app answers 503 and recovers by itself). */
export function isDatabaseAway(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (AWAY_ERROR_CODES.has(code) || AWAY_SQL_STATES.has(code))) return true;
    if (typeof message === "string" && AWAY_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

type Mapped = { status: number; code: string; message: string; retryAfter?: string };

/**
 * What a database refusal means to the caller. Validation stops bad values before the database, so these
 * are races (a unique value taken a moment ago), load, or a hole in a schema — still the caller's 4xx or a
 * 503 to retry, never a 500 that hides what happened.
 */
function fromDatabase(error: unknown): Mapped | null {
  if (isDatabaseAway(error)) {
    return { status: 503, code: "UNAVAILABLE", message: AWAY_MESSAGE, retryAfter: AWAY_RETRY_AFTER };
  }
  if (isPoolTimeout(error)) {
    return { status: 503, code: "UNAVAILABLE", message: BUSY_MESSAGE, retryAfter: BUSY_RETRY_AFTER };
  }
  switch (sqlState(error)) {
    case "23505":
      return {
        status: 409,
        code: "CONFLICT",
        message: "A record with the same unique value already exists.",
      };
    case "23503":
      return {
        status: 409,
        code: "CONFLICT",
        message: "A record this refers to no longer exists, or another record still refers to this one.",
      };
    case "57014": // statement timeout
    case "55P03": // lock timeout
    case "40001": // serialization failure
    case "40P01": // deadlock
    case "53300": // too many connections
      return { status: 503, code: "UNAVAILABLE", message: BUSY_MESSAGE, retryAfter: BUSY_RETRY_AFTER };
    case "22P02":
    case "22007":
    case "22008":
      return {
        status: 400,
        code: "BAD_REQUEST",
        message: "A date, time or number in the request is not valid.",
      };
    case "22001":
      return { status: 400, code: "BAD_REQUEST", message: "A value in the request is too long." };
    case "22003":
      return { status: 400, code: "BAD_REQUEST", message: "A number in the request is out of range." };
    case "22021":
    case "22P05":
      return {
        status: 400,
        code: "BAD_REQUEST",
        message: "A text in the request holds characters that cannot be stored.",
      };
    case "54000":
      return { status: 400, code: "BAD_REQUEST", message: "A value in the request is too large to store." };
    default:
      return null;
  }
}

/**
 * busboy's refusals of a malformed multipart body (no or bad boundary, cut short) are plain Errors, known
 * only by their messages; without this they would be 500s.
 */
const MALFORMED_MULTIPART = /^Multipart: |multipart data$|^Boundary required$|^The needle /;

function isMalformedMultipart(error: FastifyError): boolean {
  return (
    error.statusCode === undefined && error.code === undefined && MALFORMED_MULTIPART.test(error.message)
  );
}

/** Fastify's own 4xx, each with a message that says what is wrong with the request. */
function fromFramework(error: FastifyError): Mapped | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (status === 413) return { status, code: "PAYLOAD_TOO_LARGE", message: "The request is too large." };
  if (status === 415) return { status, code: "UNSUPPORTED_MEDIA_TYPE", message: error.message };
  if (status === 429) return { status, code: "TOO_MANY_REQUESTS", message: error.message };
  return { status, code: "BAD_REQUEST", message: error.message };
}

/** One error handler for the whole API: AppError, validation, database refusals, Fastify's own 4xx, and everything else as 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Named like the fields the caller sent (`query.search`, as the web's field-error mapping reads them).
      const context = error.validationContext === "querystring" ? "query" : error.validationContext;
      const issues: FieldIssue[] = error.validation.map((v) => ({
        path: [context, ...v.instancePath.split("/").filter(Boolean)].join("."),
        message: v.message ?? "is invalid",
      }));
      const summary = issues.map((i) => `${i.path}: ${i.message}`).join("; ");
      return reply.status(400).send(body("VALIDATION_FAILED", `Invalid input — ${summary}`, { issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, "response did not match its schema");
      return reply.status(500).send(body("INTERNAL", INTERNAL_MESSAGE));
    }
    const database = fromDatabase(error);
    if (database) {
      // A 4xx here means a schema let a bad value through: worth a look, so it is logged.
      request.log.warn({ err: error }, "database refused the request");
      if (database.retryAfter) reply.header("retry-after", database.retryAfter);
      return reply.status(database.status).send(body(database.code, database.message));
    }
    if (isMalformedMultipart(error)) {
      return reply
        .status(400)
        .send(
          body(
            "BAD_REQUEST",
            `The multipart body is malformed: ${error.message.replace(/^Multipart: /, "")}.`,
          ),
        );
    }
    const framework = fromFramework(error);
    if (framework) return reply.status(framework.status).send(body(framework.code, framework.message));
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body("INTERNAL", INTERNAL_MESSAGE));
  });
}

/**
 * Fastify's errors before routing (Fastify option `frameworkErrors`): a URL that does not decode, a path
 * parameter over `maxParamLength`. Answered in the API's error format.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.debug({ err: error }, "request refused before routing");
  if (error.code === "FST_ERR_BAD_URL") {
    void reply
      .status(400)
      .send(
        body("BAD_REQUEST", "The URL is not valid: a part of its path is not correctly percent-encoded."),
      );
    return;
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    void reply.status(414).send(body("URI_TOO_LONG", "A part of the URL's path is too long."));
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  void reply
    .status(status)
    .send(body(status >= 500 ? "INTERNAL" : "BAD_REQUEST", status >= 500 ? INTERNAL_MESSAGE : error.message));
}

const clientErrors: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: "Request Header Fields Too Large",
    code: "HEADERS_TOO_LARGE",
    message: "The request's URL and headers are too large.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: "Request Timeout",
    code: "REQUEST_TIMEOUT",
    message: "The request took too long to arrive.",
  },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (Fastify option `clientErrorHandler`):
 * too-large headers, a timeout, a malformed request line. The socket gets one answer in the API's error
 * format and is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const known = clientErrors[error.code ?? ""] ?? {
    status: 400,
    reason: "Bad Request",
    code: "BAD_REQUEST",
    message: "The request is not valid HTTP.",
  };
  const json = JSON.stringify(body(known.code, known.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
