import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { entityTag, IF_MATCH_MESSAGE, parseIfMatch } from "#domain/entity-tag";
import { errorBodySchema, fieldError } from "#domain/errors";

/**
 * The If-Match header for the route schemas of editable records: OpenAPI lists it and a malformed one is a
 * 400 naming it. Loose, so every other header passes through untouched.
 */
export const ifMatchHeaders = z.looseObject({
  "if-match": z
    .string()
    .refine((value) => parseIfMatch(value) !== null, IF_MATCH_MESSAGE)
    .optional()
    .describe('The version the change starts from, as the ETag gave it ("3"); a stale one answers 412'),
});

/** The 412 a stale If-Match answers: `details.current` holds the record as it is now. */
export const staleVersionResponse = {
  412: errorBodySchema.describe("Someone else changed the record; details.current holds it as it is now"),
};

/** The version the request's If-Match asks for; undefined without one (or with `*`): then nothing is compared. */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"];
  const version = parseIfMatch(typeof header === "string" ? header : undefined);
  if (version === null) throw fieldError("headers.if-match", IF_MATCH_MESSAGE);
  return version;
}

/** Answers the record with its version as the ETag, for the next If-Match. */
export function withEtag<T extends { version: number }>(reply: FastifyReply, record: T): T {
  reply.header("etag", entityTag(record.version));
  return record;
}
