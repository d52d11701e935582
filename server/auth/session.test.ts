import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedSessionToken } from "./session";

const SECRET = "test-secret-test-secret-test-secret-42";
const sign = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

describe("verifiedSessionToken", () => {
  it("accepts a cookie signed with the secret, under either cookie name", () => {
    expect(verifiedSessionToken(`better-auth.session_token=${sign("abc123")}`, SECRET)).toBe("abc123");
    expect(
      verifiedSessionToken(`theme=dark; __Secure-better-auth.session_token=${sign("xyz")}`, SECRET),
    ).toBe("xyz");
  });

  it.each([
    ["no cookie header", undefined],
    ["another cookie only", "theme=dark"],
    ["a signature made with another secret", `better-auth.session_token=${sign("abc123", "other-secret")}`],
    [
      "a token changed after signing",
      `better-auth.session_token=${sign("abc123").replace("abc123", "abc124")}`,
    ],
    ["no signature", "better-auth.session_token=abc123"],
    ["a broken escape", "better-auth.session_token=%E0%A4%A"],
    ["an empty value", "better-auth.session_token="],
  ])("refuses %s", (_what, header) => {
    expect(verifiedSessionToken(header, SECRET)).toBeNull();
  });
});
