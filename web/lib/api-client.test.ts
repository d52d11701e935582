import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, newIdempotencyKey } from "./api-client";

type Sent = { url: string; init: RequestInit };

/** Stubs fetch with one answer and keeps what was sent. */
function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  return sent;
}

const headersOf = (sent: Sent) => sent.init.headers as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api()", () => {
  it("sends an Idempotency-Key with a create when given one, beside the JSON body", async () => {
    const sent = answer(201, { id: "p1" });
    const key = newIdempotencyKey();
    const saved = await api<{ id: string }>("/api/payments", {
      method: "POST",
      body: { amountCents: 100 },
      idempotencyKey: key,
    });
    expect(saved).toEqual({ id: "p1" });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init.method).toBe("POST");
    expect(sent[0]?.init.body).toBe('{"amountCents":100}');
    expect(headersOf(sent[0] as Sent)).toEqual({
      accept: "application/json",
      "content-type": "application/json",
      "idempotency-key": key,
    });
  });

  it("sends no Idempotency-Key unless asked, and If-Match for a version", async () => {
    const sent = answer(200, { id: "i1" });
    await api("/api/invoices/i1", { method: "PATCH", body: {}, version: 3 });
    const headers = headersOf(sent[0] as Sent);
    expect(headers).not.toHaveProperty("idempotency-key");
    expect(headers["if-match"]).toBe('"3"');
  });

  it("turns a refusal of a keyed create into an ApiError with the server's code and field issues", async () => {
    answer(400, {
      error: {
        code: "VALIDATION_FAILED",
        message: "Invalid input",
        details: { issues: [{ path: "body.amountCents", message: "Too big" }] },
      },
    });
    const call = api("/api/payments", { method: "POST", body: {}, idempotencyKey: newIdempotencyKey() });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    await call.catch((error: ApiError) => expect(error.fieldErrors).toEqual({ amountCents: "Too big" }));
  });
});

describe("newIdempotencyKey", () => {
  it("makes a fresh 128-bit hex key each time", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
