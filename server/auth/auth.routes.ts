import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError, type FieldIssue } from "#domain/errors";
import type { Db } from "../db/client";
import type { Auth } from "./auth";
import { toHeaders } from "./session";
import { createSignInGuard } from "./sign-in-guard";

/**
 * The better-auth endpoints the web app calls, and no others: user management goes through
 * /api/users (our access policy and audit), registration and password reset through /api/accounts.
 */
const allowedEndpoints = new Set([
  "GET /get-session",
  "GET /verify-email",
  "POST /sign-in/email",
  "POST /sign-out",
  "POST /send-verification-email",
  "POST /request-password-reset",
  "POST /change-email",
  "POST /change-password",
  "POST /revoke-sessions",
  "POST /revoke-other-sessions",
  "POST /two-factor/enable",
  "POST /two-factor/verify-totp",
  "POST /two-factor/verify-backup-code",
  "POST /two-factor/generate-backup-codes",
]);

/** "METHOD /path" of better-auth endpoints reachable through /api/auth; the access matrix test reads it. */
export const authPassthroughEndpoints: readonly string[] = [...allowedEndpoints];

/** Two-factor codes are guessable too: each attempt counts against the address like a password. */
const secretChecks = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** The e-mail in a JSON body, read as better-auth reads it (fetch's decoder drops a byte-order mark). */
function emailOf(body: unknown): string | null {
  if (!Buffer.isBuffer(body)) return null;
  try {
    const email = (JSON.parse(new TextDecoder().decode(body)) as { email?: unknown } | null)?.email;
    return typeof email === "string" && email.trim() ? email : null;
  } catch {
    return null;
  }
}

/** The field a password-length code is about: better-auth's code does not say which password it checked. */
const passwordField: Record<string, string> = {
  "/sign-in/email": "body.password",
  "/change-password": "body.newPassword",
};
const PASSWORD_LENGTH_CODES = new Set(["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"]);

/** better-auth names a field only inside its message ("[body.email] Invalid input…") or by its code. */
function fieldIssues(endpoint: string, code: string, message: string): FieldIssue[] | undefined {
  const named = /^\[(body\.[\w.]+)\] (.+)$/.exec(message);
  if (named) return [{ path: named[1]!, message: named[2]! }];
  if (code === "INVALID_EMAIL") return [{ path: "body.email", message }];
  const password = passwordField[endpoint];
  if (password && PASSWORD_LENGTH_CODES.has(code)) return [{ path: password, message }];
  return undefined;
}

/** better-auth answers errors as `{ code, message }`; the rest of the API as `{ error: { code, message, details? } }`. */
function errorEnvelope(endpoint: string, status: number, bytes: Buffer): Buffer {
  try {
    const parsed = JSON.parse(bytes.toString("utf8")) as { code?: unknown; message?: unknown };
    const code = typeof parsed.code === "string" && parsed.code ? parsed.code : `HTTP_${status}`;
    const message = typeof parsed.message === "string" && parsed.message ? parsed.message : code;
    const issues = status === 400 ? fieldIssues(endpoint, code, message) : undefined;
    return Buffer.from(
      JSON.stringify({ error: { code, message, ...(issues ? { details: { issues } } : {}) } }),
    );
  } catch {
    return bytes;
  }
}

async function send(reply: FastifyReply, endpoint: string, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    const name = key.toLowerCase();
    if (name !== "set-cookie" && name !== "content-length") reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send(null);
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get("content-type")?.includes("application/json");
  return reply.send(response.status >= 400 && json ? errorEnvelope(endpoint, response.status, bytes) : bytes);
}

/** Hands /api/auth/* to better-auth as a web Request, with the raw body and every Set-Cookie back. */
export async function authRoutes(app: FastifyInstance, options: { auth: Auth; publicUrl: string; db: Db }) {
  const guard = createSignInGuard(options.db);
  // Counted before better-auth runs, so racing requests cannot all reach the check.
  const countAttempt = async (endpoint: string, body: unknown, address: string) => {
    if (endpoint === "/sign-in/email") return guard.beginSignIn(emailOf(body), address);
    if (secretChecks.has(endpoint)) return guard.beginSignIn(null, address);
    if (endpoint === "/request-password-reset") return guard.beginResetRequest(emailOf(body), address);
    return null;
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, payload, done) => done(null, payload));

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    config: { access: "public" },
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = new URL(request.url, options.publicUrl);
      const endpoint = url.pathname.slice("/api/auth".length);
      if (!allowedEndpoints.has(`${request.method} ${endpoint}`)) {
        throw new AppError("NOT_FOUND", `No route ${request.method} ${url.pathname}`);
      }
      const settle = await countAttempt(endpoint, request.body, request.ip);

      const hasBody = request.method !== "GET" && Buffer.isBuffer(request.body);
      let response: Response;
      try {
        response = await options.auth.handler(
          new Request(url, {
            method: request.method,
            headers: toHeaders(request),
            body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
          }),
        );
      } catch (error) {
        await settle?.(500);
        throw error;
      }
      await settle?.(response.status);
      return send(reply, endpoint, response);
    },
  });
}
