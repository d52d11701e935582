import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, type ErrorBody, type FieldIssue } from "../../domain/errors";

function body(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** One error handler for the whole API: AppError, validation, Fastify's own 4xx, and everything else as 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split("/").filter(Boolean)].join("."),
        message: v.message ?? "is invalid",
      }));
      const summary = issues.map((i) => `${i.path}: ${i.message}`).join("; ");
      return reply.status(400).send(body("VALIDATION_FAILED", `Invalid input — ${summary}`, { issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, "response did not match its schema");
      return reply.status(500).send(body("INTERNAL", "Something went wrong on our side. Please try again."));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body("PAYLOAD_TOO_LARGE", "The request is too large."));
    if (status === 415) return reply.status(415).send(body("UNSUPPORTED_MEDIA_TYPE", error.message));
    if (status === 429) return reply.status(429).send(body("TOO_MANY_REQUESTS", error.message));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body("BAD_REQUEST", error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body("INTERNAL", "Something went wrong on our side. Please try again."));
  });
}
