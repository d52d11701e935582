import type { ErrorBody } from "#domain/errors";
import { ApiError } from "../../../lib/api-client";

/**
 * A key for one attempt at creating a money record: the same key on a retry (a double click, a lost
 * answer) makes the server answer the first request again instead of recording twice. getRandomValues
 * works where randomUUID does not (a plain-http address other than localhost).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** POST with an Idempotency-Key header (which api() does not send); a non-2xx answer is an ApiError like api()'s. */
export async function postWithIdempotencyKey<T>(path: string, body: unknown, key: string): Promise<T> {
  const res = await fetch(path, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
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
