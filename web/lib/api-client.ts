import { entityTag } from "#domain/entity-tag";
import type { ErrorBody, FieldIssue } from "#domain/errors";

/** A non-2xx answer from our API, with the server's code, message and field issues. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Field issues of a 400, keyed by field name without the `body.` prefix. */
  get fieldErrors(): Record<string, string> {
    const issues = (this.details as { issues?: FieldIssue[] } | undefined)?.issues ?? [];
    return Object.fromEntries(issues.map((i) => [i.path.replace(/^(body|query|params)\./, ""), i.message]));
  }

  /** Someone else changed the record since it was loaded (412): the record as it is now, else undefined. */
  staleRecord<T>(): T | undefined {
    if (this.status !== 412) return undefined;
    return (this.details as { current?: T } | undefined)?.current;
  }
}

/**
 * A key for one attempt at creating a record (one per dialog opening): the same key on a retry (a double
 * click, a lost answer) makes the server answer the first request again instead of creating twice.
 * getRandomValues works where randomUUID does not (a plain-http address other than localhost).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls /api; turns a non-2xx answer into an ApiError and does nothing else (toasts and redirects live elsewhere). */
export async function api<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    query?: Query;
    signal?: AbortSignal;
    form?: FormData;
    /** The version of the record the change starts from: sent as If-Match, so a stale change answers 412. */
    version?: number;
    /** One attempt at a create (newIdempotencyKey()): a retry with the same key gets the first answer back. */
    idempotencyKey?: string;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.version !== undefined) headers["if-match"] = entityTag(options.version);
  if (options.idempotencyKey !== undefined) headers["idempotency-key"] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const res = await fetch(withQuery(path, options.query), {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    credentials: "same-origin",
    signal: options.signal,
  });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const error = (json as ErrorBody | undefined)?.error;
    throw new ApiError(
      res.status,
      error?.code ?? "HTTP_ERROR",
      error?.message ?? `The server answered ${res.status} ${res.statusText}`.trim(),
      error?.details,
    );
  }
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}
