import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import { AppError, type FieldIssue } from "#domain/errors";

/**
 * Text PostgreSQL refuses (a 500 deep inside a service) is refused here instead, as a 400 naming the
 * field: U+0000, which no text column holds, and half of a UTF-16 surrogate pair, which is no character
 * at all. One hook on every route, rather than a text schema each field must remember to use: the next
 * feature's fields, query strings, path parameters, multipart fields and the raw bodies passed to
 * better-auth are covered without anyone thinking of it.
 */

const NUL = "\u0000";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_ISSUES = 20;

/** Why a database would refuse this text, or null when it is fine. */
export function textProblem(value: string): string | null {
  if (value.includes(NUL)) return "must not contain a NUL character (U+0000)";
  if (LONE_SURROGATE.test(value)) return "must not contain an unpaired UTF-16 surrogate";
  return null;
}

/** Every string (and object key) in a parsed value that a database would refuse, with its path. */
export function textIssues(value: unknown, root: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  // Iterative: a deeply nested body must not overflow the stack.
  const stack: [unknown, string][] = [[value, root]];
  const seen = new Set<object>();
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const [current, path] = stack.pop()!;
    if (typeof current === "string") {
      const problem = textProblem(current);
      if (problem) issues.push({ path, message: problem });
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      if (seen.has(current)) continue;
      seen.add(current);
      for (const [key, child] of Object.entries(current)) {
        const childPath = `${path}.${key}`;
        const problem = textProblem(key);
        if (problem) issues.push({ path: childPath, message: `field name ${problem}` });
        else stack.push([child, childPath]);
      }
    }
  }
  return issues;
}

/** The body as the route will read it: raw JSON kept as bytes (better-auth's passthrough) is parsed to look inside. */
function inspectableBody(request: FastifyRequest): unknown {
  const { body } = request;
  if (!Buffer.isBuffer(body) && typeof body !== "string") return body;
  const text = body.toString();
  if (!/json/i.test(String(request.headers["content-type"] ?? ""))) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON after all: whoever reads it refuses it as such.
    return text;
  }
}

export const inputGuard: preValidationAsyncHookHandler = async (request) => {
  const issues = [
    ...textIssues(request.params, "params"),
    ...textIssues(request.query, "query"),
    ...textIssues(inspectableBody(request), "body"),
  ];
  if (issues.length === 0) return;
  const summary = issues.map((i) => `${i.path}: ${i.message}`).join("; ");
  throw new AppError("VALIDATION_FAILED", `Invalid input — ${summary}`, { issues });
};

/**
 * Adds the guard as every route's last preValidation hook: after the hooks of its plugins (multipart's
 * `attachFieldsToBody` fills the body in one), before the schema validator. Register it before any route.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const own = route.preValidation;
    route.preValidation = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), inputGuard];
  });
}
