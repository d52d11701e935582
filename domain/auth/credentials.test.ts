import { describe, expect, it } from "vitest";
import { emailError, newPasswordError, validateSignIn, validateSignUp } from "./credentials";

describe("credential validators", () => {
  it.each([
    ["", "Enter your e-mail address"],
    ["   ", "Enter your e-mail address"],
    ["agent", "Enter a valid e-mail address"],
    ["agent@", "Enter a valid e-mail address"],
    ["agent@itinera", "Enter a valid e-mail address"],
    ["a b@itinera.local", "Enter a valid e-mail address"],
    ["agent@itinera.local", undefined],
    [" agent@itinera.local ", undefined],
  ])("e-mail %j → %s", (email, error) => {
    expect(emailError(email)).toBe(error);
  });

  it("needs ten characters for a new password", () => {
    expect(newPasswordError("123456789")).toBe("Use at least 10 characters");
    expect(newPasswordError("1234567890")).toBeUndefined();
  });

  it("needs an e-mail and a password to sign in, of any length", () => {
    expect(validateSignIn({ email: "", password: "" })).toEqual({
      email: "Enter your e-mail address",
      password: "Enter your password",
    });
    expect(validateSignIn({ email: "a@b.co", password: "x" })).toEqual({});
  });

  it("checks the password length on sign-up", () => {
    expect(validateSignUp({ email: "a@b.co", password: "short" })).toEqual({
      password: "Use at least 10 characters",
    });
  });
});
