import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * The bad inputs that once answered 500, sent to the real app: each is a 400 naming its field. The fuzz
 * test (openapi-fuzz.test.ts) sends the same kinds to every operation; these keep the exact reproductions.
 */

let t: TestApp;
let agent: { cookie: string; origin: string };

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.signInAs("agent");
});
afterAll(async () => {
  await t.close();
});

function issuesOf(res: { statusCode: number; json(): unknown }): Record<string, string> {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { details?: { issues?: { path: string; message: string }[] } } };
  return Object.fromEntries((body.error.details?.issues ?? []).map((i) => [i.path, i.message]));
}

const passenger = {
  firstName: "Ana",
  surname: "Lopes",
  passportNumber: "BI100001",
  documentExpiry: "2031-01-31",
};

describe("bad input answers 400 naming the field, never 500", () => {
  it.each([
    ["a NUL byte", "surname", "Lo\u0000pes", "must not contain a NUL character (U+0000)"],
    ["a lone surrogate", "firstName", "An\uD83Da", "must not contain an unpaired UTF-16 surrogate"],
  ])("%s in a text field", async (_what, field, value, message) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/passengers",
      headers: agent,
      payload: { ...passenger, [field]: value },
    });
    expect(issuesOf(res)).toEqual({ [`body.${field}`]: message });
  });

  it("a NUL byte in a search", async () => {
    const res = await t.app.inject({ url: "/api/passengers?search=ab%00c", headers: agent });
    expect(issuesOf(res)).toEqual({ "query.search": "must not contain a NUL character (U+0000)" });
  });

  it.each([
    ["/api/flights?from=2026-02-30", "query.from"],
    ["/api/flights?to=2026-13-01", "query.to"],
  ])("an impossible date in a query filter: %s", async (url, field) => {
    const res = await t.app.inject({ url, headers: agent });
    expect(Object.keys(issuesOf(res))).toEqual([field]);
  });

  it.each([
    [{ email: "not-an-email", password: "whatever-it-is" }, "body.email"],
    [{ email: "someone@bad-input.test", password: true }, "body.password"],
    // better-auth names a password too long only by its code.
    [{ email: "someone@bad-input.test", password: "x".repeat(200) }, "body.password"],
  ])("better-auth's refusal of %o, in the API's format", async (payload, field) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: agent.origin },
      payload,
    });
    expect(Object.keys(issuesOf(res))).toEqual([field]);
  });
});
