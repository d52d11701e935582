import type { FastifyInstance } from "fastify";
import { AppError } from "#domain/errors";
import { uploadPipeline } from "../files/upload-pipeline";

/** Deeper than any body the API reads; deeper bodies would only feed recursion somewhere downstream. */
export const MAX_JSON_DEPTH = 64;

/** A refusal naming the top-level field it is in (below it, a path could be any depth). */
function refused(message: string, field: string | null): AppError {
  const path = field === null ? "body" : `body.${field}`;
  return new AppError("BAD_REQUEST", message, { issues: [{ path, message }] });
}

/**
 * Refuses keys that would change an object's prototype if a body were ever merged with Object.assign or
 * a deep merge (as Fastify's own parser does, but saying so), and bodies nested beyond MAX_JSON_DEPTH.
 * Iterative, so no body can overflow the stack here.
 */
function checkShape(root: unknown): void {
  // Each value with its depth and the top-level field it sits in.
  const stack: [unknown, number, string | null][] = [[root, 0, null]];
  while (stack.length > 0) {
    const [value, depth, field] = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) {
      throw refused(`The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`, field);
    }
    if (Object.hasOwn(value, "__proto__")) {
      throw refused('The JSON body may not contain a "__proto__" key.', field ?? "__proto__");
    }
    const ctor = (value as Record<string, unknown>).constructor;
    if (
      Object.hasOwn(value, "constructor") &&
      ctor !== null &&
      typeof ctor === "object" &&
      Object.hasOwn(ctor, "prototype")
    ) {
      throw refused('The JSON body may not contain a "constructor.prototype" key.', field ?? "constructor");
    }
    for (const [key, child] of Object.entries(value)) stack.push([child, depth + 1, field ?? key]);
  }
}

// JSON is UTF-8 (RFC 8259): a byte that is not would otherwise turn into U+FFFD and pass as text.
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** Parses a JSON body, answering every refusal with what is wrong (Fastify's says "not valid JSON" for all). */
export function parseJsonBody(body: string | Buffer): unknown {
  let text: string;
  try {
    text = typeof body === "string" ? body : utf8.decode(body);
  } catch {
    throw new AppError("BAD_REQUEST", "The body is not valid UTF-8; a JSON body must be UTF-8 text.");
  }
  if (text.trim() === "")
    throw new AppError("BAD_REQUEST", "The body is empty, but its content type says JSON.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AppError("BAD_REQUEST", `The body is not valid JSON: ${(error as Error).message}`);
  }
  checkShape(parsed);
  return parsed;
}

/**
 * The body parsers every route shares: this JSON parser in place of Fastify's (routes that read raw bodies
 * remove it in their scope), and multipart through the one upload pipeline (server/files/upload-pipeline.ts),
 * which only routes declaring `config.upload` accept. Register before any route. Any other content type
 * (text, forms, XML, multipart on a route without an upload) is a 415 UNSUPPORTED_MEDIA_TYPE: the body is
 * never read, so it can never run as an empty change.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // Loaded with the next plugin the app awaits, before any route: its onRoute hook must see them all.
  app.register(uploadPipeline);
  // Fastify's own text/plain parser would hand a JSON route a string: refused like any type we do not read.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
